import {parseAbi} from 'viem';
import {describe, expect, it} from 'vitest';

import * as abis from '../../src/chain/abis';

/** The signatures the live check reads, written the human-readable way. */
const SIGNATURES = {
  PROTOCOL_ADDRESS_PROVIDER_ABI: [
    'function getReleaseRegistry() view returns (address)',
    'function getRouter() view returns (address)',
    'function getAprOracle() view returns (address)',
    'function getCommonReportTrigger() view returns (address)',
    'function getRoleManagerFactory() view returns (address)',
  ],
  RELEASE_REGISTRY_ABI: [
    'function latestRelease() view returns (string)',
    'function numReleases() view returns (uint256)',
    'function factories(uint256) view returns (address)',
    'function tokenizedStrategies(uint256) view returns (address)',
  ],
  VAULT_FACTORY_ABI: [
    'function apiVersion() view returns (string)',
    'function vault_original() view returns (address)',
  ],
  ROLE_MANAGER_ABI: [
    'function getBrain() view returns (address)',
    'function getDaddy() view returns (address)',
    'function getAccountant() view returns (address)',
    'function getDebtAllocator() view returns (address)',
    'function getRegistry() view returns (address)',
  ],
  GAUGE_REGISTRY_ABI: [
    'function registered(address gauge) view returns (bool)',
    'function controller() view returns (address)',
  ],
  SAFE_ABI: ['function getOwners() view returns (address[])', 'function getThreshold() view returns (uint256)'],
  TOTAL_SUPPLY_ABI: ['function totalSupply() view returns (uint256)'],
  ENS_UNIVERSAL_RESOLVER_ABI: [
    'function resolveWithGateways(bytes name, bytes data, string[] gateways) view returns (bytes, address resolver)',
  ],
  ENS_ADDR_ABI: ['function addr(bytes32 node) view returns (address)'],
} as const;

/** An ABI item without the empty names the object form carries, as parseAbi gives it. */
const comparable = (abi: readonly unknown[]) =>
  JSON.parse(
    JSON.stringify(abi, (key, value: unknown) => (key === 'name' && value === '' ? undefined : value)),
  ) as unknown;

describe('chain ABIs', () => {
  it('are exactly the functions their signatures name (types, arguments, state mutability)', () => {
    expect(
      Object.keys(abis)
        .filter((name) => name.endsWith('_ABI'))
        .sort(),
    ).toEqual(Object.keys(SIGNATURES).sort());
    for (const [name, signatures] of Object.entries(SIGNATURES)) {
      expect(comparable(abis[name as keyof typeof SIGNATURES]), name).toEqual(comparable(parseAbi(signatures)));
    }
  });
});
