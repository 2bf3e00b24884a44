/** Errors of loading the local search index (no dependencies: every page may load this). */

/**
 * The local index could not be loaded. Its `name` is the one algoliasearch
 * gives a request that failed on every host, so DocSearch shows its
 * "Unable to fetch results" screen for both modes.
 */
export class SearchIndexLoadError extends Error {
  override readonly name = 'RetryError';
  constructor(reason: string, options?: {cause?: unknown}) {
    super(`The search index could not be loaded: ${reason}`, options);
  }
}

/** The error as a SearchIndexLoadError, the one DocSearch turns into its network message. */
export function asIndexLoadError(error: unknown): SearchIndexLoadError {
  return error instanceof SearchIndexLoadError
    ? error
    : new SearchIndexLoadError(error instanceof Error ? error.message : String(error), {cause: error});
}
