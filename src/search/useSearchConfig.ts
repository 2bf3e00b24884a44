import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useContextualSearchFilters} from '@docusaurus/theme-common';

import {isSearchSiteConfig, SEARCH, type SearchSiteConfig} from '../config/search';

export interface SearchSetup {
  readonly config: SearchSiteConfig;
  readonly indexUrl: string;
  /** Contextual search: this locale, and the docs versions in use (Docusaurus's tags). */
  readonly facetFilters: (string | string[])[];
}

/** The search mode from the site config, the local index URL and the contextual filters. */
export function useSearchSetup(): SearchSetup {
  const {siteConfig} = useDocusaurusContext();
  const raw = siteConfig.customFields?.search;
  const config: SearchSiteConfig = isSearchSiteConfig(raw) ? raw : {mode: 'local', indexName: SEARCH.indexName};
  const indexUrl = useBaseUrl(SEARCH.localIndexPath);
  const {locale, tags} = useContextualSearchFilters();
  return {
    config,
    indexUrl,
    facetFilters: [`language:${locale}`, tags.map((tag) => `docusaurus_tag:${tag}`)],
  };
}
