/**
 * Runs of plain Markdown the build turns into blocks of HTML
 * (plugins/static-body, rendered by src/components/StaticHtml): the MDX
 * component's name and the classes the CSS gives them.
 */
export const STATIC_HTML = {
  component: 'StaticHtml',
  className: 'static-html',
  /** On the headings inside, for the sticky navbar's scroll margin the theme's heading gets from a CSS module. */
  anchorClass: 'static-html-anchor',
  /** The same with the navbar that hides on scroll (the e2e probes build). */
  hideOnScrollAnchorClass: 'static-html-anchor-hide',
} as const;
