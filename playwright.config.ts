import {defineConfig} from '@playwright/test';

import {systemToolPath} from './src/config/systemTools';
import {ALGOLIA_TEST, E2E, localChainEnv, PROBES_TEST} from './tests/support/constants';

/**
 * End-to-end tests against the production build, served on 127.0.0.1, in the
 * system's Chromium (YEARN_CHROMIUM_PATH, else Debian's or another usual
 * install: src/config/systemTools.ts; never a downloaded browser). `npm test`
 * builds first. No retries: a flaky test is fixed, not retried.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['./tests/support/slowestReporter.ts']],
  use: {
    baseURL: E2E.baseUrl,
    trace: 'off',
    launchOptions: {
      executablePath: systemToolPath('chromium'),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // Tests tagged @desktop or @mobile run in that project only; the rest run in both.
    {
      name: 'desktop',
      grepInvert: /@mobile/,
      testIgnore: /search-algolia|probes|positions|explain/,
      use: {browserName: 'chromium', viewport: {width: 1280, height: 800}},
    },
    {
      name: 'mobile',
      grepInvert: /@desktop/,
      testIgnore: /search-algolia|probes|positions|explain/,
      use: {browserName: 'chromium', viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true},
    },
    {
      // The position finder starts its own nodes on the chain tests' ports, so it runs after them.
      name: 'positions',
      testMatch: /positions\.spec\.ts/,
      dependencies: ['desktop'],
      use: {browserName: 'chromium', viewport: {width: 1280, height: 800}},
    },
    {
      // The explainer's live detail starts nodes on the same ports too, so it runs after the position finder.
      name: 'explain',
      testMatch: /explain\.spec\.ts/,
      dependencies: ['positions'],
      use: {browserName: 'chromium', viewport: {width: 1280, height: 800}},
    },
    {
      name: 'algolia',
      testMatch: /search-algolia\.spec\.ts/,
      use: {browserName: 'chromium', baseURL: ALGOLIA_TEST.baseUrl, viewport: {width: 1280, height: 800}},
    },
    {
      name: 'probes',
      testMatch: /probes\.spec\.ts/,
      use: {browserName: 'chromium', baseURL: PROBES_TEST.baseUrl, viewport: {width: 1280, height: 800}},
    },
  ],
  webServer: [
    {
      command: `npx docusaurus serve --dir ${E2E.buildDir} --host 127.0.0.1 --port ${E2E.port} --no-open`,
      url: E2E.baseUrl,
      reuseExistingServer: !process.env.CI,
      // Generous: it starts while the variant build below takes the CPU.
      timeout: 240_000,
    },
    {
      // The variant build (Algolia mode and the probe pages), built here so its settings are defined once.
      command: [
        `YEARN_E2E_PROBES=1 ALGOLIA_APP_ID=${ALGOLIA_TEST.appId} ALGOLIA_API_KEY=${ALGOLIA_TEST.apiKey} ALGOLIA_INDEX_NAME=${ALGOLIA_TEST.indexName}`,
        Object.entries(localChainEnv())
          .map(([name, value]) => `${name}=${value}`)
          .join(' '),
        `npm run build -- --out-dir ${ALGOLIA_TEST.buildDir} > /dev/null`,
        `&& npx docusaurus serve --dir ${ALGOLIA_TEST.buildDir} --host 127.0.0.1 --port ${ALGOLIA_TEST.port} --no-open`,
      ].join(' '),
      url: ALGOLIA_TEST.baseUrl,
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
    },
  ],
});
