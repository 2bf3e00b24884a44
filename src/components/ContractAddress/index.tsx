import {useEffect, useMemo, useRef} from 'react';

import {verify, type VerifyResult} from '@site/src/chain/access';
import {isCheckedLive, type AddressEntry} from '@site/src/chain/addresses/types';
import {describeSource} from '@site/src/chain/describe';
import {explorerUrl} from '@site/src/chain/explorer';
import {siteNetwork} from '@site/src/chain/siteNetworks';
import {watchChainRead, type Loadable} from '@site/src/hooks/useChainRead';

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

/** The status of `entry` on `chainId` in the served HTML (and the final one without JavaScript). */
function firstStatus(entry: AddressEntry, chainId: number): Status {
  const how = describeSource(entry, chainId);
  const name = siteNetwork(chainId).name;
  if (!isCheckedLive(entry, chainId)) {
    return {
      kind: 'not-checked',
      text: chainId === 1 ? 'Not checked live' : `${name}, not checked live`,
      title: `Source: ${how}. No on-chain directory confirms this address on ${name}.`,
    };
  }
  const text = chainId === 1 && entry.checkedOn ? `Checked on chain ${entry.checkedOn}` : 'Live check needs JavaScript';
  return {kind: 'pending', text, title: `Checked live on ${name} against ${how}`};
}

/** The status of `entry` on `chainId` once its live check has started. */
function liveStatus(entry: AddressEntry, chainId: number, result: Loadable<VerifyResult>): Status {
  const how = describeSource(entry, chainId);
  const name = siteNetwork(chainId).name;
  if (result.state === 'idle') return firstStatus(entry, chainId);
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

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const statusClass = (kind: string) => [styles.status, styles[kind]].filter(Boolean).join(' ');

function statusHtml(status: Status, chainId: number): string {
  return `<span class="${statusClass(status.kind)}" title="${escapeHtml(status.title)}" role="status" data-chain-id="${chainId}" data-status="${status.kind}">${escapeHtml(status.text)}</span>`;
}

function showStatus(label: HTMLElement, status: Status) {
  label.className = statusClass(status.kind);
  label.title = status.title;
  label.dataset.status = status.kind;
  label.textContent = status.text;
}

/** The widget's content: the address, its explorer link(s), the copy button and a status per chain. */
function widgetHtml(entry: AddressEntry, chains: readonly number[]): string {
  const address = escapeHtml(entry.address);
  const href = (chainId: number) => escapeHtml(explorerUrl(siteNetwork(chainId), entry.address));
  const copy = `<button type="button" class="${styles.copy}" aria-label="${escapeHtml(`Copy the ${entry.label} address`)}">Copy</button>`;
  if (chains.length === 1) {
    const chainId = chains[0]!;
    const network = siteNetwork(chainId);
    const title = escapeHtml(`${entry.label} on ${network.explorerName} (${network.name})`);
    return `<a class="${styles.link}" href="${href(chainId)}" title="${title}"><code>${address}</code></a>${copy}${statusHtml(firstStatus(entry, chainId), chainId)}`;
  }
  const lines = chains.map((chainId) => {
    const network = siteNetwork(chainId);
    const title = escapeHtml(`${entry.label} on ${network.explorerName}`);
    return `<span class="${styles.chain}" role="listitem"><a href="${href(chainId)}" title="${title}">${escapeHtml(network.name)}</a> ${statusHtml(firstStatus(entry, chainId), chainId)}</span>`;
  });
  const list = escapeHtml(`${entry.label} on ${chains.length} chains`);
  return `<span class="${styles.head}"><code>${address}</code>${copy}</span><span class="${styles.chains}" role="list" aria-label="${list}">${lines.join('')}</span>`;
}

const chainsShown = (entry: AddressEntry, only: number | undefined) => (only === undefined ? entry.chains : [only]);

/**
 * One contract address: checksummed, linked to the explorer of its chain,
 * with a copy button and the result of the live check on that chain. An
 * entry on several chains (a CREATE2 deployment) is shown once, with a line
 * per chain. The address and links are in the server-rendered HTML; only the
 * statuses need JavaScript and the chains.
 *
 * React hydrates the widget's one outer element and leaves its content as
 * the server sent it (the V3 address page has some 60 widgets with 170
 * statuses, and hydrating each element and status cost a phone about a third
 * of a second): the copy button and the live statuses are wired to that
 * markup once the widget has hydrated, and a status is rewritten in place
 * when its check answers.
 */
export default function ContractAddress({entry, chain}: ContractAddressProps) {
  const root = useRef<HTMLSpanElement>(null);
  const only = chain === undefined ? undefined : Number(chain);
  if (only !== undefined && !entry.chains.includes(only)) {
    throw new Error(
      `Address book entry "${entry.id}" is not on chain ${String(chain)} (it is on ${entry.chains.join(', ')})`,
    );
  }
  const chains = chainsShown(entry, only);
  // The page passes the entry as a new object on each render: the markup and the effect depend on its content.
  const entryJson = JSON.stringify(entry);
  // One object for the widget's life: React 19 rewrites the content whenever a new one is passed, which would
  // put back the served statuses over the live ones.
  const html = useMemo(() => {
    const shown = JSON.parse(entryJson) as AddressEntry;
    return {__html: widgetHtml(shown, chainsShown(shown, only))};
  }, [entryJson, only]);

  useEffect(() => {
    const entry = JSON.parse(entryJson) as AddressEntry;
    const node = root.current;
    if (!node) return undefined;
    const button = node.querySelector('button');
    let reset: ReturnType<typeof setTimeout> | undefined;
    /** Says for a moment how the copy went: a refused clipboard (no permission, an insecure page) too. */
    const show = (text: string) => {
      if (!button) return;
      button.textContent = text;
      clearTimeout(reset);
      reset = setTimeout(() => (button.textContent = 'Copy'), 1500);
    };
    const copy = () => {
      const written = navigator.clipboard?.writeText(entry.address) ?? Promise.reject(new Error('no clipboard'));
      written.then(
        () => show('Copied'),
        () => show('Copy failed'),
      );
    };
    button?.addEventListener('click', copy);
    // A status no directory confirms keeps its served text: it has nothing to read.
    const reads = chainsShown(entry, only)
      .filter((chainId) => isCheckedLive(entry, chainId))
      .flatMap((chainId) => {
        const label = node.querySelector<HTMLElement>(`[role="status"][data-chain-id="${chainId}"]`);
        if (!label) return [];
        return [
          watchChainRead(
            label,
            () => verify(entry, chainId),
            (result) => showStatus(label, liveStatus(entry, chainId, result)),
          ),
        ];
      });
    return () => {
      button?.removeEventListener('click', copy);
      clearTimeout(reset);
      for (const cancel of reads) cancel();
    };
  }, [entryJson, only]);

  return (
    <span
      ref={root}
      className={chains.length === 1 ? styles.root : `${styles.root} ${styles.multi}`}
      data-address-id={entry.id}
      data-chains={chains.join(' ')}
      dangerouslySetInnerHTML={html}
    />
  );
}
