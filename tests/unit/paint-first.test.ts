import {describe, expect, it} from 'vitest';

import {afterFirstPaint, type PaintClock} from '../../plugins/paint-first/afterFirstPaint';
import {DOCUSAURUS_CLIENT_ENTRY} from '../../plugins/paint-first';

/** A browser stand-in whose frames and tasks the test runs by hand. */
function manualClock(visibilityState: DocumentVisibilityState) {
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  const clock: PaintClock = {
    visibilityState,
    requestAnimationFrame: (callback) => frames.push(callback),
    setTimeout: (callback) => tasks.push(callback),
  };
  return {clock, frame: () => frames.shift()?.(), task: () => tasks.shift()?.()};
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe('afterFirstPaint', () => {
  it('waits for an animation frame and then for the task after it, the first moment after a paint', async () => {
    const browser = manualClock('visible');
    const painted = afterFirstPaint(browser.clock);
    expect(await settled(painted)).toBe(false);
    browser.frame();
    expect(await settled(painted)).toBe(false);
    browser.task();
    expect(await settled(painted)).toBe(true);
  });

  it('starts at once in a background tab, which paints no frames', async () => {
    expect(await settled(afterFirstPaint(manualClock('hidden').clock))).toBe(true);
  });

  it('names the client entry Docusaurus still has', async () => {
    const fs = await import('node:fs');
    expect(fs.readFileSync(DOCUSAURUS_CLIENT_ENTRY, 'utf8')).toContain('hydrateRoot');
  });
});
