/** Names an address from the address book (entry, chain, ENS name) or from the Safe libraries; otherwise marks it unknown. */
import {getAddress, isAddress, type Address} from 'viem';

import {ADDRESS_BOOK} from '../chain/addressBook';
import {sourceOn} from '../chain/addresses/types';
import {MULTISEND_LIBRARIES} from './wrappers';

export interface AddressName {
  readonly id: string;
  readonly label: string;
  readonly chains: readonly number[];
  readonly ens?: string;
}

export interface NamedAddress {
  readonly address: Address;
  /** In the address book, on the chain given (any chain when none is). */
  readonly known: boolean;
  /** Every address book entry of the address; entries of other chains too, so a wrong chain shows. */
  readonly names: readonly AddressName[];
  /** A Safe MultiSend library, when it is one. */
  readonly library?: string;
}

const BOOK = new Map<string, AddressName[]>();
for (const entry of ADDRESS_BOOK) {
  const key = entry.address.toLowerCase();
  const name = entry.chains
    .map((chain) => sourceOn(entry, chain))
    .map((source) => (source.kind === 'ens' ? source.name : source.kind === 'provider' ? source.ens : undefined))
    .find(Boolean);
  const list = BOOK.get(key) ?? [];
  list.push({id: entry.id, label: entry.label, chains: entry.chains, ...(name ? {ens: name} : {})});
  BOOK.set(key, list);
}
const LIBRARIES = new Map(MULTISEND_LIBRARIES.map((lib) => [lib.address.toLowerCase(), lib.label]));

export function isMultiSend(address: string): boolean {
  return LIBRARIES.has(address.toLowerCase());
}

export function nameAddress(address: string, chainId?: number): NamedAddress {
  const checksummed = isAddress(address, {strict: false}) ? getAddress(address) : (address as Address);
  const names = BOOK.get(address.toLowerCase()) ?? [];
  const library = LIBRARIES.get(address.toLowerCase());
  const known = names.some((n) => chainId === undefined || n.chains.includes(chainId));
  return {address: checksummed, known, names, ...(library ? {library} : {})};
}

/** `Governance multisig (yChad), ychad.eth` or `unknown address`. */
export function describeAddress(named: NamedAddress): string {
  const first = named.names[0];
  const ens = named.names.find((n) => n.ens)?.ens;
  if (first) return `${first.label}${ens ? `, ${ens}` : ''}`;
  return named.library ?? 'unknown address';
}
