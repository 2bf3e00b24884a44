/**
 * The drawing of a build's diagrams, beside the page compilation.
 *
 * `drawInWorker` draws in a worker thread (plugins/worker-thread): on the build's main
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
import {fileURLToPath} from 'node:url';

import {renderDiagrams, type DiagramPage, type DiagramSettings, type RenderReport} from '../../src/diagrams/render';
import {runInWorkerThread} from '../worker-thread';

const RENDER_MODULE = fileURLToPath(new URL('../../src/diagrams/render.ts', import.meta.url));

export function drawInWorker(pages: readonly DiagramPage[], settings: DiagramSettings): Promise<RenderReport> {
  return runInWorkerThread<RenderReport>(RENDER_MODULE, 'renderDiagrams', [pages, settings]).catch(() =>
    renderDiagrams(pages, settings),
  );
}

let drawing: Promise<unknown> | null = null;

export function setDrawing(pending: Promise<unknown> | null): void {
  drawing = pending;
}

/** The drawing under way, or null when none was started (the preview, a test). */
export function pendingDrawing(): Promise<unknown> | null {
  return drawing;
}
