import {defineConfig} from '@playwright/test';

import {E2E} from './tests/support/constants';

/**
 * End-to-end tests against the production build, served on 127.0.0.1, in
 * Debian's Chromium (never a downloaded browser). `npm test` builds first.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: E2E.baseUrl,
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
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
    {name: 'desktop', grepInvert: /@mobile/, use: {browserName: 'chromium', viewport: {width: 1280, height: 800}}},
    {
      name: 'mobile',
      grepInvert: /@desktop/,
      use: {browserName: 'chromium', viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true},
    },
  ],
  webServer: {
    command: `npx docusaurus serve --dir ${E2E.buildDir} --host 127.0.0.1 --port ${E2E.port} --no-open`,
    url: E2E.baseUrl,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
