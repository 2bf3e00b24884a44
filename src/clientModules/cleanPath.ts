/**
 * Collapses repeated slashes in the address (`//developers//v3//overview`)
 * before React starts. Static hosts serve the page for such a path, but the
 * router would not match it, render the not-found page over the served HTML
 * and report a hydration error. Client modules run before the first render.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

if (ExecutionEnvironment.canUseDOM) {
  const {pathname, search, hash} = window.location;
  const clean = pathname.replace(/\/{2,}/g, '/');
  if (clean !== pathname) window.history.replaceState(window.history.state, '', `${clean}${search}${hash}`);
}
