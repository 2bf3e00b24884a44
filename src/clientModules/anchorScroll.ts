/**
 * After a client-side navigation to `page#heading`, Docusaurus scrolls the
 * heading to the top, but content that renders late above it (a Mermaid
 * diagram the build could not draw) then pushes it down, out of view. Until the
 * layout settles, the heading is scrolled back into place whenever the page
 * content changes size; the reader scrolling or typing ends this at once.
 * (On a full page load the browser does the same by itself.)
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';

import {LOADING} from '@site/src/config/site';

const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
let stopPrevious: (() => void) | null = null;

function keepInView(target: HTMLElement): () => void {
  const observer = new ResizeObserver(() => target.scrollIntoView());
  observer.observe(document.querySelector('main') ?? document.body);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of READER_INPUT) window.removeEventListener(type, stop);
  };
  const timer = window.setTimeout(stop, LOADING.anchorSettleMs);
  for (const type of READER_INPUT) window.addEventListener(type, stop, {passive: true});
  return stop;
}

const anchorScroll: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    stopPrevious?.();
    stopPrevious = null;
    if (!ExecutionEnvironment.canUseDOM || !previousLocation || !location.hash) return;
    const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (target) stopPrevious = keepInView(target);
  },
};

export default anchorScroll;
