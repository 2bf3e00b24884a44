/**
 * Client-side navigation: the next page is loaded
 * while the current one stays on screen, then the view jumps to the top or to
 * the hash anchor; the route progress bar and its numbers; prefetching is
 * skipped on slow connections and with data saver on.
 */
import type {Page, Route} from '@playwright/test';

import {LOADING} from '../../src/config/site';
import {expect, test} from '../support/fixtures';
import {gotoHydrated} from '../support/navigation';
import {titlesByUrl} from '../support/routes';
import {DOCUSAURUS_DEFAULTS} from '../support/upstreamDefaults';

const FROM = '/getting-started/intro';
const TO = '/developers/building-on-yearn';
const titles = titlesByUrl();
/** Page chunks (JavaScript under /assets/js/), the unit the router preloads. */
const CHUNK = /\/assets\/js\/[^/]+\.js$/;

/** Holds chunk requests from now until `release()`; the rest of the time they pass. */
async function holdChunks(page: Page) {
  const held: Route[] = [];
  let holding = false;
  await page.route(CHUNK, (route) => (holding ? held.push(route) : route.continue()));
  return {
    held,
    start: () => (holding = true),
    release: async () => {
      holding = false;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

const devDocsLink = (page: Page) => page.locator('.navbar').getByRole('link', {name: 'Dev Docs', exact: true});

test.describe('navigation', {tag: '@desktop'}, () => {
  test('the current page stays until the next one has loaded, then the view starts at the top', async ({page}) => {
    const chunks = await holdChunks(page);
    await gotoHydrated(page, FROM);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    chunks.start();
    await devDocsLink(page).click();
    await expect.poll(() => chunks.held.length).toBeGreaterThan(0);
    // The target is still loading: the reader keeps the page they were on.
    await expect(page.locator('article h1')).toHaveText(titles.get(FROM)!);

    await chunks.release();
    await expect(page.locator('article h1')).toHaveText(titles.get(TO)!);
    await expect(page).toHaveURL(new RegExp(`${TO}$`));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a link with a hash opens the page scrolled to that heading', async ({page}) => {
    await gotoHydrated(page, '/search?q=vault');
    const hit = page.locator('main ol li a[href*="#"]').first();
    const href = (await hit.getAttribute('href'))!;
    const [path, hash] = href.split('#') as [string, string];
    await hit.click();
    await expect(page).toHaveURL((url) => url.pathname === path && url.hash === `#${hash}`);
    const heading = page.locator(`[id="${decodeURIComponent(hash)}"]`);
    await expect(heading).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    // At the top of the view, just below the fixed navbar, unless the page
    // ends before the heading can get there. Diagrams render late and must not
    // push it away: it is checked again once they have.
    const placement = () =>
      heading.evaluate(
        (node) =>
          node.getBoundingClientRect().top < 200 ||
          window.scrollY >= document.documentElement.scrollHeight - window.innerHeight - 1,
      );
    await expect.poll(placement).toBe(true);
    // Diagrams near the view load and draw (the others wait for the reader to scroll to them).
    await expect.poll(() => page.locator('[data-diagram="near"]:not(:has(svg))').count()).toBe(0);
    await expect.poll(placement).toBe(true);
  });

  test('following a link within the page leaves its text as the server sent it, not rendered again', async ({page}) => {
    await gotoHydrated(page, FROM);
    // A paragraph of a static block, remembered as a DOM node: were the block's HTML set again, it would be a new one.
    await page.evaluate(() => {
      (window as unknown as {kept: Element | null}).kept = document.querySelector('.static-html p');
    });
    const tocLink = page.locator('.table-of-contents a').last();
    const hash = (await tocLink.getAttribute('href'))!;
    await tocLink.click();
    await expect(page).toHaveURL((url) => url.hash === hash);
    expect(
      await page.evaluate(() => {
        const kept = (window as unknown as {kept: Element | null}).kept;
        return kept !== null && document.contains(kept);
      }),
    ).toBe(true);
  });

  test('the route progress bar: starts after 200 ms at 8 %, trickles every 800 ms, animates in 200 ms', async ({
    page,
  }) => {
    const chunks = await holdChunks(page);
    await page.clock.install();
    await gotoHydrated(page, FROM);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);

    chunks.start();
    await devDocsLink(page).click();
    await expect.poll(() => chunks.held.length).toBeGreaterThan(0);
    const bar = page.locator('#nprogress .bar');
    /** The bar's width in percent, from its translate3d(-x%, 0, 0). */
    const width = () =>
      bar.evaluate((node) => 100 + Number(/translate3d\((-?[\d.]+)%/.exec((node as HTMLElement).style.transform)?.[1]));

    // Generous margins around the 200 ms: the clock only moves when told to.
    await page.clock.runFor(DOCUSAURUS_DEFAULTS.progressDelayMs - 100);
    await expect(page.locator('#nprogress')).toHaveCount(0);
    await page.clock.runFor(200);
    await expect(bar).toBeAttached();
    expect(await width()).toBeCloseTo(LOADING.progressMinimum * 100, 5);
    expect(await bar.evaluate((node) => (node as HTMLElement).style.transition)).toContain(
      `${LOADING.progressSpeedMs}ms`,
    );

    // The first trickle comes 800 ms after the start, not sooner.
    await page.clock.runFor(LOADING.progressTrickleMs - 300);
    expect(await width()).toBeCloseTo(LOADING.progressMinimum * 100, 5);
    await page.clock.runFor(400);
    expect(await width()).toBeGreaterThan(LOADING.progressMinimum * 100);

    await chunks.release();
    await expect(page.locator('article h1')).toHaveText(titles.get(TO)!);
    await page.clock.runFor(2_000);
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test('if preloading the next page fails, a warning is logged and the whole page reloads', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.expect(/Failed to load resource: net::ERR_FAILED/);
    await gotoHydrated(page, FROM);
    await page.evaluate(() => ((window as unknown as {beforeReload: boolean}).beforeReload = true));

    // Every chunk fails until the page reloads, as after a deployment that
    // removed the old files; the reloaded page then gets working ones.
    let failing = true;
    page.on('request', (request) => {
      if (request.isNavigationRequest()) failing = false;
    });
    await page.route(CHUNK, (route) => (failing ? route.abort('failed') : route.continue()));
    // The router's warning; a hovered link's failed preload also warns (see chunkErrors.ts).
    const warning = page.waitForEvent(
      'console',
      (message) => message.type() === 'warning' && /^ChunkLoadError/.test(message.text()),
    );
    const reloaded = page.waitForEvent('load');
    await devDocsLink(page).click();
    expect((await warning).text()).toMatch(/Loading chunk .* failed/);
    await reloaded;

    await expect(page.locator('article h1')).toHaveText(titles.get(TO)!);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    expect(await page.evaluate(() => (window as unknown as {beforeReload?: boolean}).beforeReload)).toBeUndefined();
  });
});

test.describe('prefetching', {tag: '@desktop'}, () => {
  /** Chunk requests and prefetch hints the page made after hydration, while the reader hovers links. */
  async function prefetchedWhileHovering(page: Page, connection: {effectiveType: string; saveData: boolean} | null) {
    if (connection) {
      await page.addInitScript((value) => {
        Object.defineProperty(Navigator.prototype, 'connection', {get: () => value, configurable: true});
      }, connection);
    }
    const requested: string[] = [];
    await gotoHydrated(page, FROM);
    page.on('request', (request) => {
      if (CHUNK.test(new URL(request.url()).pathname)) requested.push(request.url());
    });
    const links = page.locator('.theme-doc-sidebar-menu a[href^="/"]');
    for (let i = 0; i < Math.min(await links.count(), 6); i++) await links.nth(i).hover();
    return {
      requested,
      hints: () => page.locator('head link[rel="prefetch"]').count(),
    };
  }

  test('a normal connection prefetches the pages of visible links', async ({page}) => {
    const {requested, hints} = await prefetchedWhileHovering(page, {effectiveType: '4g', saveData: false});
    await expect.poll(hints).toBeGreaterThan(0);
    await expect.poll(() => requested.length).toBeGreaterThan(0);
  });

  test('each chunk is prefetched once, and none the page has already downloaded', async ({page}) => {
    // The YIP index shows a dozen YIP links at once, whose routes share most of their chunks.
    await gotoHydrated(page, '/contributing/governance/yips');
    const hints = () =>
      page.locator('head link[rel="prefetch"]').evaluateAll((links) => links.map((l) => l.getAttribute('href')!));
    await expect.poll(async () => (await hints()).length).toBeGreaterThan(0);
    // The queue of links in view has been worked through.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (window.docusaurus as unknown as Record<symbol, {pending: () => number} | undefined>)[
              Symbol.for('yearn-docs.idlePrefetch')
            ]?.pending() ?? -1,
        ),
      )
      .toBe(0);
    const prefetched = await hints();
    expect(prefetched.length).toBe(new Set(prefetched).size);
    const downloads = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => ({
        path: new URL(entry.name).pathname,
        by: (entry as PerformanceResourceTiming).initiatorType,
        at: entry.startTime,
      })),
    );
    expect(downloads.filter((download) => download.by === 'script').length).toBeGreaterThan(0);
    for (const path of prefetched) {
      // A prefetch hint's own entry appears once its download ends; without it, every script load counts.
      const hintedAt = downloads.find((d) => d.path === path && d.by === 'link')?.at ?? Infinity;
      expect(downloads.filter((d) => d.path === path && d.by === 'script' && d.at < hintedAt)).toEqual([]);
    }
  });

  for (const [name, connection] of [
    ['a 2g connection', {effectiveType: '2g', saveData: false}],
    ['a slow-2g connection', {effectiveType: 'slow-2g', saveData: false}],
    ['data saver on', {effectiveType: '4g', saveData: true}],
  ] as const) {
    test(`${name} prefetches nothing, and links still work`, async ({page}) => {
      const {requested, hints} = await prefetchedWhileHovering(page, connection);
      // Every link that came into view has been handed to Docusaurus's prefetch, which declined it:
      // the site's idle queue (src/clientModules/idlePrefetch.ts) is empty a frame after the hovers.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      await expect
        .poll(() =>
          page.evaluate(() => {
            const state = (window.docusaurus as unknown as Record<symbol, {pending: () => number} | undefined>)[
              Symbol.for('yearn-docs.idlePrefetch')
            ];
            return state ? state.pending() : -1;
          }),
        )
        .toBe(0);
      expect(await hints()).toBe(0);
      expect(requested).toEqual([]);

      await devDocsLink(page).click();
      await expect(page.locator('article h1')).toHaveText(titles.get(TO)!);
    });
  }
});

