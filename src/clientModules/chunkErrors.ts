/**
 * Docusaurus preloads a page's chunks when a link is hovered or touched and
 * does not handle a failure there: a chunk missing after a new deployment
 * becomes an uncaught error. Navigation itself handles it (a warning, then a
 * full reload), so a failed speculative load is reported as a warning too.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    if (reason instanceof Error && reason.name === 'ChunkLoadError') {
      event.preventDefault();
      console.warn('A page chunk could not be loaded; the page reloads if you open it.', reason);
    }
  });
}
