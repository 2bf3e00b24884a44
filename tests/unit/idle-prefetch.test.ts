import {describe, expect, it} from 'vitest';

import {spacedPrefetch} from '../../src/clientModules/idlePrefetch';

/** A scheduler the test runs by hand: each call to `runOne` is one idle period. */
function manualScheduler() {
  const pending: (() => void)[] = [];
  return {
    schedule: (task: () => void) => pending.push(task),
    runOne: () => pending.shift()?.(),
    get waiting() {
      return pending.length;
    },
  };
}

describe('spacedPrefetch', () => {
  it('runs nothing at call time and one prefetch per idle period, in the order the links came into view', () => {
    const done: string[] = [];
    const idle = manualScheduler();
    const prefetch = spacedPrefetch((path) => done.push(path), idle.schedule);

    for (const path of ['/a', '/b', '/c']) prefetch(path);
    expect(done).toEqual([]);

    idle.runOne();
    expect(done).toEqual(['/a']);
    idle.runOne();
    idle.runOne();
    expect(done).toEqual(['/a', '/b', '/c']);
    expect(idle.waiting).toBe(0);
  });

  it('tells how many prefetches still wait, so a test can see the queue drain', () => {
    const idle = manualScheduler();
    const prefetch = spacedPrefetch(() => undefined, idle.schedule);
    expect(prefetch.pending()).toBe(0);
    prefetch('/a');
    prefetch('/b');
    expect(prefetch.pending()).toBe(2);
    idle.runOne();
    expect(prefetch.pending()).toBe(1);
    idle.runOne();
    expect(prefetch.pending()).toBe(0);
  });

  it('queues a path once while it waits, and again once it has run', () => {
    const done: string[] = [];
    const idle = manualScheduler();
    const prefetch = spacedPrefetch((path) => done.push(path), idle.schedule);

    prefetch('/a');
    prefetch('/a');
    prefetch('/b');
    while (idle.waiting > 0) idle.runOne();
    expect(done).toEqual(['/a', '/b']);

    // Docusaurus's own prefetch remembers what it fetched; the queue only removes repeats while waiting.
    prefetch('/a');
    idle.runOne();
    expect(done).toEqual(['/a', '/b', '/a']);
  });

  it('starts again after the queue has drained', () => {
    const done: string[] = [];
    const idle = manualScheduler();
    const prefetch = spacedPrefetch((path) => done.push(path), idle.schedule);
    prefetch('/a');
    idle.runOne();
    expect(idle.waiting).toBe(0);
    prefetch('/b');
    expect(idle.waiting).toBe(1);
    idle.runOne();
    expect(done).toEqual(['/a', '/b']);
  });
});
