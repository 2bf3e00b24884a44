/**
 * Builds the serialized MiniSearch index the browser downloads: one document
 * per section of a page, its heading record and its text record merged, so a
 * section is one hit. Every section is indexed in full, but only its opening
 * words are stored, which keeps the file small (`npm run bench` prints its
 * size).
 */
import MiniSearch from 'minisearch';

import {SEARCH} from '../config/search';
import {compactIndex} from './compactIndex';
import {MINISEARCH_OPTIONS, storedAnchor, type IndexedRecord, type SectionRow, type StoredPage} from './indexOptions';
import {HIERARCHY_LEVELS, type SearchRecord, type SerializedSearchIndex} from './types';

export function excerpt(text: string, words: number): string {
  const parts = text.split(' ');
  return parts.length <= words ? text : `${parts.slice(0, words).join(' ')} …`;
}

function pageUrl(url: string): string {
  return url.split('#')[0]!;
}

/** A page kept for the record rather than for current use (see SEARCH.historicalRoutes). */
export function isHistorical(url: string, title: string): boolean {
  return SEARCH.historicalRoutes.some((route) => url.startsWith(route)) || SEARCH.historicalTitle.test(title);
}

interface Section {
  readonly record: SearchRecord;
  /** The page's description, on its first section. */
  readonly summary: string;
  text: string;
}

/** A heading record and the text record after it (same URL) are one section; a page record's content is its description. */
function sectionsOf(records: readonly SearchRecord[]): Section[] {
  const sections: Section[] = [];
  let open = false;
  for (const record of records) {
    const last = sections[sections.length - 1];
    if (record.type === 'content' && last && open && last.record.url === record.url) {
      last.text = record.content ?? '';
      open = false;
    } else if (record.type === 'lvl1') {
      sections.push({record, summary: record.content ?? '', text: ''});
      open = true;
    } else {
      sections.push({record, summary: '', text: record.content ?? ''});
      open = !record.content;
    }
  }
  return sections;
}

export function buildIndex(records: readonly SearchRecord[]): SerializedSearchIndex {
  const pages: StoredPage[] = [];
  const pageIndex = new Map<string, number>();
  const rows: SectionRow[] = [];
  const indexed = sectionsOf(records).map(({record, summary, text}, id): IndexedRecord => {
    const url = pageUrl(record.url);
    let p = pageIndex.get(url);
    const title = record.hierarchy.lvl1 ?? '';
    if (p === undefined) {
      p = pages.length;
      pageIndex.set(url, p);
      pages.push({
        url,
        lvl0: record.hierarchy.lvl0 ?? '',
        lvl1: title,
        language: record.language,
        tag: record.docusaurus_tag,
        ...(isHistorical(url, title) ? {old: 1 as const} : {}),
      });
    }
    const level = record.type === 'lvl1' || record.type === 'content' ? 1 : Number(record.type.slice(3));
    const heading = level >= 2 ? (record.hierarchy[HIERARCHY_LEVELS[level]!] ?? '') : '';
    const stored = level >= 2 ? heading : null;
    rows.push([
      p,
      storedAnchor(record.url.includes('#') ? record.url.slice(record.url.indexOf('#') + 1) : '', stored),
      level,
      stored,
      // The description says what the page is about better than its opening words.
      summary || text ? excerpt(summary || text, SEARCH.storedExcerptWords) : null,
    ]);
    return {id, title: record.type === 'lvl1' ? title : '', heading: heading || summary, text};
  });
  const miniSearch = new MiniSearch<IndexedRecord>(MINISEARCH_OPTIONS);
  miniSearch.addAll(indexed);
  return {version: 3, pages, sections: rows, index: compactIndex(miniSearch.toJSON())};
}
