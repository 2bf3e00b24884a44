/**
 * Writes the local search index after the production build: reads the built
 * HTML of every docs page (the page list of src/docs/pages.ts), extracts one
 * record per heading section and serializes a MiniSearch index to
 * build/search-index.json. The browser fetches it the first time search opens
 * (src/search/loadIndex.ts). It also puts the early shortcut script
 * (src/search/earlyShortcut.ts) in every page's head.
 *
 * The parsing runs in a worker thread (plugins/worker-thread): on the main thread it
 * held the JavaScript that the other postBuild steps (the Markdown export, the
 * host files) run at the same time, and the build waited for both in turn.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {SEARCH} from '../../src/config/search';
import {docPagesOf, type DocPage} from '../../src/docs/pages';
import {EARLY_SEARCH_SCRIPT} from '../../src/search/earlyShortcut';
import type {SerializedIndex} from '../../src/search/serializeIndex';
import {writePrecompressed} from '../hosting/precompress';
import {runInWorkerThread} from '../worker-thread';

const SERIALIZE_MODULE = fileURLToPath(new URL('../../src/search/serializeIndex.ts', import.meta.url));

/** src/search/serializeIndex.ts, run in a worker thread. */
export function serializeInWorker(
  outDir: string,
  pages: readonly DocPage[],
  language: string,
): Promise<SerializedIndex> {
  // Only what the records read: the page list crosses to the worker by structured clone.
  const pageRefs = pages.map(({permalink, area}) => ({permalink, area}));
  return runInWorkerThread<SerializedIndex>(SERIALIZE_MODULE, 'serializedSearchIndex', [outDir, pageRefs, language]);
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
      const {json: serialized, records} = await serializeInWorker(outDir, pages, context.i18n.currentLocale);
      const indexFile = path.join(outDir, SEARCH.localIndexPath);
      await fs.writeFile(indexFile, serialized);
      // Written here, not by plugins/hosting: postBuild hooks run concurrently.
      await writePrecompressed(indexFile, serialized);
      const kB = (serialized.length / 1024).toFixed(0);
      console.log(`[search-index] ${records} records, ${kB} kB, ${Date.now() - started} ms`);
    },
  };
}
