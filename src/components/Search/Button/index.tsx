/**
 * The navbar search button, with DocSearch's markup and class names so
 * DocSearch's button CSS styles it. It is ours rather than DocSearch's
 * `DocSearchButton` because @docsearch/react ships as one module: importing
 * the button would put the whole modal (about 25 kB gzip) in every page's
 * first-load JavaScript. The modal, its state and the keyboard shortcuts
 * belong to the provider (../Provider, in Root), so an open search survives
 * the navbar being rendered anew on another docs area; this button only asks
 * for it. Pointing at or focusing the button starts downloading the modal
 * and the index, which usually arrive before the click.
 */
import {useEffect, useState, useSyncExternalStore, type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';

import {useSearchControls} from '../Provider';
import {ControlKeyIcon, SearchIcon} from './icons';

const APPLE_PLATFORM = /(Mac|iPhone|iPod|iPad)/i;

/** A key cap that shows as pressed while its key is held. */
function Key({reactsToKey, children}: {readonly reactsToKey: string; readonly children: ReactNode}) {
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    const down = (event: KeyboardEvent) => event.key === reactsToKey && setPressed(true);
    const up = (event: KeyboardEvent) => (event.key === reactsToKey || event.key === 'Meta') && setPressed(false);
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
    };
  }, [reactsToKey]);
  return (
    <kbd className={pressed ? 'DocSearch-Button-Key DocSearch-Button-Key--pressed' : 'DocSearch-Button-Key'}>
      {children}
    </kbd>
  );
}

/** The platform never changes while the page is open: nothing to subscribe to. */
const subscribeToNothing = () => () => {};

export default function SearchButton() {
  const controls = useSearchControls();
  const searchPage = useBaseUrl('/search');
  // The modifier is known only in the browser; the server renders no key caps
  // (their space is reserved by DocSearch's CSS, so nothing shifts).
  const apple = useSyncExternalStore(
    subscribeToNothing,
    () => APPLE_PLATFORM.test(navigator.platform),
    () => null,
  );
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-label={`Search docs (${apple ? 'Command' : 'Ctrl'}+K)`}
      ref={controls?.buttonRef}
      // Without the provider (Docusaurus's last-resort crash page), the search page still works.
      onClick={controls ? controls.open : () => window.location.assign(searchPage)}
      onPointerEnter={controls?.preload}
      onFocus={controls?.preload}
    >
      <span className="DocSearch-Button-Container">
        <SearchIcon />
        <span className="DocSearch-Button-Placeholder">Search</span>
      </span>
      <span className="DocSearch-Button-Keys">
        {apple !== null && (
          <>
            <Key reactsToKey={apple ? 'Meta' : 'Control'}>{apple ? '⌘' : <ControlKeyIcon />}</Key>
            <Key reactsToKey="k">K</Key>
          </>
        )}
      </span>
    </button>
  );
}
