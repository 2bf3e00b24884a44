/**
 * The search records of some docs pages of a built site, page by page.
 * plugins/search-index runs this in worker threads, each on a share of the
 * pages, so parsing the built pages neither holds the build's main thread
 * while the other postBuild steps run nor waits for one core.
 */
import type {DocPage} from '../docs/pages';
import {recordsOfPage} from './buildRecords';
import type {SearchRecord} from './types';

export default async function pageRecords(
  outDir: string,
  pages: readonly Pick<DocPage, 'permalink' | 'area'>[],
  language: string,
): Promise<SearchRecord[][]> {
  const records: SearchRecord[][] = [];
  for (const page of pages) records.push(await recordsOfPage(outDir, page, language));
  return records;
}
