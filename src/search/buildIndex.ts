/**
 * Builds the serialized MiniSearch index the browser downloads. Every section
 * is indexed in full, but only an excerpt is stored, which keeps the file
 * small (`npm run bench` prints its size).
 */
import MiniSearch from 'minisearch';

import {SEARCH} from '../config/search';
import {MINISEARCH_OPTIONS, type IndexedRecord, type StoredPage} from './indexOptions';
import {HIERARCHY_LEVELS, type SearchRecord, type SerializedSearchIndex} from './types';

export function excerpt(text: string, words: number): string {
  const parts = text.split(' ');
  return parts.length <= words ? text : `${parts.slice(0, words).join(' ')} …`;
}

function pageUrl(url: string): string {
  return url.split('#')[0]!;
}

export function buildIndex(records: readonly SearchRecord[]): SerializedSearchIndex {
  const pages: StoredPage[] = [];
  const pageIndex = new Map<string, number>();
  const indexed = records.map((record, id): IndexedRecord => {
    const url = pageUrl(record.url);
    let p = pageIndex.get(url);
    if (p === undefined) {
      p = pages.length;
      pageIndex.set(url, p);
      pages.push({
        url,
        lvl0: record.hierarchy.lvl0 ?? '',
        lvl1: record.hierarchy.lvl1 ?? '',
        language: record.language,
        tag: record.docusaurus_tag,
      });
    }
    const headings = HIERARCHY_LEVELS.slice(2).map((level) => record.hierarchy[level]);
    while (headings.length && headings[headings.length - 1] === null) headings.pop();
    const ownHeading =
      record.type.startsWith('lvl') && record.type !== 'lvl1' ? (headings[headings.length - 1] ?? '') : '';
    return {
      id,
      p,
      a: record.url.includes('#') ? record.url.slice(record.url.indexOf('#') + 1) : '',
      t: record.type,
      h: headings,
      // Only content hits show an excerpt; a heading hit's text is indexed but not stored.
      c:
        record.content === null || record.type !== 'content'
          ? null
          : excerpt(record.content, SEARCH.storedExcerptWords),
      title: record.type === 'lvl1' ? (record.hierarchy.lvl1 ?? '') : '',
      heading: ownHeading,
      text: record.content ?? '',
    };
  });
  const miniSearch = new MiniSearch<IndexedRecord>(MINISEARCH_OPTIONS);
  miniSearch.addAll(indexed);
  return {version: 1, pages, index: miniSearch.toJSON()};
}
