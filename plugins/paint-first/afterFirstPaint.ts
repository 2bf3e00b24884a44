/** What `afterFirstPaint` needs of the browser; the unit tests pass stand-ins. */
export interface PaintClock {
  readonly visibilityState: DocumentVisibilityState;
  requestAnimationFrame(callback: () => void): unknown;
  setTimeout(callback: () => void, ms: number): unknown;
}

const browserClock = (): PaintClock => ({
  get visibilityState() {
    return document.visibilityState;
  },
  requestAnimationFrame: (callback) => window.requestAnimationFrame(callback),
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
});

/**
 * Resolves once the browser has painted a frame: a task queued from an
 * animation frame runs after that frame is painted. A background tab paints
 * no frames, so there it resolves at once.
 */
export function afterFirstPaint(clock: PaintClock = browserClock()): Promise<void> {
  return new Promise((resolve) => {
    if (clock.visibilityState !== 'visible') {
      resolve();
      return;
    }
    clock.requestAnimationFrame(() => clock.setTimeout(resolve, 0));
  });
}
