/**
 * The local search index, built once from its download (./indexFetch.ts) the
 * first time search needs it, and kept for the rest of the visit. A failed
 * load is not kept, so the next search tries again.
 */
import {SEARCH} from '../config/search';
import {asIndexLoadError} from './indexErrors';
import {fetchIndexJson} from './indexFetch';
import {loadIndexFromJson, searchLocalIndex, type LoadedIndex} from './localClient';
import type {SerializedSearchIndex} from './types';

let pending: Promise<LoadedIndex> | null = null;

export function loadLocalIndex(url: string): Promise<LoadedIndex> {
  pending ??= fetchIndexJson(url)
    .then((data) => loadIndexFromJson(data as SerializedSearchIndex))
    .catch((error: unknown) => {
      pending = null;
      throw asIndexLoadError(error);
    });
  return pending;
}

/** A search no reader typed, run once the index is built (see prepareLocalIndex). */
const WARM_UP_QUERY = 'yearn';

let prepared: Promise<void> | null = null;

/**
 * Loads the index, then runs one search of its own in a later task, so input
 * that arrived meanwhile goes first. V8 compiles the search code on its first
 * run, which made a reader's first query several times slower than the next.
 * Called as search opens, while the reader starts typing; once per visit, and
 * again after a failure.
 */
export function prepareLocalIndex(url: string): Promise<void> {
  prepared ??= loadLocalIndex(url)
    .then(async (loaded) => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      searchLocalIndex(loaded, {
        query: WARM_UP_QUERY,
        hitsPerPage: SEARCH.modalHitsPerPage,
        attributesToSnippet: [`content:${SEARCH.snippetWords}`],
      });
    })
    .catch((error: unknown) => {
      prepared = null;
      throw error;
    });
  return prepared;
}
