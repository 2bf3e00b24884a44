/** The few contract functions the site reads, as typed viem ABIs. */
import {parseAbi} from 'viem';

export const PROTOCOL_ADDRESS_PROVIDER_ABI = parseAbi([
  'function getReleaseRegistry() view returns (address)',
  'function getRouter() view returns (address)',
  'function getAprOracle() view returns (address)',
  'function getCommonReportTrigger() view returns (address)',
  'function getRoleManagerFactory() view returns (address)',
]);

export const RELEASE_REGISTRY_ABI = parseAbi([
  'function latestRelease() view returns (string)',
  'function numReleases() view returns (uint256)',
  'function factories(uint256) view returns (address)',
  'function tokenizedStrategies(uint256) view returns (address)',
]);

export const VAULT_FACTORY_ABI = parseAbi([
  'function apiVersion() view returns (string)',
  'function vault_original() view returns (address)',
]);

export const ROLE_MANAGER_ABI = parseAbi([
  'function getBrain() view returns (address)',
  'function getDaddy() view returns (address)',
  'function getAccountant() view returns (address)',
  'function getDebtAllocator() view returns (address)',
  'function getRegistry() view returns (address)',
]);

export const GAUGE_REGISTRY_ABI = parseAbi([
  'function registered(address gauge) view returns (bool)',
  'function controller() view returns (address)',
]);

export const SAFE_ABI = parseAbi([
  'function getOwners() view returns (address[])',
  'function getThreshold() view returns (uint256)',
]);

export const TOTAL_SUPPLY_ABI = parseAbi(['function totalSupply() view returns (uint256)']);

/** Names of address-returning getters that an address book entry may cite. */
export type ProviderGetter = (typeof PROTOCOL_ADDRESS_PROVIDER_ABI)[number]['name'];
export type RoleManagerGetter = (typeof ROLE_MANAGER_ABI)[number]['name'];
