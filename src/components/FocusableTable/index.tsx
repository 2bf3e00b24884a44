/**
 * The site's Markdown table: wide tables scroll sideways inside the article
 * (custom.css), so they take keyboard focus to be scrollable without a mouse
 * too (WCAG 2.1.1). plugins/static-body writes the same attribute.
 */
import type {ComponentProps} from 'react';

export default function FocusableTable(props: ComponentProps<'table'>) {
  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable
  return <table tabIndex={0} {...props} />;
}
