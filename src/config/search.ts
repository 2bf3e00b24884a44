/** Search constants, named once: the modal, the /search page, the index and the tests read them here. */
export const SEARCH = {
  placeholder: 'Search docs',
  maxQueryLength: 64,
  hitsPerPage: 20,
  maxHitsPerGroup: 5,
  snippetWords: 10,
  /** Index name: part of DocSearch's local storage keys for recent and favourite searches. */
  indexName: 'yearn-docs',
  /** Where the built site serves the local index (plugins/search-index writes it). */
  localIndexPath: '/search-index.json',
  /** Words of a section kept in the downloaded index for result excerpts. */
  storedExcerptWords: 16,
  /** Words of a contract reference entry (its notice first) that the index keeps: the budget is 300 kB gzip. */
  referenceIndexedWords: 32,
  /** Shortest query term matched as a prefix. */
  minPrefixLength: 2,
  /** Shortest query terms that tolerate one typo, and two (a swap of two letters is two edits). */
  oneTypoMinLength: 4,
  twoTyposMinLength: 5,
  /** Results on the /search page per "Show more". */
  pageHitsPerPage: 20,
} as const;

/** How the site searches; chosen at build time from the environment (src/config/env.ts). */
export type {SearchSiteConfig} from './siteSettings';
