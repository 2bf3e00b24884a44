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
 * The local Ethereum node (anvil) the chain e2e tests start. The `test`
 * script in package.json builds the site with YEARN_RPC_URL pointing here.
 */
export const LOCAL_CHAIN = {
  anvilPort: 18545,
  rpcUrl: 'http://127.0.0.1:18545',
} as const;
