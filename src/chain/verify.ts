/**
 * Live verification of address book entries: read each entry's source on
 * chain and compare it with the printed address. Never throws: a failure is
 * returned as `unverified` with its typed reason.
 */
import {isAddressEqual, type Address} from 'viem';

import {
  GAUGE_REGISTRY_ABI,
  PROTOCOL_ADDRESS_PROVIDER_ABI,
  RELEASE_REGISTRY_ABI,
  ROLE_MANAGER_ABI,
  SAFE_ABI,
  TOTAL_SUPPLY_ABI,
  VAULT_FACTORY_ABI,
} from './abis';
import {DADDY_BY_CHAIN, DIRECTORIES, ROLE_MANAGER_BY_CHAIN} from './addresses/directories';
import {isCheckedLive, sourceOn, type AddressEntry} from './addresses/types';
import {describeSource} from './describe';
import type {ChainReader} from './client';
import {resolveEnsName} from './ens';
import {ChainError, NoEnsAddressError, toChainError} from './errors';

export type VerifyResult =
  | {readonly status: 'verified'; readonly how: string}
  | {readonly status: 'mismatch'; readonly how: string; readonly onChain: string}
  | {readonly status: 'unverified'; readonly how: string; readonly error: ChainError}
  | {readonly status: 'not-checked'; readonly how: string};

export type {VerifyStatus} from './describe';

/** Yearn's role manager on the reader's chain; a chain without one cannot confirm role manager entries. */
function roleManagerOf(chainId: number): Address {
  const address = ROLE_MANAGER_BY_CHAIN[chainId];
  if (!address) throw new Error(`No Yearn role manager is listed for chain ${chainId}`);
  return address;
}

interface Release {
  readonly factory: Address;
  readonly tokenizedStrategy: Address;
  readonly vaultOriginal: Address;
}

/** Walks the V3 release registry once per reader: version -> release contracts. */
export function readReleases(reader: ChainReader): Promise<ReadonlyMap<string, Release>> {
  const registry = DIRECTORIES.releaseRegistry;
  return reader.cached('v3:releases', async () => {
    const count = Number(
      await reader.readContract({address: registry, abi: RELEASE_REGISTRY_ABI, functionName: 'numReleases'}),
    );
    const indexes = Array.from({length: count}, (_, i) => BigInt(i));
    const releases = await Promise.all(
      indexes.map(async (i) => {
        const [factory, tokenizedStrategy] = await Promise.all([
          reader.readContract({address: registry, abi: RELEASE_REGISTRY_ABI, functionName: 'factories', args: [i]}),
          reader.readContract({
            address: registry,
            abi: RELEASE_REGISTRY_ABI,
            functionName: 'tokenizedStrategies',
            args: [i],
          }),
        ]);
        const [version, vaultOriginal] = await Promise.all([
          reader.readContract({address: factory, abi: VAULT_FACTORY_ABI, functionName: 'apiVersion'}),
          reader.readContract({address: factory, abi: VAULT_FACTORY_ABI, functionName: 'vault_original'}),
        ]);
        return [version, {factory, tokenizedStrategy, vaultOriginal}] as const;
      }),
    );
    return new Map(releases);
  });
}

async function onChainAddress(reader: ChainReader, entry: AddressEntry): Promise<Address | {notFound: string}> {
  const s = sourceOn(entry, reader.chainId);
  switch (s.kind) {
    case 'ens': {
      const resolved = await resolveEnsName(reader, s.name);
      if (!resolved) throw new NoEnsAddressError(s.name);
      return resolved;
    }
    case 'provider': {
      const value = await reader.readContract({
        address: DIRECTORIES.addressProvider,
        abi: PROTOCOL_ADDRESS_PROVIDER_ABI,
        functionName: s.getter,
      });
      if (s.ens) {
        const resolved = await resolveEnsName(reader, s.ens);
        if (!resolved) throw new NoEnsAddressError(s.ens);
        if (!isAddressEqual(resolved, value))
          return {notFound: `${s.ens} resolves to ${resolved}, the provider returns ${value}`};
      }
      return value;
    }
    case 'release': {
      const release = (await readReleases(reader)).get(s.version);
      if (!release) return {notFound: `release ${s.version} is not in the release registry`};
      return release[s.field];
    }
    case 'roleManager':
      return reader.readContract({
        address: roleManagerOf(reader.chainId),
        abi: ROLE_MANAGER_ABI,
        functionName: s.getter,
      });
    case 'roleManagerGetters': {
      // The printed address is a Yearn role manager if it names the chain's Yearn registry and Daddy.
      const [registry, daddy] = await Promise.all([
        reader.readContract({address: entry.address, abi: ROLE_MANAGER_ABI, functionName: 'getRegistry'}),
        reader.readContract({address: entry.address, abi: ROLE_MANAGER_ABI, functionName: 'getDaddy'}),
      ]);
      const expectedDaddy = DADDY_BY_CHAIN[reader.chainId];
      if (!isAddressEqual(registry, DIRECTORIES.registry)) return {notFound: `getRegistry() returns ${registry}`};
      if (expectedDaddy && !isAddressEqual(daddy, expectedDaddy)) return {notFound: `getDaddy() returns ${daddy}`};
      return entry.address;
    }
    case 'gaugeRegistry': {
      const registered = await reader.readContract({
        address: DIRECTORIES.gaugeRegistry,
        abi: GAUGE_REGISTRY_ABI,
        functionName: 'registered',
        args: [entry.address],
      });
      return registered ? entry.address : {notFound: 'the gauge registry does not list this gauge'};
    }
    case 'gaugeController':
      return reader.readContract({
        address: DIRECTORIES.gaugeRegistry,
        abi: GAUGE_REGISTRY_ABI,
        functionName: 'controller',
      });
    case 'listed':
      throw new Error('listed entries have no on-chain source');
  }
}

/** Checks `entry` on the reader's chain; an entry not on that chain, or only listed there, is not checked. */
export async function verifyEntry(reader: ChainReader, entry: AddressEntry): Promise<VerifyResult> {
  const how = describeSource(entry, reader.chainId);
  if (!isCheckedLive(entry, reader.chainId)) return {status: 'not-checked', how};
  try {
    const found = await onChainAddress(reader, entry);
    if (typeof found !== 'string') return {status: 'mismatch', how, onChain: found.notFound};
    return isAddressEqual(found, entry.address) ? {status: 'verified', how} : {status: 'mismatch', how, onChain: found};
  } catch (error) {
    return {status: 'unverified', how, error: toChainError(error)};
  }
}

export interface SafeConfig {
  readonly owners: readonly Address[];
  readonly threshold: number;
}

export async function readSafe(reader: ChainReader, safe: Address): Promise<SafeConfig> {
  const [owners, threshold] = await Promise.all([
    reader.readContract({address: safe, abi: SAFE_ABI, functionName: 'getOwners'}),
    reader.readContract({address: safe, abi: SAFE_ABI, functionName: 'getThreshold'}),
  ]);
  return {owners, threshold: Number(threshold)};
}

export function readTotalSupply(reader: ChainReader, token: Address): Promise<bigint> {
  return reader.readContract({address: token, abi: TOTAL_SUPPLY_ABI, functionName: 'totalSupply'});
}
