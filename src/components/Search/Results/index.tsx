/**
 * The /search page body: a search box bound to the `q` query parameter (so
 * results can be shared) and the hits from the configured search client.
 * Hit text is HTML from the search client with <mark> highlights; the local
 * client escapes it (src/search/highlight.ts).
 */
import {useEffect, useMemo, useState} from 'react';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useHistory, useLocation} from '@docusaurus/router';

import SearchField from '@site/src/components/Search/Field';
import {SEARCH} from '@site/src/config/search';
import type {SearchHit, SearchResponse} from '@site/src/search/localClient';
import {readQueryParam} from '@site/src/search/queryParam';
import {toRelativeUrl} from '@site/src/search/display';
import {loadSearchCode} from '@site/src/search/searchCode';
import {warnIfStorageUnavailable} from '@site/src/search/storageCheck';
import {useSearchSetup} from '../useSearchConfig';
import styles from './styles.module.css';

type State =
  | {readonly status: 'idle'}
  | {readonly status: 'loading'}
  | {readonly status: 'error'}
  | {readonly status: 'done'; readonly response: SearchResponse; readonly hits: readonly SearchHit[]};

function Html({html, className}: {html: string | undefined; className?: string}) {
  return html ? <span className={className} dangerouslySetInnerHTML={{__html: html}} /> : null;
}

function HitItem({hit}: {hit: SearchHit}) {
  const levels = (['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const).filter((level) => hit.hierarchy[level]);
  const deepest = levels[levels.length - 1];
  return (
    <li className={styles.hit}>
      <Link to={toRelativeUrl(hit.url)} className={styles.hitTitle}>
        <Html html={hit._highlightResult.hierarchy.lvl1?.value ?? hit.hierarchy.lvl1 ?? ''} />
        {deepest && (
          <>
            {' › '}
            <Html html={hit._highlightResult.hierarchy[deepest]?.value ?? hit.hierarchy[deepest] ?? ''} />
          </>
        )}
      </Link>
      <div className={styles.hitArea}>
        <Html html={hit.hierarchy.lvl0 ?? ''} />
      </div>
      {hit.content !== null && (
        <p className={styles.hitSnippet}>
          <Html html={hit._snippetResult.content?.value ?? hit.content} />
        </p>
      )}
    </li>
  );
}

export default function SearchResults() {
  const location = useLocation();
  const history = useHistory();
  const {config, indexUrl, facetFilters} = useSearchSetup();
  // The static HTML is rendered without a query string: read it only once
  // hydrated, or the first client render would not match that HTML.
  const search = useIsBrowser() ? location.search : '';
  const fromUrl = useMemo(() => readQueryParam(search), [search]);
  const [input, setInput] = useState(fromUrl.query);
  const [page, setPage] = useState(0);
  const [state, setState] = useState<State>({status: 'idle'});
  const query = fromUrl.query;

  // The URL is read only once hydrated (above), so these follow it in effects rather than during render.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setInput(fromUrl.query), [fromUrl.query]);
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setPage(0), [query]);

  useEffect(() => {
    if (!query) {
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setState({status: 'idle'});
      return;
    }
    warnIfStorageUnavailable();
    let cancelled = false;
    setState((previous) => (page > 0 && previous.status === 'done' ? previous : {status: 'loading'}));
    loadSearchCode()
      .then((code) => code.createSiteSearchClient(config, indexUrl))
      .then((client) =>
        client.search({
          requests: [
            {
              indexName: config.indexName,
              query,
              page,
              hitsPerPage: SEARCH.pageHitsPerPage,
              facetFilters,
              attributesToSnippet: [`content:${SEARCH.snippetWords * 3}`],
              highlightPreTag: '<mark>',
              highlightPostTag: '</mark>',
            },
          ],
        }),
      )
      .then(({results}) => {
        if (cancelled) return;
        const response = results[0]!;
        setState((previous) => ({
          status: 'done',
          response,
          hits: page > 0 && previous.status === 'done' ? [...previous.hits, ...response.hits] : response.hits,
        }));
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.error('Search failed', error);
        setState({status: 'error'});
      });
    return () => {
      cancelled = true;
    };
  }, [query, page, config, indexUrl, facetFilters]);

  const submit = (value: string) => {
    const next = value.trim() ? `?q=${encodeURIComponent(value)}` : '';
    history.replace(`/search${next}`);
  };

  return (
    <div className={styles.page}>
      <form
        role="search"
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          submit(input);
        }}
      >
        <SearchField
          id="search-page-input"
          value={input}
          autoComplete="off"
          onChange={(event) => {
            setInput(event.target.value);
            submit(event.target.value);
          }}
        />
      </form>
      {fromUrl.truncated && (
        <p className={styles.note}>The search was shortened to {SEARCH.maxQueryLength} characters.</p>
      )}
      <div aria-live="polite">
        {state.status === 'idle' && <p>Type a word or a question to search all Yearn Docs.</p>}
        {state.status === 'loading' && <p>Searching…</p>}
        {state.status === 'error' && (
          <div className={styles.error}>
            <p className={styles.errorTitle}>Unable to fetch results</p>
            <p>You might want to check your network connection.</p>
          </div>
        )}
        {state.status === 'done' && state.response.nbHits === 0 && (
          <p>
            No results for “<strong>{query}</strong>”.
          </p>
        )}
        {state.status === 'done' && state.response.nbHits > 0 && (
          <>
            <p className={styles.count}>
              {state.response.nbHits} {state.response.nbHits === 1 ? 'result' : 'results'} for “<strong>{query}</strong>
              ”
            </p>
            <ol className={styles.hits}>
              {state.hits.map((hit) => (
                <HitItem key={hit.objectID} hit={hit} />
              ))}
            </ol>
            {state.hits.length < state.response.nbHits && (
              <button type="button" className="button button--secondary" onClick={() => setPage(page + 1)}>
                Show more results
              </button>
            )}
          </>
        )}
      </div>
    </div>
  );
}
