import {useMemo} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useContextualSearchFilters} from '@docusaurus/theme-common';

import {isSearchSiteConfig, SEARCH, type SearchSiteConfig} from '../config/search';

/** DocSearch's facet filters: this locale, and the docs versions in use (Docusaurus's tags). */
export type FacetFilters = (string | string[])[];

export interface SearchSiteSetup {
  readonly config: SearchSiteConfig;
  readonly indexUrl: string;
}

export interface SearchSetup extends SearchSiteSetup {
  readonly facetFilters: FacetFilters;
}

/**
 * The search mode from the site config and the local index URL. Usable
 * anywhere, Root included (the search modal lives there).
 */
export function useSearchSiteSetup(): SearchSiteSetup {
  const {siteConfig} = useDocusaurusContext();
  const raw = siteConfig.customFields?.search;
  const config: SearchSiteConfig = isSearchSiteConfig(raw) ? raw : {mode: 'local', indexName: SEARCH.indexName};
  const indexUrl = useBaseUrl(SEARCH.localIndexPath);
  return {config, indexUrl};
}

/**
 * Filters for the page being read. Only inside a page's Layout: it reads the
 * docs version context. The same array until the locale or a docs version
 * changes, so effects that depend on it run only then.
 */
export function useSearchFacetFilters(): FacetFilters {
  const {locale, tags} = useContextualSearchFilters();
  const tagKey = tags.join('\n');
  return useMemo(
    () => [`language:${locale}`, tagKey.split('\n').filter(Boolean).map((tag) => `docusaurus_tag:${tag}`)],
    [locale, tagKey],
  );
}

/** Everything a search box inside a page needs. */
export function useSearchSetup(): SearchSetup {
  return {...useSearchSiteSetup(), facetFilters: useSearchFacetFilters()};
}
