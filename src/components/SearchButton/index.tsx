/**
 * The navbar search button, with DocSearch's markup and class names so
 * DocSearch's button CSS styles it. It is ours rather than DocSearch's
 * `DocSearchButton` because @docsearch/react ships as one module: importing
 * the button would put the whole modal (about 25 kB gzip) in every page's
 * first-load JavaScript. The modal is loaded on first open (src/components/SearchProvider).
 */
import {forwardRef, useEffect, useState, type ButtonHTMLAttributes, type ReactNode} from 'react';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';

const APPLE_PLATFORM = /(Mac|iPhone|iPod|iPad)/i;

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly buttonText: string;
  readonly buttonAriaLabel: string;
}

function SearchIcon() {
  return (
    <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
      <path
        d="M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z"
        stroke="currentColor"
        fill="none"
        fillRule="evenodd"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** DocSearch's "Ctrl" key cap drawing. */
function ControlKeyIcon() {
  return (
    <svg width="15" height="15" className="DocSearch-Control-Key-Icon" aria-hidden="true">
      <path
        d="M4.505 4.496h2M5.505 5.496v5M8.216 4.496l.055 5.993M10 7.5c.333.333.5.667.5 1v2M12.326 4.5v5.996M8.384 4.496c1.674 0 2.116 0 2.116 1.5s-.442 1.5-2.116 1.5M3.205 9.303c-.09.448-.277 1.21-1.241 1.203C1 10.5.5 9.513.5 8V7c0-1.57.5-2.5 1.464-2.494.964.006 1.134.598 1.24 1.342M12.553 10.5h1.953"
        strokeWidth="1.2"
        stroke="currentColor"
        fill="none"
        strokeLinecap="square"
      />
    </svg>
  );
}

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
  return <kbd className={pressed ? 'DocSearch-Button-Key DocSearch-Button-Key--pressed' : 'DocSearch-Button-Key'}>{children}</kbd>;
}

const SearchButton = forwardRef<HTMLButtonElement, Props>(function SearchButton({buttonText, buttonAriaLabel, ...rest}, ref) {
  // The modifier is known only in the browser; the server renders no key caps
  // (their space is reserved by DocSearch's CSS, so nothing shifts).
  const [apple, setApple] = useState<boolean | null>(null);
  useEffect(() => setApple(APPLE_PLATFORM.test(navigator.platform)), []);
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-label={`${buttonAriaLabel} (${apple ? 'Command' : 'Ctrl'}+K)`}
      {...rest}
      ref={ref}>
      <span className="DocSearch-Button-Container">
        <SearchIcon />
        <span className="DocSearch-Button-Placeholder">{buttonText}</span>
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
});

export default SearchButton;
