/**
 * Where the vaults of a chain are listed: the registries of the address book
 * (src/chain/addresses/), each with how it is read.
 *
 * - V3: Yearn's Registry and the legacy Registry before it (yearn/vault-periphery
 *   Registry.sol, `getAllEndorsedVaults()`); they list vaults and the tokenized
 *   strategies Yearn endorsed, and some V2 vaults (the reads go by each vault's
 *   own `apiVersion()`).
 * - V2: the Registry.vy of yearn/yearn-vaults and the later vault registry of
 *   the factory vaults, which answers the same four getters. The Arbitrum
 *   entry's interface is unconfirmed: if it answers otherwise, the result says
 *   that registry could not be listed.
 *
 * V1 vaults are not listed: no on-chain directory names them, and the site
 * holds no checked list of them.
 */
import type {Address} from 'viem';

import {V2_ADDRESSES} from '../chain/addresses/v2';
import {V3_ADDRESSES} from '../chain/addresses/v3';
import type {AddressEntry} from '../chain/addresses/types';

export type Generation = 'v3' | 'v2';

export interface RegistrySource {
  /** The address book id, e.g. `v3.registry`. */
  readonly id: string;
  /** As the result names it, e.g. "V3 registry". */
  readonly label: string;
  readonly address: Address;
  readonly generation: Generation;
}

const V3_REGISTRY_IDS = ['v3.registry', 'v3.legacy-registry'] as const;
const V2_REGISTRY_IDS = [
  'v2.v2-registry',
  'v2.vault-registry',
  'v2.optimism-vault-registry',
  'v2.base-vault-registry',
  'v2.arbitrum-vault-registry',
] as const;

function entry(entries: readonly AddressEntry[], id: string): AddressEntry {
  const found = entries.find((e) => e.id === id);
  if (!found) throw new Error(`The address book has no entry "${id}"`);
  return found;
}

const SOURCES: readonly (RegistrySource & {readonly chains: readonly number[]})[] = [
  ...V3_REGISTRY_IDS.map((id) => ({...fromEntry(entry(V3_ADDRESSES, id)), generation: 'v3' as const})),
  ...V2_REGISTRY_IDS.map((id) => ({...fromEntry(entry(V2_ADDRESSES, id)), generation: 'v2' as const})),
];

function fromEntry(e: AddressEntry) {
  const generation = e.id.startsWith('v3.') ? 'V3' : 'V2';
  return {id: e.id, label: `${generation} ${e.label.toLowerCase()}`, address: e.address, chains: e.chains};
}

/** The registries listed on `chainId`, V3 first. */
export function registriesOn(chainId: number): RegistrySource[] {
  return SOURCES.filter((s) => s.chains.includes(chainId)).map(({chains: _chains, ...source}) => source);
}
