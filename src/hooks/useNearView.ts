import {useEffect, useState, type RefObject} from 'react';

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
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {rootMargin: `${marginPx}px 0px`});
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, ref, marginPx]);
  return near;
}
