import type {ComponentProps} from 'react';
import MDXComponents from '@theme-original/MDXComponents';

/**
 * Wide tables scroll sideways inside the article (custom.css); they take
 * keyboard focus so they can be scrolled without a mouse too (WCAG 2.1.1).
 */
function Table(props: ComponentProps<'table'>) {
  return <table tabIndex={0} {...props} />;
}

export default {...MDXComponents, table: Table};
