/**
 * The one viem client for Ethereum mainnet, with the transport settings of
 * src/config/chain.ts, wrapped in a reader that checks the chain
 * id once, caches reads and turns every failure into a typed ChainError.
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

/** What the site asks of mainnet: the chain id, contract reads and ENS addresses. */
export interface MainnetClient {
  getChainId(): Promise<number>;
  getEnsAddress(parameters: GetEnsAddressParameters): Promise<Address | null>;
  readContract(parameters: ReadContractParameters): Promise<unknown>;
}

export function createMainnetClient(rpcUrl: string): MainnetClient {
  const client = createClient({
    chain: mainnet,
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

export function createChainReader(rpcUrl: string, client: MainnetClient = createMainnetClient(rpcUrl)): ChainReader {
  const cache = new RequestCache(CHAIN.requestCacheEntries);

  const ensureMainnet = () =>
    cache.get('eth_chainId', async () => {
      let id: number;
      try {
        id = await client.getChainId();
      } catch (error) {
        throw toChainError(error, 'eth_chainId');
      }
      if (id !== CHAIN.chainId) throw new WrongChainError(CHAIN.chainId, id);
    });

  const cached: ChainReader['cached'] = (key, call, load) =>
    cache.get(key, async () => {
      await ensureMainnet();
      try {
        return await load(client);
      } catch (error) {
        throw toChainError(error, call);
      }
    });

  return {
    rpcUrl,
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
