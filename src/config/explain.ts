/**
 * The "Check before you sign" page and its published selector index, each
 * value defined once: the page (src/components/TransactionExplainer), the
 * plugin that writes the index (plugins/explain-index), the bench and the
 * tests read them here.
 */
export const EXPLAIN = {
  /** The page's URL. */
  pagePath: '/developers/security/check-before-you-sign',
  /** Where the build publishes the compact selector index (src/explain/compactIndex.ts); fetched on first use. */
  selectorIndexPath: '/explain/selector-index.json',
  /**
   * Longest link fragment the page reads its input from. A Safe batch of a
   * few dozen calls fits; a longer fragment gets a sentence instead of a
   * decode, so a crafted link cannot make the page work through megabytes.
   */
  maxFragmentChars: 64 * 1024,
  /** How long the page waits for the optional live reads before it says they are unavailable. */
  liveTimeoutMs: 12_000,
} as const;
