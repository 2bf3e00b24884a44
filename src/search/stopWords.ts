/**
 * Very common English words left out of the local index: they appear in most
 * sections, so they cost a quarter of the index size and do not help ranking.
 * The same list applies to queries, so "how to deposit" still finds "deposit".
 */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'can',
  'do',
  'for',
  'from',
  'has',
  'have',
  'how',
  'if',
  'in',
  'into',
  'is',
  'it',
  'its',
  'of',
  'on',
  'or',
  'so',
  's',
  'that',
  'the',
  'their',
  'them',
  'they',
  'this',
  'to',
  'was',
  'what',
  'when',
  'which',
  'with',
  'you',
  'your',
]);

/** MiniSearch term processor: lower-case, drop stop words. */
export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return STOP_WORDS.has(lower) ? null : lower;
}
