import {DADDIES, DIRECTORIES, ROLE_MANAGERS} from './directories';
import {SNAPSHOT_DATE as CHECKED, SNAPSHOT_RELEASES, type ReleaseAddresses} from './snapshot';
import type {AddressEntry, AddressSource} from './types';

/**
 * Yearn V3. Mainnet values are the newest on-chain snapshot; the other
 * chains' values are listed by yearn/yearn-devdocs at ffa888f
 * (src/ethereum/constants.ts and docs/developers/addresses/v3-contracts.md),
 * and only the live check in the reader's browser confirms them. Each entry
 * names the registry call, role manager getter or ENS name that confirms it
 * on each of its chains.
 */

/** Where the values of the chains other than mainnet come from. */
const DEVDOCS = 'yearn/yearn-devdocs at ffa888f (V3 contract addresses)';
const LISTED: AddressSource = {kind: 'listed', list: DEVDOCS};
/** Sonic's registry: no Yearn address list names it; both of Yearn's indexers read it. */
const INDEXED_ON_SONIC: AddressSource = {
  kind: 'listed',
  list: 'yearn/kong at 9d4ce10 (config/abis.yaml, yearn/3/registry3) and yearn/ydaemon at 6e24b12 (common/env/chain.sonic.go)',
};

/**
 * The protocol contracts are CREATE2 deployments that yearn-devdocs lists at
 * one address on each of these chains. Written out, not taken from
 * V3_CHAIN_IDS: a chain added to the site lists an entry only once someone
 * has confirmed the contract is deployed there (docs/addresses.md, "Adding a
 * chain").
 */
const ALL = [1, 10, 137, 8453, 42161, 747474] as const;
const OTHER_CHAINS = ALL.filter((id) => id !== 1);
/** The same source on every chain but mainnet, where ENS (or a snapshot-era source) confirms more. */
const elsewhere = (source: AddressSource): Partial<Record<number, AddressSource>> =>
  Object.fromEntries(OTHER_CHAINS.map((id) => [id, source]));

/** Address book id of one contract of a release, e.g. `v3.release-310.factory`. */
export const releaseEntryId = (version: string, field: 'vault-original' | 'factory' | 'tokenized-strategy') =>
  `v3.release-${version.replace(/\./g, '')}.${field}`;

// Releases come from the snapshot itself: a new release is a new snapshot.
const release = ({version, vaultOriginal, factory, tokenizedStrategy}: ReleaseAddresses): AddressEntry[] => [
  {
    id: releaseEntryId(version, 'vault-original'),
    label: `Vault original ${version}`,
    address: vaultOriginal,
    chains: ALL,
    checkedOn: CHECKED,
    source: {kind: 'release', version, field: 'vaultOriginal'},
  },
  {
    id: releaseEntryId(version, 'factory'),
    label: `Vault factory ${version}`,
    address: factory,
    chains: ALL,
    checkedOn: CHECKED,
    source: {kind: 'release', version, field: 'factory'},
  },
  {
    id: releaseEntryId(version, 'tokenized-strategy'),
    label: `Tokenized strategy ${version}`,
    address: tokenizedStrategy,
    chains: ALL,
    checkedOn: CHECKED,
    source: {kind: 'release', version, field: 'tokenizedStrategy'},
  },
];

