/**
 * Entry point of the chain code for the browser. The widgets load this module
 * with a dynamic import, so viem is downloaded only by pages that show a
 * widget, and only after the static page has rendered.
 */
import type {Chain} from 'viem';
import {mainnet} from 'viem/chains';

import {createChainReader, type ChainReader} from './client';
import {siteNetwork} from './siteNetworks';

export {getEntry} from './addressBook';
export {type ChainReader} from './client';
export {resolveEnsName} from './ens';
export {readSafe, readTotalSupply, verifyEntry, type SafeConfig, type VerifyResult} from './verify';
export {ChainError, toChainError} from './errors';

/**
 * A reader of one chain, from the build's record of it (src/chain/siteNetworks.ts,
 * viem's values). Mainnet keeps viem's full definition for ENS; for the other
 * chains the reads use only the id, name, RPC and Multicall3, so no other
 * chain definition is bundled.
 */
export function readerFor(chainId: number): ChainReader {
  const network = siteNetwork(chainId);
  if (!network.rpcUrl) throw new Error(`No RPC is configured for chain ${network.id}`);
  const chain =
    network.id === mainnet.id
      ? mainnet
      : ({
          id: network.id,
          name: network.name,
          rpcUrls: {default: {http: [network.rpcUrl]}},
          contracts: network.multicall3 ? {multicall3: {address: network.multicall3}} : {},
        } as unknown as Chain);
  return createChainReader(network.rpcUrl, chain);
}
