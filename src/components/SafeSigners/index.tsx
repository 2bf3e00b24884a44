import {useRef} from 'react';

import {readSafe} from '@site/src/chain/access';
import type {AddressEntry} from '@site/src/chain/addresses/types';
import {explorerUrl} from '@site/src/chain/explorer';
import {siteNetwork} from '@site/src/chain/siteNetworks';
import {useChainRead} from '@site/src/hooks/useChainRead';

import styles from './styles.module.css';

export interface SafeSignersProps {
  /** The Safe's address book entry: a page writes `id="..."` and the build adds it (plugins/widget-entries). */
  readonly entry: AddressEntry;
  /** What Yearn's documentation states, shown when the chain cannot be read, e.g. "6 of 9". */
  readonly documented?: string;
}

/**
 * A Safe multisig's live threshold and owners (getThreshold, getOwners).
 * Without JavaScript or without the chain, it shows the documented threshold
 * and says that it could not verify it.
 */
export default function SafeSigners({entry, documented}: SafeSignersProps) {
  const id = entry.id;
  const network = siteNetwork(entry.chains[0] ?? 1);
  const box = useRef<HTMLDivElement>(null);
  const safe = useChainRead(() => readSafe(entry), id, box);

  const fallback = documented ? `Documented: ${documented} signatures.` : '';
  let summary: string;
  if (safe.state === 'idle') summary = `${fallback} The live signer list is read from the chain when JavaScript is on.`;
  else if (safe.state === 'loading') summary = `${fallback} Reading the signers from the chain…`;
  else if (safe.state === 'failed') summary = `${fallback} Could not verify: ${safe.reason}.`;
  else summary = `Live: ${safe.value.threshold} of ${safe.value.owners.length} signatures required.`;

  return (
    <div ref={box} className={styles.root} data-safe={id} data-status={safe.state}>
      <p className={styles.summary} role="status">
        <strong>{entry.label}:</strong> {summary.trim()}
      </p>
      {safe.state === 'done' && (
        <ol className={styles.owners} aria-label={`Owners of the ${entry.label}`}>
          {safe.value.owners.map((owner) => (
            <li key={owner}>
              <a href={explorerUrl(network, owner)}>
                <code>{owner}</code>
              </a>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
