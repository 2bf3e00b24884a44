/**
 * Reads the `q` parameter of /search safely: any query string (malformed
 * percent-encoding, 10 kB, markup) gives a plain string of at most the
 * search input's length, never an exception.
 */
import {SEARCH} from '../config/search';

export interface SearchQueryParam {
  readonly query: string;
  /** True when the address held a longer query than the search box accepts. */
  readonly truncated: boolean;
}

export function readQueryParam(search: string): SearchQueryParam {
  let value = '';
  try {
    value = new URLSearchParams(search).get('q') ?? '';
  } catch {
    value = '';
  }
  const trimmed = value.replace(/\s+/g, ' ').trim();
  const chars = Array.from(trimmed);
  return {
    query: chars.slice(0, SEARCH.maxQueryLength).join(''),
    truncated: chars.length > SEARCH.maxQueryLength,
  };
}
