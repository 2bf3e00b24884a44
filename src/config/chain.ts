/**
 * RPC settings, each defined once. The viem client (src/chain/client.ts), the
 * address check script and the tests read them from here. The transport
 * settings apply to every chain; the mainnet URLs keep their own settings.
 */
export const CHAIN = {
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
   * is set. Named once here and in the environment table of docs/deploying.md.
   */
  publicRpcUrl: 'https://eth.llamarpc.com',
  /** RPC provider used with YEARN_PROVIDER_KEY (Alchemy); the key is appended. */
  providerUrlPrefix: 'https://eth-mainnet.g.alchemy.com/v2/',
} as const;

/**
 * The chains Yearn V3 runs on, in the order the pages list them, each read
 * live through its own RPC (so are the other chains of VAULT_CHAIN_IDS below): mainnet through YEARN_RPC_URL or
 * YEARN_PROVIDER_KEY (above, else the public RPC above); every other chain
 * through YEARN_RPC_URL_<chain id>, else the public RPC of viem's definition
 * of the chain (src/chain/networks.ts).
 */
export const V3_CHAIN_IDS = [1, 10, 137, 8453, 42161, 747474] as const;
export type V3ChainId = (typeof V3_CHAIN_IDS)[number];

/**
 * Every chain where a registry of the address book lists Yearn vaults, in the
 * order the pages list them: the V3 chains, then Fantom (a V2 registry),
 * Gnosis (the legacy V3 registry) and Sonic (the current V3 registry), where
 * the site shows no V3 deployment of its own. The position finder searches
 * them all; each is read like a V3 chain, through YEARN_RPC_URL_<chain id>,
 * else viem's public RPC.
 */
export const VAULT_CHAIN_IDS = [...V3_CHAIN_IDS, 250, 100, 146] as const;
export type VaultChainId = (typeof VAULT_CHAIN_IDS)[number];

/** The environment variable that overrides the RPC of a chain other than mainnet. */
export const chainRpcEnvVar = (chainId: number) => `YEARN_RPC_URL_${chainId}`;

/**
 * Worst-case time before a read gives up on a node that never answers: every
 * attempt times out, plus the doubling back-off between attempts.
 */
export const RPC_GIVE_UP_MS =
  CHAIN.rpcTimeoutMs * (CHAIN.retryCount + 1) +
  Array.from({length: CHAIN.retryCount}, (_, i) => CHAIN.retryDelayMs * 2 ** (i + 1)).reduce((a, b) => a + b, 0);
