/**
 * The chain code the browser downloads on a widget's first read (loaded by
 * `./access`, never imported directly by a component), so viem reaches only
 * pages that show a widget, and only after the static page has rendered. It
 * imports no address book: the entries come from the widgets, and the live
 * check reads only the directories' addresses.
 */
import type {Chain} from 'viem';
import {mainnet} from 'viem/chains';

import {createChainReader, createMainnetClient, type ChainReader} from './client';
import {siteNetwork} from './siteNetworks';
import {createWorkerFetch} from './workerFetch';

export {resolveEnsName} from './ens';
export {readSafe, readTotalSupply, verifyEntry} from './verify';

const readers = new Map<number, ChainReader>();

/**
 * Every request of the page's chain code goes through one worker, started on the page's first request:
 * the RPC requests, and the position finder's requests to Yearn's data services (src/positions/browser.ts),
 * so a node or a service that is down costs no console error.
 */
export const workerFetch = createWorkerFetch(() => new Worker(new URL('./rpcWorker.ts', import.meta.url)));

/**
 * The page's reader of one chain, created on first use from the build's
 * record of the chain (src/chain/siteNetworks.ts, viem's values). Mainnet
 * keeps viem's full definition for ENS; for the other chains the reads use
 * only the id, name, RPC and Multicall3, so no other chain definition is
 * bundled.
 */
export function readerFor(chainId: number): ChainReader {
  let reader = readers.get(chainId);
  if (!reader) {
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
    // A page's first request to a chain whose node is down is sent once (see ClientOptions).
    reader = createChainReader(
      network.rpcUrl,
      chain,
      createMainnetClient(network.rpcUrl, chain, {retryUnreachable: false, fetchFn: workerFetch}),
    );
    readers.set(chainId, reader);
  }
  return reader;
}
