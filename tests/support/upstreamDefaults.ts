/**
 * Numbers readers see that the site does not set: the defaults of Docusaurus
 * and of the DocSearch modal. The e2e tests assert them, so a dependency
 * update that changes one fails a test instead of passing unnoticed.
 */
export const DOCUSAURUS_DEFAULTS = {
  /** The route progress bar starts this long after a route change (Docusaurus's nprogress client module). */
  progressDelayMs: 200,
  /** A page that is still loading shows the spinner only after this delay (react-loadable's default). */
  spinnerDelayMs: 200,
} as const;

export const DOCSEARCH_DEFAULTS = {
  /** Words of a result snippet on a small screen (DocSearch asks for content:5 there). */
  snippetWordsSmallScreen: 5,
  /** Recent searches shown when there are no favorites, and next to favorites. */
  recentSearchesLimit: 7,
  recentSearchesWithFavoritesLimit: 4,
  favoriteSearchesLimit: 10,
} as const;
