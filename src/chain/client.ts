/**
 * One viem client per chain, with the transport settings of
 * src/config/chain.ts, wrapped in a reader that checks the chain id once,
 * caches reads and turns every failure into a typed ChainError.
 *
 * It is a bare client (viem's HTTP transport with its retries, timeouts and
 * JSON-RPC batching), not `createPublicClient`, whose public actions bring
 * signature verification, secp256k1 and more. Contract reads go through
 * `./multicall` (Multicall3 batches made with viem's ABI coders) and ENS
 * through the universal resolver (`./ens`), rather than viem's `call` action.
 */
import {
  createClient,
  hexToNumber,
  http,
  type Abi,
  type Address,
  type Chain,
  type ContractFunctionArgs,
  type ContractFunctionName,
  type ContractFunctionReturnType,
  type Hex,
} from 'viem';
import {mainnet} from 'viem/chains';

import {CHAIN} from '../config/chain';
import {RequestCache} from './cache';
import {lookupEnsAddress} from './ens';
import {NetworkError, toChainError, WrongChainError} from './errors';
import {createBatchedReader, describeRead, type ContractRead} from './multicall';
import type {FetchFn} from './workerFetch';

/** What the site asks of a chain: the chain id, contract reads and (mainnet) ENS addresses. */
export interface MainnetClient {
  getChainId(): Promise<number>;
  getEnsAddress(parameters: {name: string}): Promise<Address | null>;
  readContract(parameters: ContractRead): Promise<unknown>;
}

export interface ClientOptions {
  /**
   * Retry the first request to a node that cannot be reached at all (refused,
   * no DNS, blocked). On by default; the browser turns it off (`./browser`):
   * there a retry 150 ms later meets the same refusal, and Chromium logs each
   * attempt as a console error.
   */
  readonly retryUnreachable?: boolean;
  /** The fetch the HTTP transport sends requests with; the browser's goes through a worker (`./workerFetch`). */
  readonly fetchFn?: FetchFn;
}

export function createMainnetClient(
  rpcUrl: string,
  chain: Chain = mainnet,
  {retryUnreachable = true, fetchFn}: ClientOptions = {},
): MainnetClient {
  const client = createClient({
    chain,
    transport: http(rpcUrl, {
      timeout: CHAIN.rpcTimeoutMs,
      retryCount: CHAIN.retryCount,
      retryDelay: CHAIN.retryDelayMs,
      batch: {batchSize: CHAIN.rpcBatchSize},
      fetchFn,
    }),
  });
  const ethCall = (to: Address, data: Hex) => client.request({method: 'eth_call', params: [{to, data}, 'latest']});
  // Every V3 chain has Multicall3 at its usual address; viem's chain definitions and the build's records name it.
  const multicall3 = chain.contracts?.multicall3?.address;
  if (!multicall3) throw new Error(`${chain.name} (${chain.id}) has no Multicall3 address in its chain definition`);
  const readContract = createBatchedReader(ethCall, multicall3, CHAIN.multicallBatchSizeBytes);
  const universalResolver = chain.contracts?.ensUniversalResolver?.address;
  return {
    getChainId: async () => {
      const ask = (retryCount: number) => client.request({method: 'eth_chainId'}, {retryCount});
      if (retryUnreachable) return hexToNumber(await ask(CHAIN.retryCount));
      let id: Hex;
      try {
        id = await ask(0);
      } catch (error) {
        // Tried once when unreachable (see ClientOptions); rate limits, server errors and timeouts keep the retries.
        if (toChainError(error) instanceof NetworkError) throw error;
        await new Promise((resolve) => setTimeout(resolve, CHAIN.retryDelayMs));
        id = await ask(CHAIN.retryCount - 1);
      }
      return hexToNumber(id);
    },
    getEnsAddress: ({name}) => {
      if (!universalResolver) return Promise.reject(new Error(`${chain.name} has no ENS universal resolver`));
      return lookupEnsAddress(readContract, universalResolver, name);
    },
    readContract,
  };
}

export interface ChainReader {
  readonly rpcUrl: string;
  /** The chain this reader reads; a node on another chain is refused. */
  readonly chainId: number;
  readonly client: MainnetClient;
  /** Runs `load` once per key (after the chain id check), mapping errors to ChainError. */
  cached<T>(key: string, load: (client: MainnetClient) => Promise<T>): Promise<T>;
  readContract<
    const abi extends Abi,
    name extends ContractFunctionName<abi, 'pure' | 'view'>,
    const args extends ContractFunctionArgs<abi, 'pure' | 'view', name>,
  >(parameters: {
    address: Address;
    abi: abi;
    functionName: name;
    args?: args;
  }): Promise<ContractFunctionReturnType<abi, 'pure' | 'view', name, args>>;
}

/**
 * A reader of `chain` (default mainnet) through `rpcUrl`. The chain's name is
 * what a wrong-chain error names; its Multicall3 batches the reads.
 */
export function createChainReader(
  rpcUrl: string,
  chain: Chain = mainnet,
  client: MainnetClient = createMainnetClient(rpcUrl, chain),
): ChainReader {
  const cache = new RequestCache(CHAIN.requestCacheEntries);

  const ensureChain = () =>
    cache.get('eth_chainId', async () => {
      let id: number;
      try {
        id = await client.getChainId();
      } catch (error) {
        throw toChainError(error);
      }
      if (id !== chain.id) throw new WrongChainError(chain.id, id, chain.name);
    });

  const cached: ChainReader['cached'] = (key, load) =>
    cache.get(key, async () => {
      await ensureChain();
      try {
        return await load(client);
      } catch (error) {
        throw toChainError(error);
      }
    });

  return {
    rpcUrl,
    chainId: chain.id,
    client,
    cached,
    readContract(parameters) {
      const call = describeRead(parameters as ContractRead);
      return cached(`${parameters.address.toLowerCase()}:${call}`, (c) =>
        // viem's generics do not survive the indirection; the signature above keeps callers typed.
        c.readContract(parameters as never),
      ) as never;
    },
  };
}
