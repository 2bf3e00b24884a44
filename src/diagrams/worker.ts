/**
 * Draws diagrams in a worker thread, so the build can compile its pages
 * while Chromium draws. On the build's main thread the page compilation keeps
 * the event loop busy and Chromium's answers wait behind it (drawing then took
 * minutes instead of seconds); a worker has an event loop of its own.
 *
 * The worker runs the TypeScript sources through tsx. When it cannot start
 * or dies before it answers, the diagrams are drawn on the calling thread
 * instead, so the result is the same, only later.
 */
import {createRequire} from 'node:module';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {Worker} from 'node:worker_threads';

import {renderDiagrams, type DiagramPage, type DiagramSettings, type RenderReport} from './render';

const require = createRequire(import.meta.url);

/** Loads the worker's TypeScript entry through tsx's API, as `node --import tsx` would for a main script. */
function workerSource(): string {
  const api = pathToFileURL(require.resolve('tsx/esm/api')).href;
  const entry = pathToFileURL(fileURLToPath(new URL('./drawWorker.ts', import.meta.url))).href;
  return `import(${JSON.stringify(api)}).then(({tsImport}) => tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}))`;
}

export function drawInWorker(pages: readonly DiagramPage[], settings: DiagramSettings): Promise<RenderReport> {
  return new Promise<RenderReport>((resolve) => {
    let settled = false;
    const inProcess = () => {
      if (settled) return;
      settled = true;
      resolve(renderDiagrams(pages, settings));
    };
    let worker: Worker;
    try {
      worker = new Worker(workerSource(), {eval: true, workerData: {pages, settings}});
    } catch {
      inProcess();
      return;
    }
    worker.once('message', (report: RenderReport) => {
      settled = true;
      resolve(report);
    });
    worker.once('error', inProcess);
    worker.once('exit', inProcess);
  });
}
