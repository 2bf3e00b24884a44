/**
 * The components MDX renders Markdown with: the classic theme's, assembled
 * here piece by piece instead of wrapping its MDXComponents, whose `code`
 * imports the theme's CodeBlock and with it Prism into every docs page. Code
 * fences arrive highlighted from the build (plugins/code-blocks), so only a
 * fence the build left alone loads the theme's block, lazily.
 */
import {Children, lazy, Suspense, type ComponentProps, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Admonition from '@theme/Admonition';
import CodeInline from '@theme/CodeInline';
import MDXA from '@theme/MDXComponents/A';
import MDXDetails from '@theme/MDXComponents/Details';
import MDXHeading from '@theme/MDXComponents/Heading';
import MDXImg from '@theme/MDXComponents/Img';
import MDXLi from '@theme/MDXComponents/Li';
import MDXPre from '@theme/MDXComponents/Pre';
import MDXUl from '@theme/MDXComponents/Ul';
import Mermaid from '@theme/Mermaid';

import FocusableTable from '@site/src/components/FocusableTable';
import StaticCodeBlock from '@site/src/components/StaticCodeBlock';
import StaticHtml from '@site/src/components/StaticHtml';
import {CODE_FENCE} from '@site/src/config/codeBlocks';
import {STATIC_HTML} from '@site/src/config/staticHtml';

const CodeBlock = lazy(() => import('@theme/CodeBlock'));

const hasClass = (className: string | undefined, name: string) => Boolean(className?.split(' ').includes(name));

/** Built blocks and declarations stay a plain `<pre>`; the theme's `pre` expects a CodeBlock inside. */
function Pre(props: ComponentProps<'pre'>) {
  if (hasClass(props.className, CODE_FENCE.builtClass) || hasClass(props.className, CODE_FENCE.declarationClass))
    return <pre {...props} />;
  return <MDXPre {...props} />;
}

/** As the theme decides: code without line breaks is inline. */
function isInline(children: ReactNode): boolean {
  return (
    children !== undefined &&
    Children.toArray(children).every((child) => typeof child === 'string' && !child.includes('\n'))
  );
}

/**
 * Inline code, a built block's `<code>`, or a fence the build could not
 * highlight: the theme's CodeBlock then loads on its own, and until it has
 * (the server's HTML never shows this, it waits for every boundary) the
 * code shows as plain text.
 */
function Code(props: ComponentProps<'code'>) {
  if (hasClass(props.className, CODE_FENCE.builtClass)) return <code {...props} />;
  if (isInline(props.children)) return <CodeInline {...props} />;
  return (
    <Suspense fallback={<pre>{Children.toArray(props.children).join('')}</pre>}>
      <CodeBlock {...props}>{props.children}</CodeBlock>
    </Suspense>
  );
}

const Heading = (as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6') =>
  function MDXHeadingAs(props: ComponentProps<typeof MDXHeading>) {
    return <MDXHeading {...props} as={as} />;
  };

export default {
  Head,
  // Markdown (.md) pages write `details` in lower case.
  details: MDXDetails,
  Details: MDXDetails,
  code: Code,
  a: MDXA,
  pre: Pre,
  ul: MDXUl,
  li: MDXLi,
  img: MDXImg,
  h1: Heading('h1'),
  h2: Heading('h2'),
  h3: Heading('h3'),
  h4: Heading('h4'),
  h5: Heading('h5'),
  h6: Heading('h6'),
  admonition: Admonition,
  mermaid: Mermaid,
  table: FocusableTable,
  [CODE_FENCE.blockComponent]: StaticCodeBlock,
  [STATIC_HTML.component]: StaticHtml,
};
