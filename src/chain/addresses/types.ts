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
  | {readonly kind: 'release'; readonly version: string; readonly field: 'factory' | 'vaultOriginal' | 'tokenizedStrategy'}
  /** A getter of Yearn's V3 RoleManager (`v3.roleManager`). */
  | {readonly kind: 'roleManager'; readonly getter: RoleManagerGetter}
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
  /** EVM chain id; only mainnet (1) entries are checked live. */
  readonly chainId: number;
  readonly source: AddressSource;
  /** Date of the last recorded on-chain check, when the value comes from one. */
  readonly checkedOn?: string;
}

/** The chains the pages list, with their block explorers. */
export const EXPLORERS: Readonly<Record<number, {readonly chain: string; readonly name: string; readonly addressUrl: string}>> = {
  1: {chain: 'Ethereum', name: 'Etherscan', addressUrl: 'https://etherscan.io/address/'},
  10: {chain: 'Optimism', name: 'Optimism Etherscan', addressUrl: 'https://optimistic.etherscan.io/address/'},
  250: {chain: 'Fantom', name: 'FTMScan', addressUrl: 'https://ftmscan.com/address/'},
  8453: {chain: 'Base', name: 'BaseScan', addressUrl: 'https://basescan.org/address/'},
  42161: {chain: 'Arbitrum', name: 'Arbiscan', addressUrl: 'https://arbiscan.io/address/'},
};
