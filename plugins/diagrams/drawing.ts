/**
 * The drawing of a build's diagrams, beside the page compilation.
 *
 * `drawInWorker` draws in a worker thread (./worker.mjs): on the build's main
 * thread the page compilation keeps the event loop busy and Chromium's answers
 * wait behind it (drawing then took minutes instead of seconds); a worker has
 * an event loop of its own. When the worker cannot start or stops before it
 * answers, the diagrams are drawn on the calling thread instead: the same
 * result, later.
 *
 * The plugin records the drawing under way, and `remarkDiagrams` waits for it
 * on a page with a mermaid fence before it places the SVGs; pages without one
 * compile meanwhile.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {Worker} from 'node:worker_threads';

import {renderDiagrams, type DiagramPage, type DiagramSettings, type RenderReport} from '../../src/diagrams/render';

const WORKER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'worker.mjs');

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
      worker = new Worker(WORKER, {workerData: {pages, settings}});
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

let drawing: Promise<unknown> | null = null;

export function setDrawing(pending: Promise<unknown> | null): void {
  drawing = pending;
}

/** The drawing under way, or null when none was started (the preview, a test). */
export function pendingDrawing(): Promise<unknown> | null {
  return drawing;
}
