import type {ComponentProps} from 'react';
import MDXComponents from '@theme-original/MDXComponents';

import {CODE_FENCE} from '@site/src/config/codeBlocks';

/**
 * Wide tables scroll sideways inside the article (custom.css); they take
 * keyboard focus so they can be scrolled without a mouse too (WCAG 2.1.1).
 */
function Table(props: ComponentProps<'table'>) {
  return <table tabIndex={0} {...props} />;
}

/**
 * Declarations arrive highlighted from the build (src/reference/highlight.ts)
 * and stay a plain `<pre>`; the theme's own `pre` expects a code block inside.
 */
function Pre(props: ComponentProps<'pre'>) {
  if (props.className?.split(' ').includes(CODE_FENCE.declarationClass)) return <pre {...props} />;
  return <MDXComponents.pre {...props} />;
}

export default {...MDXComponents, table: Table, pre: Pre};
