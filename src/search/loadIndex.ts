/**
 * The local search index, built once from its download (./indexFetch.ts) the
 * first time search needs it, and kept for the rest of the visit. A failed
 * load is not kept, so the next search tries again.
 */
import {asIndexLoadError} from './indexErrors';
import {fetchIndexJson} from './indexFetch';
import {loadIndexFromJson, type LoadedIndex} from './localClient';
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
