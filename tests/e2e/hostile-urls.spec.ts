import path from 'node:path';

import {E2E} from '../support/constants';
import {EXPECTED_CONSOLE, expect, test} from '../support/fixtures';
import {gotoHydrated} from '../support/navigation';

/**
 * Strange and hostile addresses: each gives the not-found page or the right
 * page, never a crash, a blank page or script execution.
 *
 * Malformed percent-encoding and paths longer than a file name can be are
 * refused by the static server before the site is involved (`docusaurus
 * serve` answers 400 and 500); what a production host answers for them is
 * its configuration's job: tests/e2e/hosting.spec.ts checks that the nginx
 * configuration answers them with the not-found page.
 */
const NOT_FOUND = 'Page not found';

const cases: readonly (readonly [string, string, string | null])[] = [
  ['a long path', `/developers/${'a'.repeat(200)}/${'b'.repeat(200)}`, NOT_FOUND],
  ['double slashes', '//developers//v3//overview', 'Yearn V3 overview'],
  ['path traversal', '/developers/../../../etc/passwd', NOT_FOUND],
  ['encoded traversal', '/developers/%2e%2e/%2e%2e/etc/passwd', NOT_FOUND],
  [
    'script in the query',
    '/developers/v3/overview?q=%3Cscript%3Ewindow.__pwned%3D1%3C%2Fscript%3E',
    'Yearn V3 overview',
  ],
  [
    'script in the hash',
    '/developers/v3/overview#%3Cimg%20src%3Dx%20onerror%3Dwindow.__pwned%3D1%3E',
    'Yearn V3 overview',
  ],
  ['markup in the path', '/%3Cscript%3Ewindow.__pwned=1%3C/script%3E', NOT_FOUND],
  ['malformed percent-encoding in the hash', '/developers/v3/overview#abc%zz', 'Yearn V3 overview'],
];

test.describe('hostile URLs', {tag: '@desktop'}, () => {
  // The not-found page is served with status 404, which Chromium logs.
  test.use({expectedConsoleErrors: EXPECTED_CONSOLE.notFound});
  for (const [name, url, heading] of cases) {
    test(name, async ({page, baseURL}) => {
      // Joined by hand: `//path` on its own would be read as another host.
      const response = await page.goto(`${baseURL}${url}`);
      expect(response?.status()).toBeLessThan(500);
      // Hydrated: the site's JavaScript started and agreed with the served HTML.
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      const h1 = page.locator('main h1, article h1').first();
      await expect(h1).toBeVisible();
      if (heading) await expect(h1).toHaveText(heading);
      // The navbar is there: the page is usable, not blank.
      await expect(page.getByRole('link', {name: 'Dev Docs', exact: true}).first()).toBeAttached();
      expect(await page.evaluate(() => (window as unknown as {__pwned?: number}).__pwned)).toBeUndefined();
    });
  }
});

test(
  'a fragment edited into malformed percent-encoding, and history moves over it, leave the page working',
  {tag: '@desktop'},
  async ({page, baseURL}) => {
    const crashed = page.getByRole('heading', {name: 'This page crashed.'});
    const heading = page.locator('article h1');
    await gotoHydrated(page, '/developers/v3/overview');
    // The same document with another fragment, as when the reader edits it in the address bar.
    for (const fragment of ['#abc%zz', '#%']) {
      await page.goto(`${baseURL}/developers/v3/overview${fragment}`);
      await expect(heading).toHaveText('Yearn V3 overview');
      await expect(crashed).toHaveCount(0);
    }
    await page.goBack();
    await page.goForward();
    await expect(heading).toHaveText('Yearn V3 overview');
    await expect(crashed).toHaveCount(0);
    // Still a working site: a link navigates.
    await page.getByRole('link', {name: 'Dev Docs', exact: true}).first().click();
    await expect(page).not.toHaveURL(/overview/);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(crashed).toHaveCount(0);
  },
);

test.describe('hostile URLs the test server refuses, answered as a host would', {tag: '@desktop'}, () => {
  test.use({expectedConsoleErrors: EXPECTED_CONSOLE.notFound});
  for (const [name, url] of [
    ['malformed percent-encoding', '/developers/%E0%A4%A/overview'],
    ['a lone percent sign', '/developers/100%/overview'],
    ['a very long path', `/developers/${'x'.repeat(300)}/${'y'.repeat(3_000)}`],
  ] as const) {
    test(name, async ({page}) => {
      await page.route('**/developers/**', (route) =>
        route.request().isNavigationRequest()
          ? route.fulfill({status: 404, path: path.join(E2E.buildDir, '404.html')})
          : route.fallback(),
      );
      // Hydrated: the site's JavaScript started despite the address.
      await gotoHydrated(page, url);
      await expect(page.locator('main h1')).toHaveText(NOT_FOUND);
      await expect(page.getByRole('link', {name: 'Dev Docs', exact: true}).first()).toBeVisible();
    });
  }
});
