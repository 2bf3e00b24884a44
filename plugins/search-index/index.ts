/**
 * Writes the local search index after the production build: reads every
 * built docs page, extracts one record per heading section and serializes a
 * MiniSearch index to build/search-index.json. The browser fetches it the
 * first time search opens (src/search/loadIndex.ts). It also puts the early
 * shortcut script (src/search/earlyShortcut.ts) in every page's head.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {SEARCH} from '../../src/config/search';
import {buildIndex} from '../../src/search/buildIndex';
import {recordsOfRoutes} from '../../src/search/buildRecords';
import {EARLY_SEARCH_SCRIPT} from '../../src/search/earlyShortcut';
import {writePrecompressed} from '../hosting/precompress';

export default function searchIndexPlugin(context: LoadContext): Plugin {
  return {
    name: 'search-index',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: EARLY_SEARCH_SCRIPT}]};
    },
    async postBuild({outDir, routesPaths}) {
      const started = Date.now();
      const records = await recordsOfRoutes(outDir, routesPaths, context.i18n.currentLocale);
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
