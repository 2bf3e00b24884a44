/**
 * Lists the vaults of one chain from its registries. Every read of a step is
 * made in the same moment, so the chain reader (src/chain/multicall.ts) sends
 * each step as a few Multicall3 calls, not one request per vault.
 */
import {getAddress, zeroAddress, type Address} from 'viem';

import type {ContractRead} from '../chain/multicall';
import {V1_REGISTRY_ABI, V2_REGISTRY_ABI, V3_REGISTRY_ABI} from './abis';
import {RegistryReadError} from './errors';
import {registriesOn, type Generation, type RegistrySource} from './sources';

/** A contract read, as `MainnetClient.readContract` (src/chain/client.ts) does it: batched, uncached. */
export type Read = (read: ContractRead) => Promise<unknown>;

export interface VaultRef {
  readonly address: Address;
  /**
   * The generation of the first registry that lists it. For V2 and V3 the vault's own `apiVersion()`
   * then decides how it is read; V1 vaults have no `apiVersion()`.
   */
  readonly generation: Generation;
  /** Ids of the registries that list it (a vault can be in the current and the legacy registry). */
  readonly registries: readonly string[];
}

/** Counts above this are taken as a wrong contract, not read one by one. */
export const MAX_REGISTRY_COUNT = 5000;

function count(value: unknown, what: string): number {
  if (typeof value !== 'bigint' || value < 0n || value > BigInt(MAX_REGISTRY_COUNT))
    throw new Error(`${what} returned ${String(value)}, not a count up to ${MAX_REGISTRY_COUNT}`);
  return Number(value);
}

async function listV3(read: Read, registry: Address): Promise<Address[]> {
  const groups = (await read({
    address: registry,
    abi: V3_REGISTRY_ABI,
    functionName: 'getAllEndorsedVaults',
  })) as readonly (readonly Address[])[];
  return groups.flat();
}

async function listV1(read: Read, registry: Address): Promise<Address[]> {
  const vaults = (await read({
    address: registry,
    abi: V1_REGISTRY_ABI,
    functionName: 'getVaults',
  })) as readonly Address[];
  if (vaults.length > MAX_REGISTRY_COUNT) throw new Error(`getVaults() returned ${vaults.length} addresses`);
  return [...vaults];
}

const LIST: Record<Generation, (read: Read, registry: Address) => Promise<Address[]>> = {
  v3: listV3,
  v2: listV2,
  v1: listV1,
};

async function listV2(read: Read, registry: Address): Promise<Address[]> {
  const call = (functionName: string, args: readonly unknown[] = []) =>
    read({address: registry, abi: V2_REGISTRY_ABI, functionName, args});
  const numTokens = count(await call('numTokens'), 'numTokens()');
  const tokens = (await Promise.all(
    Array.from({length: numTokens}, (_, i) => call('tokens', [BigInt(i)])),
  )) as Address[];
  const perToken = await Promise.all(
    tokens.map(async (token) => ({token, n: count(await call('numVaults', [token]), `numVaults(${token})`)})),
  );
  return (await Promise.all(
    perToken.flatMap(({token, n}) => Array.from({length: n}, (_, j) => call('vaults', [token, BigInt(j)]))),
  )) as Address[];
}

export interface Enumeration {
  readonly vaults: readonly VaultRef[];
  /** Registries that could not be listed; their vaults are missing from `vaults`. */
  readonly errors: readonly RegistryReadError[];
  /** How many registries were read. */
  readonly registries: number;
}

/** The vaults of `chainId`'s registries, each once, in registry order. */
export async function enumerateVaults(
  read: Read,
  chainId: number,
  sources: readonly RegistrySource[] = registriesOn(chainId),
): Promise<Enumeration> {
  const listed = await Promise.all(
    sources.map(async (source) => {
      try {
        const addresses = await LIST[source.generation](read, source.address);
        return {source, addresses, error: null};
      } catch (error) {
        return {source, addresses: [], error: new RegistryReadError(source.label, chainId, {cause: error})};
      }
    }),
  );
  const byAddress = new Map<string, {address: Address; generation: Generation; registries: string[]}>();
  const errors: RegistryReadError[] = [];
  for (const item of listed) {
    if (item.error) {
      errors.push(item.error);
      continue;
    }
    for (const raw of item.addresses) {
      const address = getAddress(raw);
      // A registry slot that was never set answers the zero address.
      if (address === zeroAddress) continue;
      const known = byAddress.get(address);
      if (known) {
        if (!known.registries.includes(item.source.id)) known.registries.push(item.source.id);
      } else byAddress.set(address, {address, generation: item.source.generation, registries: [item.source.id]});
    }
  }
  return {vaults: [...byAddress.values()], errors, registries: sources.length};
}
