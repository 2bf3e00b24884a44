import {afterEach, describe, expect, it} from 'vitest';

import {watchNearView} from '../../src/hooks/useNearView';

/** A stand-in IntersectionObserver: the test reports which elements entered the view. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(
    readonly callback: (entries: {target: Element; isIntersecting: boolean}[]) => void,
    readonly options: {rootMargin: string},
  ) {
    FakeObserver.all.push(this);
  }
  observe(node: Element) {
    this.observed.add(node);
  }
  unobserve(node: Element) {
    this.observed.delete(node);
  }
  enter(...nodes: Element[]) {
    this.callback(nodes.map((target) => ({target, isIntersecting: true})));
  }
}

const element = () => ({}) as Element;
const globals = globalThis as unknown as {IntersectionObserver?: unknown};
globals.IntersectionObserver = FakeObserver;
afterEach(() => {
  FakeObserver.all = [];
});

describe('watchNearView', () => {
  it('shares one observer per margin, calls each element its own listeners once, and stops watching it', () => {
    const [a, b] = [element(), element()];
    const calls: string[] = [];
    watchNearView(a, 111, () => calls.push('a1'));
    watchNearView(a, 111, () => calls.push('a2'));
    watchNearView(b, 111, () => calls.push('b'));
    expect(FakeObserver.all).toHaveLength(1);
    const [observer] = FakeObserver.all;
    expect(observer!.options.rootMargin).toBe('111px 0px');
    observer!.enter(a);
    expect(calls).toEqual(['a1', 'a2']);
    expect(observer!.observed.has(a)).toBe(false);
    observer!.enter(a);
    expect(calls).toEqual(['a1', 'a2']);
    observer!.enter(b);
    expect(calls).toEqual(['a1', 'a2', 'b']);
  });

  it('a cancelled listener is not called, and the element is unwatched when its last listener goes', () => {
    const node = element();
    const calls: string[] = [];
    const cancelFirst = watchNearView(node, 222, () => calls.push('first'));
    const cancelSecond = watchNearView(node, 222, () => calls.push('second'));
    const [observer] = FakeObserver.all;
    cancelFirst();
    expect(observer!.observed.has(node)).toBe(true);
    cancelSecond();
    expect(observer!.observed.has(node)).toBe(false);
    observer!.enter(node);
    expect(calls).toEqual([]);
  });

  it('a late cancel of a listener that already ran leaves a newer watcher of the element in place', () => {
    const node = element();
    const calls: string[] = [];
    const cancelOld = watchNearView(node, 333, () => calls.push('old'));
    const [observer] = FakeObserver.all;
    observer!.enter(node);
    watchNearView(node, 333, () => calls.push('new'));
    cancelOld();
    expect(observer!.observed.has(node)).toBe(true);
    observer!.enter(node);
    expect(calls).toEqual(['old', 'new']);
  });
});
