/**
 * The navbar search: a DocSearch-styled button and shortcuts in every page's
 * bundle, and the DocSearch modal (SearchModal.tsx) downloaded only when a
 * reader first opens search, or points at or focuses the button, which
 * usually fetches it before the click lands.
 */
import {lazy, Suspense, useCallback, useEffect, useRef, useState} from 'react';

import SearchButton from '@site/src/components/SearchButton';
import {warnIfStorageUnavailable} from '@site/src/search/storageCheck';
import {useSearchSetup} from '@site/src/search/useSearchConfig';
import {useSearchShortcuts} from '@site/src/search/useSearchShortcuts';

const loadModal = () => import('./SearchModal');
const SearchModal = lazy(loadModal);

export default function SearchBar() {
  const {config} = useSearchSetup();
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  const onOpen = useCallback(() => {
    warnIfStorageUnavailable();
    setIsOpen(true);
  }, []);

  const onClose = useCallback(() => {
    setIsOpen(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);

  const onInput = useCallback(
    (event: KeyboardEvent) => {
      // A printable key pressed on the button opens search with that character typed.
      setInitialQuery(event.key);
      onOpen();
    },
    [onOpen],
  );

  useSearchShortcuts({isOpen, onOpen, onClose, onInput, searchButtonRef});

  // The modal's footer credits Algolia; in local mode that would not be true (see custom.css).
  useEffect(() => {
    document.documentElement.dataset.searchMode = config.mode;
  }, [config.mode]);

  return (
    <>
      <SearchButton
        ref={searchButtonRef}
        onClick={onOpen}
        onPointerEnter={() => void loadModal()}
        onFocus={() => void loadModal()}
        buttonText="Search"
        buttonAriaLabel="Search docs"
      />
      {isOpen && (
        <Suspense fallback={null}>
          <SearchModal initialQuery={initialQuery} onClose={onClose} />
        </Suspense>
      )}
    </>
  );
}
