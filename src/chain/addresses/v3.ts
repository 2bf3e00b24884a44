import {SNAPSHOT_DATE as CHECKED, SNAPSHOT_RELEASES, type ReleaseAddresses} from './snapshot';
import type {AddressEntry} from './types';

/**
 * Yearn V3 on Ethereum mainnet, as the newest on-chain snapshot recorded it;
 * each entry names the registry call or ENS name that confirms it live.
 */

/** Address book id of one contract of a release, e.g. `v3.release-310.factory`. */
export const releaseEntryId = (version: string, field: 'vault-original' | 'factory' | 'tokenized-strategy') =>
  `v3.release-${version.replace(/\./g, '')}.${field}`;

// Releases come from the snapshot itself: a new release is a new snapshot.
const release = ({version, vaultOriginal, factory, tokenizedStrategy}: ReleaseAddresses): AddressEntry[] => [
  {id: releaseEntryId(version, 'vault-original'), label: `Vault original ${version}`, address: vaultOriginal, chainId: 1, checkedOn: CHECKED, source: {kind: 'release', version, field: 'vaultOriginal'}},
  {id: releaseEntryId(version, 'factory'), label: `Vault factory ${version}`, address: factory, chainId: 1, checkedOn: CHECKED, source: {kind: 'release', version, field: 'factory'}},
  {id: releaseEntryId(version, 'tokenized-strategy'), label: `Tokenized strategy ${version}`, address: tokenizedStrategy, chainId: 1, checkedOn: CHECKED, source: {kind: 'release', version, field: 'tokenizedStrategy'}},
];

export const V3_ADDRESSES = [
  {id: 'v3.address-provider', label: 'Protocol address provider', address: '0x775F09d6f3c8D2182DFA8bce8628acf51105653c', chainId: 1, checkedOn: CHECKED, source: {kind: 'ens', name: 'address-provider.v3.ychad.eth'}},
  {id: 'v3.release-registry', label: 'Release registry', address: '0x0377b4daDDA86C89A0091772B79ba67d0E5F7198', chainId: 1, checkedOn: CHECKED, source: {kind: 'provider', getter: 'getReleaseRegistry', ens: 'release.registry.v3.ychad.eth'}},
  {id: 'v3.role-manager', label: 'Yearn role manager', address: '0xb3bd6B2E61753C311EFbCF0111f75D29706D9a41', chainId: 1, checkedOn: CHECKED, source: {kind: 'ens', name: 'role-manager.v3.ychad.eth'}},

  {id: 'v3.router', label: '4626 Router', address: '0x1112dbCF805682e828606f74AB717abf4b4FD8DE', chainId: 1, checkedOn: CHECKED, source: {kind: 'provider', getter: 'getRouter'}},
  {id: 'v3.apr-oracle', label: 'APR oracle', address: '0x1981AD9F44F2EA9aDd2dC4AD7D075c102C70aF92', chainId: 1, checkedOn: CHECKED, source: {kind: 'provider', getter: 'getAprOracle'}},
  {id: 'v3.common-report-trigger', label: 'Common report trigger', address: '0xf8dF17a35c88AbB25e83C92f9D293B4368b9D52D', chainId: 1, checkedOn: CHECKED, source: {kind: 'provider', getter: 'getCommonReportTrigger'}},
  {id: 'v3.role-manager-factory', label: 'Role manager factory', address: '0xca12459a931643BF28388c67639b3F352fe9e5Ce', chainId: 1, checkedOn: CHECKED, source: {kind: 'provider', getter: 'getRoleManagerFactory'}},

  ...SNAPSHOT_RELEASES.flatMap(release),

  {id: 'v3.brain', label: 'Brain (strategist multisig)', address: '0x16388463d60FFE0661Cf7F1f31a7D658aC790ff7', chainId: 1, checkedOn: CHECKED, source: {kind: 'roleManager', getter: 'getBrain'}},
  {id: 'v3.daddy', label: 'Daddy (governance multisig)', address: '0xFEB4acf3df3cDEA7399794D0869ef76A6EfAff52', chainId: 1, checkedOn: CHECKED, source: {kind: 'roleManager', getter: 'getDaddy'}},
  {id: 'v3.accountant', label: 'Accountant', address: '0x5A74Cb32D36f2f517DB6f7b0A0591e09b22cDE69', chainId: 1, checkedOn: CHECKED, source: {kind: 'roleManager', getter: 'getAccountant'}},
  {id: 'v3.debt-allocator', label: 'Debt allocator', address: '0x1e9eB053228B1156831759401dE0E115356b8671', chainId: 1, checkedOn: CHECKED, source: {kind: 'roleManager', getter: 'getDebtAllocator'}},
  {id: 'v3.registry', label: 'Registry', address: '0xd40ecF29e001c76Dcc4cC0D9cd50520CE845B038', chainId: 1, checkedOn: CHECKED, source: {kind: 'roleManager', getter: 'getRegistry'}},
] as const satisfies readonly AddressEntry[];
