import type {AddressEntry} from './types';

/**
 * v2 contracts, as listed on docs-developers/addresses/v2-contracts.md.
 * Values come from yearn/yearn-devdocs at ffa888f (V2 contract addresses); they were not part of the on-chain
 * check, and only the entries with an ENS name are checked live.
 */
const LISTED = {kind: 'listed', list: 'yearn/yearn-devdocs at ffa888f (V2 contract addresses)'} as const;
/** Registries Kong indexes as V2 registries (its config/abis.yaml, `yearn/2/registry`) that the previous docs did not list. */
const KONG_LISTED = {kind: 'listed', list: 'yearn/kong at 9d4ce10 (config/abis.yaml, V2 registries)'} as const;

export const V2_ADDRESSES = [
  {
    id: 'v2.v2-registry',
    label: 'V2 registry',
    address: '0x50c1a2eA0a861A967D9d0FFE2AE4012c2E053804',
    chains: [1],
    source: {kind: 'ens', name: 'v2.registry.ychad.eth'},
  },
  {
    id: 'v2.vault-registry',
    label: 'Vault registry (factory vaults)',
    address: '0xaF1f5e1c19cB68B30aAD73846eFfDf78a5863319',
    chains: [1],
    source: {kind: 'ens', name: 'factory.ychad.eth'},
  },
  {
    id: 'v2.release-registry',
    label: 'Release registry',
    address: '0x7Cb5ABEb0de8f6f46a27329B9eF54CE10E47F1e2',
    chains: [1],
    source: {kind: 'ens', name: 'release.registry.ychad.eth'},
  },
  {
    id: 'v2.health-check',
    label: 'Health check',
    address: '0xDDCea799fF1699e98EDF118e0629A974Df7DF012',
    chains: [1],
    source: {kind: 'ens', name: 'health.ychad.eth'},
  },
  {
    id: 'v2.curve-lp-vault-factory',
    label: 'Curve LP vault factory',
    address: '0x21b1FC8A52f179757bf555346130bF27c0C2A17A',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'v2.optimism-vault-registry',
    label: 'Vault registry (Optimism)',
    address: '0x79286Dd38C9017E5423073bAc11F53357Fc5C128',
    chains: [10],
    source: LISTED,
  },
  {
    id: 'v2.optimism-registry',
    label: 'V2 registry (Optimism)',
    address: '0x1ba4eB0F44AB82541E56669e18972b0d6037dfE0',
    chains: [10],
    source: KONG_LISTED,
  },
  {
    id: 'v2.optimism-release-registry',
    label: 'Release registry (Optimism)',
    address: '0x81291ceb9bB265185A9D07b91B5b50Df94f005BF',
    chains: [10],
    source: LISTED,
  },
  {
    id: 'v2.optimism-health-check',
    label: 'Health check (Optimism)',
    address: '0x3d8F58774611676fd196D26149C71a9142C45296',
    chains: [10],
    source: LISTED,
  },
  {
    id: 'v2.base-vault-registry',
    label: 'Vault registry (Base)',
    address: '0xF3885eDe00171997BFadAa98E01E167B53a78Ec5',
    chains: [8453],
    source: LISTED,
  },
  {
    id: 'v2.base-release-registry',
    label: 'Release registry (Base)',
    address: '0x697BC6bd64677bE63240262869dD5F2A3eEACCd3',
    chains: [8453],
    source: LISTED,
  },
  {
    id: 'v2.arbitrum-vault-registry',
    label: 'Vault registry (Arbitrum)',
    address: '0x84654e35E504452769757AAe5a8C7C6599cBf954',
    chains: [42161],
    source: LISTED,
  },
  {
    id: 'v2.arbitrum-registry',
    label: 'V2 registry (Arbitrum)',
    address: '0x3199437193625DCcD6F9C9e98BDf93582200Eb1f',
    chains: [42161],
    source: KONG_LISTED,
  },

  {
    id: 'v2.arbitrum-release-registry',
    label: 'Release registry (Arbitrum)',
    address: '0x697BC6bd64677bE63240262869dD5F2A3eEACCd3',
    chains: [42161],
    source: LISTED,
  },
  {
    id: 'v2.fantom-registry',
    label: 'Registry (Fantom)',
    address: '0x727fe1759430df13655ddb0731dE0D0FDE929b04',
    chains: [250],
    // Also read by yearn/kong at 9d4ce10 (config/abis.yaml, yearn/2/registry) and yearn/ydaemon at 6e24b12 (chain.fantom.go).
    source: LISTED,
  },
] as const satisfies readonly AddressEntry[];
