/**
 * Worker thread entry of `drawInWorker` (./worker.ts): draws the diagrams it
 * is given and posts the report back.
 */
import {parentPort, workerData} from 'node:worker_threads';

import {renderDiagrams, type DiagramPage, type DiagramSettings} from './render';

const {pages, settings} = workerData as {pages: DiagramPage[]; settings: DiagramSettings};
void renderDiagrams(pages, settings).then((report) => parentPort!.postMessage(report));
