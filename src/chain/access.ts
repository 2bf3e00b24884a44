/**
 * What the MDX widgets ask of the chains, and the only chain code they
 * import: verify an address book entry on one of its chains, resolve an ENS
 * name, read a Safe, read a token's total supply. The chain module (viem and
 * the reads, `./browser`) is downloaded on the first call, a chain's reader
 * is created on the first read of that chain, and each answer is shared by
 * every widget that asks for it for the life of the page, so a page that
 * shows one address three times reads it once.
 */
import type {Address} from 'viem';

import type {AddressEntry} from './addresses/types';
import type {SafeConfig, VerifyResult} from './verify';

type ChainModule = typeof import('./browser');

let chainModule: Promise<ChainModule> | undefined;
const answers = new Map<string, Promise<unknown>>();

/** Runs `read` once per key, after the chain module has loaded. */
function once<T>(key: string, read: (chain: ChainModule) => Promise<T>): Promise<T> {
  let answer = answers.get(key) as Promise<T> | undefined;
  if (!answer) {
    chainModule ??= import('./browser');
    answer = chainModule.then(read);
    answers.set(key, answer);
  }
  return answer;
}

export type {SafeConfig, VerifyResult};

/** The live check of `entry` on `chainId` (see `./verify`); never rejects once the chain code has loaded. */
export function verify(entry: AddressEntry, chainId: number): Promise<VerifyResult> {
  return once(`verify:${chainId}:${entry.id}`, (chain) => chain.verifyEntry(chain.readerFor(chainId), entry));
}

/** The address an ENS name resolves to on mainnet, or null when it has none. */
export function resolveName(name: string): Promise<Address | null> {
  return once(`ens:${name}`, (chain) => chain.resolveEnsName(chain.readerFor(1), name));
}

/** Owners and threshold of the Safe `entry`, on the entry's first chain. */
export function readSafe(entry: AddressEntry): Promise<SafeConfig> {
  const chainId = entry.chains[0] ?? 1;
  return once(`safe:${chainId}:${entry.id}`, (chain) => chain.readSafe(chain.readerFor(chainId), entry.address));
}

/** `totalSupply()` of the token `entry`, on the entry's first chain. */
export function readTotalSupply(entry: AddressEntry): Promise<bigint> {
  const chainId = entry.chains[0] ?? 1;
  return once(`supply:${chainId}:${entry.id}`, (chain) =>
    chain.readTotalSupply(chain.readerFor(chainId), entry.address),
  );
}
