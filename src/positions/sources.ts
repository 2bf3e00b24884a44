/**
 * Where the vaults of a chain are listed: the registries of the address book
 * (src/chain/addresses/), each with how it is read.
 *
 * - V3: Yearn's Registry and the legacy Registry before it (yearn/vault-periphery
 *   Registry.sol, `getAllEndorsedVaults()`; on Sonic the current one only, on
 *   Gnosis the legacy one only), and on Polygon the first registry
 *   before both, which Yearn's indexer Kong still reads with the same getter;
 *   they list the vaults and tokenized strategies Yearn endorsed. Reads still go by each vault's own
 *   `apiVersion()`, so a listing mistake cannot produce a call the vault lacks.
 * - V2: the Registry.vy of yearn/yearn-vaults (0.3.3 and later: numTokens,
 *   tokens, numVaults, vaults) and the later vault registry of the factory
 *   vaults, which answers the same four getters; Fantom has one Registry.vy. The Arbitrum vault registry's
 *   interface is unconfirmed: if it answers otherwise, the result says that
 *   registry could not be listed. The first V2 registry on Ethereum (Registry.vy
 *   before 0.3.3, 0xe15461b1…) has no token getters, so its vaults cannot be
 *   listed by reads and only the later registries' copies are found.
 *
 * - V1: the YRegistry of yearn/yearn-protocol on Ethereum (`getVaults()`), the
 *   registry Yearn's lens contracts read. A V1 vault governance removed from
 *   it is not found.
 */
import type {Address} from 'viem';

import {LENS_ADDRESSES} from '../chain/addresses/lens';
import {V2_ADDRESSES} from '../chain/addresses/v2';
import {V3_ADDRESSES} from '../chain/addresses/v3';
import type {AddressEntry} from '../chain/addresses/types';

export type Generation = 'v3' | 'v2' | 'v1';

export interface RegistrySource {
  /** The address book id, e.g. `v3.registry`. */
  readonly id: string;
  /** As the result names it, e.g. "V3 registry". */
  readonly label: string;
  readonly address: Address;
  readonly generation: Generation;
}

const V3_REGISTRY_IDS = ['v3.registry', 'v3.legacy-registry', 'v3.polygon-registry'] as const;
const V2_REGISTRY_IDS = [
  'v2.v2-registry',
  'v2.vault-registry',
  'v2.optimism-registry',
  'v2.optimism-vault-registry',
  'v2.base-vault-registry',
  'v2.arbitrum-registry',
  'v2.arbitrum-vault-registry',
  'v2.fantom-registry',
] as const;
const V1_REGISTRY_ID = 'lens.registries-v1-vaults';

function entry(entries: readonly AddressEntry[], id: string): AddressEntry {
  const found = entries.find((e) => e.id === id);
  if (!found) throw new Error(`The address book has no entry "${id}"`);
  return found;
}

const SOURCES: readonly (RegistrySource & {readonly chains: readonly number[]})[] = [
  ...V3_REGISTRY_IDS.map((id) => ({...fromEntry(entry(V3_ADDRESSES, id), 'V3'), generation: 'v3' as const})),
  ...V2_REGISTRY_IDS.map((id) => ({...fromEntry(entry(V2_ADDRESSES, id), 'V2'), generation: 'v2' as const})),
  {...fromEntry(entry(LENS_ADDRESSES, V1_REGISTRY_ID), 'V1'), label: 'V1 registry', generation: 'v1' as const},
];

function fromEntry(e: AddressEntry, generation = e.id.startsWith('v3.') ? 'V3' : 'V2') {
  return {id: e.id, label: `${generation} ${e.label.toLowerCase()}`, address: e.address, chains: e.chains};
}

/** The registries listed on `chainId`, newest generation first. */
export function registriesOn(chainId: number): RegistrySource[] {
  return SOURCES.filter((s) => s.chains.includes(chainId)).map(({chains: _chains, ...source}) => source);
}
