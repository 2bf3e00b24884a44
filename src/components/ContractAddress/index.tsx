import {useRef, useState, type RefObject} from 'react';
import clsx from 'clsx';

import {verify} from '@site/src/chain/access';
import {isCheckedLive, type AddressEntry} from '@site/src/chain/addresses/types';
import {describeSource} from '@site/src/chain/describe';
import {explorerUrl} from '@site/src/chain/explorer';
import {siteNetwork} from '@site/src/chain/siteNetworks';
import {useChainRead} from '@site/src/hooks/useChainRead';

import styles from './styles.module.css';

export interface ContractAddressProps {
  /**
   * The address book entry. A page writes `id="..."` (an id of
   * src/chain/addressBook.ts) and the build adds the entry
   * (plugins/widget-entries); components pass the entry themselves.
   */
  readonly entry: AddressEntry;
  /** Show the address on this chain only (a chain id of the entry). Without it, every chain of the entry is listed. */
  readonly chain?: number | string;
}

interface Status {
  readonly kind: string;
  readonly text: string;
  readonly title: string;
}

/** The live status of `entry` on `chainId`, read from that chain's RPC once `near` comes close to the view. */
function useLiveStatus(entry: AddressEntry, chainId: number, near: RefObject<HTMLElement | null>): Status {
  const how = describeSource(entry, chainId);
  const name = siteNetwork(chainId).name;
  const result = useChainRead(() => verify(entry, chainId), `${entry.id}@${chainId}`, near);
  if (result.state === 'idle') {
    // Server-rendered (and the final state without JavaScript).
    const text =
      chainId === 1 && entry.checkedOn ? `Checked on chain ${entry.checkedOn}` : 'Live check needs JavaScript';
    return {kind: 'pending', text, title: `Checked live on ${name} against ${how}`};
  }
  if (result.state === 'loading')
    return {kind: 'pending', text: 'Checking…', title: `Checking live on ${name} against ${how}`};
  if (result.state === 'failed') return {kind: 'unverified', text: `Could not verify: ${result.reason}`, title: how};
  const r = result.value;
  if (r.status === 'verified') return {kind: 'verified', text: 'Verified', title: `Confirmed on ${name} by ${how}`};
  if (r.status === 'mismatch')
    return {kind: 'mismatch', text: `Mismatch: ${r.onChain}`, title: `On ${name}, ${how} gives ${r.onChain}`};
  if (r.status === 'unverified') return {kind: 'unverified', text: `Could not verify: ${r.error.reason}`, title: how};
  return {kind: 'not-checked', text: 'Not checked live', title: how};
}

function Label({status, chainId, label}: {status: Status; chainId: number; label?: RefObject<HTMLSpanElement | null>}) {
  return (
    <span
      ref={label}
      className={clsx(styles.status, styles[status.kind])}
      title={status.title}
      role="status"
      data-chain-id={chainId}
      data-status={status.kind}
    >
      {status.text}
    </span>
  );
}

function LiveStatus({entry, chainId}: {readonly entry: AddressEntry; readonly chainId: number}) {
  const label = useRef<HTMLSpanElement>(null);
  return <Label status={useLiveStatus(entry, chainId, label)} chainId={chainId} label={label} />;
}

/**
 * The status of `entry` on `chainId`: a live check where a directory of that
 * chain confirms the entry, else the fixed "not checked live", which has no
 * state, reads nothing and never renders again after hydration.
 */
function StatusLabel({entry, chainId}: {readonly entry: AddressEntry; readonly chainId: number}) {
  if (isCheckedLive(entry, chainId)) return <LiveStatus entry={entry} chainId={chainId} />;
  const name = siteNetwork(chainId).name;
  const status = {
    kind: 'not-checked',
    text: chainId === 1 ? 'Not checked live' : `${name}, not checked live`,
    title: `Source: ${describeSource(entry, chainId)}. No on-chain directory confirms this address on ${name}.`,
  };
  return <Label status={status} chainId={chainId} />;
}

/**
 * One contract address: checksummed, linked to the explorer of its chain,
 * with a copy button and the result of the live check on that chain. An
 * entry on several chains (a CREATE2 deployment) is shown once, with a line
 * per chain. The address and links are in the server-rendered HTML; only the
 * statuses need JavaScript and the chains.
 */
export default function ContractAddress({entry, chain}: ContractAddressProps) {
  const id = entry.id;
  const [copied, setCopied] = useState(false);
  const only = chain === undefined ? undefined : Number(chain);
  if (only !== undefined && !entry.chains.includes(only)) {
    throw new Error(
      `Address book entry "${id}" is not on chain ${String(chain)} (it is on ${entry.chains.join(', ')})`,
    );
  }
  const chains = only === undefined ? entry.chains : [only];

  const copy = () => {
    navigator.clipboard?.writeText(entry.address).then(
      () => {
        setCopied(true);
        setTimeout(() => setCopied(false), 1500);
      },
      () => undefined,
    );
  };

  const explorerLink = (chainId: number) => explorerUrl(siteNetwork(chainId), entry.address);
  const copyButton = (
    <button type="button" className={styles.copy} onClick={copy} aria-label={`Copy the ${entry.label} address`}>
      {copied ? 'Copied' : 'Copy'}
    </button>
  );

  if (chains.length === 1) {
    const chainId = chains[0]!;
    const network = siteNetwork(chainId);
    return (
      <span className={styles.root} data-address-id={id} data-chains={chainId}>
        <a
          className={styles.link}
          href={explorerLink(chainId)}
          title={`${entry.label} on ${network.explorerName} (${network.name})`}
        >
          <code>{entry.address}</code>
        </a>
        {copyButton}
        <StatusLabel entry={entry} chainId={chainId} />
      </span>
    );
  }

  return (
    <span className={clsx(styles.root, styles.multi)} data-address-id={id} data-chains={chains.join(' ')}>
      <span className={styles.head}>
        <code>{entry.address}</code>
        {copyButton}
      </span>
      <span className={styles.chains} role="list" aria-label={`${entry.label} on ${chains.length} chains`}>
        {chains.map((chainId) => {
          const network = siteNetwork(chainId);
          return (
            <span key={chainId} className={styles.chain} role="listitem">
              <a href={explorerLink(chainId)} title={`${entry.label} on ${network.explorerName}`}>
                {network.name}
              </a>{' '}
              <StatusLabel entry={entry} chainId={chainId} />
            </span>
          );
        })}
      </span>
    </span>
  );
}
