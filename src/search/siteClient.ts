/**
 * The search client for the configured mode: the local index, or Algolia's
 * lite client (loaded only when Algolia is configured). Used by the /search
 * page; the DocSearch modal builds its own Algolia client and swaps in the
 * local one through `transformSearchClient`. The browser reaches this module
 * only through `loadSearchCode` (./searchCode.ts).
 */
import type {SearchSiteConfig} from '../config/search';
import {asAlgoliaClient} from './clientShape';
import type {SearchClientLike, SearchRequest} from './localClient';
import {searchIndexAt} from './loadIndex';

export {prepareLocalIndex} from './loadIndex';

export function localClientFor(indexUrl: string) {
  return asAlgoliaClient({
    search: async ({requests}: {requests: readonly SearchRequest[]}) => ({
      results: await searchIndexAt(indexUrl, requests),
    }),
  } satisfies SearchClientLike);
}

export async function createSiteSearchClient(config: SearchSiteConfig, indexUrl: string): Promise<SearchClientLike> {
  if (config.mode === 'local') return localClientFor(indexUrl);
  const {liteClient} = await import('algoliasearch/lite');
  return liteClient(config.appId, config.apiKey) as unknown as SearchClientLike;
}
