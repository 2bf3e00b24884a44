// Worker thread of plugins/search-index: reads the records of its share of
// the pages (src/search/pageRecords.ts) and posts them back. Node cannot load
// TypeScript by itself, so the module is loaded with Docusaurus's own module
// loader, the one that loads this site's plugins.
import {fileURLToPath} from 'node:url';
import {parentPort, workerData} from 'node:worker_threads';

import utils from '@docusaurus/utils';

const pageRecords = await utils.loadFreshModule(
  fileURLToPath(new URL('../../src/search/pageRecords.ts', import.meta.url)),
);
parentPort.postMessage(await pageRecords(workerData.outDir, workerData.pages, workerData.language));
