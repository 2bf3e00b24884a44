/**
 * Search shortcuts pressed before the page is interactive. Until React has
 * hydrated, no handler listens for Ctrl/Cmd+K or "/", so the key would be
 * lost (or reach the browser's own Ctrl+K). A tiny inline script in every
 * page's head (plugins/search-index) notes the request on <html>; the search
 * provider opens search for it once it is ready, and from then on the script
 * steps aside.
 */

/** `data-*` attributes on <html>, in their dataset spelling. */
export const EARLY_SEARCH = {
  /** Set by the inline script when a shortcut came before the provider was ready. */
  requested: 'searchRequested',
  /** Set by the provider once its own shortcut handler listens. */
  ready: 'searchReady',
} as const;

/** The inline script: plain ES5, no dependencies, a few hundred bytes. */
export const EARLY_SEARCH_SCRIPT = `(function(){var d=document.documentElement;addEventListener('keydown',function(e){if(d.dataset.${EARLY_SEARCH.ready})return;var t=e.target||{},k=(e.key||'').toLowerCase(),edit=t.isContentEditable||/^(INPUT|SELECT|TEXTAREA)$/.test(t.tagName||'');if((k==='k'&&(e.metaKey||e.ctrlKey))||(e.key==='/'&&!edit)){e.preventDefault();d.dataset.${EARLY_SEARCH.requested}='1';}});})();`;

/** Marks the provider ready and says whether a shortcut came before it was; clears the request. */
export function takeEarlySearchRequest(root: HTMLElement = document.documentElement): boolean {
  root.dataset[EARLY_SEARCH.ready] = '1';
  const requested = root.dataset[EARLY_SEARCH.requested] === '1';
  delete root.dataset[EARLY_SEARCH.requested];
  return requested;
}
