/**
 * One viem client per chain, with the transport settings of
 * src/config/chain.ts, wrapped in a reader that checks the chain id once,
 * caches reads and turns every failure into a typed ChainError.
 *
 * It is a bare client with the three actions the site uses, not
 * `createPublicClient`: that one attaches every public action, signature
 * verification among them, and so brings secp256k1 and more into the bundle
 * of every page with a chain widget.
 */
import {
  createClient,
  http,
  type Abi,
  type Address,
  type Chain,
  type ContractFunctionArgs,
  type ContractFunctionName,
  type ContractFunctionReturnType,
  type GetEnsAddressParameters,
  type ReadContractParameters,
} from 'viem';
import {getChainId, getEnsAddress, readContract} from 'viem/actions';
import {mainnet} from 'viem/chains';

import {CHAIN} from '../config/chain';
import {RequestCache} from './cache';
import {toChainError, WrongChainError} from './errors';

/** What the site asks of a chain: the chain id, contract reads and (mainnet) ENS addresses. */
export interface MainnetClient {
  getChainId(): Promise<number>;
  getEnsAddress(parameters: GetEnsAddressParameters): Promise<Address | null>;
  readContract(parameters: ReadContractParameters): Promise<unknown>;
}

export function createMainnetClient(rpcUrl: string, chain: Chain = mainnet): MainnetClient {
  const client = createClient({
    chain,
    transport: http(rpcUrl, {
      timeout: CHAIN.rpcTimeoutMs,
      retryCount: CHAIN.retryCount,
      retryDelay: CHAIN.retryDelayMs,
      batch: {batchSize: CHAIN.rpcBatchSize},
    }),
    batch: {multicall: {batchSize: CHAIN.multicallBatchSizeBytes}},
  });
  return {
    getChainId: () => getChainId(client),
    getEnsAddress: (parameters) => getEnsAddress(client, parameters),
    readContract: (parameters) => readContract(client, parameters),
  };
}

export interface ChainReader {
  readonly rpcUrl: string;
  /** The chain this reader reads; a node on another chain is refused. */
  readonly chainId: number;
  readonly client: MainnetClient;
  /** Runs `load` once per key (after the chain id check), mapping errors to ChainError. */
  cached<T>(key: string, call: string, load: (client: MainnetClient) => Promise<T>): Promise<T>;
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
export function createChainReader(rpcUrl: string, chain: Chain = mainnet, client: MainnetClient = createMainnetClient(rpcUrl, chain)): ChainReader {
  const cache = new RequestCache(CHAIN.requestCacheEntries);

  const ensureChain = () =>
    cache.get('eth_chainId', async () => {
      let id: number;
      try {
        id = await client.getChainId();
      } catch (error) {
        throw toChainError(error, 'eth_chainId');
      }
      if (id !== chain.id) throw new WrongChainError(chain.id, id, chain.name);
    });

  const cached: ChainReader['cached'] = (key, call, load) =>
    cache.get(key, async () => {
      await ensureChain();
      try {
        return await load(client);
      } catch (error) {
        throw toChainError(error, call);
      }
    });

  return {
    rpcUrl,
    chainId: chain.id,
    client,
    cached,
    readContract(parameters) {
      const args = (parameters.args ?? []) as readonly unknown[];
      const call = `${parameters.functionName}(${args.map(String).join(', ')})`;
      return cached(`${parameters.address.toLowerCase()}:${call}`, call, (c) =>
        // viem's generics do not survive the indirection; the signature above keeps callers typed.
        c.readContract(parameters as never),
      ) as never;
    },
  };
}
