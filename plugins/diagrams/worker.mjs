// Worker thread of plugins/diagrams: draws the diagrams it is given
// (src/diagrams/render.ts) and posts the report back. Node cannot load
// TypeScript by itself, so the module is loaded with Docusaurus's own module
// loader, the one that loads this site's plugins.
import {fileURLToPath} from 'node:url';
import {parentPort, workerData} from 'node:worker_threads';

import utils from '@docusaurus/utils';

const render = await utils.loadFreshModule(fileURLToPath(new URL('../../src/diagrams/render.ts', import.meta.url)));
parentPort.postMessage(await render.renderDiagrams(workerData.pages, workerData.settings));
