/**
 * Click-to-zoom for images in docs pages (screenshots, charts), with the
 * medium-zoom library. Re-attached after each client-side navigation;
 * Escape, a scroll or a second click closes the zoom. The library loads with
 * the first page that has an image, not with every page.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {Zoom} from 'medium-zoom';

const SELECTOR = '.markdown img';
let zoom: Zoom | null = null;
let navigation = 0;

export function onRouteDidUpdate(): void {
  if (!ExecutionEnvironment.canUseDOM) return;
  zoom?.detach();
  zoom = null;
  if (!document.querySelector(SELECTOR)) return;
  const current = ++navigation;
  import('medium-zoom').then(
    ({default: mediumZoom}) => {
      // A later navigation attaches its own zoom.
      if (current === navigation) zoom = mediumZoom(SELECTOR, {margin: 24, background: 'var(--ifm-background-color)'});
    },
    (error: unknown) => console.warn('Image zoom could not load; images show at their page size.', error),
  );
}
