/**
 * Very common English words, and the question and filler words readers type
 * ("how do I", "my", "does"), left out of the local index: they appear in
 * most sections, so they cost a quarter of the index size and do not help
 * ranking. The same list applies to queries, so "how do I deposit" searches
 * for "deposit" alone.
 */
import {stemmer} from 'stemmer';

export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'about',
  'all',
  'also',
  'an',
  'and',
  'any',
  'are',
  'as',
  'at',
  'be',
  'been',
  'both',
  'but',
  'by',
  'can',
  'could',
  'did',
  'do',
  'does',
  'each',
  'for',
  'from',
  'has',
  'have',
  'here',
  'how',
  'i',
  'if',
  'in',
  'into',
  'is',
  'it',
  'its',
  'itself',
  'just',
  'may',
  'me',
  'might',
  'more',
  'most',
  'must',
  'my',
  'of',
  'on',
  'or',
  'other',
  'our',
  'own',
  's',
  'same',
  'should',
  'so',
  'some',
  'such',
  'than',
  'that',
  'the',
  'their',
  'them',
  'then',
  'there',
  'these',
  'they',
  'this',
  'those',
  'through',
  'to',
  'very',
  'was',
  'we',
  'what',
  'when',
  'where',
  'which',
  'while',
  'who',
  'why',
  'will',
  'with',
  'would',
  'you',
  'your',
]);

/** Shortest word that is stemmed. */
const MIN_STEMMED_LENGTH = 4;

/**
 * A code identifier, address or version rather than an English word: it has
 * digits or underscores, or a capital after a small letter (`process_report`,
 * `maxRedeem`, `0x16…`, `stYFI`, `v3`). Such terms are not stemmed, and a
 * query term of this kind never matches a misspelling of itself. Words in
 * capitals (`APY`) are stemmed like any word, as a reader types them in
 * small letters.
 */
export function isIdentifierLike(term: string): boolean {
  return /[\d_]/.test(term) || /\p{Ll}\p{Lu}/u.test(term);
}

/**
 * MiniSearch term processor, for the index and for queries: lower-case, drop
 * stop words, and reduce English words to their stem ("writing" and "write"
 * are one term, "vaults" and "vault" too), so a reader's wording finds the
 * page's.
 */
export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  if (STOP_WORDS.has(lower)) return null;
  // Short words are left whole: stemmed, "APY" would become "api".
  return isIdentifierLike(term) || lower.length < MIN_STEMMED_LENGTH ? lower : stemmer(lower);
}
