/**
 * The position finder's `Read` over a chain reader of src/chain/client.ts:
 * the node's chain id is checked once (a node on another chain is refused
 * with WrongChainError), then each read goes to the chain's Multicall3
 * batching uncached, since balances change, with failures mapped to
 * ChainErrors as every other chain read is.
 */
import type {ChainReader} from '../chain/client';
import {toChainError} from '../chain/errors';
import type {Read} from './enumerate';

export function positionsRead(reader: ChainReader): Read {
  // `cached` checks the chain id before it runs; the check itself is what is kept (a failed one is retried).
  const chainChecked = () => reader.cached('positions:chain-id', async () => true);
  return async (read) => {
    await chainChecked();
    try {
      return await reader.client.readContract(read);
    } catch (error) {
      throw toChainError(error);
    }
  };
}
