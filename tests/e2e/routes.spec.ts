import {EXPECTED_CONSOLE, expect, test} from '../support/fixtures';

import {redirectTarget} from '../../src/config/redirects';
import {SITE} from '../../src/config/site';
import {publishedRoutes, titlesByUrl} from '../support/routes';
import {SAMPLE_DOC_URLS} from '../support/samplePages';
import {parseServedHtml} from '../support/servedHtml';

const titles = titlesByUrl();
const routes = publishedRoutes().filter((route) => !redirectTarget(`/${route}`));
/** Published routes whose page moved: [old, new] (src/config/redirects.ts). */
const moved = publishedRoutes().flatMap((route) => {
  const target = redirectTarget(`/${route}`);
  return target ? [[`/${route}`, target] as const] : [];
});

/**
 * Every published route, checked once (desktop project) in the page the
 * server sends, parsed as a browser parses HTML but without running scripts
 * (tests/support/servedHtml.ts): status, heading, title and the page's own
 * entry in its area's sidebar. That page is what a reader, a search engine
 * and a link preview get first, and what the browser hydrates; hydration and
 * layout are checked in the browser on one page of each kind below and by the
 * accessibility, layout and navigation tests. Opening each of the 300-odd
 * routes in Chromium, even without scripts, took about eight minutes of test
 * time on a 2-core machine; reading the HTML takes seconds.
 */
test.describe('every published route', {tag: '@desktop'}, () => {
  for (const route of routes) {
    test(`/${route}`, async ({request}) => {
      const url = `/${route}`;
      const response = await request.get(url);
      expect(response.status(), `HTTP status of ${url}`).toBe(200);
      const document = parseServedHtml(await response.text());

      const title = titles.get(url.replace(/\/$/, ''));
      expect(title, `a Markdown page with a title serves ${url}`).toBeTruthy();
      expect(document.querySelector('article h1')?.text.trim(), `heading of ${url}`).toBe(title);
      expect(document.querySelector('title')?.text, `title of ${url}`).toBe(`${title} | ${SITE.title}`);

      // The page sits in its area's sidebar, with its own entry marked active.
      expect(
        document.querySelector('nav[aria-label="Docs sidebar"] a.menu__link--active'),
        `active sidebar entry of ${url}`,
      ).not.toBeNull();
    });
  }
});

/**
 * The test server (`docusaurus serve`) has no redirect rules: it answers 404
 * with the not-found page, which sends the browser on to the new page. The
 * hosts' 301s are checked through nginx in hosting.spec.ts.
 */
test.describe('every published route that moved', {tag: '@desktop'}, () => {
  for (const [from, to] of moved) {
    test(`${from} -> ${to}`, async ({page, consoleErrors}) => {
      consoleErrors.expect(EXPECTED_CONSOLE.notFound);
      await page.goto(`${from}?from=old-docs`);
      await expect(page).toHaveURL(`${to}?from=old-docs`);
      const title = titles.get(to);
      expect(title, `a Markdown page with a title serves ${to}`).toBeTruthy();
      await expect(page.locator('article h1').first()).toHaveText(title!);
      await expect(page).toHaveTitle(`${title} | ${SITE.title}`);
    });
  }
});

test.describe('one page of each kind in the browser', {tag: '@desktop'}, () => {
  for (const url of SAMPLE_DOC_URLS) {
    test(url, async ({page}) => {
      await page.goto(url);
      const title = titles.get(url)!;
      await expect(page.locator('article h1').first()).toHaveText(title);
      await expect(page).toHaveTitle(`${title} | ${SITE.title}`);
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
