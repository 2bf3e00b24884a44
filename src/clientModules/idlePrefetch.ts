/**
 * Docusaurus prefetches the chunks of every internal link that comes into
 * view, and each prefetch matches the link against the whole route table and
 * adds its `<link rel=prefetch>` tags. Right after hydration the twenty or so
 * links of the first screen all arrive in one task: on a reference page that
 * was the page's longest task (some 50 ms on a desktop CPU, four times that on
 * a phone). This keeps Docusaurus's own prefetch and only spaces the calls
 * out: they queue, and run one per idle period.
 */
const WRAPPED = Symbol.for('yearn-docs.idlePrefetch');

/** What the wrapper tells about itself under WRAPPED: how many prefetches still wait for an idle period. */
export interface SpacedPrefetchState {
  readonly pending: () => number;
}

/** Runs `task` when the browser is idle, or soon where it has no idle callbacks (Safari). */
function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task);
  else window.setTimeout(task, 1);
}

/** Returns a prefetch that queues calls to `prefetch` and makes them one per idle period, each path once. */
export function spacedPrefetch(
  prefetch: (routePath: string) => unknown,
  schedule: (task: () => void) => void = whenIdle,
): ((routePath: string) => false) & SpacedPrefetchState {
  const queue: string[] = [];
  const queued = new Set<string>();
  const runNext = () => {
    const routePath = queue.shift();
    if (routePath === undefined) return;
    queued.delete(routePath);
    prefetch(routePath);
    if (queue.length > 0) schedule(runNext);
  };
  // `false` is Docusaurus's "nothing prefetched now"; the links that call it ignore the answer.
  const spaced = (routePath: string): false => {
    if (queued.has(routePath)) return false;
    queued.add(routePath);
    queue.push(routePath);
    if (queue.length === 1) schedule(runNext);
    return false;
  };
  return Object.assign(spaced, {pending: () => queue.length});
}

/**
 * Docusaurus sets `window.docusaurus` after the client modules load, so the
 * wrapper goes in on the first route update, during hydration and before any
 * link's visibility is reported.
 */
export function onRouteDidUpdate(): void {
  if (typeof window === 'undefined') return;
  const original = window.docusaurus as Window['docusaurus'] & {[WRAPPED]?: SpacedPrefetchState};
  if (!original || original[WRAPPED]) return;
  const prefetch = spacedPrefetch(original.prefetch);
  // Everything else Docusaurus puts on the object stays as it is; only prefetch is replaced.
  window.docusaurus = Object.freeze({...original, prefetch, [WRAPPED]: {pending: prefetch.pending}});
}
