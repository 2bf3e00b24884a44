/**
 * The search records of a built site (Node, after the build): one per
 * heading section of every docs page. The local index (plugins/search-index)
 * and the Algolia upload (scripts/search-upload.ts) both read them here, so
 * both searches hold the same records.
 */
import fs from 'node:fs/promises';

import {DOCS_AREAS} from '../config/areas';
import {htmlFileOf, type DocPage} from '../docs/pages';
import {REFERENCE_ROUTE} from '../reference/paths';
import {YIPS_ROUTE} from '../yips/paths';
import {extractRecords, type PageInfo} from './extractRecords';
import {areaSearchTag, type SearchRecord} from './types';

/**
 * Contract reference pages are indexed by heading and notice; pages kept for
 * the record by name and summary: deprecated contract versions by their title
 * and opening, the YIPs by their first section.
 */
export function scopeOf(route: string): PageInfo['scope'] {
  if (route.startsWith(`${REFERENCE_ROUTE}/deprecated/`)) return 'title';
  if (route.startsWith(`${YIPS_ROUTE}/`)) return 'summary';
  return route.startsWith(`${REFERENCE_ROUTE}/`) ? 'reference' : 'full';
}

/** Records of the given docs pages (src/docs/pages.ts), read from their built HTML; a page without HTML has none. */
export async function recordsOfPages(
  outDir: string,
  pages: readonly Pick<DocPage, 'permalink' | 'area'>[],
  language: string,
): Promise<SearchRecord[]> {
  const records: SearchRecord[] = [];
  for (const page of pages) {
    const area = DOCS_AREAS.find((candidate) => candidate.id === page.area)!;
    const html = await fs.readFile(htmlFileOf(outDir, page.permalink), 'utf8').catch(() => null);
    if (html === null) continue;
    records.push(
      ...extractRecords(html, {
        url: page.permalink,
        lvl0: area.label,
        language,
        docusaurusTag: areaSearchTag(area.id),
        scope: scopeOf(page.permalink),
      }),
    );
  }
  return records;
}
