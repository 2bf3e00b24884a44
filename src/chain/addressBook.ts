/**
 * The address book: every contract address shown on the site, in one place,
 * each with the on-chain source that confirms it. Pages show addresses only
 * through the MDX widgets, which look entries up here by id.
 */
import {CHAIN_MULTISIG_ADDRESSES, MULTISIG_ADDRESSES, TIMELOCK_ADDRESSES} from './addresses/core';
import {LENS_ADDRESSES} from './addresses/lens';
import type {AddressEntry} from './addresses/types';
import {STYFI_ADDRESSES} from './addresses/styfi';
import {V2_ADDRESSES} from './addresses/v2';
import {V3_ADDRESSES} from './addresses/v3';
import {VEYFI_ADDRESSES} from './addresses/veyfi';
import {YCRV_ADDRESSES} from './addresses/ycrv';
import {YPOOLS_ADDRESSES} from './addresses/ypools';
import {YPRISMA_ADDRESSES} from './addresses/yprisma';
import {YVUSD_ADDRESSES} from './addresses/yvusd';
import {YYB_ADDRESSES} from './addresses/yyb';

export type {AddressEntry, AddressSource} from './addresses/types';
export {isCheckedLive, liveChecks, sourceOn, type EntryOnChain} from './addresses/types';

export const ADDRESS_BOOK = [
  ...V3_ADDRESSES,
  ...MULTISIG_ADDRESSES,
  ...TIMELOCK_ADDRESSES,
  ...CHAIN_MULTISIG_ADDRESSES,
  ...STYFI_ADDRESSES,
  ...VEYFI_ADDRESSES,
  ...YVUSD_ADDRESSES,
  ...V2_ADDRESSES,
  ...LENS_ADDRESSES,
  ...YCRV_ADDRESSES,
  ...YYB_ADDRESSES,
  ...YPOOLS_ADDRESSES,
  ...YPRISMA_ADDRESSES,
] as const satisfies readonly AddressEntry[];

export type AddressId = (typeof ADDRESS_BOOK)[number]['id'];

const BY_ID: ReadonlyMap<string, AddressEntry> = new Map(ADDRESS_BOOK.map((entry) => [entry.id, entry]));

/** The entry with this id; throws so a typo in a page fails the build. */
export function getEntry(id: string): AddressEntry {
  const entry = BY_ID.get(id);
  if (!entry) throw new Error(`Unknown address book id "${id}" (see src/chain/addressBook.ts)`);
  return entry;
}

/** Ids of the entries shown on each address page, for the page's AddressCheck summary. */
const ids = (entries: readonly AddressEntry[]) => entries.map((entry) => entry.id);
const CORE_TOKEN_IDS = ['token.yfi', 'token.veyfi', 'token.dyfi'];
export const ADDRESS_PAGES: Readonly<Record<string, readonly string[]>> = {
  'v3-contracts': ids(V3_ADDRESSES),
  'v3-releases': ids(V3_ADDRESSES.filter((entry) => entry.source.kind === 'release')),
  'core-contracts': [
    ...CORE_TOKEN_IDS,
    ...ids(MULTISIG_ADDRESSES),
    ...ids(TIMELOCK_ADDRESSES),
    ...ids(CHAIN_MULTISIG_ADDRESSES),
    'v3.optimism.daddy',
    'v3.polygon.daddy',
    'v3.base.daddy',
    'v3.arbitrum.daddy',
    'v3.katana.daddy',
    'v3.address-provider',
    'v3.release-registry',
    'v3.role-manager',
  ],
  'veyfi-contracts': ids(VEYFI_ADDRESSES),
  'styfi-contracts': ['token.yfi', ...ids(STYFI_ADDRESSES)],
  'yvusd-contracts': ids(YVUSD_ADDRESSES),
  'v2-contracts': ids(V2_ADDRESSES),
  'lens-contracts': ids(LENS_ADDRESSES),
  'ycrv-contracts': ids(YCRV_ADDRESSES),
  'yyb-contracts': [...ids(YYB_ADDRESSES), 'ycrv.yvcrvusd'],
  'ypools-contracts': ids(YPOOLS_ADDRESSES),
  'yprisma-contracts': ids(YPRISMA_ADDRESSES),
  multisig: ['multisig.ychad', 'multisig.brain', ...ids(TIMELOCK_ADDRESSES), 'multisig.sam'],
};

export function pageEntries(page: string): readonly AddressEntry[] {
  const list = ADDRESS_PAGES[page];
  if (!list) throw new Error(`Unknown address page "${page}"`);
  return list.map(getEntry);
}
