import {useEffect, useId, useMemo, useRef, useState, type FormEvent} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';

import {siteNetwork} from '@site/src/chain/siteNetworks';
import {V3_CHAIN_IDS} from '@site/src/config/chain';
import {EXPLAIN} from '@site/src/config/explain';
import {readFragment, writeFragment, type ExplainMode, type PageInput} from '@site/src/explain/pageInput';
import {createExplainSession, IDLE, type Live, type Outcome, type PageState} from '@site/src/explain/pageSession';

import CallTree from './CallTree';
import RevertView from './RevertView';
import styles from './styles.module.css';

const EMPTY: PageInput = {mode: 'transaction', input: '', to: ''};

/**
 * "Check before you sign": calldata, a Safe transaction or a revert in,
 * a plain explanation out. A thin view over src/explain: its code and the
 * selector index load on the first explanation (src/explain/browser.ts);
 * the input lives in the link's fragment (src/explain/pageInput.ts) so a
 * signer can share exactly what they checked; live detail from the chain is
 * added when the chain answers and is never needed.
 */
export default function TransactionExplainer() {
  const location = useLocation();
  const history = useHistory();
  const ids = {mode: useId(), input: useId(), to: useId(), chain: useId(), help: useId()};
  const fromUrl = readFragment(location.hash, V3_CHAIN_IDS);
  const [form, setForm] = useState<PageInput>(fromUrl.kind === 'input' ? fromUrl.value : EMPTY);
  const [{outcome, live}, setState] = useState<PageState>(IDLE);
  /** An input too long for the link, explained once the link is cleared. */
  const direct = useRef<PageInput | null>(null);
  const session = useMemo(() => createExplainSession(() => import('@site/src/explain/browser'), setState), []);

  // The form follows the link when it changes (a shared link, back and forward), during render as React advises.
  const [shownHash, setShownHash] = useState(location.hash);
  if (shownHash !== location.hash) {
    setShownHash(location.hash);
    if (fromUrl.kind === 'input') setForm(fromUrl.value);
  }

  // A link with an input explains it at once, and so does going back to one; a link without one clears the page.
  useEffect(() => {
    const read = readFragment(location.hash, V3_CHAIN_IDS);
    const pasted = direct.current;
    direct.current = null;
    if (read.kind === 'empty' && pasted) void session.explain(pasted);
    else if (read.kind === 'input') void session.explain(read.value);
    else session.reset(read.kind === 'problem' ? {kind: 'problem', text: read.text} : {kind: 'idle'});
  }, [location.hash, session]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.input.trim()) {
      session.reset({kind: 'problem', text: 'Paste calldata, a Safe transaction or a revert first.'});
      return;
    }
    const hash = writeFragment(form);
    // Too long for a link: explained as pasted, with the link cleared rather than left showing an older input.
    if (hash.length > EXPLAIN.maxFragmentChars) {
      if (location.hash) {
        direct.current = form;
        history.push({search: location.search, hash: ''});
      } else void session.explain(form);
    } else if (hash === location.hash) void session.explain(form);
    else history.push({search: location.search, hash});
  };

  const setMode = (mode: ExplainMode) => setForm((f) => ({...f, mode}));
  const transaction = form.mode === 'transaction';

  return (
    <div className={styles.root} data-transaction-explainer="">
      <form className={styles.form} onSubmit={submit}>
        <fieldset className={styles.modes}>
          <legend>What did you paste?</legend>
          <label>
            <input
              type="radio"
              name={ids.mode}
              value="transaction"
              checked={transaction}
              onChange={() => setMode('transaction')}
            />{' '}
            A transaction: calldata, a Safe transaction or a Safe batch (JSON)
          </label>
          <label>
            <input
              type="radio"
              name={ids.mode}
              value="revert"
              checked={!transaction}
              onChange={() => setMode('revert')}
            />{' '}
            A revert: revert data or the error message
          </label>
        </fieldset>
        <label htmlFor={ids.input}>{transaction ? 'Calldata or Safe JSON' : 'Revert data or message'}</label>
        <textarea
          id={ids.input}
          className={styles.input}
          rows={6}
          value={form.input}
          onChange={(event) => setForm((f) => ({...f, input: event.target.value}))}
          aria-describedby={ids.help}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
        />
        <p id={ids.help} className={styles.help}>
          {transaction
            ? 'Starts with 0x for calldata, or with { for the JSON that Safe exports.'
            : 'Starts with 0x for revert data; anything else is read as the message, such as execution reverted: too much loss.'}
        </p>
        {transaction ? (
          <div className={styles.row}>
            <div className={styles.field}>
              <label htmlFor={ids.to}>Target address (optional)</label>
              <input
                id={ids.to}
                className={styles.line}
                value={form.to}
                onChange={(event) => setForm((f) => ({...f, to: event.target.value}))}
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
              />
            </div>
            <div className={styles.field}>
              <label htmlFor={ids.chain}>Chain (optional)</label>
              <select
                id={ids.chain}
                className={styles.line}
                value={form.chainId ?? ''}
                onChange={(event) => {
                  const chainId = event.target.value ? Number(event.target.value) : undefined;
                  setForm(({chainId: _old, ...rest}) => ({...rest, ...(chainId !== undefined ? {chainId} : {})}));
                }}
              >
                <option value="">Not given</option>
                {V3_CHAIN_IDS.map((id) => (
                  <option key={id} value={id}>
                    {siteNetwork(id).name}
                  </option>
                ))}
              </select>
            </div>
          </div>
        ) : null}
        <button type="submit" className="button button--primary">
          Explain
        </button>
      </form>
      <noscript>
        <p className={styles.problem}>The explainer decodes in your browser, so it needs JavaScript.</p>
      </noscript>
      <div data-explain-results="">
        {/* Announced: the status, a problem, the warnings. The call tree stays outside, or a screen reader would
            read out every call of a batch. */}
        <div aria-live="polite">
          <Results outcome={outcome} />
        </div>
        {outcome.kind === 'transaction' ? (
          <>
            <h2 className={styles.heading}>What it does</h2>
            <CallTree
              root={outcome.result.call}
              live={live.kind === 'done' && live.result.ok ? live.result.details : undefined}
            />
            <LiveLine live={live} chainId={outcome.chainId} />
          </>
        ) : null}
      </div>
    </div>
  );
}

