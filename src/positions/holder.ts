/**
 * The holder a reader types: an address, or an ENS name for the caller to
 * resolve on mainnet (src/chain/access.ts `resolveName`) before the search,
 * so the core stays free of network reads. Anything else is refused early,
 * before a long string reaches viem or a node.
 */
import {getAddress, isAddress, zeroAddress, type Address} from 'viem';

import {normalizeEnsName} from '../chain/ens';

import {InvalidHolderError} from './errors';

export type Holder =
  {readonly kind: 'address'; readonly address: Address} | {readonly kind: 'ens'; readonly name: string};

/** Longer than any address or any ENS name a person types; the check runs before anything parses the text. */
export const MAX_HOLDER_LENGTH = 255;

/**
 * The checksummed form of `address` when it is written in mixed case with a wrong checksum (EIP-55), which
 * usually means a mistyped address; null when its case is fine or carries no checksum.
 */
export function wrongChecksum(address: string): Address | null {
  const body = address.slice(2);
  if (body === body.toLowerCase() || body === body.toUpperCase()) return null;
  const checksummed = getAddress(address);
  return checksummed === address ? null : checksummed;
}

/** The sentence that refuses a wrong checksum, naming what was typed and its checksummed form. */
export const wrongChecksumWhy = (typed: string, checksummed: Address) =>
  `${typed} has a wrong checksum, which usually means a mistyped address; the same digits with a correct checksum read ${checksummed}, but check the address at its source rather than copying that`;

const LOOKS_LIKE_NAME = /^[^\s./]+(\.[^\s./]+)+$/u;

/**
 * The holder `input` names. Async because a name other than plain lower-case
 * labels loads ENS's normalizer (about 35 kB gzip) first; everything else is
 * decided at once.
 */
export async function parseHolder(input: unknown): Promise<Holder> {
  if (typeof input !== 'string') throw new InvalidHolderError('is not text');
  const text = input.trim();
  if (text === '') throw new InvalidHolderError('is empty');
  if (text.length > MAX_HOLDER_LENGTH)
    throw new InvalidHolderError(`is ${text.length} characters long; an address has 42`);
  if (/^0x/i.test(text)) {
    if (!isAddress(text, {strict: false}))
      throw new InvalidHolderError('is not an address (0x followed by 40 hexadecimal digits)');
    const corrected = wrongChecksum(text);
    if (corrected) throw new InvalidHolderError(wrongChecksumWhy(text, corrected).replace(/^\S+ /, ''));
    const address = getAddress(text);
    if (address === zeroAddress) throw new InvalidHolderError('is the zero address, which holds no positions');
    return {kind: 'address', address};
  }
  if (!LOOKS_LIKE_NAME.test(text))
    throw new InvalidHolderError('is neither an address (0x…) nor an ENS name (name.eth)');
  try {
    return {kind: 'ens', name: await normalizeEnsName(text)};
  } catch {
    throw new InvalidHolderError('is not a valid ENS name');
  }
}
