import {chainRpcEnvVar, VAULT_CHAIN_IDS} from '../../src/config/chain';

/**
 * The local nodes (anvil) the chain e2e tests start, one per chain read live
 * (VAULT_CHAIN_IDS: the V3 chains and the other chains the position finder searches). The
 * site the e2e tests run against is built with YEARN_RPC_URL pointing at the
 * mainnet node and YEARN_RPC_URL_<chain id> at the others (`localChainEnv`,
 * which `npm run build:test` applies).
 */
export const LOCAL_CHAIN = {
  anvilPort: 18545,
  rpcUrl: 'http://127.0.0.1:18545',
  /** Nodes of the other chains, by chain id: 18550 and up, in the order of VAULT_CHAIN_IDS. */
  chainPorts: Object.fromEntries(
    VAULT_CHAIN_IDS.filter((id) => id !== 1).map((id, index) => [id, 18550 + index]),
  ) as Readonly<Record<number, number>>,
  /** Ports of the nodes the check:addresses test starts (mainnet, Katana), so it can run next to the e2e nodes. */
  checkScriptPort: 18546,
  checkScriptKatanaPort: 18547,
  /** Port of the node the MCP server test verifies addresses against (tests/e2e/mcp.spec.ts). */
  mcpPort: 18548,
  /** Port of the node the docs' TypeScript examples run against (tests/unit/code-examples-run.test.ts). */
  codeExamplesPort: 18549,
  /** Port of the node the position finder's exit calls are sent on (tests/unit/positions-exit-run.test.ts). */
  finderExitPort: 18562,
  /** Port of the node the explainer's live reads are tested on (tests/unit/explain-live.test.ts). */
  explainLivePort: 18563,
  /** Ports of the stand-ins for the vault data API and the price service (tests/support/fakeDataServices.ts). */
  dataApiPort: 18560,
  priceApiPort: 18561,
} as const;

/** The e2e node of a chain of VAULT_CHAIN_IDS. */
export const localPort = (chainId: number): number =>
  chainId === 1 ? LOCAL_CHAIN.anvilPort : LOCAL_CHAIN.chainPorts[chainId]!;
export const localRpcUrl = (chainId: number): string => `http://127.0.0.1:${localPort(chainId)}`;

/** The RPC variables of a build whose chain widgets read the e2e nodes. */
export function localChainEnv(): Record<string, string> {
  return Object.fromEntries(
    VAULT_CHAIN_IDS.map((id) => [id === 1 ? 'YEARN_RPC_URL' : chainRpcEnvVar(id), localRpcUrl(id)]),
  );
}

/** The data-service variables of the e2e build: the position finder asks the local stand-ins, never Yearn's services. */
export function localServiceEnv(): Record<string, string> {
  return {
    YEARN_DATA_API_URL: `http://127.0.0.1:${LOCAL_CHAIN.dataApiPort}`,
    YEARN_PRICE_API_URL: `http://127.0.0.1:${LOCAL_CHAIN.priceApiPort}`,
  };
}
