// Worker thread of plugins/search-index: builds the serialized index
// (src/search/serializeIndex.ts) and posts it back. Node cannot load
// TypeScript by itself, so the module is loaded with Docusaurus's own module
// loader, the one that loads this site's plugins.
import {fileURLToPath} from 'node:url';
import {parentPort, workerData} from 'node:worker_threads';

import utils from '@docusaurus/utils';

const serializedSearchIndex = await utils.loadFreshModule(
  fileURLToPath(new URL('../../src/search/serializeIndex.ts', import.meta.url)),
);
parentPort.postMessage(await serializedSearchIndex(workerData.outDir, workerData.pages, workerData.language));
