import {useState} from 'react';
import clsx from 'clsx';

import {EXPLORERS, getEntry} from '@site/src/chain/addressBook';
import {describeSource} from '@site/src/chain/describe';
import {useChainRead} from '@site/src/components/ChainProvider';

import styles from './styles.module.css';

export interface ContractAddressProps {
  /** Address book id (src/chain/addressBook.ts). */
  readonly id: string;
}

/**
 * One contract address: checksummed, linked to the explorer, with a copy
 * button and the result of the live check. The address and link are in the
 * server-rendered HTML; only the status needs JavaScript and the chain.
 */
export default function ContractAddress({id}: ContractAddressProps) {
  const entry = getEntry(id);
  const explorer = EXPLORERS[entry.chainId] ?? EXPLORERS[1]!;
  const live = entry.chainId === 1 && entry.source.kind !== 'listed';
  const result = useChainRead((chain) => (live ? chain.verify(id) : Promise.resolve(null)), id);
  const [copied, setCopied] = useState(false);

  const copy = () => {
    navigator.clipboard?.writeText(entry.address).then(
      () => {
        setCopied(true);
        setTimeout(() => setCopied(false), 1500);
      },
      () => undefined,
    );
  };

  let status: {kind: string; text: string; title: string};
  const how = describeSource(entry);
  if (!live) {
    status = {
      kind: 'not-checked',
      text: entry.chainId === 1 ? 'Not checked live' : `${explorer.name}, not checked live`,
      title: `Source: ${how}. No on-chain directory confirms this address.`,
    };
  } else if (result.state === 'idle') {
    // Server-rendered (and the final state without JavaScript).
    status = {
      kind: 'pending',
      text: entry.checkedOn ? `Checked on chain ${entry.checkedOn}` : 'Live check needs JavaScript',
      title: `Checked live against ${how}`,
    };
  } else if (result.state === 'loading') {
    status = {kind: 'pending', text: 'Checking…', title: `Checking live against ${how}`};
  } else if (result.state === 'failed') {
    status = {kind: 'unverified', text: `Could not verify: ${result.reason}`, title: how};
  } else {
    const r = result.value!;
    if (r.status === 'verified') status = {kind: 'verified', text: 'Verified', title: `Confirmed on chain by ${how}`};
    else if (r.status === 'mismatch') status = {kind: 'mismatch', text: `Mismatch: ${r.onChain}`, title: `On chain, ${how} gives ${r.onChain}`};
    else if (r.status === 'unverified') status = {kind: 'unverified', text: `Could not verify: ${r.error.reason}`, title: how};
    else status = {kind: 'not-checked', text: 'Not checked live', title: how};
  }

  return (
    <span className={styles.root} data-address-id={id} data-status={status.kind}>
      <a className={styles.link} href={`${explorer.addressUrl}${entry.address}`} title={`${entry.label} on ${explorer.name}`}>
        <code>{entry.address}</code>
      </a>
      <button type="button" className={styles.copy} onClick={copy} aria-label={`Copy the ${entry.label} address`}>
        {copied ? 'Copied' : 'Copy'}
      </button>
      <span className={clsx(styles.status, styles[status.kind])} title={status.title} role="status">
        {status.text}
      </span>
    </span>
  );
}