test.describe('what is current is two clicks from the home page', {tag: '@desktop'}, () => {
  /** Opens the home page, then the area card, then the entry point: two clicks. */
  async function twoClicks(page: Page, area: string, entry: string) {
    await gotoHydrated(page, '/');
    await page
      .locator('main')
      .getByRole('link', {name: new RegExp(`^${area}`)})
      .click();
    await page
      .locator('main')
      .getByRole('link', {name: new RegExp(`^${entry.replace(/[()]/g, '\\$&')}`)})
      .click();
  }

  test('the V3 releases page, with 3.1.0 as the current release and its addresses', async ({page}) => {
    await twoClicks(page, 'Dev Docs', 'V3 releases');
    await expect(page).toHaveURL(/\/developers\/v3\/releases$/);
    await expect(page.getByText('3.1.0 is the current release.')).toBeVisible();
    // What follows the heading in the page (plain Markdown and widgets sit in different blocks).
    const current = page.locator('xpath=//h2[@id="310"]/following::*[1]');
    await expect(current.getByText(/0x[0-9a-fA-F]{40}/).first()).toBeVisible();
  });

  test('the stYFI governance page, and veYFI marked as legacy', async ({page}) => {
    await twoClicks(page, 'DAO Docs', 'stYFI');
    await expect(page.locator('h1')).toHaveText(/stYFI/);
    await twoClicks(page, 'DAO Docs', 'veYFI (legacy)');
    await expect(page.getByText('veYFI is a legacy system', {exact: true})).toBeVisible();
  });
});
