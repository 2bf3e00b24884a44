import fs from 'node:fs';
import path from 'node:path';

import type {Page, Route} from '@playwright/test';
import {EXPECTED_CONSOLE, expect, test} from '../support/fixtures';

import {DOCS_AREAS} from '../../src/config/areas';
import {SEARCH} from '../../src/config/search';
import {E2E} from '../support/constants';
import {gotoHydrated} from '../support/navigation';
import {DOCSEARCH_DEFAULTS} from '../support/upstreamDefaults';

const DOC = '/developers/v3/overview';
const INDEX = `**${SEARCH.localIndexPath}`;

function trackIndexRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(SEARCH.localIndexPath)) requests.push(request.url());
  });
  return requests;
}

/** Holds back the scripts that carry the search modal, as a slow network would; returns what releases them. */
async function holdSearchModal(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/js\/.+\.js$/, async (route) => {
    const response = await route.fetch();
    if ((await response.text()).includes('DocSearch-Modal')) await held;
    await route.fulfill({response});
  });
  return () => {
    release();
    // Docusaurus keeps prefetching linked pages' chunks; those still in flight when the test ends must not fail it.
    void page.unrouteAll({behavior: 'ignoreErrors'});
  };
}

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const AREA_LABELS = DOCS_AREAS.map((area) => area.label);
/** Zero-width and other invisible characters. */
const INVISIBLE = /[\u200b-\u200d\u2060\ufeff]/;
const input = (page: Page) => page.locator('.DocSearch-Input');
/** Whether the page's address ends with `href`, taken literally. */
const endingWith = (href: string) => (url: URL) => url.href.endsWith(href);

