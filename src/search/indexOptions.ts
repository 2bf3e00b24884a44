/**
 * MiniSearch options shared by the index builder and the browser client:
 * both sides must agree, or a loaded index would not match its queries.
 *
 * One document per section of a page (its heading and its text together);
 * the page's title is indexed on its first section. Size matters (the index
 * is downloaded when search first opens), so page data (url, area, title,
 * facets) is stored once per page, not per section; a section keeps its own
 * heading and level (the headings above it follow from the sections before it)
 * and its opening words for the excerpt, in a table beside the index.
 */
import type {Options, SearchOptions} from 'minisearch';

import {processTerm} from './stopWords';

/** Data shared by all sections of one page. */
export interface StoredPage {
  readonly url: string;
  readonly lvl0: string;
  readonly lvl1: string;
  readonly language: string;
  readonly tag: string;
  /** Kept for the record (a deprecated version, a retired product, an old proposal): ranks lower. */
  readonly old?: 1;
}

/**
 * A section as the file holds it: [page, anchor, level, heading, excerpt].
 * Page is an index into the page table; anchor is empty for the page top, a
 * number when it follows from the heading (an index into ANCHOR_RULES), else
 * the anchor itself; level is 2..6, or 1 for the page top, whose heading is
 * null; the excerpt (its opening words) is null when the section has no text.
 */
export type SectionRow = readonly [number, string | number, number, string | null, string | null];

/**
 * How most anchors follow from their heading: the slug Docusaurus makes of a
 * guide's heading, the heading itself (a contract reference entry) and an
 * event's prefixed name. Stored as the rule's index, an anchor costs one
 * character in the file instead of repeating its heading.
 */
export const ANCHOR_RULES: readonly ((heading: string) => string)[] = [
  (heading) =>
    heading
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
      .replace(/ /g, '-'),
  (heading) => heading,
  (heading) => `event-${heading}`,
];

/** The anchor as the file stores it: the first rule that gives it back, else the anchor. */
export function storedAnchor(anchor: string, heading: string | null): string | number {
  if (!anchor || heading === null) return anchor;
  const rule = ANCHOR_RULES.findIndex((derive) => derive(heading) === anchor);
  return rule < 0 ? anchor : rule;
}

/** A section as the client uses it, its headings rebuilt. */
export interface StoredRecord {
  /** index into the page table */
  readonly p: number;
  /** anchor (without #), empty for the page top */
  readonly a: string;
  /** headings lvl2..lvl6 above and of the section, trailing nulls dropped */
  readonly h: readonly (string | null)[];
  /** the section's opening words, for the excerpt; null when it has no text */
  readonly c: string | null;
}

/** A section as MiniSearch indexes it (nothing is stored in MiniSearch itself). */
export interface IndexedRecord {
  readonly id: number;
  readonly title: string;
  readonly heading: string;
  readonly text: string;
}

export const SEARCH_FIELDS = ['title', 'heading', 'text'] as const;

export const MINISEARCH_OPTIONS: Options<IndexedRecord> = {
  idField: 'id',
  fields: [...SEARCH_FIELDS],
  storeFields: [],
  tokenize,
  processTerm,
};

/** The sections with their headings: each section's lvl2..lvl6 follow from the sections before it on its page. */
export function sectionsFromRows(rows: readonly SectionRow[]): StoredRecord[] {
  let page = -1;
  let path: (string | null)[] = [];
  return rows.map(([p, stored, level, heading, c]) => {
    if (p !== page) [page, path] = [p, []];
    if (level >= 2) {
      path = path.slice(0, level - 2);
      while (path.length < level - 2) path.push(null);
      path.push(heading);
    }
    // Worked out when a hit shows, not for all sections as the index loads (a Unicode regex per heading).
    if (typeof stored === 'string') return {p, a: stored, h: path, c};
    return {
      p,
      get a() {
        return ANCHOR_RULES[stored]!(heading ?? '');
      },
      h: path,
      c,
    };
  });
}

/**
 * Words are runs of letters, digits and underscores, so `process_report` and
 * addresses stay whole while `deposit(assets,` and `<safely>` give clean terms;
 * numbers joined by dots are one word, so a version (`3.1.0`) is found as a whole.
 */
export function tokenize(text: string): string[] {
  return text.match(/\p{N}+(?:\.\p{N}+)+|[\p{L}\p{N}_]+/gu) ?? [];
}

export const FIELD_BOOST: NonNullable<SearchOptions['boost']> = {title: 4, heading: 2, text: 1};
