/**
 * The navbar search button. The modal, its state and the keyboard shortcuts
 * belong to SearchProvider (in Root), so an open search survives the navbar
 * being rendered anew on another docs area. Pointing
 * at or focusing the button starts downloading the modal, which usually
 * arrives before the click.
 */
import useBaseUrl from '@docusaurus/useBaseUrl';

import SearchButton from '@site/src/components/SearchButton';
import {loadSearchModal, useSearchControls} from '@site/src/components/SearchProvider';

export default function SearchBar() {
  const controls = useSearchControls();
  const searchPage = useBaseUrl('/search');
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
