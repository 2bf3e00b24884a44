import {startTransition, useEffect, useState, type RefObject} from 'react';

import {LOADING} from '@site/src/config/site';

import {watchNearView} from './useNearView';

/**
 * A chain read's state in a widget. `idle` is what the server renders (and
 * what a reader without JavaScript keeps); `loading` while the read runs.
 */
export type Loadable<T> =
  | {readonly state: 'idle'}
  | {readonly state: 'loading'}
  | {readonly state: 'done'; readonly value: T}
  | {readonly state: 'failed'; readonly reason: string};

/**
 * State changes of every widget on the page, applied together. The V3
 * address page holds some 170 reads: one chain's answers settle in a burst of
 * promise callbacks, and several chains (all of them, when the nodes are
 * unreachable) settle within a few milliseconds of each other. Gathering the
 * changes for LOADING.widgetStateBatchMs and applying them in one transition
 * makes that one render instead of one per chain, and a read that settles
 * before its "Checking…" was shown goes straight to its result.
 */
const pending: (() => void)[] = [];
let flushTimer: ReturnType<typeof setTimeout> | undefined;

function flush() {
  flushTimer = undefined;
  const changes = pending.splice(0);
  startTransition(() => {
    for (const change of changes) change();
  });
}

/** Queues one widget's state change for the next batch. */
function queueWidgetState(change: () => void): void {
  pending.push(change);
  flushTimer ??= setTimeout(flush, LOADING.widgetStateBatchMs);
}

/** Reads fail with a ChainError that carries a reason; anything else (a chunk that failed to load) gets a plain one. */
function reasonOf(error: unknown): string {
  return typeof error === 'object' && error !== null && 'reason' in error && typeof error.reason === 'string'
    ? error.reason
    : 'the live check could not load';
}

/**
 * Runs `read` (a read of `src/chain/access`) once `node` comes within
 * LOADING.widgetLoadMarginPx of the view, so the chain code downloads only on
 * pages, and at the moment, where a widget is about to be seen, and reports
 * each state change to `onState` in the page's batch (above). Returns the
 * cancel. Widgets that keep their markup outside React (ContractAddress)
 * call it directly; the others through `useChainRead`.
 */
export function watchChainRead<T>(
  node: Element,
  read: () => Promise<T>,
  onState: (state: Loadable<T>) => void,
): () => void {
  let live = true;
  const start = () => {
    queueWidgetState(() => live && onState({state: 'loading'}));
    read().then(
      (value) => queueWidgetState(() => live && onState({state: 'done', value})),
      (error: unknown) => {
        const reason = reasonOf(error);
        queueWidgetState(() => live && onState({state: 'failed', reason}));
      },
    );
  };
  const cancel = watchNearView(node, LOADING.widgetLoadMarginPx, start);
  return () => {
    live = false;
    cancel();
  };
}

/**
 * The state of a read of `src/chain/access` in a widget, started as
 * `watchChainRead` starts it. `key` identifies the read: a new closure with
 * the same key is the same read. Coming near the view starts the read
 * without a render of its own; the widget renders when its state changes.
 */
export function useChainRead<T>(read: () => Promise<T>, key: string, near: RefObject<HTMLElement | null>): Loadable<T> {
  const [value, setValue] = useState<Loadable<T>>({state: 'idle'});
  useEffect(() => {
    const node = near.current;
    return node ? watchChainRead(node, read, setValue) : undefined;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `read` is a new closure each render; `key` names the read.
  }, [key, near]);
  return value;
}
