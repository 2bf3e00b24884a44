/**
 * Repairs two kinds of odd address before React starts (client modules run
 * before the first render):
 * - repeated slashes (`//developers//v3//overview`): static hosts serve the
 *   page, but the router would not match it, would render the not-found page
 *   over the served HTML and report a hydration error;
 * - malformed percent-encoding (`/docs/%E0%A4%A`): Docusaurus decodes the path
 *   before the first render and would throw, leaving the page without
 *   JavaScript. Its `%` signs are escaped, so the not-found page renders.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

function decodable(path: string): boolean {
  try {
    decodeURI(path);
    return true;
  } catch {
    return false;
  }
}

export function cleanPathname(pathname: string): string {
  const collapsed = pathname.replace(/\/{2,}/g, '/');
  return decodable(collapsed) ? collapsed : collapsed.replace(/%/g, '%25');
}

if (ExecutionEnvironment.canUseDOM) {
  const {pathname, search, hash} = window.location;
  const clean = cleanPathname(pathname);
  if (clean !== pathname) window.history.replaceState(window.history.state, '', `${clean}${search}${hash}`);
}
