/**
 * Writes the local search index after the production build: reads the built
 * HTML of every docs page (the page list of src/docs/pages.ts), extracts one
 * record per heading section and serializes a MiniSearch index to
 * build/search-index.json. The browser fetches it the first time search opens
 * (src/search/loadIndex.ts). It also puts the early shortcut script
 * (src/search/earlyShortcut.ts) in every page's head.
 *
 * The parsing runs in worker threads (./worker.mjs), each on every other
 * page: on the main thread it held the JavaScript that the other postBuild
 * steps (the Markdown export, the host files) run at the same time, and the
 * build waited for both in turn.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import os from 'node:os';
import {Worker} from 'node:worker_threads';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {SEARCH} from '../../src/config/search';
import {docPagesOf, type DocPage} from '../../src/docs/pages';
import {EARLY_SEARCH_SCRIPT} from '../../src/search/earlyShortcut';
import {buildIndex} from '../../src/search/buildIndex';
import type {SearchRecord} from '../../src/search/types';
import {writePrecompressed} from '../hosting/precompress';

const WORKER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'worker.mjs');

/** One worker per core, two at most: more would only add memory while the other postBuild steps run too. */
const WORKERS = Math.min(2, os.availableParallelism());

/** src/search/pageRecords.ts in a worker thread: the records of each page given, page by page. */
function recordsInWorker(
  outDir: string,
  pages: readonly Pick<DocPage, 'permalink' | 'area'>[],
  language: string,
): Promise<SearchRecord[][]> {
  return new Promise((resolve, reject) => {
    // Only what the records read: the page list crosses to the worker by structured clone.
    const workerData = {outDir, language, pages: pages.map(({permalink, area}) => ({permalink, area}))};
    const worker = new Worker(WORKER, {workerData});
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`[search-index] a records worker stopped with exit code ${code}`)));
  });
}

/**
 * The search records of the pages, in the pages' order, as src/search/buildRecords.ts reads them on one thread.
 * Each worker takes every `workers`-th page, so long reference pages and short ones are shared out evenly.
 */
export async function recordsInWorkers(
  outDir: string,
  pages: readonly Pick<DocPage, 'permalink' | 'area'>[],
  language: string,
  workers = WORKERS,
): Promise<SearchRecord[]> {
  const shares = Array.from({length: workers}, (_, worker) =>
    pages.filter((_page, index) => index % workers === worker),
  );
  const results = await Promise.all(shares.map((share) => recordsInWorker(outDir, share, language)));
  return pages.flatMap((_page, index) => results[index % workers]![Math.floor(index / workers)]!);
}

export default function searchIndexPlugin(context: LoadContext): Plugin {
  let pages: readonly DocPage[] = [];
  return {
    name: 'search-index',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: EARLY_SEARCH_SCRIPT}]};
    },
    allContentLoaded({allContent}) {
      pages = docPagesOf(allContent);
    },
    async postBuild({outDir}) {
      const started = Date.now();
      const records = await recordsInWorkers(outDir, pages, context.i18n.currentLocale);
      const serialized = JSON.stringify(buildIndex(records));
      const indexFile = path.join(outDir, SEARCH.localIndexPath);
      await fs.writeFile(indexFile, serialized);
      // Written here, not by plugins/hosting: postBuild hooks run concurrently.
      await writePrecompressed(indexFile, serialized);
      const kB = (serialized.length / 1024).toFixed(0);
      console.log(`[search-index] ${records.length} records, ${kB} kB, ${Date.now() - started} ms`);
    },
  };
}
