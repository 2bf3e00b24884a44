import {useEffect, useState, type RefObject} from 'react';

type Listener = () => void;

/**
 * One IntersectionObserver per margin, shared by every element that waits on
 * it: the V3 address page has some hundred and fifty live statuses, and one
 * observer each would be as many setups during hydration.
 */
const observers = new Map<number, {observer: IntersectionObserver; listeners: Map<Element, Set<Listener>>}>();

/**
 * Calls `onNear` once `node` comes within `marginPx` of the view; returns the
 * cancel. Without IntersectionObserver (very old browsers) it calls it at
 * once: what it loads still shows, only sooner.
 */
export function watchNearView(node: Element, marginPx: number, onNear: Listener): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onNear();
    return () => undefined;
  }
  let shared = observers.get(marginPx);
  if (!shared) {
    const listeners = new Map<Element, Set<Listener>>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const waiting = listeners.get(entry.target);
          listeners.delete(entry.target);
          observer.unobserve(entry.target);
          waiting?.forEach((listener) => listener());
        }
      },
      {rootMargin: `${marginPx}px 0px`},
    );
    shared = {observer, listeners};
    observers.set(marginPx, shared);
  }
  const {observer, listeners} = shared;
  const waiting = listeners.get(node) ?? new Set<Listener>();
  if (waiting.size === 0) observer.observe(node);
  waiting.add(onNear);
  listeners.set(node, waiting);
  return () => {
    waiting.delete(onNear);
    // The set may already have fired and been replaced by a newer watcher's.
    if (waiting.size > 0 || listeners.get(node) !== waiting) return;
    listeners.delete(node);
    observer.unobserve(node);
  };
}

/** True once the element has come within `marginPx` of the view (`watchNearView`); stays true, so what it loads is loaded once. */
export function useNearView(ref: RefObject<HTMLElement | null>, marginPx: number): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (near || !node) return undefined;
    return watchNearView(node, marginPx, () => setNear(true));
  }, [near, ref, marginPx]);
  return near;
}
