/**
 * Writes the local search index after the production build: reads the built
 * HTML of every docs page (the page list of src/docs/pages.ts), extracts one
 * record per heading section and serializes a MiniSearch index to
 * build/search-index.json. The browser fetches it the first time search opens
 * (src/search/loadIndex.ts). It also puts the early shortcut script
 * (src/search/earlyShortcut.ts) in every page's head.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {SEARCH} from '../../src/config/search';
import {docPagesOf, type DocPage} from '../../src/docs/pages';
import {buildIndex} from '../../src/search/buildIndex';
import {recordsOfPages} from '../../src/search/buildRecords';
import {EARLY_SEARCH_SCRIPT} from '../../src/search/earlyShortcut';
import {writePrecompressed} from '../hosting/precompress';

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
      const records = await recordsOfPages(outDir, pages, context.i18n.currentLocale);
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
