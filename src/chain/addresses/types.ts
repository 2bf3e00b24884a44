import type {Address} from 'viem';

import type {ProviderGetter, RoleManagerGetter} from '../abis';

/**
 * Where an address is confirmed on chain. The live check and
 * `npm run check:addresses` read the source and compare it with the address.
 */
export type AddressSource =
  /** An ENS name that must resolve to the address. */
  | {readonly kind: 'ens'; readonly name: string}
  /** A getter of the V3 ProtocolAddressProvider (`v3.addressProvider`). */
  | {readonly kind: 'provider'; readonly getter: ProviderGetter; readonly ens?: string}
  /** A V3 release in the ReleaseRegistry (`v3.releaseRegistry`), found by its api version. */
  | {
      readonly kind: 'release';
      readonly version: string;
      readonly field: 'factory' | 'vaultOriginal' | 'tokenizedStrategy';
    }
  /** A getter of Yearn's V3 role manager of the chain (`ROLE_MANAGER_BY_CHAIN`). */
  | {readonly kind: 'roleManager'; readonly getter: RoleManagerGetter}
  /** A Yearn role manager itself: its getRegistry() and getDaddy() must name the chain's Yearn registry and Daddy. */
  | {readonly kind: 'roleManagerGetters'}
  /** A gauge that the veYFI GaugeRegistry (`veyfi.gaugeRegistry`) reports as registered. */
  | {readonly kind: 'gaugeRegistry'}
  /** The gauge controller named by the veYFI GaugeRegistry. */
  | {readonly kind: 'gaugeController'}
  /** No on-chain directory: the address is only listed, with where it was published. */
  | {readonly kind: 'listed'; readonly list: string};

export type AddressSourceKind = AddressSource['kind'];

export interface AddressEntry {
  /** Stable id used by the MDX widgets, e.g. `v3.addressProvider`. */
  readonly id: string;
  /** What the contract is, as the pages name it. */
  readonly label: string;
  /** Checksummed address. */
  readonly address: Address;
  /**
   * Chain ids where the contract is at this address, first the one a page
   * shows when it names no chain. A CREATE2 deployment on several chains is
   * one entry with several chains.
   */
  readonly chains: readonly number[];
  /** How the address is confirmed on each of its chains, unless `sourceOn` names another way for a chain. */
  readonly source: AddressSource;
  readonly sourceOn?: Readonly<Partial<Record<number, AddressSource>>>;
  /** Date of the last recorded on-chain check (the mainnet snapshot), when the value comes from one. */
  readonly checkedOn?: string;
}

/** How an entry is confirmed on one of its chains. */
export function sourceOn(entry: AddressEntry, chainId: number): AddressSource {
  return entry.sourceOn?.[chainId] ?? entry.source;
}

/** Whether the live check reads `entry` on `chainId`: the entry is on that chain and a directory there confirms it. */
export function isCheckedLive(entry: AddressEntry, chainId: number): boolean {
  return entry.chains.includes(chainId) && sourceOn(entry, chainId).kind !== 'listed';
}

/** One address on one chain: the unit of a live check. */
export interface EntryOnChain {
  readonly entry: AddressEntry;
  readonly chainId: number;
}

/** The (entry, chain) pairs that have an on-chain source, so the live check reads them. */
export function liveChecks(entries: readonly AddressEntry[]): EntryOnChain[] {
  return entries.flatMap((entry) =>
    entry.chains.filter((chainId) => isCheckedLive(entry, chainId)).map((chainId) => ({entry, chainId})),
  );
}
