/**
 * The DocSearch modal in both modes, loaded on first open (see ../Provider).
 * With no Algolia configuration, `transformSearchClient` hands DocSearch the
 * local client, which answers the same multi-query request from the built-in
 * index, so grouping, highlighting, recent and favorite searches and keyboard
 * handling all come from DocSearch itself. The local index is built as
 * search opens (see ../Provider).
 */
import {useCallback, useMemo, useState} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchModal} from '@docsearch/react';
import type {DocSearchModalProps, DocSearchTransformClient} from '@docsearch/react';
import {useHistory} from '@docusaurus/router';
import '@docsearch/css/dist/modal.css';

import {SEARCH} from '@site/src/config/search';
import {SITE} from '@site/src/config/site';
import {keepRankOrder, showArea, toRelativeUrl} from '@site/src/search/display';
import {asAlgoliaClient} from '@site/src/search/clientShape';
import type {SearchRequest} from '@site/src/search/localClient';
import {loadSearchCode} from '@site/src/search/searchCode';
import ClientLink from '../../ClientLink';
import Hit from '../Hit';
import {useFocusTrap} from '../useFocusTrap';
import {useSearchSiteSetup, type FacetFilters} from '../useSearchConfig';
import styles from './styles.module.css';

type TransformSearchClient = (client: DocSearchTransformClient) => DocSearchTransformClient;

const NETWORK_ERROR_TRANSLATIONS: DocSearchModalProps['translations'] = {
  noResultsScreen: {
    noResultsText: 'Unable to fetch results for',
    reportMissingResultsText: 'You might want to check your network connection.',
    reportMissingResultsLinkText: 'Retry on the search page.',
  },
};

/** No hits for each request of a DocSearch multi-query: what a failed search answers. */
function emptyResponse(params: unknown) {
  const requests = (params as {requests?: unknown[]} | undefined)?.requests ?? [null];
  return {
    results: requests.map(() => ({
      hits: [],
      nbHits: 0,
      page: 0,
      nbPages: 0,
      hitsPerPage: 0,
      processingTimeMS: 0,
      query: '',
      params: '',
      exhaustiveNbHits: true,
    })),
  } as unknown as Awaited<ReturnType<DocSearchTransformClient['search']>>;
}

/**
 * The local client, its hits keyed so DocSearch's grouping by area keeps the
 * ranking's order (src/search/display.ts); `transformItems` shows each hit
 * under its area again.
 */
function localModalClient(indexUrl: string): DocSearchTransformClient {
  return asAlgoliaClient({
    search: async (params: {requests: readonly SearchRequest[]}) => {
      const {results} = await (await loadSearchCode()).localClientFor(indexUrl).search(params);
      return {
        results: results.map((result) => ({...result, hits: keepRankOrder(result.hits, SEARCH.maxHitsPerGroup)})),
      };
    },
  }) as unknown as DocSearchTransformClient;
}

export interface SearchModalProps {
  readonly initialQuery: string | undefined;
  /** The filters of the page being read (the modal itself lives outside the page's layout). */
  readonly facetFilters: FacetFilters;
  readonly onClose: () => void;
}

export default function SearchModal({initialQuery, facetFilters, onClose}: SearchModalProps) {
  const {config, indexUrl} = useSearchSiteSetup();
  const history = useHistory();
  // DocSearch's own trap lets Tab leave the modal once results show; this one sees the current results.
  useFocusTrap('.DocSearch-Modal', true);

  // DocSearch 3.9 never shows its own error screen under React 18+: the status
  // it sets on a failed request is reset to idle before React renders. So the
  // client is wrapped to remember a failure, and the no-results screen then
  // carries the network message instead (see `translations` below).
  const [failed, setFailed] = useState(false);
  const transformSearchClient = useMemo<TransformSearchClient>(() => {
    const local = config.mode === 'local' ? localModalClient(indexUrl) : null;
    return (algoliaClient) => {
      const client = local ?? algoliaClient;
      return {
        ...client,
        search: (...args: Parameters<DocSearchTransformClient['search']>) =>
          client.search(...args).then(
            (response) => {
              setFailed(false);
              return response;
            },
            // Answered with empty results rather than rethrown: DocSearch
            // rethrows a failed search from a promise nobody awaits, which
            // would be an uncaught error on every keystroke while offline.
            (error: unknown) => {
              console.warn('Search failed', error);
              setFailed(true);
              return emptyResponse(args[0]);
            },
          ),
      } as DocSearchTransformClient;
    };
  }, [config.mode, indexUrl]);

  const navigator = useMemo(
    () => ({
      navigate({itemUrl}: {itemUrl: string}) {
        history.push(itemUrl);
      },
    }),
    [history],
  );

  // DocSearch rebuilds its search, emptying the query, whenever this object changes.
  const searchParameters = useMemo(() => ({facetFilters, hitsPerPage: SEARCH.modalHitsPerPage}), [facetFilters]);

  // Each hit shows under its area again (see localModalClient).
  const transformItems = useCallback<NonNullable<DocSearchModalProps['transformItems']>>(
    (items) => items.map((item) => showArea({...item, url: toRelativeUrl(item.url)})),
    [],
  );

  // A ClientLink, as each hit is (../Hit): Docusaurus's Link would watch it for the viewport on every render.
  const resultsFooter = useCallback(
    ({state}: {state: {query: string; context: Record<string, unknown>}}) => (
      <ClientLink
        className={styles.footerLink}
        href={`/search?q=${encodeURIComponent(state.query)}`}
        onNavigate={onClose}
      >
        See all results for “{state.query}”
      </ClientLink>
    ),
    [onClose],
  );

  return createPortal(
    <DocSearchModal
      appId={config.mode === 'algolia' ? config.appId : 'local'}
      apiKey={config.mode === 'algolia' ? config.apiKey : 'local'}
      indexName={config.indexName}
      placeholder={SEARCH.placeholder}
      initialQuery={initialQuery}
      initialScrollY={window.scrollY}
      onClose={onClose}
      searchParameters={searchParameters}
      transformSearchClient={transformSearchClient}
      transformItems={transformItems}
      navigator={navigator}
      hitComponent={Hit}
      resultsFooterComponent={resultsFooter}
      maxResultsPerGroup={SEARCH.maxHitsPerGroup}
      getMissingResultsUrl={({query}) =>
        failed
          ? `/search?q=${encodeURIComponent(query)}`
          : `${SITE.repository}/issues/new?title=${encodeURIComponent(`Search: no results for "${query}"`)}`
      }
      translations={failed ? NETWORK_ERROR_TRANSLATIONS : undefined}
    />,
    document.body,
  );
}
