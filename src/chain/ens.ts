import type {Address} from 'viem';
import {normalize} from 'viem/ens';

import type {ChainReader} from './client';

/**
 * Resolves an ENS name through the universal resolver. A name without a
 * resolver or an address gives null (viem maps the resolver's
 * `ResolverNotFound` revert to null); transport failures throw a ChainError.
 */
export function resolveEnsName(reader: ChainReader, name: string): Promise<Address | null> {
  const normalized = normalize(name);
  return reader.cached(`ens:${normalized}`, `ENS ${normalized}`, (client) => client.getEnsAddress({name: normalized}));
}
