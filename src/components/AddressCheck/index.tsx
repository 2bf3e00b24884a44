import {useLayoutEffect, useRef} from 'react';

import {verify} from '@site/src/chain/access';
import {liveChecks, type AddressEntry} from '@site/src/chain/addresses/types';
import {UNREACHABLE_REASON} from '@site/src/chain/reasons';
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
  readonly unverified: number;
  /** Each reason a read failed for, with the chains it failed on (in page order). */
  readonly reasons: ReadonlyMap<string, readonly string[]>;
}

/** The result sentence of the live check. */
function resultText(total: number, s: Summary, multichain: boolean, listedNote: string): string {
  const parts = [`${s.verified} of ${total} verified on chain`];
  if (s.mismatch.length) parts.push(`${s.mismatch.length} mismatch (${s.mismatch.join(', ')})`);
  if (s.unverified) {
    // Chains that failed for the same reason share it: six unreachable nodes make one clause, not six.
    const reasons = [...s.reasons].map(([reason, chains]) => (multichain ? `${chains.join(', ')}: ${reason}` : reason));
    parts.push(`${s.unverified} could not verify (${reasons.join('; ')})`);
  }
  return `Live check: ${parts.join(', ')}.${listedNote}`;
}

/**
 * Summary at the top of an address page: how many of the page's addresses
 * their chains confirmed (an address on several chains counts once per
 * chain), and which did not match or could not be checked, on which chain.
 */
export default function AddressCheck({page, entries}: AddressCheckProps) {
  const box = useRef<HTMLDivElement>(null);
  // The box never shrinks once shown: a shorter result does not pull the page below up.
  useLayoutEffect(() => {
    if (box.current) box.current.style.minHeight = `${box.current.offsetHeight}px`;
  }, []);
  const live = liveChecks(entries);
  const liveIds = new Set(live.map(({entry}) => entry.id));
  const listed = entries.filter((entry) => !liveIds.has(entry.id)).length;
  const chainIds = [...new Set(live.map(({chainId}) => chainId))];
  const chainNames = chainIds.map((id) => siteNetwork(id).name);
  const multichain = chainIds.length > 1;
  const where =
    chainIds.length === 1
      ? `${chainNames[0]!} registries${chainIds[0] === 1 ? ' and ENS' : ''}`
      : `the registries of ${chainIds.length} chains and ENS`;
  const summary = useChainRead(
    async (): Promise<Summary> => {
      const results = await Promise.all(
        live.map(async (check) => [check, await verify(check.entry, check.chainId)] as const),
      );
      const name = ({entry, chainId}: (typeof live)[number]) =>
        multichain ? `${entry.label} on ${siteNetwork(chainId).name}` : entry.label;
      const reasons = new Map<string, string[]>();
      for (const [{chainId}, r] of results) {
        if (r.status !== 'unverified') continue;
        const chains = reasons.get(r.error.reason) ?? [];
        const chainName = siteNetwork(chainId).name;
        if (!chains.includes(chainName)) chains.push(chainName);
        reasons.set(r.error.reason, chains);
      }
      return {
        verified: results.filter(([, r]) => r.status === 'verified').length,
        mismatch: results.filter(([, r]) => r.status === 'mismatch').map(([check]) => name(check)),
        unverified: results.filter(([, r]) => r.status === 'unverified').length,
        reasons,
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
    kind = s.mismatch.length ? 'danger' : s.unverified ? 'warning' : 'success';
    body = resultText(live.length, s, multichain, listedNote);
  }
  // The room the result takes when no chain of the page can be reached, the
  // longest common outcome, is held from the first paint by an invisible copy
  // of that text in the same grid cell (generated content, so neither the
  // page's text, the search index nor screen readers get it): when the result
  // arrives, the page below does not move (CLS), whatever the width.
  const reserved =
    live.length === 0
      ? undefined
      : resultText(
          live.length,
          {verified: 0, mismatch: [], unverified: live.length, reasons: new Map([[UNREACHABLE_REASON, chainNames]])},
          multichain,
          listedNote,
        );

  return (
    <div
      ref={box}
      className={`alert alert--${kind === 'neutral' ? 'secondary' : kind} ${styles.root}`}
      data-reserve={reserved}
    >
      <div role="status" aria-live="polite" data-address-check={page} className={styles.text}>
        {body}
      </div>
    </div>
  );
}
