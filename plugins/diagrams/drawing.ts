/**
 * The diagrams the plugin is drawing, shared with `remarkDiagrams`: a page
 * with a mermaid fence waits for them before it places the SVGs; pages without
 * one compile meanwhile.
 */
let drawing: Promise<unknown> | null = null;

export function setDrawing(pending: Promise<unknown> | null): void {
  drawing = pending;
}

/** The drawing under way, or null when none was started (the preview, a test). */
export function pendingDrawing(): Promise<unknown> | null {
  return drawing;
}
