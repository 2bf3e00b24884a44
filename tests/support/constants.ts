import {chainRpcEnvVar, V3_CHAIN_IDS} from '../../src/config/chain';

const e2ePort = Number(process.env.E2E_PORT ?? 4173);

/**
 * Where the e2e tests serve the built site. E2E_PORT and E2E_BUILD_DIR let two
 * runs (say, two builds of different configurations) use separate servers.
 */
export const E2E = {
  port: e2ePort,
  baseUrl: `http://127.0.0.1:${e2ePort}`,
  buildDir: process.env.E2E_BUILD_DIR ?? 'build',
} as const;

/**
 * The local nodes (anvil) the chain e2e tests start, one per V3 chain. The
 * `test` script in package.json builds the site with YEARN_RPC_URL pointing
 * at the mainnet node and YEARN_RPC_URL_<chain id> at the others
 * (`localChainEnv`).
 */
export const LOCAL_CHAIN = {
  anvilPort: 18545,
  rpcUrl: 'http://127.0.0.1:18545',
  /** Nodes of the other V3 chains, by chain id. */
  chainPorts: {10: 18550, 137: 18551, 8453: 18552, 42161: 18553, 747474: 18554} as Readonly<Record<number, number>>,
  /** Ports of the nodes the check:addresses test starts (mainnet, Katana), so it can run next to the e2e nodes. */
  checkScriptPort: 18546,
  checkScriptKatanaPort: 18547,
  /** Port of the node the MCP server test verifies addresses against (tests/e2e/mcp.spec.ts). */
  mcpPort: 18548,
  /** Port of the node the docs' read examples run against (tests/unit/code-examples-run.test.ts). */
  codeExamplesPort: 18549,
} as const;

/** The e2e node of a V3 chain. */
export const localPort = (chainId: number): number =>
  chainId === 1 ? LOCAL_CHAIN.anvilPort : LOCAL_CHAIN.chainPorts[chainId]!;
export const localRpcUrl = (chainId: number): string => `http://127.0.0.1:${localPort(chainId)}`;

/** The RPC variables of a build whose chain widgets read the e2e nodes. */
export function localChainEnv(): Record<string, string> {
  return Object.fromEntries(
    V3_CHAIN_IDS.map((id) => [id === 1 ? 'YEARN_RPC_URL' : chainRpcEnvVar(id), localRpcUrl(id)]),
  );
}

/**
 * The e2e variant build: the site in Algolia mode plus the probe pages, built
 * once by the Playwright web server and served on its own port. One build
 * serves both kinds of test, so `npm test` builds the site twice, not three times.
 */
const VARIANT = {
  port: e2ePort + 1,
  baseUrl: `http://127.0.0.1:${e2ePort + 1}`,
  buildDir: `${process.env.E2E_BUILD_DIR ?? 'build'}-e2e-variant`,
} as const;

/**
 * Algolia mode, in the variant build with these test credentials. Its requests
 * to Algolia's hosts are routed to a local fake (tests/support/fakeAlgolia.ts);
 * nothing leaves the machine.
 */
export const ALGOLIA_TEST = {
  ...VARIANT,
  appId: 'TESTAPPID',
  apiKey: 'test-search-only-key',
  indexName: 'yearn-docs',
  /** Site URL the fake index returns in hit URLs, as a real crawler would. */
  siteUrl: 'https://docs.yearn.fi',
} as const;

/**
 * The probe pages (YEARN_E2E_PROBES=1, see plugins/e2e-probes): pages that
 * crash or load slowly on purpose, and the navbar's hide-on-scroll on. Also
 * in the variant build; E2E.port + 2 is the contributor-preview test's `npm start`.
 */
export const PROBES_TEST = VARIANT;
