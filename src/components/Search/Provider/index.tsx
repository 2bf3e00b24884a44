/**
 * Owns the search modal for the whole visit. Docusaurus renders a new layout,
 * navbar included, when a reader moves to another docs area; a modal kept in
 * the navbar's search button would vanish, with its query, if it was opened
 * while the next page was still loading. Here it lives in Root, which is
 * rendered once, and the navbar button (../Button) only asks for it.
 *
 * The keyboard shortcuts are registered here too, once per page load. The
 * modal's code (DocSearch, about 25 kB gzip) and the local index are
 * downloaded on first open, or as soon as the reader points at or focuses the
 * button. While they are on their way, a small shell (../Shell) shows at once
 * and keeps what the reader types.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';

import {SEARCH} from '@site/src/config/search';
import {takeEarlySearchRequest} from '@site/src/search/earlyShortcut';
import {fetchIndexJson} from '@site/src/search/indexFetch';
import {loadSearchCode} from '@site/src/search/searchCode';
import type {SearchModalProps} from '@site/src/components/Search/Modal';
import {warnIfStorageUnavailable} from '@site/src/search/storageCheck';
import {useSearchFacetFilters, useSearchSiteSetup} from '../useSearchConfig';
import SearchShell from '../Shell';
import {useSearchShortcuts} from '../useSearchShortcuts';

/** Starts downloading the modal; safe to call any number of times. */
export const loadSearchModal = () => import('@site/src/components/Search/Modal');

/**
 * Starts downloading the modal and, in local mode, the index, side by side:
 * the index would otherwise wait for the modal's code and first query. Called
 * when the reader points at or focuses the search button and when search
 * opens; both downloads happen once. A failed index download is not kept,
 * and the modal's first search reports it.
 */
export function preloadSearch(indexUrl: string | null): void {
  void loadSearchModal();
  if (indexUrl !== null) fetchIndexJson(indexUrl).catch(() => undefined);
}

/**
 * As search opens: the local index is built (and its search code warmed) as
 * soon as the index and the search code are here, while the modal's larger
 * code is still arriving and mounting. A failure is the first query's to report.
 */
function prepareSearch(indexUrl: string | null): void {
  if (indexUrl === null) return;
  loadSearchCode()
    .then((code) => code.prepareLocalIndex(indexUrl))
    .catch(() => undefined);
}

export interface SearchControls {
  /** Opens the modal. */
  open(): void;
  /** Starts downloading what search needs (the reader is about to use it). */
  preload(): void;
  /** The navbar's search button: focus returns to it on close, and a letter typed on it opens search. */
  readonly buttonRef: RefObject<HTMLButtonElement | null>;
}

const SearchContext = createContext<SearchControls | null>(null);

/**
 * The provider's controls, or null outside it: Docusaurus's last-resort crash
 * page renders the navbar outside Root, and must not crash again there.
 */
export function useSearchControls(): SearchControls | null {
  return useContext(SearchContext);
}

export default function SearchProvider({children}: {readonly children: ReactNode}) {
  const {config, indexUrl} = useSearchSiteSetup();
  const localIndexUrl = config.mode === 'local' ? indexUrl : null;
  const facetFilters = useSearchFacetFilters();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  const preload = useCallback(() => preloadSearch(localIndexUrl), [localIndexUrl]);

  // The modal component once its code is here. Not React.lazy: React holds back
  // a Suspense boundary's content for 300 ms after its fallback showed, which
  // would keep the shell on screen that long after the code had arrived.
  const [Modal, setModal] = useState<ComponentType<SearchModalProps> | null>(null);
  const [modalFailed, setModalFailed] = useState(false);
  const loadModal = useCallback(() => {
    setModalFailed(false);
    loadSearchModal().then(
      (module) => setModal(() => module.default),
      (error: unknown) => {
        console.warn('The search modal could not load', error);
        setModalFailed(true);
      },
    );
  }, []);

  const open = useCallback(() => {
    warnIfStorageUnavailable();
    preload();
    prepareSearch(localIndexUrl);
    if (!Modal) loadModal();
    // Text selected on the page is the query, as in DocSearch; read here, once, since the shell's field takes
    // focus (and the selection with it) before DocSearch mounts, and DocSearch no longer reads it
    // (plugins/lean-docsearch). A key typed to open search comes first.
    const selected = window.getSelection()?.toString().trim().slice(0, SEARCH.maxQueryLength);
    if (selected) setInitialQuery((typed) => typed ?? selected);
    setIsOpen(true);
  }, [preload, localIndexUrl, Modal, loadModal]);

  const close = useCallback(() => {
    setIsOpen(false);
    buttonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);

  const openWithKey = useCallback(
    (event: KeyboardEvent) => {
      // A printable key pressed on the button opens search with that character typed.
      setInitialQuery(event.key);
      open();
    },
    [open],
  );

  useSearchShortcuts({isOpen, onOpen: open, onClose: close, onInput: openWithKey, searchButtonRef: buttonRef});

  // A shortcut pressed before hydration was noted by the inline script; honour it now.
  useEffect(() => {
    // The request lives outside React (a flag the inline script set), so an effect is where it can be read.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (takeEarlySearchRequest()) open();
  }, [open]);

  // The modal's footer credits Algolia; in local mode that would not be true (see custom.css).
  useEffect(() => {
    document.documentElement.dataset.searchMode = config.mode;
  }, [config.mode]);

  const controls = useMemo<SearchControls>(() => ({open, preload, buttonRef}), [open, preload]);

  return (
    <SearchContext.Provider value={controls}>
      {children}
      {isOpen &&
        (Modal ? (
          <Modal initialQuery={initialQuery} facetFilters={facetFilters} onClose={close} />
        ) : (
          <SearchShell
            query={initialQuery ?? ''}
            onQuery={setInitialQuery}
            onClose={close}
            failed={modalFailed}
            onRetry={loadModal}
          />
        ))}
    </SearchContext.Provider>
  );
}
