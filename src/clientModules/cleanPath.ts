/**
 * Repairs odd addresses before the router reads them:
 * - repeated slashes (`//developers//v3//overview`): static hosts serve the
 *   page, but the router would not match it, would render the not-found page
 *   over the served HTML and report a hydration error;
 * - malformed percent-encoding in the path (`/docs/%E0%A4%A`): Docusaurus
 *   decodes the path before the first render and would throw, leaving the
 *   page without JavaScript. Its `%` signs are escaped, so the not-found page
 *   renders;
 * - malformed percent-encoding in the fragment (`#abc%zz`): Docusaurus decodes
 *   the fragment after each route change to scroll to its heading, and would
 *   throw, so a reader who edits the fragment in the address bar, or goes back
 *   to such an address, would get the crash page. Its `%` signs are escaped
 *   too, on load and on each history move, before the router hears of it.
 *
 * Client modules run before the first render, and a capturing listener on the
 * window runs before the router's own `popstate` listener.
 */
function decodable(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/** `text` as it is when it decodes, else with every `%` escaped, so it decodes to itself. */
const escapeIfMalformed = (text: string) => (decodable(text) ? text : text.replace(/%/g, '%25'));

export function cleanPathname(pathname: string): string {
  return escapeIfMalformed(pathname.replace(/\/{2,}/g, '/'));
}

/** A location's `hash` (with its `#`, or empty) that Docusaurus can decode. */
export function cleanHash(hash: string): string {
  return escapeIfMalformed(hash);
}

function repairAddress(): void {
  const {pathname, search, hash} = window.location;
  const clean = `${cleanPathname(pathname)}${search}${cleanHash(hash)}`;
  if (clean !== `${pathname}${search}${hash}`) window.history.replaceState(window.history.state, '', clean);
}

// `typeof window` rather than Docusaurus's ExecutionEnvironment, so the functions above load in unit tests.
if (typeof window !== 'undefined') {
  repairAddress();
  window.addEventListener('popstate', repairAddress, {capture: true});
}
