import {EXPECTED_CONSOLE, expect, test} from '../support/fixtures';

import {SITE} from '../../src/config/site';
import {publishedRoutes, titlesByUrl} from '../support/routes';

const titles = titlesByUrl();
const routes = publishedRoutes();

// Routes are checked once, in the desktop project, where the sidebar is visible.
test.describe('every published route', {tag: '@desktop'}, () => {
  // Address pages check their addresses live; no local node runs for these tests.
  test.use({expectedConsoleErrors: EXPECTED_CONSOLE.localChainDown});
  for (const route of routes) {
    test(`/${route}`, async ({page}) => {
      const url = `/${route}`;
      const response = await page.goto(url, {waitUntil: 'domcontentloaded'});
      expect(response?.status(), `HTTP status of ${url}`).toBe(200);

      const title = titles.get(url.replace(/\/$/, ''));
      expect(title, `a Markdown page with a title serves ${url}`).toBeTruthy();
      await expect(page.locator('article h1').first()).toHaveText(title!);
      await expect(page).toHaveTitle(`${title} | ${SITE.title}`);

      // The page sits in its area's sidebar, with its own entry marked active.
      const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
      await expect(sidebar).toBeVisible();
      await expect(sidebar.locator('a.menu__link--active').first()).toBeVisible();
    });
  }
});

test.describe('section roots and home', () => {
  const areas = [
    ['/getting-started', 'User Docs'],
    ['/developers', 'Dev Docs'],
    ['/contributing', 'DAO Docs'],
    ['/resources', 'Resources'],
    ['/partners', 'Partners'],
  ] as const;

  for (const [path, label] of areas) {
    test(`${path} lands on a useful page`, async ({page}) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('main h1')).toHaveText(label);
      // Each landing page lists entry points that open real docs pages.
      const first = page.locator('main ul a').first();
      const href = await first.getAttribute('href');
      await first.click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.locator('article h1')).toBeVisible();
    });
  }

  test('home routes a newcomer to each area in one click', async ({page}) => {
    await page.goto('/');
    await expect(page.locator('h1')).toHaveText(SITE.title);
    await expect(page.getByText(SITE.tagline, {exact: true}).first()).toBeVisible();
    for (const [path, label] of areas) {
      const card = page.locator(`main a[href="${path}"]`);
      await expect(card).toContainText(label);
    }
    await page.locator('main a[href="/developers"]').click();
    await expect(page.locator('main h1')).toHaveText('Dev Docs');
  });
});

test.describe('URL clean-up', () => {
  for (const suffix of ['.html', '/index.html']) {
    test(`a path ending in ${suffix} shows the clean page`, async ({page}) => {
      await page.goto(`/getting-started/intro${suffix}`);
      await expect(page.locator('article h1')).toHaveText(titles.get('/getting-started/intro')!);
    });
  }

  test('an unknown path shows a helpful not-found page with status 404', async ({page, consoleErrors}) => {
    consoleErrors.expect(EXPECTED_CONSOLE.notFound);
    const response = await page.goto('/this/page/does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.locator('main h1')).toHaveText('Page not found');
    await expect(page.getByRole('searchbox', {name: 'Search the docs'})).toBeVisible();
    for (const path of ['/getting-started', '/developers', '/contributing', '/resources', '/partners']) {
      await expect(page.locator(`main a[href="${path}"]`)).toBeVisible();
    }
  });
});
