/**
 * A block of a page's body that the build rendered to HTML
 * (plugins/static-body): React hydrates the one
 * `<div>` and leaves its content as the server sent it. What the theme's
 * components would have done in the browser is done here for all the block's
 * links at once: an internal link navigates client-side and prefetches its
 * page when pointed at or focused, and, while the site builds, every id and
 * internal link goes to Docusaurus's broken-link check.
 */
import {useEffect, useMemo, useRef} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {useHistory} from '@docusaurus/router';
import isInternal from '@docusaurus/isInternalUrl';
import useBrokenLinks from '@docusaurus/useBrokenLinks';

import {STATIC_HTML} from '@site/src/config/staticHtml';
import {opensHere} from '../linkClicks';

interface Props {
  readonly html: string;
}

/** The site-internal page a link goes to when React Router should take it, else null. */
function internalTarget(link: HTMLAnchorElement): string | null {
  const href = link.getAttribute('href');
  if (!href || href.startsWith('#') || !isInternal(href)) return null;
  if (link.target && link.target !== '_self') return null;
  if (link.hasAttribute('download')) return null;
  return href;
}

const linkOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;

export default function StaticHtml({html}: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const history = useHistory();
  const brokenLinks = useBrokenLinks();
  if (!ExecutionEnvironment.canUseDOM) {
    // The build's HTML of our own Markdown: attributes are double-quoted.
    for (const [, id] of html.matchAll(/ id="([^"]+)"/g)) brokenLinks.collectAnchor(id!);
    // As @docusaurus/Link: only links the router would take, not those opening in a new tab (files, other sites).
    for (const [tag] of html.matchAll(/<a [^>]*>/g)) {
      const href = / href="([^"]*)"/.exec(tag)?.[1];
      if (href && isInternal(href) && !tag.includes(' target=')) brokenLinks.collectLink(href);
    }
  }

  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const navigate = (event: MouseEvent) => {
      const link = linkOf(event.target);
      const target = link && internalTarget(link);
      if (!target || event.defaultPrevented || !opensHere(event)) return;
      event.preventDefault();
      history.push(target);
    };
    const prefetched = new Set<string>();
    const prefetch = (event: Event) => {
      const link = linkOf(event.target);
      const target = link && internalTarget(link);
      if (!target || prefetched.has(target)) return;
      prefetched.add(target);
      void window.docusaurus.prefetch(target);
    };
    element.addEventListener('click', navigate);
    element.addEventListener('mouseover', prefetch);
    element.addEventListener('focusin', prefetch);
    element.addEventListener('touchstart', prefetch, {passive: true});
    return () => {
      element.removeEventListener('click', navigate);
      element.removeEventListener('mouseover', prefetch);
      element.removeEventListener('focusin', prefetch);
      element.removeEventListener('touchstart', prefetch);
    };
  }, [history]);

  // One object while the HTML is the same: React 19 sets innerHTML again whenever it is given a new one, which on
  // every re-render (a click on a link within the page) would replace the block's nodes, losing focus and selection.
  const inner = useMemo(() => ({__html: html}), [html]);

  // `markdown` keeps Infima's spacing rules, which select the article's direct children; the block itself is
  // `display: contents` (custom.css), so its children lay out as the article's own.
  return <div ref={ref} className={`markdown ${STATIC_HTML.className}`} dangerouslySetInnerHTML={inner} />;
}
