// The worker thread of ./index.ts: loads one of the site's TypeScript modules,
// calls the named export with the arguments it was given and posts the
// result back. Node cannot load TypeScript by itself, so the module is loaded
// with Docusaurus's own module loader, the one that loads this site's plugins.
import {parentPort, workerData} from 'node:worker_threads';

import utils from '@docusaurus/utils';

const {modulePath, exportName, args} = workerData;
const loaded = await utils.loadFreshModule(modulePath);
parentPort.postMessage(await loaded[exportName](...args));
