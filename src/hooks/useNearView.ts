import {useEffect, useState, type RefObject} from 'react';

type Listener = () => void;

/**
 * One IntersectionObserver per margin, shared by every element that waits on
 * it: the V3 address page has some hundred and fifty live statuses, and one
 * observer each would be as many setups during hydration.
 */
const observers = new Map<number, {observer: IntersectionObserver; listeners: Map<Element, Listener>}>();

function watch(node: Element, marginPx: number, onNear: Listener): () => void {
  let shared = observers.get(marginPx);
  if (!shared) {
    const listeners = new Map<Element, Listener>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const listener = listeners.get(entry.target);
          listeners.delete(entry.target);
          observer.unobserve(entry.target);
          listener?.();
        }
      },
      {rootMargin: `${marginPx}px 0px`},
    );
    shared = {observer, listeners};
    observers.set(marginPx, shared);
  }
  const {observer, listeners} = shared;
  listeners.set(node, onNear);
  observer.observe(node);
  return () => {
    if (listeners.get(node) !== onNear) return;
    listeners.delete(node);
    observer.unobserve(node);
  };
}

/**
 * True once the element has come within `marginPx` of the view; stays true,
 * so what it loads is loaded once. Without IntersectionObserver (very old
 * browsers) it is true at once: the content still shows, only sooner.
 */
export function useNearView(ref: RefObject<HTMLElement | null>, marginPx: number): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (near || !node) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    return watch(node, marginPx, () => setNear(true));
  }, [near, ref, marginPx]);
  return near;
}
