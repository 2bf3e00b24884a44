import {useEffect, useId, useMemo, useState, type FormEvent} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';

import {siteNetwork} from '@site/src/chain/siteNetworks';
import {VAULT_CHAIN_IDS} from '@site/src/config/chain';
import {useSiteSettings} from '@site/src/config/useSiteSettings';
import {createFinderSearch, IDLE, type FinderState} from '@site/src/positions/finderSearch';

import ChainResult from './ChainResult';
import styles from './styles.module.css';

type FinderModule = typeof import('@site/src/positions/browser');

/**
 * The position finder: an address or ENS name in, every Yearn position of it
 * on every chain where Yearn's registries list vaults out, each with its way out. The search itself
 * (src/positions/finderSearch.ts) keeps only the newest search's answers; the
 * finder's code (src/positions/browser.ts) loads on the first search; the
 * holder is kept in the URL (`?address=`) so the page can be sent as a link.
 */
export default function PositionFinder() {
  const location = useLocation();
  const history = useHistory();
  const {dataServices} = useSiteSettings();
  const inputId = useId();
  const fromUrl = new URLSearchParams(location.search).get('address') ?? '';
  const [text, setText] = useState(fromUrl);
  const [{outcome, chains}, setState] = useState<FinderState>(IDLE);
  const [finder, setFinder] = useState<FinderModule | null>(null);

  const searcher = useMemo(
    () =>
      createFinderSearch(
        async () => {
          const module = await import('@site/src/positions/browser');
          setFinder(module);
          return {
            parseHolder: module.parseHolder,
            resolveHolderName: module.resolveHolderName,
            searchPositions: (holder, report) => module.searchPositions(holder, VAULT_CHAIN_IDS, dataServices, report),
          };
        },
        VAULT_CHAIN_IDS,
        setState,
      ),
    [dataServices],
  );

  // The field follows the URL when it changes (a link, back and forward), as React advises: during render.
  const [shownUrl, setShownUrl] = useState(fromUrl);
  if (shownUrl !== fromUrl) {
    setShownUrl(fromUrl);
    setText(fromUrl);
  }

  // A link with ?address= searches at once, and so does going back to one; a URL without it clears the page.
  useEffect(() => {
    if (fromUrl.trim()) void searcher.search(fromUrl);
    else searcher.reset();
  }, [fromUrl, searcher]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (value === fromUrl) void searcher.search(value);
    else history.push({search: value ? `?address=${encodeURIComponent(value)}` : ''});
  };

  const views = [...chains.values()];
  const done = views.filter((v) => v.state !== 'checking').length;
  const found = views.reduce((n, v) => n + (v.state === 'done' ? v.positions.length : 0), 0);

  return (
    <div className={styles.root} data-position-finder="">
      {/* Without JavaScript the form still puts the holder in the URL; the reads need the script. */}
      <form className={styles.form} role="search" onSubmit={submit} method="get">
        <label htmlFor={inputId}>Address or ENS name</label>
        <div className={styles.row}>
          <input
            id={inputId}
            name="address"
            className={styles.input}
            value={text}
            onChange={(event) => setText(event.target.value)}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            inputMode="text"
          />
          <button type="submit" className="button button--primary">
            Find positions
          </button>
        </div>
      </form>
      <noscript>
        <p className={styles.problem}>The finder reads each chain from your browser, so it needs JavaScript.</p>
      </noscript>
      {outcome.kind === 'problem' && (
        <p className={styles.problem} role="alert">
          {outcome.text}
        </p>
      )}
      {outcome.kind === 'resolving' && (
        <p className={styles.summary} role="status">
          Looking up {outcome.name} on Ethereum…
        </p>
      )}
      {outcome.kind === 'searching' && (
        <>
          <p className={styles.summary} role="status" data-testid="finder-summary">
            {done < VAULT_CHAIN_IDS.length
              ? `Checking ${VAULT_CHAIN_IDS.length - done} of ${VAULT_CHAIN_IDS.length} chains for ${outcome.name ?? outcome.holder}…`
              : found === 0
                ? `No Yearn positions found for ${outcome.name ? `${outcome.name} (${outcome.holder})` : outcome.holder} on the chains that could be checked.`
                : `${found} ${found === 1 ? 'position' : 'positions'} found for ${outcome.name ? `${outcome.name} (${outcome.holder})` : outcome.holder}.`}
          </p>
          {finder &&
            VAULT_CHAIN_IDS.map((chainId) => (
              <ChainResult
                key={chainId}
                name={siteNetwork(chainId).name}
                view={chains.get(chainId) ?? {chainId, state: 'checking'}}
                format={finder}
              />
            ))}
        </>
      )}
    </div>
  );
}
