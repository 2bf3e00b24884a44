/**
 * Ethereum mainnet RPC settings, each defined once. The viem
 * client (src/chain/client.ts), the address check script and the tests read
 * them from here.
 */
export const CHAIN = {
  /** Ethereum mainnet. A node that reports another chain id is refused. */
  chainId: 1,
  /** Per-request timeout of the HTTP transport. */
  rpcTimeoutMs: 10_000,
  /** Retries of a failed request (rate limiting, 5xx, timeouts); delays double from the base. */
  retryCount: 3,
  retryDelayMs: 150,
  /** JSON-RPC batch: requests sent in one HTTP body. */
  rpcBatchSize: 1000,
  /** Multicall batch: calldata bytes per Multicall3 aggregate call. */
  multicallBatchSizeBytes: 1024,
  /** Entries kept in the in-memory cache of read results. */
  requestCacheEntries: 8192,
  /**
   * Public mainnet RPC used when neither YEARN_RPC_URL nor YEARN_PROVIDER_KEY
   * is set. Named once here and in README's environment table.
   */
  publicRpcUrl: 'https://eth.llamarpc.com',
  /** RPC provider used with YEARN_PROVIDER_KEY (Alchemy); the key is appended. */
  providerUrlPrefix: 'https://eth-mainnet.g.alchemy.com/v2/',
  /** Block explorer for mainnet address links. */
  explorerAddressUrl: 'https://etherscan.io/address/',
} as const;

/**
 * Worst-case time before a read gives up on a node that never answers: every
 * attempt times out, plus the doubling back-off between attempts.
 */
export const RPC_GIVE_UP_MS =
  CHAIN.rpcTimeoutMs * (CHAIN.retryCount + 1) +
  Array.from({length: CHAIN.retryCount}, (_, i) => CHAIN.retryDelayMs * 2 ** (i + 1)).reduce((a, b) => a + b, 0);
