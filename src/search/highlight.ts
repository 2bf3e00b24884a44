/**
 * Highlighting and snippets in the Algolia response shape. DocSearch inserts
 * these strings as HTML, so all text is escaped before <mark> tags are added.
 */
import {processTerm} from './stopWords';

export interface HighlightTags {
  readonly pre: string;
  readonly post: string;
}

export interface HighlightValue {
  readonly value: string;
  readonly matchLevel: 'none' | 'partial' | 'full';
  readonly matchedWords: string[];
}

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

const UNESCAPES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(ESCAPES).map(([char, entity]) => [entity, char]),
);

/** The text `escapeHtml` escaped, for clients that show results as plain text. */
export function unescapeHtml(html: string): string {
  return html.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => UNESCAPES[entity]!);
}

const stripped = (word: string) => word.replace(/^[^\p{L}\p{N}_]+|[^\p{L}\p{N}_]+$/gu, '');

/** A word without punctuation around it, lower-cased. */
function normalize(word: string): string {
  return stripped(word).toLowerCase();
}

/** The terms a word can match: itself lower-cased and its index term (its stem), and so for each part of a joined word. */
function candidatesOf(plain: string): readonly string[] {
  const parts = [plain, ...plain.split(/[^\p{L}\p{N}_]+/u).filter((part) => part && part !== plain)];
  return parts.flatMap((part) => [part.toLowerCase(), processTerm(part) ?? '']);
}

// Results show the same words again and again: each word's candidates are worked out once.
const candidates = new Map<string, readonly string[]>();

/** A word matches when it, or its index term ("writing" for "write"), is a matched term; joined words ("yvUSDC-1", "st-yCRV") match on each part. */
function isMatch(word: string, terms: ReadonlySet<string>): boolean {
  let list = candidates.get(word);
  if (!list) {
    const plain = stripped(word);
    candidates.set(word, (list = plain ? candidatesOf(plain) : []));
  }
  return list.some((term) => terms.has(term));
}

function markWords(words: readonly string[], terms: ReadonlySet<string>, tags: HighlightTags) {
  const matched = new Set<string>();
  const html = words
    .map((word) => {
      if (!isMatch(word, terms)) return escapeHtml(word);
      matched.add(normalize(word));
      // Mark the word itself, not the punctuation around it: "(<mark>deposit</mark>)".
      const [, before = '', core = '', after = ''] = /^([^\p{L}\p{N}_]*)(.*?)([^\p{L}\p{N}_]*)$/u.exec(word) ?? [];
      return `${escapeHtml(before)}${tags.pre}${escapeHtml(core)}${tags.post}${escapeHtml(after)}`;
    })
    .join(' ');
  return {html, matched: [...matched]};
}

export function highlight(text: string, terms: ReadonlySet<string>, tags: HighlightTags): HighlightValue {
  const {html, matched} = markWords(text.split(' '), terms, tags);
  return {value: html, matchLevel: matched.length ? 'full' : 'none', matchedWords: matched};
}

/**
 * At most `length` words of `text`, centred on the first matched word, with an
 * ellipsis where text was cut.
 */
export function snippet(
  text: string,
  terms: ReadonlySet<string>,
  length: number,
  tags: HighlightTags,
  ellipsis = '…',
): HighlightValue {
  const words = text.split(' ').filter(Boolean);
  const first = Math.max(
    0,
    words.findIndex((word) => isMatch(word, terms)),
  );
  const start = Math.max(0, Math.min(first - Math.floor(length / 2), words.length - length));
  const end = Math.min(words.length, start + length);
  const {html, matched} = markWords(words.slice(start, end), terms, tags);
  const value = `${start > 0 ? `${ellipsis} ` : ''}${html}${end < words.length ? ` ${ellipsis}` : ''}`;
  return {value, matchLevel: matched.length ? 'full' : 'none', matchedWords: matched};
}
