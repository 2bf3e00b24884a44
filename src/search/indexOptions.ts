/**
 * MiniSearch options shared by the index builder and the browser client:
 * both sides must agree, or a loaded index would not match its queries.
 *
 * Size matters (the index is downloaded when search first opens), so:
 * page data (url, lvl0, lvl1, facets) is stored once per page, not per record;
 * each record indexes only its own text (a page title only on the page record,
 * a heading only on its heading record, a section's text only on its content
 * record); and only a short excerpt of the text is stored.
 */
import type {Options, SearchOptions} from 'minisearch';

import {SEARCH} from '../config/search';
import {processTerm} from './stopWords';
import type {SearchRecord} from './types';

/** Data shared by all records of one page. */
export interface StoredPage {
  readonly url: string;
  readonly lvl0: string;
  readonly lvl1: string;
  readonly language: string;
  readonly tag: string;
}

/** A stored record: short keys keep the downloaded index small. */
export interface StoredRecord {
  /** index into the page table */
  readonly p: number;
  /** anchor (without #), empty for the page top */
  readonly a: string;
  /** type */
  readonly t: SearchRecord['type'];
  /** hierarchy lvl2..lvl6, trailing nulls dropped */
  readonly h: readonly (string | null)[];
  /** excerpt of the content */
  readonly c: string | null;
}

export type IndexedRecord = StoredRecord & {
  readonly id: number;
  readonly title: string;
  readonly heading: string;
  readonly text: string;
};

export const SEARCH_FIELDS = ['title', 'heading', 'text'] as const;
export const STORED_FIELDS = ['p', 'a', 't', 'h', 'c'] as const;

export const MINISEARCH_OPTIONS: Options<IndexedRecord> = {
  idField: 'id',
  fields: [...SEARCH_FIELDS],
  storeFields: [...STORED_FIELDS],
  tokenize,
  processTerm,
};

/**
 * Words are runs of letters, digits and underscores, so `process_report` and
 * addresses stay whole while `deposit(assets,` and `<safely>` give clean terms.
 */
export function tokenize(text: string): string[] {
  return text.split(/[^\p{L}\p{N}_]+/u).filter(Boolean);
}

export const MINISEARCH_SEARCH_OPTIONS: SearchOptions = {
  boost: {title: 4, heading: 2, text: 1},
  // Prefixes ("vaul") and typos ("vualt", two letters swapped) still match.
  prefix: (term) => term.length >= SEARCH.minPrefixLength,
  fuzzy: (term) => (term.length >= SEARCH.twoTyposMinLength ? 2 : term.length >= SEARCH.oneTypoMinLength ? 1 : false),
  tokenize,
};
