/**
 * Fetches the local search index once, the first time search opens, and
 * keeps it for the rest of the visit. A failed fetch is not cached, so the
 * next search tries again.
 */
import {loadIndexFromJson, SearchIndexLoadError, type LoadedIndex} from './localClient';
import type {SerializedSearchIndex} from './types';

let pending: Promise<LoadedIndex> | null = null;

export function loadLocalIndex(url: string): Promise<LoadedIndex> {
  pending ??= fetch(url)
    .then(async (response) => {
      if (!response.ok) throw new SearchIndexLoadError(`HTTP ${response.status} for ${url}`);
      return loadIndexFromJson((await response.json()) as SerializedSearchIndex);
    })
    .catch((error: unknown) => {
      pending = null;
      throw error instanceof SearchIndexLoadError
        ? error
        : new SearchIndexLoadError(error instanceof Error ? error.message : String(error), {cause: error});
    });
  return pending;
}
