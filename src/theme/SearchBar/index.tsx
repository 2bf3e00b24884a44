/** The navbar's search slot: the site's own button (src/components/Search/Button). */
import SearchButton from '@site/src/components/Search/Button';

export default function SearchBar() {
  return <SearchButton />;
}
