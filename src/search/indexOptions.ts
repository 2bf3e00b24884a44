/**
 * MiniSearch options shared by the index builder and the browser client:
 * both sides must agree, or a loaded index would not match its queries.
 *
 * One document per section of a page (its heading and its text together);
 * the page's title is indexed on its first section. Size matters (the index
 * is downloaded when search first opens), so page data (url, area, title,
 * facets) is stored once per page, not per section, and a section stores only
 * its opening words for the excerpt.
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

/** A stored section: short keys keep the downloaded index small. */
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

export type IndexedRecord = StoredRecord & {
  readonly id: number;
  readonly title: string;
  readonly heading: string;
  readonly text: string;
};

export const SEARCH_FIELDS = ['title', 'heading', 'text'] as const;
export const STORED_FIELDS = ['p', 'a', 'h', 'c'] as const;

export const MINISEARCH_OPTIONS: Options<IndexedRecord> = {
  idField: 'id',
  fields: [...SEARCH_FIELDS],
  storeFields: [...STORED_FIELDS],
  tokenize,
  processTerm,
};

/**
 * Words are runs of letters, digits and underscores, so `process_report` and
 * addresses stay whole while `deposit(assets,` and `<safely>` give clean terms;
 * numbers joined by dots are one word, so a version (`3.1.0`) is found as a whole.
 */
export function tokenize(text: string): string[] {
  return text.match(/\p{N}+(?:\.\p{N}+)+|[\p{L}\p{N}_]+/gu) ?? [];
}

export const FIELD_BOOST: NonNullable<SearchOptions['boost']> = {title: 4, heading: 2, text: 1};
