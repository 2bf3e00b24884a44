/**
 * The local index's download, once per visit, without the code that searches
 * it: small enough for every page, so the search provider can start it the
 * moment the reader reaches for search while the modal's code is still on its
 * way (./loadIndex.ts turns it into the index). A failed download is not
 * kept, so the next search tries again.
 */
import {asIndexLoadError, SearchIndexLoadError} from './indexErrors';

let pending: Promise<unknown> | null = null;

export function fetchIndexJson(url: string): Promise<unknown> {
  pending ??= fetch(url)
    .then((response) => {
      if (!response.ok) throw new SearchIndexLoadError(`HTTP ${response.status} for ${url}`);
      return response.json() as Promise<unknown>;
    })
    .catch((error: unknown) => {
      pending = null;
      throw asIndexLoadError(error);
    });
  return pending;
}
