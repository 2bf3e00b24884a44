/**
 * The local search index of a built site, serialized: the records of its docs
 * pages (./buildRecords.ts) indexed by ./buildIndex.ts. plugins/search-index
 * runs this in a worker thread, so parsing the built pages does not hold the
 * build's main thread while the other postBuild steps run.
 */
import type {DocPage} from '../docs/pages';
import {buildIndex} from './buildIndex';
import {recordsOfPages} from './buildRecords';

export interface SerializedIndex {
  /** The JSON the browser downloads. */
  readonly json: string;
  readonly records: number;
}

export async function serializedSearchIndex(
  outDir: string,
  pages: readonly Pick<DocPage, 'permalink' | 'area'>[],
  language: string,
): Promise<SerializedIndex> {
  const records = await recordsOfPages(outDir, pages, language);
  return {json: JSON.stringify(buildIndex(records)), records: records.length};
}
