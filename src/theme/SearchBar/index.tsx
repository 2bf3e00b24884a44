/**
 * The navbar search button. The modal, its state and the keyboard shortcuts
 * belong to SearchProvider (in Root), so an open search survives the navbar
 * being rendered anew on another docs area. The button passes the provider
 * the page's search filters, which need the page's layout context. Pointing
 * at or focusing the button starts downloading the modal, which usually
 * arrives before the click.
 */
import {useEffect} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';

import SearchButton from '@site/src/components/SearchButton';
import {loadSearchModal, useSearchControls} from '@site/src/components/SearchProvider';
import {useSearchFacetFilters} from '@site/src/search/useSearchConfig';

export default function SearchBar() {
  const controls = useSearchControls();
  const searchPage = useBaseUrl('/search');
  const facetFilters = useSearchFacetFilters();
  useEffect(() => controls?.setFacetFilters(facetFilters), [controls, facetFilters]);
  return (
    <SearchButton
      ref={controls?.buttonRef}
      // Without the provider (the crash page), the search page still works.
      onClick={controls ? controls.open : () => window.location.assign(searchPage)}
      onPointerEnter={() => void loadSearchModal()}
      onFocus={() => void loadSearchModal()}
      buttonText="Search"
      buttonAriaLabel="Search docs"
    />
  );
}
