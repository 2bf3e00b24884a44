/**
 * Rehype plugin of the docs pages: each run of plain Markdown in a page's
 * body becomes one `<StaticHtml>` (src/components/StaticHtml) holding its
 * HTML as a string, so the browser hydrates one element where it hydrated a
 * component per heading, link and code span: on a contract reference page
 * such as VaultV3, some three thousand elements and 250 links that each set
 * up a viewport observer. The HTML is what the theme's components render for
 * the same Markdown: headings with their `anchor` class and `#` link, tables
 * that take focus, external links opening in a new tab; the component brings
 * back what those components did in the browser (client-side navigation,
 * prefetch on hover) and, while the site builds, reports the ids and links to
 * the broken-link check.
 *
 * Only top-level nodes made of the plain Markdown elements below become
 * static; any other element or MDX component (a widget, an image, a code
 * block with a copy button, math, a footnote) stays as MDX renders it, and
 * splits the static runs around it. A block made static before (the contract
 * pages arrive that way, plugins/contract-reference/trees.ts) joins the run
 * it stands in, with the line breaks around it.
 */
// Docusaurus's own rule for the links @docusaurus/Link opens in a new tab (UPSTREAM.md: a file inside the package).
import isInternalUrl from '@docusaurus/core/lib/client/exports/isInternalUrl.js';
import {toHtml} from 'hast-util-to-html';
import type {Element, ElementContent, Root, RootContent} from 'hast';

import {docusaurusEdits} from '../../src/config/docusaurusVersion';
import {STATIC_HTML} from '../../src/config/staticHtml';

/** Elements whose theme components render them as plain HTML (see the file comment). */
const PLAIN = new Set([
  'p',
  'strong',
  'em',
  'del',
  'code',
  'a',
  'ul',
  'ol',
  'li',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'br',
  'hr',
  'blockquote',
]);

interface JsxAttribute {
  type: string;
  name?: string;
  value?: string | {type: string; value: string} | null;
}

interface JsxElement {
  type: 'mdxJsxFlowElement';
  name: string | null;
  attributes: JsxAttribute[];
  children: RootContent[];
}

/** A declaration (plugins/contract-reference/remarkDeclarations): a `<pre>` with its highlighted HTML. */
function declarationOf(node: RootContent | ElementContent): Element | undefined {
  const jsx = node as unknown as JsxElement;
  if (jsx.type !== 'mdxJsxFlowElement' || jsx.name !== 'pre') return undefined;
  const attribute = (name: string) => jsx.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  const className = attribute('className')?.value;
  const inner = attribute('dangerouslySetInnerHTML')?.value;
  if (typeof className !== 'string' || typeof inner !== 'object' || inner?.type !== 'mdxJsxAttributeValueExpression')
    return undefined;
  const {__html: html} = JSON.parse(inner.value) as {__html?: unknown};
  if (typeof html !== 'string') return undefined;
  return {
    type: 'element',
    tagName: 'pre',
    properties: {className: className.split(' ')},
    children: [{type: 'raw', value: html} as unknown as ElementContent],
  };
}

const textOf = (node: Element): string | undefined =>
  node.children.length === 1 && node.children[0]!.type === 'text' ? node.children[0]!.value : undefined;

/** A `<StaticHtml>` already in the tree, as the raw HTML it holds. */
function staticHtmlOf(node: RootContent | ElementContent): RootContent | undefined {
  const jsx = node as unknown as JsxElement;
  if (jsx.type !== 'mdxJsxFlowElement' || jsx.name !== STATIC_HTML.component) return undefined;
  const html = jsx.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'html')?.value;
  return typeof html === 'string' ? ({type: 'raw', value: html} as unknown as RootContent) : undefined;
}

/** How the installed theme marks up a heading. */
interface HeadingMarkup {
  readonly anchorClass: string;
  readonly hashLinkTranslateNo: boolean;
}

/** The node as the theme's components render it, or undefined when it is not plain Markdown. */
function staticForm(node: RootContent | ElementContent, heading: HeadingMarkup): RootContent | undefined {
  if (node.type === 'text') return node;
  const declaration = declarationOf(node) ?? staticHtmlOf(node);
  if (declaration) return declaration;
  if (node.type !== 'element' || !PLAIN.has(node.tagName)) return undefined;
  const children: ElementContent[] = [];
  for (const child of node.children) {
    const form = staticForm(child, heading);
    if (!form) return undefined;
    children.push(form as ElementContent);
  }
  const properties = {...node.properties};
  if (/^h[2-6]$/.test(node.tagName) && typeof properties.id === 'string') {
    // @theme/Heading: the `anchor` class (the table of contents finds headings by it), a scroll margin, the # link.
    const label = `Direct link to ${textOf(node) ?? properties.id}`;
    properties.className = ['anchor', heading.anchorClass];
    children.push({
      type: 'element',
      tagName: 'a',
      properties: {
        href: `#${properties.id}`,
        className: ['hash-link'],
        ariaLabel: label,
        title: label,
        ...(heading.hashLinkTranslateNo ? {translate: 'no'} : {}),
      },
      children: [{type: 'text', value: '\u200B'}],
    });
  }
  if (node.tagName === 'table') properties.tabIndex = 0; // as src/theme/MDXComponents.tsx: a scrollable region
  if (node.tagName === 'a' && typeof properties.href === 'string') {
    // @docusaurus/Link: a URL that is not internal opens in a new tab; `pathname://` marks a file of the site.
    const href = properties.href;
    if (!isInternalUrl(href)) {
      properties.href = href.replace(/^pathname:\/\//, '');
      properties.target ??= '_blank';
      properties.rel ??= ['noopener', 'noreferrer'];
    }
  }
  return {...node, properties, children};
}

function staticElement(html: string): RootContent {
  return {
    type: 'mdxJsxFlowElement',
    name: STATIC_HTML.component,
    attributes: [{type: 'mdxJsxAttribute', name: 'html', value: html}],
    children: [],
  } as unknown as RootContent;
}

export interface StaticBodyOptions {
  /** The theme's `navbar.hideOnScroll`: headings then need less scroll margin. */
  readonly hideOnScrollNavbar?: boolean;
  /** The `#` link's `translate="no"`, which the theme writes from Docusaurus 3.9 (src/config/docusaurusVersion.ts). */
  readonly hashLinkTranslateNo?: boolean;
}

export default function rehypeStaticBody(options: StaticBodyOptions = {}) {
  const heading: HeadingMarkup = {
    anchorClass: options.hideOnScrollNavbar ? STATIC_HTML.hideOnScrollAnchorClass : STATIC_HTML.anchorClass,
    hashLinkTranslateNo: options.hashLinkTranslateNo ?? docusaurusEdits().hashLinkTranslateNo,
  };
  return (tree: Root) => {
    const out: RootContent[] = [];
    let run: RootContent[] = [];
    const flush = () => {
      // A run of whitespace alone is left as it was.
      if (run.some((node) => node.type !== 'text')) out.push(staticElement(toHtml(run, {allowDangerousHtml: true})));
      else out.push(...run);
      run = [];
    };
    for (const node of tree.children) {
      const form = staticForm(node, heading);
      if (form) run.push(form);
      else {
        flush();
        out.push(node);
      }
    }
    flush();
    tree.children = out;
  };
}
