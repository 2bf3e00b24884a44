import {useEffect, useRef} from 'react';

import {SEARCH} from '@site/src/config/search';

import styles from './styles.module.css';

export interface SearchShellProps {
  readonly query: string;
  readonly onQuery: (query: string) => void;
  readonly onClose: () => void;
  /** The modal's code could not be downloaded. */
  readonly failed?: boolean;
  readonly onRetry?: () => void;
}

/**
 * What the reader sees in the moment between opening search and the modal's
 * code arriving (on a first open over a slow network): the same place on
 * screen, a focused search field that keeps what is typed (the modal opens
 * with it), and a line saying search is on its way, or that its code could
 * not be downloaded, with a way to try again. Small, since it ships with
 * every page.
 */
export default function SearchShell({query, onQuery, onClose, failed = false, onRetry}: SearchShellProps) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  return (
    // A click on the backdrop is the mouse's way out; Escape closes it from the keyboard (useSearchShortcuts).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      className={styles.backdrop}
      onClick={(event) => event.target === event.currentTarget && onClose()}
      data-search-shell=""
    >
      <div className={styles.box} role="dialog" aria-modal="true" aria-label="Search">
        <input
          ref={input}
          className={styles.input}
          type="search"
          aria-label={SEARCH.placeholder}
          placeholder={SEARCH.placeholder}
          maxLength={SEARCH.maxQueryLength}
          value={query}
          onChange={(event) => onQuery(event.target.value)}
        />
        <p className={styles.status} role="status">
          {failed ? 'Search could not load. Check your connection, then try again.' : 'Loading search…'}
        </p>
        {failed && onRetry ? (
          <button type="button" className="button button--secondary button--sm" onClick={onRetry}>
            Try again
          </button>
        ) : null}
      </div>
    </div>
  );
}
