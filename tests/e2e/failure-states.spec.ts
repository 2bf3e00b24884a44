/**
 * What readers see when their environment fails: the
 * site served under a wrong base path, and browser storage that throws.
 */
import fs from 'node:fs';
import path from 'node:path';

import {E2E} from '../support/constants';
import {EXPECTED_CONSOLE, expect, test} from '../support/fixtures';
import {gotoHydrated} from '../support/navigation';

const BANNER = 'Your Docusaurus site did not load properly.';

test.describe('base-URL warning banner', {tag: '@desktop'}, () => {
  test('appears when the site is served under a wrong base path', async ({page, consoleErrors}) => {
    // The build (made for "/") as a host would serve it under /docs/: files
    // exist only below /docs/, so the page's /assets/... links all miss.
    consoleErrors.expect(EXPECTED_CONSOLE.notFound);
    const origin = 'http://wrong-base.test';
    await page.route(`${origin}/**`, async (route) => {
      const {pathname} = new URL(route.request().url());
      if (!pathname.startsWith('/docs/')) return route.fulfill({status: 404, body: 'Not found'});
      const file = path.join(E2E.buildDir, pathname.slice('/docs'.length), pathname.endsWith('/') ? 'index.html' : '');
      if (!fs.existsSync(file)) return route.fulfill({status: 404, body: 'Not found'});
      return route.fulfill({status: 200, path: file});
    });
    await page.goto(`${origin}/docs/`);
    const banner = page.locator('#__docusaurus-base-url-issue-banner');
    await expect(banner).toContainText(BANNER);
    // It suggests the base path the site was found under.
    await expect(banner).toContainText('/docs/');
  });

  for (const url of ['/', '/getting-started/intro', '/search?q=vault']) {
    test(`never appears at the right base path: ${url}`, async ({page}) => {
      await gotoHydrated(page, url);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.getByText(BANNER)).toHaveCount(0);
    });
  }
});

test.describe('browser storage unavailable', () => {
  test.beforeEach(async ({page}) => {
    // As in a locked-down browser: touching either storage throws.
    await page.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage'] as const) {
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            throw new DOMException(`${name} is disabled`, 'SecurityError');
          },
        });
      }
    });
  });

  test(
    'pages work; colour mode and announcement bar fall back to memory; a warning is logged',
    {tag: '@desktop'},
    async ({page}) => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.emulateMedia({colorScheme: 'light'});
      await gotoHydrated(page, '/getting-started/intro');
      await expect(page.locator('article h1')).toBeVisible();
      expect(warnings.some((text) => text.includes('browser storage is not available'))).toBe(true);

      // Colour mode: default light, the toggle still switches it for this visit.
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
      await toggle.click();
      await toggle.click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

      // Announcement bar: shown, and closing it works for this page view.
      const bar = page.getByRole('banner').filter({hasText: 'Yearn V3 is the current vault generation'});
      await expect(bar).toBeVisible();
      await bar.getByRole('button', {name: 'Close'}).click();
      await expect(bar).toBeHidden();

      // Nothing was remembered: a reload starts from the defaults again.
      await gotoHydrated(page, '/getting-started/intro');
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      await expect(page.getByText('Yearn V3 is the current vault generation')).toBeVisible();
    },
  );

  for (const url of [
    '/',
    '/developers/v3/overview',
    '/contributing/governance/veyfi-calculator',
    '/search?q=vault',
    '/this/page/does-not-exist',
  ]) {
    test(`every kind of page still renders: ${url}`, async ({page, consoleErrors}) => {
      consoleErrors.expect(EXPECTED_CONSOLE.notFound);
      await gotoHydrated(page, url);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.locator('.navbar')).toBeVisible();
    });
  }
});
