/**
 * Runs a function of one of the site's TypeScript modules in a worker thread
 * (./worker.mjs), for build work that would otherwise hold the main thread
 * while the pages compile or the other postBuild steps run: the search index,
 * the diagrams. The arguments and the result cross by structured clone.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {Worker} from 'node:worker_threads';

const WORKER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'worker.mjs');

/**
 * Resolves with what `exportName` of the module at `modulePath` (absolute)
 * returns for `args`; rejects with its error, or when the thread stops
 * without an answer.
 */
export function runInWorkerThread<T>(modulePath: string, exportName: string, args: readonly unknown[]): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const worker = new Worker(WORKER, {workerData: {modulePath, exportName, args}});
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) =>
      reject(new Error(`the worker thread for ${exportName} stopped with exit code ${code}`)),
    );
  });
}
