/**
 * The local search index, built once from its download (./indexFetch.ts) the
 * first time search needs it, and kept for the rest of the visit. A failed
 * load is not kept, so the next search tries again.
 */
import {SEARCH} from '../config/search';
import {asIndexLoadError} from './indexErrors';
import {fetchIndexJson} from './indexFetch';
import {
  loadIndexFromJson,
  searchLocalIndex,
  type LoadedIndex,
  type SearchRequest,
  type SearchResponse,
} from './localClient';
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

/** Set once a reader's search has run: the search code is compiled, and the warm-up has nothing left to do. */
let searched = false;

/** Answers a multi-query request from the index, loading it first if need be. */
export async function searchIndexAt(url: string, requests: readonly SearchRequest[]): Promise<SearchResponse[]> {
  const loaded = await loadLocalIndex(url);
  searched = true;
  return requests.map((request) => searchLocalIndex(loaded, request));
}

/** A search no reader typed, run once the index is built (see prepareLocalIndex). */
const WARM_UP_QUERY = 'yearn';
/**
 * How long the warm-up waits for the reader's first search. A fast typist's
 * query, already on its way as the modal mounts, would otherwise wait behind
 * the warm-up (30 to 40 ms on a first visit) and then run warm; it is better
 * run at once, and the warm-up skipped.
 */
const WARM_UP_DELAY_MS = 100;

let prepared: Promise<void> | null = null;

/**
 * Loads the index, then, unless a reader searches within WARM_UP_DELAY_MS,
 * runs one search of its own. V8 compiles the search code on its first run,
 * which made a reader's first query several times slower than the next.
 * Called as search opens, while the reader starts typing; once per visit, and
 * again after a failure.
 */
export function prepareLocalIndex(url: string): Promise<void> {
  prepared ??= loadLocalIndex(url)
    .then(async (loaded) => {
      await new Promise((resolve) => setTimeout(resolve, WARM_UP_DELAY_MS));
      if (searched) return;
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