export const V3_ADDRESSES = [
  // No directory names the provider itself on the other chains: its address there is as listed.
  {
    id: 'v3.address-provider',
    label: 'Protocol address provider',
    address: DIRECTORIES.addressProvider,
    chains: ALL,
    checkedOn: CHECKED,
    source: {kind: 'ens', name: 'address-provider.v3.ychad.eth'},
    sourceOn: elsewhere(LISTED),
  },
  {
    id: 'v3.release-registry',
    label: 'Release registry',
    address: DIRECTORIES.releaseRegistry,
    chains: ALL,
    checkedOn: CHECKED,
    source: {kind: 'provider', getter: 'getReleaseRegistry', ens: 'release.registry.v3.ychad.eth'},
    sourceOn: elsewhere({kind: 'provider', getter: 'getReleaseRegistry'}),
  },
  {
    id: 'v3.role-manager',
    label: 'Yearn role manager',
    address: ROLE_MANAGERS.mainnet,
    chains: [1],
    checkedOn: CHECKED,
    source: {kind: 'ens', name: 'role-manager.v3.ychad.eth'},
  },

  {
    id: 'v3.router',
    label: '4626 Router',
    address: '0x1112dbCF805682e828606f74AB717abf4b4FD8DE',
    chains: ALL,
    checkedOn: CHECKED,
    source: {kind: 'provider', getter: 'getRouter'},
  },
  {
    id: 'v3.apr-oracle',
    label: 'APR oracle',
    address: '0x1981AD9F44F2EA9aDd2dC4AD7D075c102C70aF92',
    chains: ALL,
    checkedOn: CHECKED,
    source: {kind: 'provider', getter: 'getAprOracle'},
  },
  {
    id: 'v3.common-report-trigger',
    label: 'Common report trigger',
    address: '0xf8dF17a35c88AbB25e83C92f9D293B4368b9D52D',
    chains: ALL,
    checkedOn: CHECKED,
    source: {kind: 'provider', getter: 'getCommonReportTrigger'},
  },
  {
    id: 'v3.role-manager-factory',
    label: 'Role manager factory',
    address: '0xca12459a931643BF28388c67639b3F352fe9e5Ce',
    chains: ALL,
    checkedOn: CHECKED,
    source: {kind: 'provider', getter: 'getRoleManagerFactory'},
  },

  // Periphery that yearn-devdocs lists for Ethereum only and that no directory the site reads names.
  // The auction registry's getLatestFactory() should name the auction factory; yearn-devdocs changed
  // the listed factory in the commit that recorded the 2026-07-21 snapshot, which does not say which one it compared.
  {
    id: 'v3.auction-factory',
    label: 'Auction factory 1.0.5',
    address: '0x55B3830B4D85e6868c73f00A2e857e9AdbF89568',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'v3.auction-registry',
    label: 'Auction registry',
    address: '0x94F44706A61845a4f9e59c4Bc08cEA4503e48D12',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'v3.keeper',
    label: 'Keeper',
    address: '0x52605BbF54845f520a3E94792d019f62407db2f8',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'v3.dumper',
    label: 'Dumper',
    address: '0x590Dd9399bB53f1085097399C3265C7137c1C4Cf',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'v3.accountant-factory',
    label: 'Accountant factory',
    address: '0xF728f839796a399ACc2823c1e5591F05a31c32d1',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'v3.debt-allocator-factory',
    label: 'Debt allocator factory',
    address: '0x03D43dF6FF894C848fC6F1A0a7E8a539Ef9A4C18',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'v3.registry-factory',
    label: 'Registry factory',
    address: '0x3A0fa8aac82aD94048098D6af6e8eB36c98816A1',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'v3.splitter-factory',
    label: 'Splitter factory',
    address: '0xe28fCC9FB2998ba57754789F6666DAa8C815614D',
    chains: [1],
    source: LISTED,
  },
  // yearn-devdocs lists the deployer among the addresses that are the same on every EVM chain.
  {
    id: 'v3.deployer',
    label: 'V3 deployer',
    address: '0x33333333D5eFb92f19a5F94a43456b3cec2797AE',
    chains: ALL,
    source: LISTED,
  },

  ...SNAPSHOT_RELEASES.flatMap(release),

  {
    id: 'v3.brain',
    label: 'Brain (strategist multisig)',
    address: '0x16388463d60FFE0661Cf7F1f31a7D658aC790ff7',
    chains: [1],
    checkedOn: CHECKED,
    source: {kind: 'roleManager', getter: 'getBrain'},
  },
  {
    id: 'v3.daddy',
    label: 'Daddy (governance multisig)',
    address: DADDIES.mainnet,
    chains: [1],
    checkedOn: CHECKED,
    source: {kind: 'roleManager', getter: 'getDaddy'},
  },
  {
    id: 'v3.accountant',
    label: 'Accountant',
    address: '0x5A74Cb32D36f2f517DB6f7b0A0591e09b22cDE69',
    chains: [1],
    checkedOn: CHECKED,
    source: {kind: 'roleManager', getter: 'getAccountant'},
  },
  // Ethereum only. yearn-devdocs (ffa888f, docs/developers/addresses/v3-contracts.md) shows this address for Base
  // and Arbitrum One by reusing its mainnet constant, and no other public source (vault-periphery, kong's config)
  // names a debt allocator on those chains, so they are left out.
  {
    id: 'v3.debt-allocator',
    label: 'Debt allocator',
    address: '0x1e9eB053228B1156831759401dE0E115356b8671',
    chains: [1],
    checkedOn: CHECKED,
    source: {kind: 'roleManager', getter: 'getDebtAllocator'},
  },
  // "Consistent across all EVM chains" in yearn-devdocs; Optimism has no role manager to confirm it.
  // Also on Sonic, where the site shows no other V3 contract: Kong and yDaemon read it there.
  {
    id: 'v3.registry',
    label: 'Registry',
    address: DIRECTORIES.registry,
    chains: [...ALL, 146],
    checkedOn: CHECKED,
    source: {kind: 'roleManager', getter: 'getRegistry'},
    sourceOn: {10: LISTED, 146: INDEXED_ON_SONIC},
  },
  // The registry Yearn endorsed vaults in before the current one. No directory the live check reads names it
  // (the current Registry has a settable legacyRegistry() slot, which the check does not read), so it is only
  // listed: yearn-devdocs lists the address without chains; the chains are those yearn/kong at 9d4ce10
  // (config/abis.yaml) indexes it on: four V3 chains of the site and Gnosis.
  {
    id: 'v3.legacy-registry',
    label: 'Legacy registry',
    address: '0xff31A1B020c868F6eA3f61Eb953344920EeCA3af',
    chains: [1, 137, 8453, 42161, 100],
    source: {
      kind: 'listed',
      list: 'yearn/yearn-devdocs at ffa888f (legacy V3 registry); chains as indexed by yearn/kong at 9d4ce10',
    },
  },

  // The first V3 registry on Polygon, older than the legacy one: Yearn's indexer Kong still reads it (yearn/kong at
  // 9d4ce10, config/abis.yaml, abiPath yearn/3/registry, whose ABI has getAllEndorsedVaults() returning address[][]),
  // and yDaemon too (yearn/ydaemon common/env/chain.polygon.go, Registries). No directory the live check reads names it.
  {
    id: 'v3.polygon-registry',
    label: 'First registry (Polygon)',
    address: '0xfF5e3A7C4cBfA9Dd361385c24C3a0A4eE63CE500',
    chains: [137],
    source: {kind: 'listed', list: 'yearn/kong at 9d4ce10 (config/abis.yaml, yearn/3/registry)'},
  },

  {id: 'v3.optimism.daddy', label: 'Daddy (Yearn multisig)', address: DADDIES.optimism, chains: [10], source: LISTED},

  {
    id: 'v3.polygon.role-manager',
    label: 'Yearn role manager',
    address: ROLE_MANAGERS.polygon,
    chains: [137],
    source: {kind: 'roleManagerGetters'},
  },
  {
    id: 'v3.polygon.accountant',
    label: 'Accountant',
    address: '0x54483f1592ab0aDea2757Ae0d62e6393361d4CEe',
    chains: [137],
    source: {kind: 'roleManager', getter: 'getAccountant'},
  },
  {
    id: 'v3.polygon.daddy',
    label: 'Daddy (Yearn multisig)',
    address: DADDIES.polygon,
    chains: [137],
    source: {kind: 'roleManager', getter: 'getDaddy'},
  },

  {
    id: 'v3.base.role-manager',
    label: 'Yearn role manager',
    address: ROLE_MANAGERS.base,
    chains: [8453],
    source: {kind: 'roleManagerGetters'},
  },
  // Base and Katana list the same accountant address.
  {
    id: 'v3.base-katana.accountant',
    label: 'Accountant',
    address: '0x1f399808fE52d0E960CAB84b6b54d5707ab27c8a',
    chains: [8453, 747474],
    source: {kind: 'roleManager', getter: 'getAccountant'},
  },
  {
    id: 'v3.base.daddy',
    label: 'Daddy (Yearn multisig)',
    address: DADDIES.base,
    chains: [8453],
    source: {kind: 'roleManager', getter: 'getDaddy'},
  },

  {
    id: 'v3.arbitrum.role-manager',
    label: 'Yearn role manager',
    address: ROLE_MANAGERS.arbitrum,
    chains: [42161],
    source: {kind: 'roleManagerGetters'},
  },
  {
    id: 'v3.arbitrum.accountant',
    label: 'Accountant',
    address: '0x9aB47bE62631036CDa3a64B8322704988427F366',
    chains: [42161],
    source: {kind: 'roleManager', getter: 'getAccountant'},
  },
  {
    id: 'v3.arbitrum.daddy',
    label: 'Daddy (Yearn multisig)',
    address: DADDIES.arbitrum,
    chains: [42161],
    source: {kind: 'roleManager', getter: 'getDaddy'},
  },

  {
    id: 'v3.katana.role-manager',
    label: 'Yearn role manager',
    address: ROLE_MANAGERS.katana,
    chains: [747474],
    source: {kind: 'roleManagerGetters'},
  },
  {
    id: 'v3.katana.daddy',
    label: 'Daddy (Yearn multisig)',
    address: DADDIES.katana,
    chains: [747474],
    source: {kind: 'roleManager', getter: 'getDaddy'},
  },
] as const satisfies readonly AddressEntry[];
