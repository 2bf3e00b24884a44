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

// The local nodes are defined beside the local chain so the test build script (scripts/build-for-tests.ts) reads them too.
export {LOCAL_CHAIN, localChainEnv, localPort, localRpcUrl, localServiceEnv} from '../../scripts/support/localNodes';

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
