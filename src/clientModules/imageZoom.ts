/**
 * Click-to-zoom for images in docs pages (screenshots, charts), with the
 * medium-zoom library. Re-attached after each client-side navigation;
 * Escape, a scroll or a second click closes the zoom.
 */
import mediumZoom, {type Zoom} from 'medium-zoom';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

const SELECTOR = '.markdown img';
let zoom: Zoom | null = null;

export function onRouteDidUpdate(): void {
  if (!ExecutionEnvironment.canUseDOM) return;
  zoom?.detach();
  zoom = mediumZoom(SELECTOR, {margin: 24, background: 'var(--ifm-background-color)'});
}
