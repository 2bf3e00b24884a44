import type {Address} from 'viem';

import type {ChainReader} from './client';

/**
 * A name whose labels hold only lower-case letters and digits, with hyphens
 * inside but not in the third and fourth place: ENSIP-15 normalization
 * leaves such a name as it is. Every name the site resolves is of this
 * kind, so the normalizer, whose Unicode tables are about 35 kB gzip, loads
 * only for another name.
 */
const PLAIN_LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
const isPlainName = (name: string) => name.split('.').every((label) => PLAIN_LABEL.test(label) && label.slice(2, 4) !== '--');

/** The ENSIP-15 normal form of `name`; throws for a name that cannot be normalized. */
export async function normalizeEnsName(name: string): Promise<string> {
  if (isPlainName(name)) return name;
  const {normalize} = await import('viem/ens');
  return normalize(name);
}

/**
 * Resolves an ENS name through the universal resolver. A name without a
 * resolver or an address gives null (viem maps the resolver's
 * `ResolverNotFound` revert to null); transport failures throw a ChainError.
 */
export async function resolveEnsName(reader: ChainReader, name: string): Promise<Address | null> {
  const normalized = await normalizeEnsName(name);
  return reader.cached(`ens:${normalized}`, `ENS ${normalized}`, (client) => client.getEnsAddress({name: normalized}));
}
