import {useCallback, useEffect, useId, useRef, useState, type FormEvent} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import type {Address} from 'viem';

import {siteNetwork} from '@site/src/chain/siteNetworks';
import {V3_CHAIN_IDS} from '@site/src/config/chain';
import {useSiteSettings} from '@site/src/config/useSiteSettings';
import type {ChainView} from '@site/src/positions/browser';

import ChainResult from './ChainResult';
import styles from './styles.module.css';

type FinderModule = typeof import('@site/src/positions/browser');

/** What the search line says; `problem` is a refusal or failure, shown as an alert. */
type Outcome =
  | {readonly kind: 'idle'}
  | {readonly kind: 'problem'; readonly text: string}
  | {readonly kind: 'resolving'; readonly name: string}
  | {readonly kind: 'searching'; readonly holder: Address; readonly name: string | null};

/**
 * The position finder: an address or ENS name in, every Yearn position of it
 * on the V3 chains out, each with its way out. The finder's code
 * (src/positions/browser.ts) loads on the first search; the holder is kept in
 * the URL (`?address=`) so the page can be sent as a link.
 */
export default function PositionFinder() {
  const location = useLocation();
  const history = useHistory();
  const {dataServices} = useSiteSettings();
  const inputId = useId();
  const fromUrl = new URLSearchParams(location.search).get('address') ?? '';
  const [text, setText] = useState(fromUrl);
  const [outcome, setOutcome] = useState<Outcome>({kind: 'idle'});
  const [chains, setChains] = useState<ReadonlyMap<number, ChainView>>(new Map());
  const [finder, setFinder] = useState<FinderModule | null>(null);
  const run = useRef(0);

  const search = useCallback(
    async (input: string) => {
      const id = ++run.current;
      const current = () => id === run.current;
      let module: FinderModule;
      try {
        module = await import('@site/src/positions/browser');
      } catch {
        if (current())
          setOutcome({kind: 'problem', text: 'The finder could not load. Check your connection and try again.'});
        return;
      }
      if (!current()) return;
      setFinder(module);
      let holder: Address;
      let name: string | null = null;
      try {
        const parsed = await module.parseHolder(input);
        if (parsed.kind === 'address') holder = parsed.address;
        else {
          name = parsed.name;
          setOutcome({kind: 'resolving', name: parsed.name});
          const resolved = await module.resolveHolderName(parsed.name);
          if (!current()) return;
          if (!resolved) {
            setOutcome({
              kind: 'problem',
              text: `${parsed.name} does not point to an address. Check the name, or paste the address.`,
            });
            return;
          }
          holder = resolved;
        }
      } catch (error) {
        if (!current()) return;
        const reason = error instanceof Error && 'reason' in error ? String(error.reason) : 'it could not be read';
        setOutcome({kind: 'problem', text: `Cannot search: ${reason}.`});
        return;
      }
      setOutcome({kind: 'searching', holder, name});
      await module.searchPositions(holder, V3_CHAIN_IDS, dataServices, (view) => {
        if (current()) setChains((before) => new Map(before).set(view.chainId, view));
      });
    },
    [dataServices],
  );

  // The field follows the URL when it changes (a link, back and forward), as React advises: during render.
  const [shownUrl, setShownUrl] = useState(fromUrl);
  if (shownUrl !== fromUrl) {
    setShownUrl(fromUrl);
    setText(fromUrl);
    setOutcome({kind: 'idle'});
    setChains(new Map());
  }

  // A link with ?address= searches at once, and so does going back to one.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- search sets state only after its first await (the import)
    if (fromUrl.trim()) void search(fromUrl);
    else run.current++;
  }, [fromUrl, search]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (value === fromUrl) {
      setOutcome({kind: 'idle'});
      setChains(new Map());
      void search(value);
    } else history.push({search: value ? `?address=${encodeURIComponent(value)}` : ''});
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
            {done < V3_CHAIN_IDS.length
              ? `Checking ${V3_CHAIN_IDS.length - done} of ${V3_CHAIN_IDS.length} chains for ${outcome.name ?? outcome.holder}…`
              : found === 0
                ? `No Yearn positions found for ${outcome.name ? `${outcome.name} (${outcome.holder})` : outcome.holder} on the chains that could be checked.`
                : `${found} ${found === 1 ? 'position' : 'positions'} found for ${outcome.name ? `${outcome.name} (${outcome.holder})` : outcome.holder}.`}
          </p>
          {finder &&
            V3_CHAIN_IDS.map((chainId) => (
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