function LiveLine({live, chainId}: {live: Live; chainId: number | undefined}) {
  if (chainId === undefined)
    return (
      <p className={styles.muted} data-live-status="none">
        Choose a chain to add live detail from it (versions, token units, Safe signers).
      </p>
    );
  const name = siteNetwork(chainId).name;
  if (live.kind === 'reading')
    return (
      <p className={styles.muted} data-live-status="reading">
        Reading live detail from {name}…
      </p>
    );
  if (live.kind === 'none') return null;
  if (!live.result.ok)
    return (
      <p className={styles.muted} data-live-status="unavailable">
        Live detail from {name} is unavailable ({live.result.reason}); everything above is decoded offline and complete
        without it.
      </p>
    );
  return (
    <p className={styles.muted} data-live-status="ok">
      Live detail read from {name} is marked as such.
    </p>
  );
}

/** What the live region announces: the status, a problem, a revert's explanation or a transaction's warnings. */
function Results({outcome}: {outcome: Outcome}) {
  switch (outcome.kind) {
    case 'idle':
      return null;
    case 'working':
      return (
        <p className={styles.muted} role="status">
          Explaining…
        </p>
      );
    case 'problem':
      return (
        <p className={styles.problem} role="alert" data-explain-problem="">
          {outcome.text}
        </p>
      );
    case 'revert':
      return <RevertView result={outcome.result} />;
    case 'transaction': {
      const {warnings} = outcome.result;
      return (
        <section className={styles.warnings} aria-labelledby="explain-warnings" data-warning-count={warnings.length}>
          <h2 id="explain-warnings" className={styles.heading}>
            {warnings.length ? `${warnings.length} ${warnings.length === 1 ? 'warning' : 'warnings'}` : 'No warnings'}
          </h2>
          {warnings.length ? (
            <ul>
              {warnings.map((w, i) => (
                <li key={`${w.path} ${w.code} ${i}`} data-warning={w.code}>
                  <strong>{`Call ${w.path}:`}</strong>
                  {` ${w.message}`}
                </li>
              ))}
            </ul>
          ) : (
            <p>Nothing in these calls matched a warning. Still compare every call with what your wallet shows.</p>
          )}
        </section>
      );
    }
  }
}
