/**
 * The few contract functions the site reads, as typed viem ABIs. Written as
 * ABI objects rather than human-readable signatures: `parseAbi` would ship
 * abitype's signature parser (about 3 kB gzip) to every page with a widget.
 */
import {view} from './abiView';

const uint256 = [{name: '', type: 'uint256'}] as const;

export const PROTOCOL_ADDRESS_PROVIDER_ABI = [
  view('getReleaseRegistry', 'address'),
  view('getRouter', 'address'),
  view('getAprOracle', 'address'),
  view('getCommonReportTrigger', 'address'),
  view('getRoleManagerFactory', 'address'),
] as const;

export const RELEASE_REGISTRY_ABI = [
  view('latestRelease', 'string'),
  view('numReleases', 'uint256'),
  view('factories', 'address', uint256),
  view('tokenizedStrategies', 'address', uint256),
] as const;

export const VAULT_FACTORY_ABI = [view('apiVersion', 'string'), view('vault_original', 'address')] as const;

export const ROLE_MANAGER_ABI = [
  view('getBrain', 'address'),
  view('getDaddy', 'address'),
  view('getAccountant', 'address'),
  view('getDebtAllocator', 'address'),
  view('getRegistry', 'address'),
] as const;

export const GAUGE_REGISTRY_ABI = [
  view('registered', 'bool', [{name: 'gauge', type: 'address'}]),
  view('controller', 'address'),
] as const;

export const SAFE_ABI = [view('getOwners', 'address[]'), view('getThreshold', 'uint256')] as const;

export const TOTAL_SUPPLY_ABI = [view('totalSupply', 'uint256')] as const;

/** Names of address-returning getters that an address book entry may cite. */
export type ProviderGetter = (typeof PROTOCOL_ADDRESS_PROVIDER_ABI)[number]['name'];
export type RoleManagerGetter = (typeof ROLE_MANAGER_ABI)[number]['name'];

/** ENS: the universal resolver's entry point that viem's getEnsAddress used, and the resolver's `addr`. */
export const ENS_UNIVERSAL_RESOLVER_ABI = [
  {
    type: 'function',
    name: 'resolveWithGateways',
    stateMutability: 'view',
    inputs: [
      {name: 'name', type: 'bytes'},
      {name: 'data', type: 'bytes'},
      {name: 'gateways', type: 'string[]'},
    ],
    outputs: [
      {name: '', type: 'bytes'},
      {name: 'resolver', type: 'address'},
    ],
  },
] as const;

export const ENS_ADDR_ABI = [view('addr', 'address', [{name: 'node', type: 'bytes32'}])] as const;
