import {useState} from 'react';
import Link from '@docusaurus/Link';

import type {DecodedArg, ExplainedCall} from '@site/src/explain/calldata';
import type {NamedAddress} from '@site/src/explain/addresses';
import type {LiveDetails} from '@site/src/explain/live';

import styles from './styles.module.css';

/** A site path opens in the app; a source outside the reference (Safe, OpenZeppelin) is a plain link. */
function PageLink({href, children}: {href: string; children: React.ReactNode}) {
  return href.startsWith('/') ? <Link to={href}>{children}</Link> : <a href={href}>{children}</a>;
}

/** `0xabc… (Governance multisig (yChad), ychad.eth)`, or the address marked unknown. */
export function AddressText({named}: {named: NamedAddress}) {
  const first = named.names[0];
  const ens = named.names.find((n) => n.ens)?.ens;
  let note: string;
  if (first && named.known) note = `${first.label}${ens ? `, ${ens}` : ''}`;
  else if (first) note = `${first.label}, listed in Yearn's address book on another chain`;
  else if (named.library) note = named.library;
  else note = "not in Yearn's address book";
  return (
    <span className={styles.address} data-known={named.known || Boolean(named.library) ? 'true' : 'false'}>
      <code>{named.address}</code> <span className={styles.muted}>{`(${note})`}</span>
    </span>
  );
}

function ArgDetail({arg, live}: {arg: DecodedArg; live: string | undefined}) {
  const parts: React.ReactNode[] = [];
  if (arg.address) parts.push(<AddressText key="address" named={arg.address} />);
  if (arg.roles !== undefined) parts.push(<span key="roles">{`Roles: ${arg.roles}`}</span>);
  if (arg.amount !== undefined) parts.push(<span key="amount">{arg.amount}</span>);
  if (live !== undefined)
    parts.push(
      <span key="live" data-live-amount="">
        {`${live} `}
        <span className={styles.muted}>(units read live)</span>
      </span>,
    );
  return parts.length ? <>{parts.map((part, i) => (i ? [<br key={`br${i}`} />, part] : part))}</> : null;
}

function Arguments({call, live}: {call: ExplainedCall; live: LiveDetails | undefined}) {
  const args = call.function?.args ?? [];
  if (!args.length) return <p className={styles.muted}>No arguments.</p>;
  const liveAmounts = live?.amounts[call.path] ?? {};
  return (
    <div className={styles.tableWrap}>
      <table className={styles.args}>
        <caption className={styles.visuallyHidden}>{`Arguments of call ${call.path}`}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">Value</th>
            <th scope="col">What it is</th>
          </tr>
        </thead>
        <tbody>
          {args.map((arg) => (
            <tr key={arg.name} data-arg={arg.name}>
              <th scope="row">
                <code>{arg.name}</code>
              </th>
              <td>
                <code>{arg.type}</code>
              </td>
              <td className={styles.value}>
                <code>
                  {arg.value.length > 400 ? `${arg.value.slice(0, 400)}… (${arg.value.length} characters)` : arg.value}
                </code>
              </td>
              <td>
                <ArgDetail arg={arg} live={liveAmounts[arg.name]} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The contract versions that share the call's selector. The list is rendered when the reader opens it: `approve`
 * alone has some sixty, and building every call's list up front made a 50-call batch's page several times heavier.
 */
function Candidates({call}: {call: ExplainedCall}) {
  const [open, setOpen] = useState(false);
  if (call.candidates.length <= 1) return null;
  const implied = call.candidates.some((c) => c.implied);
  return (
    <details
      className={styles.candidates}
      data-candidates={call.candidates.length}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>
        {`${call.candidates.length} contract versions have this selector; ${
          implied
            ? 'the target is a deployment of the first'
            : 'the target does not say which, so the newest current one is used'
        }`}
      </summary>
      {open ? (
        <ul>
          {call.candidates.map((c) => (
            <li key={`${c.contract} ${c.version} ${c.page}`} data-implied={c.implied ? 'true' : 'false'}>
              <PageLink href={c.page}>{`${c.contract} ${c.version}`}</PageLink>
              {`${c.deprecated ? ' (deprecated release)' : ''}${c.implied ? ' — the target is a deployment of this one' : ''}`}
            </li>
          ))}
        </ul>
      ) : null}
    </details>
  );
}

function Call({call, live}: {call: ExplainedCall; live: LiveDetails | undefined}) {
  const best = call.candidates[0];
  const target = call.to ? live?.versions[call.to.address] : undefined;
  const safe = call.to ? live?.safes[call.to.address] : undefined;
  return (
    <li className={styles.call} data-call-path={call.path}>
      <h3 className={styles.callTitle}>
        <span className={styles.path}>{`Call ${call.path}`}</span>{' '}
        {call.function ? <code>{call.function.signature}</code> : <span>{call.selector ?? 'no call data'}</span>}
      </h3>
      <p className={styles.meaning} data-meaning="">
        {best && call.function ? (
          <>
            {`${call.meaning} `}
            <PageLink href={best.page}>{`${best.contract} ${best.version} reference`}</PageLink>
          </>
        ) : (
          call.meaning
        )}
      </p>
      {call.problem ? <p className={styles.problem}>{call.problem}</p> : null}
      <dl className={styles.facts}>
        {call.to ? (
          <>
            <dt>To</dt>
            <dd>
              <AddressText named={call.to} />
              {target ? (
                <span data-live-version="">
                  {' '}
                  · <code>apiVersion()</code> {target}
                </span>
              ) : null}
            </dd>
          </>
        ) : null}
        {call.value !== '0' ? (
          <>
            <dt>Value</dt>
            <dd>{`${call.value} wei`}</dd>
          </>
        ) : null}
        {call.operation === 'delegatecall' ? (
          <>
            <dt>Operation</dt>
            <dd>delegatecall</dd>
          </>
        ) : null}
        {safe ? (
          <>
            <dt>Safe signers</dt>
            <dd data-live-safe="">
              {`${safe.threshold} of ${safe.owners.length} owners must sign: `}
              {safe.owners.map((owner, i) => (
                <span key={owner}>
                  {i ? ', ' : ''}
                  <code>{owner}</code>
                </span>
              ))}
            </dd>
          </>
        ) : null}
      </dl>
      <Candidates call={call} />
      {call.function ? <Arguments call={call} live={live} /> : null}
      {call.calls.length ? (
        <ol className={styles.tree} aria-label={`Calls inside call ${call.path}`}>
          {call.calls.map((inner) => (
            <Call key={inner.path} call={inner} live={live} />
          ))}
        </ol>
      ) : null}
    </li>
  );
}

/** The decoded calls as a tree: each call with its path, and the calls it wraps inside it. */
export default function CallTree({root, live}: {root: ExplainedCall; live: LiveDetails | undefined}) {
  return (
    <ol className={styles.tree} aria-label="Decoded calls">
      <Call call={root} live={live} />
    </ol>
  );
}
