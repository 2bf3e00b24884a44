/**
 * Algolia mode: the site built with ALGOLIA_* credentials (see the `algolia`
 * project in playwright.config.ts) sends DocSearch's multi-query request to
 * Algolia's hosts; here those hosts are routed to a local fake.
 */
import type {Page} from '@playwright/test';
import {EXPECTED_CONSOLE, expect, test} from '../support/fixtures';

import {SEARCH} from '../../src/config/search';
import {ALGOLIA_TEST} from '../support/constants';
import {startFakeAlgolia, type FakeAlgolia} from '../support/fakeAlgolia';
import {gotoHydrated} from '../support/navigation';

const DSN_HOST = `${ALGOLIA_TEST.appId.toLowerCase()}-dsn.algolia.net`;
const ALGOLIA_HOSTS = /https:\/\/[^/]*(algolia\.net|algolianet\.com)\//i;

let fake: FakeAlgolia;
test.beforeAll(async () => {
  fake = await startFakeAlgolia(`${ALGOLIA_TEST.buildDir}${SEARCH.localIndexPath}`, ALGOLIA_TEST.siteUrl);
});
test.afterAll(async () => fake.close());

/** Sends Algolia traffic to the fake; `down` hosts refuse connections. */
async function routeAlgolia(page: Page, down: (host: string) => boolean = () => false): Promise<string[]> {
  const tried: string[] = [];
  await page.route(ALGOLIA_HOSTS, async (route) => {
    const url = new URL(route.request().url());
    tried.push(url.host);
    if (down(url.host)) return route.abort('connectionrefused');
    const response = await route.fetch({url: `${fake.origin}${url.pathname}${url.search}`});
    return route.fulfill({response, headers: {...response.headers(), 'access-control-allow-origin': '*'}});
  });
  return tried;
}

async function searchFor(page: Page, query: string) {
  await gotoHydrated(page, '/developers/v3/overview');
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill(query);
}

test("sends Algolia's multi-query request and shows the hits", async ({page}) => {
  const tried = await routeAlgolia(page);
  const localIndexRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(SEARCH.localIndexPath)) localIndexRequests.push(request.url());
  });
  await searchFor(page, 'strategy');
  const firstHit = page.locator('.DocSearch-Hit a').first();
  await expect(firstHit).toBeVisible();
  // Absolute URLs from the hosted index become site paths.
  await expect(firstHit).toHaveAttribute('href', /^\/[a-z]/);
  expect(tried[0]).toBe(DSN_HOST);
  expect(localIndexRequests).toEqual([]);

  const last = fake.received[fake.received.length - 1]!;
  expect(last.path).toBe('/1/indexes/*/queries');
  expect(last.query.get('x-algolia-application-id')).toBe(ALGOLIA_TEST.appId);
  expect(last.query.get('x-algolia-api-key')).toBe(ALGOLIA_TEST.apiKey);
  const request = last.body.requests[0]!;
  expect(request).toMatchObject({
    indexName: ALGOLIA_TEST.indexName,
    query: 'strategy',
    hitsPerPage: SEARCH.modalHitsPerPage,
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
  });
  expect(request.attributesToSnippet).toContain(`content:${SEARCH.snippetWords}`);
  expect((request as unknown as {attributesToRetrieve: string[]}).attributesToRetrieve).toEqual(
    expect.arrayContaining(['hierarchy.lvl0', 'hierarchy.lvl6', 'content', 'type', 'url']),
  );
  expect(request.facetFilters).toEqual([
    'language:en',
    expect.arrayContaining(['docusaurus_tag:docs-docs-developers-current']),
  ]);
});

test('falls back to the next host when the first is down', async ({page, consoleErrors}) => {
  consoleErrors.expect(EXPECTED_CONSOLE.abortedRequest);
  const tried = await routeAlgolia(page, (host) => host === DSN_HOST);
  await searchFor(page, 'vault');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  expect(tried[0]).toBe(DSN_HOST);
  expect(tried.some((host) => host.endsWith('algolianet.com'))).toBe(true);
});

test('all hosts down: the network message', async ({page, consoleErrors}) => {
  consoleErrors.expect(EXPECTED_CONSOLE.abortedRequest);
  const tried = await routeAlgolia(page, () => true);
  await searchFor(page, 'vault');
  await expect(page.getByText('Unable to fetch results')).toBeVisible({timeout: 15_000});
  await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
  expect(new Set(tried).size).toBe(4);
});

test('the /search page uses Algolia too', async ({page}) => {
  await routeAlgolia(page);
  await page.goto('/search?q=harvest');
  await expect(page.getByText(/\d+ results? for/)).toBeVisible();
  await expect(page.locator('main ol li a').first()).toHaveAttribute('href', /^\/[a-z]/);
});
