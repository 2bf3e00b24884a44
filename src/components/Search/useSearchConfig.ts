import {useMemo} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {getDocsVersionSearchTag, useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import {DEFAULT_SEARCH_TAG} from '@docusaurus/theme-common/internal';

import {SEARCH, type SearchSiteConfig} from '@site/src/config/search';
import {useSiteSettings} from '@site/src/config/useSiteSettings';

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
  const config = useSiteSettings().search;
  const indexUrl = useBaseUrl(SEARCH.localIndexPath);
  return {config, indexUrl};
}

/**
 * DocSearch's filters: this locale, and each docs area's version. The five
 * areas are not versioned, so the filters are the same on every page and are
 * computed from the site's data alone: usable anywhere, Root included, with
 * no page layout context (Docusaurus's contextual hook needs one, and a
 * navbar rendered outside it threw). Stable for the life of the page:
 * DocSearch empties the query when its filters change.
 */
export function useSearchFacetFilters(): FacetFilters {
  const {i18n} = useDocusaurusContext();
  const allDocs = useAllDocsData();
  return useMemo(() => {
    const tags = Object.entries(allDocs).map(([pluginId, docs]) => {
      const latest = docs.versions.find((version) => version.isLast) ?? docs.versions[0]!;
      return `docusaurus_tag:${getDocsVersionSearchTag(pluginId, latest.name)}`;
    });
    return [`language:${i18n.currentLocale}`, [`docusaurus_tag:${DEFAULT_SEARCH_TAG}`, ...tags]];
  }, [allDocs, i18n.currentLocale]);
}

/** Everything a search box inside a page needs. */
export function useSearchSetup(): SearchSetup {
  return {...useSearchSiteSetup(), facetFilters: useSearchFacetFilters()};
}
