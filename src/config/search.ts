/** Search constants of spec section 9, named once. */
export const SEARCH = {
  placeholder: 'Search docs',
  maxQueryLength: 64,
  hitsPerPage: 20,
  maxHitsPerGroup: 5,
  snippetWords: 10,
  snippetWordsSmallScreen: 5,
  smallScreenMaxWidthPx: 768,
  stallThresholdMs: 300,
  recentSearchesLimit: 7,
  recentSearchesWithFavoritesLimit: 4,
  favoriteSearchesLimit: 10,
} as const;