test.describe('search modal (local index)', () => {
  test('opens with Ctrl+K and with /, closes with Escape', async ({page}) => {
    await gotoHydrated(page, DOC);
    await page.keyboard.press('Control+k');
    await expect(modal(page)).toBeVisible();
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveAttribute('placeholder', SEARCH.placeholder);
    await expect(input(page)).toHaveAttribute('maxlength', String(SEARCH.maxQueryLength));
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();

    await page.keyboard.press('/');
    await expect(modal(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
  });

  test('Ctrl+K pressed before the page is interactive opens search once it is', async ({page}) => {
    // Hold the scripts so the reader presses the key on the server-rendered page.
    const held: Route[] = [];
    let holding = true;
    await page.route(/\/assets\/js\/.+\.js$/, (route) => (holding ? void held.push(route) : route.continue()));
    // Deferred scripts hold back DOMContentLoaded, so wait only for the response.
    await page.goto(DOC, {waitUntil: 'commit'});
    await expect(page.locator('h1').first()).toBeVisible();
    await page.keyboard.press('Control+k');
    await expect(page.locator('html')).toHaveAttribute('data-search-requested', '1');
    await expect(modal(page)).toHaveCount(0);
    holding = false;
    await Promise.all(held.splice(0).map((route) => route.continue()));
    await expect(modal(page)).toBeVisible();
    await expect(input(page)).toBeFocused();
    await expect(page.locator('html')).not.toHaveAttribute('data-search-requested', /.*/);
  });

  test("search opened before the modal's code arrives shows at once and keeps what is typed", async ({page}) => {
    const release = await holdSearchModal(page);
    await gotoHydrated(page, DOC);
    await page.keyboard.press('Control+k');
    const shell = page.getByRole('dialog', {name: 'Search'});
    await expect(shell).toBeVisible();
    await expect(shell.getByRole('status')).toHaveText('Loading search…');
    await expect(shell.getByRole('searchbox')).toBeFocused();
    await page.keyboard.type('vault');
    await expect(modal(page)).toHaveCount(0);

    release();
    await expect(modal(page)).toBeVisible();
    await expect(page.locator('[data-search-shell]')).toHaveCount(0);
    await expect(input(page)).toHaveValue('vault');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
  });

  test('Escape closes the shell too, and search opens again', async ({page}) => {
    const release = await holdSearchModal(page);
    await gotoHydrated(page, DOC);
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog', {name: 'Search'})).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('[data-search-shell]')).toHaveCount(0);
    release();
    await page.keyboard.press('Control+k');
    await expect(modal(page)).toBeVisible();
  });

  test('search whose code cannot be downloaded says so, and opens on a retry', async ({page, consoleErrors}) => {
    consoleErrors.expect(EXPECTED_CONSOLE.abortedRequest);
    let refuse = true;
    let inFlight = 0;
    const refused: string[] = [];
    await page.route(/\/assets\/js\/.+\.js$/, async (route) => {
      if (!refuse) return route.continue();
      inFlight += 1;
      try {
        const response = await route.fetch();
        // Asked again after the download: the modal's code comes in several chunks, and one still on its way
        // when the reader retries must not fail afterwards.
        if (refuse && (await response.text()).includes('DocSearch-Modal')) {
          refused.push(route.request().url());
          return await route.abort('failed');
        }
        return await route.fulfill({response});
      } finally {
        inFlight -= 1;
      }
    });
    await gotoHydrated(page, DOC);
    await page.keyboard.press('Control+k');
    const shell = page.getByRole('dialog', {name: 'Search'});
    await expect(shell.getByRole('status')).toHaveText('Search could not load. Check your connection, then try again.');
    await expect(modal(page)).toHaveCount(0);

    refuse = false;
    // The first chunk refused shows the message; the reader's retry comes after the page has seen every refusal
    // (the chunk loader removes a script element once its load has ended, failed or not).
    await expect.poll(() => inFlight).toBe(0);
    await expect
      .poll(() =>
        page.evaluate(
          (urls) => Array.from(document.scripts).filter((script) => urls.includes(script.src)).length,
          refused,
        ),
      )
      .toBe(0);
    await shell.getByRole('button', {name: 'Try again'}).click();
    await expect(modal(page)).toBeVisible();
    await input(page).fill('vault');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  });

  test('/ typed into a text field does not open search', async ({page, consoleErrors}) => {
    // The not-found page has a search field of its own (and status 404).
    consoleErrors.expect(EXPECTED_CONSOLE.notFound);
    await gotoHydrated(page, '/this-page-does-not-exist');
    await page.getByRole('searchbox', {name: 'Search the docs'}).fill('a/b');
    await expect(modal(page)).toBeHidden();
  });

  test('loads the index lazily, once, and finds pages despite a typo', async ({page}) => {
    const requests = trackIndexRequests(page);
    await gotoHydrated(page, DOC);
    await page.waitForLoadState('networkidle');
    expect(requests, 'the index never weighs on page load').toHaveLength(0);

    await page.keyboard.press('Control+k');
    await input(page).fill('vualt');
    const hits = page.locator('.DocSearch-Hit');
    await expect(hits.first()).toBeVisible();
    await expect(page.locator('.DocSearch-Hit mark').first()).toHaveText(/vault/i);
    // Results are grouped under their docs area (lvl0).
    await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText(/Docs|Partners|Resources/);

    await input(page).fill('harvest');
    await expect(page.locator('.DocSearch-Hit mark').first()).toHaveText(/harvest/i);
    expect(requests).toHaveLength(1);
  });

  test('a result opens its page at the section, and becomes a recent search', async ({page}) => {
    await gotoHydrated(page, DOC);
    await page.keyboard.press('Control+k');
    await expect(page.getByText('No recent searches')).toBeVisible();
    await input(page).fill('profit unlocking');
    const first = page.locator('.DocSearch-Hit a').first();
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\//);
    // A full page load would forget this.
    await page.evaluate(() => ((window as unknown as {__samePage: boolean}).__samePage = true));
    await first.click();
    await expect(modal(page)).toBeHidden();
    await expect(page).toHaveURL(endingWith(href!));
    expect(await page.evaluate(() => (window as unknown as {__samePage?: boolean}).__samePage)).toBe(true);

    await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Recent'})).toBeVisible();
    const stored = await page.evaluate(
      (name) => localStorage.getItem(`__DOCSEARCH_RECENT_SEARCHES__${name}`),
      SEARCH.indexName,
    );
    expect(JSON.parse(stored ?? '[]')).toHaveLength(1);
  });

  test('"See all results" opens the search page for the query in the same page, and closes the modal', async ({
    page,
  }) => {
    await gotoHydrated(page, DOC);
    await page.keyboard.press('Control+k');
    await input(page).fill('deposit limit');
    await page.evaluate(() => ((window as unknown as {__samePage: boolean}).__samePage = true));
    await page.locator('.DocSearch-HitsFooter a', {hasText: 'See all results for “deposit limit”'}).click();
    await expect(modal(page)).toBeHidden();
    await expect(page).toHaveURL(/\/search\?q=deposit%20limit$/);
    await expect(page.getByRole('searchbox', {name: 'Search the docs'})).toHaveValue('deposit limit');
    expect(await page.evaluate(() => (window as unknown as {__samePage?: boolean}).__samePage)).toBe(true);
  });

  test('opens with the text selected on the page as its query, and without it the next time', async ({page}) => {
    await gotoHydrated(page, DOC);
    const heading = page.locator('article h1').first();
    await heading.selectText();
    const selected = await page.evaluate(() => window.getSelection()!.toString().trim());
    expect(selected.length).toBeGreaterThan(0);
    await page.keyboard.press('Control+k');
    await expect(input(page)).toHaveValue(selected.slice(0, 64));
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    // The selection is read as the modal opens, not again on each of its renders: reading it lays out the page.
    await page.evaluate(() => {
      const w = window as unknown as {__reads: number};
      w.__reads = 0;
      const read = Selection.prototype.toString;
      Selection.prototype.toString = function (this: Selection) {
        w.__reads += 1;
        return read.call(this);
      };
    });
    await input(page).fill('');
    await input(page).pressSequentially('harvest');
    await expect(page.locator('.DocSearch-HitsFooter')).toContainText('harvest');
    expect(await page.evaluate(() => (window as unknown as {__reads: number}).__reads)).toBe(0);
    await page.keyboard.press('Escape');
    await page.evaluate(() => window.getSelection()!.removeAllRanges());
    await page.keyboard.press('Control+k');
    await expect(input(page)).toHaveValue('');
  });

  test('a result opened with Ctrl+click goes to a new tab, and search stays open here', async ({page}) => {
    await gotoHydrated(page, DOC);
    await page.keyboard.press('Control+k');
    await input(page).fill('profit unlocking');
    const first = page.locator('.DocSearch-Hit a').first();
    const href = await first.getAttribute('href');
    const [tab] = await Promise.all([page.context().waitForEvent('page'), first.click({modifiers: ['Control']})]);
    await expect(tab).toHaveURL(endingWith(href!));
    await expect(modal(page)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${DOC}$`));
  });

  test('shows a screenful of hits, and leaves a hit as it is while the query changes without changing it', async ({
    page,
  }) => {
    await gotoHydrated(page, DOC);
    await page.keyboard.press('Control+k');
    await input(page).fill('vault');
    await expect(page.locator('.DocSearch-Hit')).toHaveCount(SEARCH.modalHitsPerPage);

    // "from" and "a" are filler words: both queries search for "withdraw" alone.
    await input(page).fill('withdraw from');
    const title = page.locator('.DocSearch-Hit-title').first();
    await expect(title).toContainText(/withdraw/i);
    const text = await title.innerHTML();
    await title.evaluate((element) => {
      (element.firstChild as unknown as {__kept: boolean}).__kept = true;
    });
    await input(page).pressSequentially(' a');
    await expect(page.locator('.DocSearch-HitsFooter')).toContainText('withdraw from a');
    await expect(title).toHaveJSProperty('innerHTML', text);
    // Drawn again, the title would hold new nodes.
    expect(await title.evaluate((element) => (element.firstChild as unknown as {__kept?: boolean}).__kept)).toBe(true);
  });

  test('search opened while the next page loads stays open, query kept, when the page arrives', async ({page}) => {
    await gotoHydrated(page, DOC);
    // Load the modal once, so only the next page's own files are held back below.
    await page.keyboard.press('Control+k');
    await expect(input(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();

    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/js/**', async (route) => {
      await held;
      await route.continue();
    });
    // Another docs area: Docusaurus renders a new layout (navbar included) for it.
    await page.locator('footer').getByRole('link', {name: 'Partners'}).click();
    await expect(page).toHaveURL(/\/partners\/introduction$/);
    await expect(page.getByRole('heading', {level: 1})).not.toHaveText(/partners/i);

    await page.keyboard.press('Control+k');
    await input(page).fill('vault');
    release();
    await expect(page.getByRole('heading', {level: 1})).toHaveText(/partners/i);
    await expect(modal(page)).toBeVisible();
    await expect(input(page)).toHaveValue('vault');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  });

  test('no results: the query, suggestions and a way to report it', async ({page}) => {
    await gotoHydrated(page, DOC);
    await page.keyboard.press('Control+k');
    await input(page).fill('strategy');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await input(page).fill('qqzzxxyy');
    await expect(page.locator('.DocSearch-NoResults')).toContainText('No results for "qqzzxxyy"');
    await expect(page.locator('.DocSearch-NoResults')).toContainText('Try searching for');
    const report = page.getByRole('link', {name: 'Let us know.'});
    await expect(report).toHaveAttribute('href', /issues\/new\?title=/);
  });

  test('an index that cannot be fetched shows the network message', async ({page, consoleErrors}) => {
    consoleErrors.expect(EXPECTED_CONSOLE.abortedRequest);
    await page.route(INDEX, (route) => route.abort('connectionrefused'));
    await gotoHydrated(page, DOC);
    await page.keyboard.press('Control+k');
    await input(page).fill('vault');
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
    await expect(page.getByText('You might want to check your network connection.')).toBeVisible();

    // The failure is not cached: once the index is reachable, search works.
    await page.unroute(INDEX);
    await input(page).fill('vaults');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  });

  test('works when browser storage throws, with a warning', async ({page}) => {
    await page.addInitScript(() => {
      const deny = () => {
        throw new DOMException('denied', 'SecurityError');
      };
      Object.defineProperty(window, 'localStorage', {get: deny});
    });
    const warnings: string[] = [];
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await gotoHydrated(page, DOC);
    await page.keyboard.press('Control+k');
    await input(page).fill('vault');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(warnings.some((text) => text.includes('browser storage is unavailable'))).toBe(true);
    expect(errors).toEqual([]);
  });
});

test.describe('search limits (src/config/search.ts)', () => {
  const stored = (count: number, prefix: string) =>
    Array.from({length: count}, (_, index) => ({
      objectID: `${prefix}-${index}`,
      url: '/developers/v3/overview',
      type: 'lvl1',
      content: null,
      hierarchy: {
        lvl0: 'Dev Docs',
        lvl1: `${prefix} ${index}`,
        lvl2: null,
        lvl3: null,
        lvl4: null,
        lvl5: null,
        lvl6: null,
      },
    }));

  async function seed(page: Page, recent: number, favorites: number) {
    await page.addInitScript(
      ({name, recentItems, favoriteItems}) => {
        localStorage.setItem(`__DOCSEARCH_RECENT_SEARCHES__${name}`, JSON.stringify(recentItems));
        localStorage.setItem(`__DOCSEARCH_FAVORITE_SEARCHES__${name}`, JSON.stringify(favoriteItems));
      },
      {name: SEARCH.indexName, recentItems: stored(recent, 'Recent'), favoriteItems: stored(favorites, 'Favorite')},
    );
  }

  const section = (page: Page, title: string) =>
    page.locator('.DocSearch-Hits').filter({has: page.locator('.DocSearch-Hit-source', {hasText: title})});

  test('shows 7 recent searches when there are no favorites', async ({page}) => {
    await seed(page, 9, 0);
    await gotoHydrated(page, DOC);
    await page.keyboard.press('Control+k');
    await expect(section(page, 'Recent').locator('.DocSearch-Hit')).toHaveCount(DOCSEARCH_DEFAULTS.recentSearchesLimit);
  });

  test('shows 4 recent searches next to favorites, and at most 10 favorites', async ({page}) => {
    await seed(page, 9, 12);
    await gotoHydrated(page, DOC);
    await page.keyboard.press('Control+k');
    await expect(section(page, 'Recent').locator('.DocSearch-Hit')).toHaveCount(
      DOCSEARCH_DEFAULTS.recentSearchesWithFavoritesLimit,
    );
    await expect(section(page, 'Favorite').locator('.DocSearch-Hit')).toHaveCount(
      DOCSEARCH_DEFAULTS.favoriteSearchesLimit,
    );
  });

  test('groups consecutive results of an area, at most 5 per group; page and section above a short excerpt', async ({
    page,
  }, info) => {
    await gotoHydrated(page, DOC);
    await page.keyboard.press('Control+k');
    // "deposit limit" finds sections on several pages of several areas within the ten hits the modal shows.
    await input(page).fill('deposit limit');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    const perGroup = await page
      .locator('.DocSearch-Hits')
      .evaluateAll((groups) => groups.map((group) => group.querySelectorAll('.DocSearch-Hit').length));
    expect(Math.max(...perGroup)).toBeLessThanOrEqual(SEARCH.maxHitsPerGroup);
    // One hit per page: no page shows twice.
    const pages = await page
      .locator('.DocSearch-Hit a')
      .evaluateAll((links) => links.map((link) => (link.getAttribute('href') ?? '').replace(/#.*$/, '')));
    expect(new Set(pages).size).toBe(pages.length);
    // The main line is the page, and the section when the hit is one: "Page › Section".
    await expect(page.locator('.DocSearch-Hit-title').filter({hasText: ' › '}).first()).toBeVisible();
    const words = SEARCH.snippetWords;
    const small = DOCSEARCH_DEFAULTS.snippetWordsSmallScreen;
    const limit = info.project.name === 'mobile' ? small : words;
    const excerpts = await page.locator('.DocSearch-Hit-content-wrapper .DocSearch-Hit-path').allTextContents();
    expect(excerpts.length).toBeGreaterThan(0);
    for (const text of excerpts) {
      const count = text.replace(/…/g, ' ').split(/\s+/).filter(Boolean).length;
      expect(count, text).toBeLessThanOrEqual(limit);
    }
  });
});

test.describe('search ranking (modal, real pages)', () => {
  test('keeps the ranking across areas, with nothing invisible in headers, results or suggestions', async ({page}) => {
    // "stYFI" finds pages in several areas, interleaved in rank order; the /search page lists them in that order.
    await page.goto('/search?q=stYFI');
    const ranked = page.locator('main ol li a');
    await expect(ranked.first()).toBeVisible();
    const rankOrder = await ranked.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));

    await gotoHydrated(page, DOC);
    await page.keyboard.press('Control+k');
    await input(page).fill('stYFI');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    const shown = await page
      .locator('.DocSearch-Hit a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(shown).toEqual(rankOrder.slice(0, shown.length));
    // Each group is headed by its area's name, and an area can head more than one group.
    const headers = await page.locator('.DocSearch-Hit-source').allTextContents();
    expect(new Set(headers).size, headers.join(', ')).toBeGreaterThan(1);
    for (const header of headers) expect(AREA_LABELS).toContain(header);
    // What a reader reads or copies: the whole modal's text, then the suggestions when a query finds nothing.
    expect(await modal(page).textContent()).not.toMatch(INVISIBLE);
    await input(page).fill('qqzzxxyy');
    await expect(page.locator('.DocSearch-NoResults')).toContainText('Try searching for');
    expect(await modal(page).textContent()).not.toMatch(INVISIBLE);
  });

  test('an identifier lands on the entry that defines it, not on a helper that forwards it', async ({page}) => {
    await gotoHydrated(page, DOC);
    await page.keyboard.press('Control+k');
    await input(page).fill('process_report');
    await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute(
      'href',
      /^\/developers\/smart-contracts\/V3\/VaultV3#process_report$/,
    );
  });

  /** Types the query and waits for the first hit to open the expected page. */
  async function expectFirstHit(page: Page, query: string, expected: RegExp) {
    await input(page).fill(query);
    await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', expected);
  }

  test('a question, a keyword, an identifier, a typo and a historical name each find the page that answers first', async ({
    page,
  }) => {
    await gotoHydrated(page, DOC);
    await page.keyboard.press('Control+k');
    // A question: its filler words do not count, and the guide outranks pages with every word in one section.
    await expectFirstHit(
      page,
      'how do I write a strategy for yearn v3',
      /^\/developers\/v3\/strategy_writing_guide(#|$)/,
    );
    await expectFirstHit(page, 'Kong GraphQL', /^\/developers\/data-services\/kong(#|$)/);
    await expectFirstHit(page, 'maxRedeem', /^\/developers\/smart-contracts\/V3\/VaultV3#maxRedeem$/);
    await expectFirstHit(page, 'strategy writting guide', /^\/developers\/v3\/strategy_writing_guide(#|$)/);
    // A retired product is found by its name; old proposals naming ychad.eth rank below its address pages.
    await expectFirstHit(page, 'yvBOOST', /^\/resources\/deprecated\/vecrv-boosts(#|$)/);
    await expectFirstHit(page, 'ychad.eth', /^\/developers\/(addresses|security)\//);
  });
});

test(
  'the search code ships once, in a chunk the modal and the /search page share (src/search/searchCode.ts)',
  {
    tag: '@desktop',
  },
  () => {
    const dir = path.resolve(E2E.buildDir, 'assets/js');
    // A message of the local client's index loader, which only the search code carries.
    const carriers = fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.js'))
      .filter((file) => fs.readFileSync(path.join(dir, file), 'utf8').includes('unexpected index format'));
    expect(carriers, 'JavaScript files carrying the search code').toHaveLength(1);
    expect(fs.readFileSync(path.join(dir, carriers[0]!), 'utf8')).not.toContain('DocSearch-Modal');
  },
);

test.describe('/search page', () => {
  test('shows shareable results for ?q=', async ({page}) => {
    await page.goto('/search?q=strategy%20report');
    await expect(page.locator('main h1')).toHaveText('Search the docs');
    await expect(page.getByRole('searchbox', {name: 'Search the docs'})).toHaveValue('strategy report');
    await expect(page.getByText(/\d+ results? for/)).toBeVisible();
    const first = page.locator('main ol li a').first();
    await expect(first).toBeVisible();
    await expect(page.locator('main ol mark').first()).toBeVisible();

    await page.getByRole('searchbox', {name: 'Search the docs'}).fill('yvUSDC');
    await expect(page).toHaveURL(/\/search\?q=yvUSDC$/);
    await expect(page.getByText(/results? for/)).toContainText('yvUSDC');
  });

  test('"3.1.0" finds the releases page first', async ({page}) => {
    await page.goto('/search?q=3.1.0');
    await expect(page.locator('main ol li a').first()).toHaveAttribute('href', /^\/developers\/v3\/releases/);
  });

  test('"stYFI" finds the staking guide, the governance page and the contract addresses', async ({page}) => {
    await page.goto('/search?q=stYFI');
    const links = page.locator('main ol li a');
    await expect(links.first()).toBeVisible();
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
    for (const page of [
      '/getting-started/guides/staking-yfi',
      '/contributing/governance/styfi',
      '/developers/addresses/styfi-contracts',
    ]) {
      expect(
        hrefs.some((href) => href.startsWith(page)),
        page,
      ).toBe(true);
    }
  });

  test('says so when nothing matches', async ({page}) => {
    await page.goto('/search?q=qqzzxxyy');
    await expect(page.getByText('No results for “qqzzxxyy”.')).toBeVisible();
  });

  const hostile = [
    ['empty', ''],
    ['malformed percent-encoding', 'q=%E0%A4%A'],
    ['10 kB', `q=${'vault%20'.repeat(1300)}`],
    [
      'script payload',
      'q=%3Cscript%3Ewindow.__pwned%3D1%3C%2Fscript%3E%3Cimg%20src%3Dx%20onerror%3Dwindow.__pwned%3D1%3E',
    ],
    ['emoji', 'q=%F0%9F%A6%8A%20vault'],
  ] as const;

  for (const [name, query] of hostile) {
    test(`survives a hostile query string: ${name}`, async ({page}) => {
      await page.goto(`/search?${query}`);
      await expect(page.locator('main h1')).toHaveText('Search the docs');
      const box = page.getByRole('searchbox', {name: 'Search the docs'});
      await expect(box).toBeVisible();
      expect((await box.inputValue()).length).toBeLessThanOrEqual(SEARCH.maxQueryLength);
      // The page has searched (with no query it stays idle), so whatever the query carried has been rendered.
      await expect(page.locator('main [aria-live="polite"]')).toHaveText(query ? /results? for “/ : /Type a word/);
      await expect(page.locator('main img[src="x"]')).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as {__pwned?: number}).__pwned)).toBeUndefined();
    });
  }

  test('an unreachable index shows the network message on the page too', async ({page, consoleErrors}) => {
    consoleErrors.expect(/status of 503/);
    consoleErrors.expect(/Search failed RetryError: The search index could not be loaded: HTTP 503/);
    await page.route(INDEX, (route) => route.fulfill({status: 503, body: 'unavailable'}));
    await page.goto('/search?q=vault');
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
  });
});
