import {useLayoutEffect, useRef} from 'react';

import {verify} from '@site/src/chain/access';
import {liveChecks, type AddressEntry} from '@site/src/chain/addresses/types';
import {siteNetwork} from '@site/src/chain/siteNetworks';
import {useChainRead} from '@site/src/hooks/useChainRead';

import styles from './styles.module.css';

export interface AddressCheckProps {
  /** Page key in ADDRESS_PAGES (src/chain/addressBook.ts). */
  readonly page: string;
  /** The page's entries, added by the build from `page` (plugins/widget-entries). */
  readonly entries: readonly AddressEntry[];
}

interface Summary {
  readonly verified: number;
  readonly mismatch: readonly string[];
  readonly unverified: readonly string[];
  readonly reasons: readonly string[];
}

/**
 * Summary at the top of an address page: how many of the page's addresses
 * their chains confirmed (an address on several chains counts once per
 * chain), and which did not match or could not be checked, on which chain.
 */
export default function AddressCheck({page, entries}: AddressCheckProps) {
  const box = useRef<HTMLDivElement>(null);
  // The result is usually shorter than the server-rendered text; keeping the
  // first height means the page below does not jump up when it arrives (CLS).
  useLayoutEffect(() => {
    if (box.current) box.current.style.minHeight = `${box.current.offsetHeight}px`;
  }, []);
  const live = liveChecks(entries);
  const liveIds = new Set(live.map(({entry}) => entry.id));
  const listed = entries.filter((entry) => !liveIds.has(entry.id)).length;
  const chainIds = [...new Set(live.map(({chainId}) => chainId))];
  const multichain = chainIds.length > 1;
  const where =
    chainIds.length === 1
      ? `${siteNetwork(chainIds[0]!).name} registries${chainIds[0] === 1 ? ' and ENS' : ''}`
      : `the registries of ${chainIds.length} chains and ENS`;
  const summary = useChainRead(
    async (): Promise<Summary> => {
      const results = await Promise.all(
        live.map(async (check) => [check, await verify(check.entry, check.chainId)] as const),
      );
      const name = ({entry, chainId}: (typeof live)[number]) =>
        multichain ? `${entry.label} on ${siteNetwork(chainId).name}` : entry.label;
      const reasons = new Set<string>();
      for (const [{chainId}, r] of results)
        if (r.status === 'unverified')
          reasons.add(multichain ? `${siteNetwork(chainId).name}: ${r.error.reason}` : r.error.reason);
      return {
        verified: results.filter(([, r]) => r.status === 'verified').length,
        mismatch: results.filter(([, r]) => r.status === 'mismatch').map(([check]) => name(check)),
        unverified: results.filter(([, r]) => r.status === 'unverified').map(([check]) => name(check)),
        reasons: [...reasons],
      };
    },
    page,
    box,
  );

  const listedNote =
    listed > 0
      ? ` ${listed} ${listed === 1 ? 'address has' : 'addresses have'} no on-chain directory and ${listed === 1 ? 'is' : 'are'} shown as published.`
      : '';

  let body: string;
  let kind: string;
  if (live.length === 0) {
    kind = 'neutral';
    body = `No address on this page can be confirmed by an on-chain registry; they are shown as published.`;
  } else if (summary.state === 'idle' || summary.state === 'loading') {
    kind = 'neutral';
    body = `${live.length} addresses on this page are checked live against ${where}${summary.state === 'loading' ? ': checking…' : ' when JavaScript is on'}.${listedNote}`;
  } else if (summary.state === 'failed') {
    kind = 'warning';
    body = `Could not verify the addresses on this page: ${summary.reason}. The printed values are from the last recorded check.`;
  } else {
    const s = summary.value;
    const parts = [`${s.verified} of ${live.length} verified on chain`];
    if (s.mismatch.length) parts.push(`${s.mismatch.length} mismatch (${s.mismatch.join(', ')})`);
    if (s.unverified.length) parts.push(`${s.unverified.length} could not verify (${s.reasons.join('; ')})`);
    kind = s.mismatch.length ? 'danger' : s.unverified.length ? 'warning' : 'success';
    body = `Live check: ${parts.join(', ')}.${listedNote}`;
  }

  return (
    <div
      ref={box}
      className={`alert alert--${kind === 'neutral' ? 'secondary' : kind} ${styles.root}`}
      role="status"
      aria-live="polite"
      data-address-check={page}
    >
      {body}
    </div>
  );
}
