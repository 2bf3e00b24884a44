/**
 * The machine-readable files the build publishes for AI assistants and
 * scripts (plugins/agent-files writes them, the MCP server in mcp/ reads
 * them): the address book and the contract reference as JSON. Plain data,
 * so a client needs nothing of this repository to use them.
 */
import {ADDRESS_PAGES, type AddressEntry, type AddressSource} from '../chain/addressBook';
import {isCheckedLive, sourceOn} from '../chain/addresses/types';
import {explorerUrl} from '../chain/explorer';
import {describeSource} from '../chain/describe';
import {networkOf} from '../chain/networks';
import {V3_CHAIN_IDS} from '../config/chain';
import {API_PREFIX} from '../config/hosting';
import type {Catalog} from '../reference/catalog';
import type {ReferenceEntry} from '../reference/model';
import {ABI_INDEX_URL, REFERENCE_ROUTE} from '../reference/paths';

/** Stable URLs of the published files, and the format version both sides agree on. */
export const AGENT_API = {
  addresses: `${API_PREFIX}addresses.json`,
  contracts: `${API_PREFIX}contracts.json`,
  /** Index of the plain ABI files, one per contract version: `/api/abi/<Contract>/<version>.json` (src/agents/abis.ts). */
  abis: ABI_INDEX_URL,
  skill: '/SKILL.md',
  /** Per-area index next to the site-wide `/llms.txt`: `/developers/llms.txt`. */
  areaIndexFile: 'llms.txt',
  /** 2: `checkedOnChain` means a recorded read (with its date); `liveCheckable` says what the live check can read. */
  version: 2,
} as const;

/** Pages that list address book entries, by their key in ADDRESS_PAGES; the rest are under /developers/addresses/. */
const ADDRESS_PAGE_URLS: Readonly<Record<string, string>> = {
  'v3-releases': '/developers/v3/releases',
  multisig: '/developers/security/multisig',
};

export function addressPageUrl(page: string): string {
  return ADDRESS_PAGE_URLS[page] ?? `/developers/addresses/${page}`;
}

export interface PublishedAddress {
  readonly id: string;
  readonly label: string;
  readonly address: string;
  readonly chainId: number;
  readonly chain: string;
  readonly explorerUrl: string;
  /** The on-chain source, as in the address book, so a client can check it itself. */
  readonly source: AddressSource;
  /** The source in words: `ENS name role-manager.v3.ychad.eth`. */
  readonly confirmedBy: string;
  /**
   * Whether a read of this address on this chain was recorded: true exactly when `lastConfirmed` has its date.
   * Only the mainnet snapshot records reads, so no entry on another chain is true here.
   */
  readonly checkedOnChain: boolean;
  /** Date of the recorded on-chain read, or null when none was recorded. */
  readonly lastConfirmed: string | null;
  /** Whether the site's live check (and the MCP server's `verify`) can read it: a V3 chain, and a source other than a list. */
  readonly liveCheckable: boolean;
  /** Site path of the page that shows the entry. */
  readonly page: string | null;
}

export interface AddressBookFile {
  readonly version: typeof AGENT_API.version;
  readonly entries: readonly PublishedAddress[];
}

export function addressBookFile(entries: readonly AddressEntry[]): AddressBookFile {
  const pageOf = new Map<string, string>();
  for (const [page, ids] of Object.entries(ADDRESS_PAGES))
    for (const id of ids) if (!pageOf.has(id)) pageOf.set(id, addressPageUrl(page));
  return {
    version: AGENT_API.version,
    // One published entry per chain: a CREATE2 contract on six chains is six lines, each with its explorer and source.
    entries: entries.flatMap((entry) =>
      entry.chains.map((chainId) => {
        const network = networkOf(chainId);
        const source = sourceOn(entry, chainId);
        const lastConfirmed = recordedRead(entry, chainId);
        return {
          id: entry.id,
          label: entry.label,
          address: entry.address,
          chainId,
          chain: network.name,
          explorerUrl: explorerUrl(network, entry.address),
          source,
          confirmedBy: describeSource(entry, chainId),
          checkedOnChain: lastConfirmed !== null,
          lastConfirmed,
          liveCheckable: (V3_CHAIN_IDS as readonly number[]).includes(chainId) && isCheckedLive(entry, chainId),
          page: pageOf.get(entry.id) ?? null,
        };
      }),
    ),
  };
}

/** The date `entry` was read on `chainId`, if a read was recorded: the snapshot is a mainnet run, so other chains have none. */
function recordedRead(entry: AddressEntry, chainId: number): string | null {
  return chainId === 1 ? (entry.checkedOn ?? null) : null;
}

export interface PublishedMember {
  readonly kind: ReferenceEntry['kind'];
  readonly name: string;
  readonly signature: string;
  readonly declaration: string;
  /** 4-byte selector of a function or error, topic of an event. */
  readonly selector: string | null;
  readonly mutability: string | null;
  readonly inputs: ReferenceEntry['inputs'];
  readonly outputs: ReferenceEntry['outputs'];
  readonly notice: string | null;
  readonly details: string | null;
  /** Site path of the member's entry on its reference page. */
  readonly url: string;
}

export interface PublishedContract {
  readonly name: string;
  readonly version: string;
  readonly language: string;
  readonly description: string;
  readonly source: string;
  readonly compiler: string;
  readonly deprecated: boolean;
  readonly url: string;
  readonly members: readonly PublishedMember[];
}

export interface ContractIndexFile {
  readonly version: typeof AGENT_API.version;
  readonly contracts: readonly PublishedContract[];
}

export function contractIndexFile(catalog: Catalog): ContractIndexFile {
  const contracts: PublishedContract[] = [];
  for (const page of catalog.pages) {
    if (page.kind !== 'contract') continue;
    const {model} = page;
    const url = `${REFERENCE_ROUTE}/${page.path}`;
    const member = (entry: ReferenceEntry): PublishedMember => ({
      kind: entry.kind,
      name: entry.name,
      signature: entry.signature,
      declaration: entry.declaration,
      selector: entry.selector ?? null,
      mutability: entry.mutability ?? null,
      inputs: entry.inputs,
      outputs: entry.outputs,
      notice: entry.notice ?? null,
      details: entry.details ?? null,
      url: `${url}#${entry.anchor}`,
    });
    contracts.push({
      name: model.contract,
      version: model.version,
      language: model.language,
      description: model.description,
      source: model.source,
      compiler: model.compiler,
      deprecated: page.deprecated,
      url,
      members: [...model.functions, ...model.events, ...model.errors].map(member),
    });
  }
  return {version: AGENT_API.version, contracts};
}
