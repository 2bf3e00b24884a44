import {startTransition, useEffect, useState, type RefObject} from 'react';

import {LOADING} from '@site/src/config/site';

import {useNearView} from './useNearView';

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
 * Runs a read of `src/chain/access` once the widget's element `near` comes
 * within LOADING.widgetLoadMarginPx of the view, so the chain code downloads
 * only on pages, and at the moment, where a widget is about to be seen. `key`
 * identifies the read: a new closure with the same key is the same read.
 */
export function useChainRead<T>(read: () => Promise<T>, key: string, near: RefObject<HTMLElement | null>): Loadable<T> {
  const [value, setValue] = useState<Loadable<T>>({state: 'idle'});
  const inView = useNearView(near, LOADING.widgetLoadMarginPx);
  useEffect(() => {
    if (!inView) return undefined;
    let live = true;
    // A page may hold a hundred and more reads (the V3 address page): their
    // states are transitions, which React renders in slices between the
    // reader's input instead of in one long task.
    startTransition(() => setValue({state: 'loading'}));
    read().then(
      (result) => live && startTransition(() => setValue({state: 'done', value: result})),
      (error: unknown) => {
        // Reads fail with a ChainError that carries a reason; anything else
        // (a chunk that failed to load) still leaves the static value in place.
        const reason =
          typeof error === 'object' && error !== null && 'reason' in error && typeof error.reason === 'string'
            ? error.reason
            : 'the live check could not load';
        if (live) startTransition(() => setValue({state: 'failed', reason}));
      },
    );
    return () => {
      live = false;
    };
  }, [key, inView]);
  return value;
}
