import {
  decodeFunctionResult,
  encodeFunctionData,
  namehash,
  toFunctionSelector,
  toHex,
  zeroAddress,
  type Address,
  type Hex,
} from 'viem';
import {packetToBytes} from 'viem/ens';

import {ENS_ADDR_ABI, ENS_UNIVERSAL_RESOLVER_ABI} from './abis';
import type {ChainReader} from './client';
import {CallRevertedError} from './errors';
import type {ContractRead} from './multicall';

/**
 * A name whose labels hold only lower-case letters and digits, with hyphens
 * inside but not in the third and fourth place: ENSIP-15 normalization
 * leaves such a name as it is. Every name the site resolves is of this
 * kind, so the normalizer, whose Unicode tables are about 35 kB gzip, loads
 * only for another name.
 */
const PLAIN_LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
const isPlainName = (name: string) =>
  name.split('.').every((label) => PLAIN_LABEL.test(label) && label.slice(2, 4) !== '--');

/** The ENSIP-15 normal form of `name`; throws for a name that cannot be normalized. */
export async function normalizeEnsName(name: string): Promise<string> {
  if (isPlainName(name)) return name;
  const {normalize} = await import('viem/ens');
  return normalize(name);
}

/** The universal resolver's answers for a name that has no resolver or no address, as viem reads them. */
const NO_ADDRESS_ERRORS = new Set(
  [
    'HttpError(uint16,string)',
    'ResolverError(bytes)',
    'ResolverNotContract(bytes,address)',
    'ResolverNotFound(bytes)',
    'UnsupportedResolverProfile(bytes4)',
  ].map((signature) => toFunctionSelector(signature)),
);

/** Gateways the resolver may ask for off-chain names; viem's own marker for "none, answer locally". */
const LOCAL_GATEWAY = 'x-batch-gateway:true';

/**
 * The address an ENS name points to, through the universal resolver at
 * `universalResolver`, or null when the name has no resolver or no address.
 * Names resolved off-chain (CCIP-read) are not followed: every name the site
 * shows is on chain, and such a name fails as a reverted call.
 */
export async function lookupEnsAddress(
  read: (call: ContractRead) => Promise<unknown>,
  universalResolver: Address,
  name: string,
): Promise<Address | null> {
  const query = encodeFunctionData({abi: ENS_ADDR_ABI, functionName: 'addr', args: [namehash(name)]});
  let answer: Hex;
  try {
    [answer] = (await read({
      address: universalResolver,
      abi: ENS_UNIVERSAL_RESOLVER_ABI,
      functionName: 'resolveWithGateways',
      args: [toHex(packetToBytes(name)), query, [LOCAL_GATEWAY]],
    })) as readonly [Hex, Address];
  } catch (error) {
    if (
      error instanceof CallRevertedError &&
      error.revertData &&
      NO_ADDRESS_ERRORS.has(error.revertData.slice(0, 10) as Hex)
    )
      return null;
    throw error;
  }
  if (answer === '0x') return null;
  const address = decodeFunctionResult({abi: ENS_ADDR_ABI, functionName: 'addr', data: answer});
  return address === zeroAddress ? null : address;
}

/**
 * Resolves an ENS name through the chain's universal resolver. A name without
 * a resolver or an address gives null; transport failures throw a ChainError.
 */
export async function resolveEnsName(reader: ChainReader, name: string): Promise<Address | null> {
  const normalized = await normalizeEnsName(name);
  return reader.cached(`ens:${normalized}`, (client) => client.getEnsAddress({name: normalized}));
}
