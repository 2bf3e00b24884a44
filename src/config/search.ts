/** Search constants, named once: the modal, the /search page, the index and the tests read them here. */
export const SEARCH = {
  placeholder: 'Search docs',
  maxQueryLength: 64,
  hitsPerPage: 20,
  /**
   * Hits the modal asks for: a screen and a half of it on a phone or a desktop (six to nine show at once).
   * Every hit is drawn again as the query changes, so each one costs a keystroke time; "See all results"
   * opens the /search page with the rest.
   */
  modalHitsPerPage: 10,
  maxHitsPerGroup: 5,
  snippetWords: 10,
  /** Index name: part of DocSearch's local storage keys for recent and favorite searches. */
  indexName: 'yearn-docs',
  /** Where the built site serves the local index (plugins/search-index writes it). */
  localIndexPath: '/search-index.json',
  /** Words of a section kept in the downloaded index for result excerpts (its opening words). */
  storedExcerptWords: 10,
  /** Words of a contract reference entry (its notice first) that the index keeps: the budget is 300 kB gzip. */
  referenceIndexedWords: 32,
  /** Shortest last query term matched as a prefix (the word being typed; the words before it are whole). */
  minPrefixLength: 3,
  /**
   * Shortest query terms that tolerate one typo, and two (a swap of two letters
   * is two edits). Only a term the index lacks is looked up with typos.
   */
  oneTypoMinLength: 4,
  twoTyposMinLength: 5,
  /**
   * Pages kept for the record (deprecated contract versions, retired products,
   * the YIP archive, V1, the legacy V2 and veYFI pages) rank at this share of their
   * score unless the query names them: a query word in their title or address
   * that no current page's title has, such as a YIP number, a version or "veYFI".
   */
  historicalRoutes: [
    '/developers/smart-contracts/deprecated/',
    '/resources/deprecated/',
    '/contributing/governance/yips/',
    '/developers/v1/',
    '/developers/v2/',
    '/developers/smart-contracts/V2/',
  ],
  historicalTitle: /\b(legacy|deprecated|historical|veYFI)\b/i,
  historicalWeight: 0.3,
  /**
   * Share of its score kept by a section named by an identifier of the query
   * whose text names it again: a helper forwarding a call of that name, which
   * ranks below the entry that defines it (src/search/rank.ts).
   */
  forwardingWeight: 0.5,
  /** How much a page's score grows when its title holds the whole query (in proportion for part of it). */
  titleWeight: 1,
  /** Sections of a page beyond the best that add to its score, and how much each adds. */
  supportingSections: 2,
  supportingWeight: 0.3,
  /** Results on the /search page per "Show more". */
  pageHitsPerPage: 20,
} as const;

/** How the site searches; chosen at build time from the environment (src/config/env.ts). */
export type {SearchSiteConfig} from './siteSettings';
