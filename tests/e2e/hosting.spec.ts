import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import {expect, test, type Page} from '@playwright/test';

import {AGENT_API} from '../../src/agents/api';
import {SKILL_ABI_EXAMPLE} from '../../src/agents/skill';
import {CACHE_CONTROL, contentType, MEDIA_TYPES} from '../../src/config/hosting';
import {REDIRECTS} from '../../src/config/redirects';
import {LOAD_TEST} from '../../src/config/performance';
import {socialCardPath} from '../../src/config/seo';
import {SITE} from '../../src/config/site';
import {mainBundlePath} from '../../scripts/support/buildFiles';
import {PRISM_MARKERS} from '../support/codeBlocks';
import {revealDiagram, shownSvg} from '../support/navigation';
import {V3_CHAIN_IDS, VAULT_CHAIN_IDS} from '../../src/config/chain';
import {E2E, localRpcUrl, localServiceEnv} from '../support/constants';

const FINDER = '/getting-started/guides/find-your-positions';
const FINDER_HOLDER = '0x000000000000000000000000000000000000bEEF';
import {startNginx, type RunningNginx} from '../../scripts/support/nginx';

/**
 * The production nginx configuration (deploy/nginx/yearn-docs.conf) over the
 * built site: status codes, headers, compression, a page load with zero
 * Content-Security-Policy violations, link-preview metadata, and a short load run.
 */
const NOT_FOUND = 'Page not found';
const DOC = '/developers/v3/overview';
/** A docs page with neither math nor diagrams. */
const PLAIN_DOC = '/developers/v3/Integrating_v3';
const MATH_PAGE = '/getting-started/guides/how-apy-works';
const DIAGRAM_PAGE = '/contributing/governance/proposal-process';
const ADDRESS_PAGE = '/developers/addresses/v3-contracts';
const CALCULATOR = '/contributing/governance/veyfi-calculator';
const GZIP = {'Accept-Encoding': 'gzip'};

let nginx: RunningNginx;

test.describe.configure({mode: 'serial'});

test.beforeAll(async () => {
  nginx = await startNginx(E2E.buildDir);
});

test.afterAll(async () => {
  await nginx?.stop();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  fetch(`${nginx.baseUrl}${url}`, {redirect: 'manual', headers});

const mainBundle = () => mainBundlePath(E2E.buildDir);

/** Collects CSP violations, as the page reports them and as console errors. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCsp', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as {__reportCsp: (text: string) => void}).__reportCsp(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

async function gotoHydrated(page: Page, url: string) {
  await page.goto(`${nginx.baseUrl}${url}`);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

test.describe('nginx hosting', {tag: '@desktop'}, () => {
  test('clean URLs, .html redirects and the not-found page', async () => {
    for (const url of ['/', DOC, `${DOC}/`, '/search-index.json', '/sitemap.xml', '/robots.txt']) {
      expect((await get(url)).status, url).toBe(200);
    }
    const redirects: [string, string][] = [
      [`${DOC}.html`, DOC],
      ['/index.html', '/'],
      ['/developers/addresses/index.html', '/developers/addresses'],
      [`${DOC}.html?tab=1`, `${DOC}?tab=1`],
    ];
    for (const [from, to] of redirects) {
      const response = await get(from);
      expect(response.status, from).toBe(301);
      expect(response.headers.get('location'), from).toBe(to);
    }
    const hostile = [
      '/no-such-page',
      '/developers/%zz',
      '/%E0%A4%A',
      `/developers/${'a'.repeat(300)}`,
      `/${'a'.repeat(9000)}`,
      '/_hosting/nginx-immutable.conf',
    ];
    for (const url of hostile) {
      const response = await get(url);
      expect(response.status, url.slice(0, 40)).toBe(404);
      expect(await response.text(), url.slice(0, 40)).toContain(NOT_FOUND);
    }
  });

  test('moved pages of the previous docs: 301 to the page that covers them, which serves 200', async () => {
    // A sample across the kinds of move: first, last and every fifth entry of the map.
    const sample = REDIRECTS.filter((_, index) => index % 5 === 0 || index === REDIRECTS.length - 1);
    expect(sample.length).toBeGreaterThanOrEqual(4);
    for (const {from, to} of sample) {
      for (const [url, location] of [
        [from, to],
        [`${from}/`, to],
        [`${from}?ref=old`, `${to}?ref=old`],
      ] as const) {
        const response = await get(url);
        expect(response.status, url).toBe(301);
        expect(response.headers.get('location'), url).toBe(location);
        // The redirect carries the site's headers, as every other response does.
        expect(response.headers.get('cache-control'), url).toBe(CACHE_CONTROL.revalidate);
        expect(response.headers.get('content-security-policy'), url).toContain("frame-ancestors 'none'");
      }
      const page = await get(to);
      expect(page.status, to).toBe(200);
      expect(await page.text(), to).not.toContain(NOT_FOUND);
    }
    // The old .html form first loses its suffix, then follows the map.
    const {from} = REDIRECTS[0]!;
    const html = await get(`${from}.html`);
    expect([html.status, html.headers.get('location')]).toEqual([301, from]);
  });

  test('caching, compression and security headers', async () => {
    const html = await get(DOC, GZIP);
    expect(html.headers.get('cache-control')).toBe(CACHE_CONTROL.revalidate);
    expect(html.headers.get('content-encoding')).toBe('gzip');
    expect(html.headers.get('content-type')).toContain('text/html');

    const bundle = mainBundle();
    const asset = await get(bundle, GZIP);
    expect(asset.headers.get('cache-control')).toBe(CACHE_CONTROL.immutable);
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    // nginx sends the build's precompressed copy (its exact length), which holds the bundle's bytes.
    const file = path.join(E2E.buildDir, bundle);
    expect(asset.headers.get('content-length')).toBe(String(fs.statSync(`${file}.gz`).size));
    expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).equals(fs.readFileSync(file))).toBe(true);

    const missing = await get('/no-such-page', GZIP);
    for (const response of [html, asset, missing]) {
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      // Exactly the RPC origin of each chain the build was made with (localChainEnv()) and the two
      // data services of the position finder (localServiceEnv()), nothing else.
      const origins = [...VAULT_CHAIN_IDS.map((id) => localRpcUrl(id)), ...Object.values(localServiceEnv())].map(
        (url) => new URL(url).origin,
      );
      expect(csp.split('; ').find((directive) => directive.startsWith('connect-src '))).toBe(
        `connect-src 'self' ${origins.join(' ')}`,
      );
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
    expect(missing.headers.get('cache-control')).toBe(CACHE_CONTROL.revalidate);
  });

  test('files for assistants: JSON with open CORS, Markdown and llms.txt with their types and the usual headers', async () => {
    const expected: [string, string][] = [
      [AGENT_API.addresses, contentType(MEDIA_TYPES.json)],
      [AGENT_API.contracts, contentType(MEDIA_TYPES.json)],
      [AGENT_API.abis, contentType(MEDIA_TYPES.json)],
      [SKILL_ABI_EXAMPLE, contentType(MEDIA_TYPES.json)],
      [AGENT_API.skill, contentType(MEDIA_TYPES.markdown)],
      [`${DOC}.md`, contentType(MEDIA_TYPES.markdown)],
      [`/developers/${AGENT_API.areaIndexFile}`, contentType('text/plain')],
    ];
    for (const [url, type] of expected) {
      const response = await get(url, GZIP);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type'), url).toBe(type);
      expect(response.headers.get('cache-control'), url).toBe(CACHE_CONTROL.revalidate);
      expect(response.headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(response.headers.get('access-control-allow-origin'), url).toBe(
        type === contentType(MEDIA_TYPES.json) ? '*' : null,
      );
    }
    // Compressed on the fly: the build writes no .gz for them, and a type with parameters would miss gzip_types.
    for (const url of [AGENT_API.contracts, `${DOC}.md`])
      expect((await get(url, GZIP)).headers.get('content-encoding'), url).toBe('gzip');
    expect((await get('/api/missing.json')).status).toBe(404);
    // An ABI file is a plain JSON array of ABI entries, ready for a contract library.
    const abi = (await (await get(SKILL_ABI_EXAMPLE)).json()) as {type: string}[];
    expect(Array.isArray(abi) && abi.some((entry) => entry.type === 'function')).toBe(true);
  });

  test('pages, widgets and the search modal load with zero CSP violations and hydrate cleanly', async ({page}) => {
    const violations = await watchCsp(page);
    // A hydration mismatch makes React re-render the whole page: slow, and a console error.
    const reactErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /React error|hydrat/i.test(message.text())) reactErrors.push(message.text());
    });
    // The chain widgets and the finder query the RPC origin of each chain the build names; answered here, so no node is needed.
    const rpcRequests = new Map<number, number>();
    for (const chainId of VAULT_CHAIN_IDS) {
      await page.route(`${localRpcUrl(chainId)}/**`, (route) => {
        rpcRequests.set(chainId, (rpcRequests.get(chainId) ?? 0) + 1);
        return route.fulfill({status: 503, body: 'unavailable'});
      });
    }

    await gotoHydrated(page, '/');
    await gotoHydrated(page, MATH_PAGE);
    await expect(page.locator('.katex').first()).toBeVisible();
    await gotoHydrated(page, DIAGRAM_PAGE);
    await expect(shownSvg(await revealDiagram(page))).toBeVisible();
    await gotoHydrated(page, ADDRESS_PAGE);
    // The V3 page reads every chain, each from its own origin, without a CSP violation.
    await expect
      .poll(() => V3_CHAIN_IDS.filter((id) => (rpcRequests.get(id) ?? 0) > 0).length)
      .toBe(V3_CHAIN_IDS.length);
    // An origin the build did not configure is refused: the policy allows exactly the configured ones.
    expect(violations).toEqual([]);
    const unlisted = 'http://127.0.0.1:18549/';
    const blocked = await page.evaluate(
      (url) =>
        fetch(url, {method: 'POST'}).then(
          () => 'sent',
          () => 'blocked',
        ),
      unlisted,
    );
    expect(blocked).toBe('blocked');
    await expect.poll(() => violations).toContain(`connect-src ${unlisted}`);
    violations.splice(0, violations.length, ...violations.filter((v) => !v.includes('127.0.0.1:18549')));
    await gotoHydrated(page, CALCULATOR);
    // The chart's library loads once the chart nears the view (useNearView).
    await page.locator('[data-chart="boost"]').scrollIntoViewIfNeeded();
    await expect(page.locator('.uplot, canvas').first()).toBeVisible();

    // The position finder asks the two data services, each from its configured origin.
    const serviceRequests: string[] = [];
    for (const url of Object.values(localServiceEnv()))
      await page.route(`${url}/**`, (route) => {
        serviceRequests.push(route.request().url());
        return route.fulfill({
          status: 200,
          contentType: 'application/json',
          headers: {'access-control-allow-origin': '*'},
          body: '[]',
        });
      });
    await gotoHydrated(page, `${FINDER}?address=${FINDER_HOLDER}`);
    await expect(page.locator('[data-chain-id]')).toHaveCount(VAULT_CHAIN_IDS.length);
    await expect.poll(() => serviceRequests.length).toBeGreaterThan(0);

    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('vault');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.keyboard.press('Escape');

    expect(violations).toEqual([]);
    expect(reactErrors).toEqual([]);
  });

  test('KaTeX styles load only on pages that use them, Prism and Mermaid on none', async ({page}) => {
    const scripts: string[] = [];
    const fonts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text());
      if (response.request().resourceType() === 'font' && response.ok()) fonts.push(new URL(response.url()).pathname);
    });
    /** Whether a stylesheet of the page has a rule containing `text`. */
    const stylesContain = (text: string) =>
      page.evaluate(
        (needle) =>
          Array.from(document.styleSheets).some((sheet) => {
            try {
              return Array.from(sheet.cssRules).some((rule) => rule.cssText.includes(needle));
            } catch {
              return false;
            }
          }),
        text,
      );
    const katexCssLoaded = () => stylesContain('.katex-mathml');
    // 'mermaidAPI' is the mermaid library's own API object (pages name diagram types such as 'flowchart-v2' in their SVGs).
    const mermaidLoaded = () => scripts.some((text) => text.includes('mermaidAPI'));
    // The build highlights code (plugins/code-blocks): no page needs Prism.
    const prismLoaded = () => scripts.some((text) => PRISM_MARKERS.some((marker) => text.includes(marker)));

    await gotoHydrated(page, '/');
    await page.waitForLoadState('networkidle');
    expect(prismLoaded()).toBe(false);

    await gotoHydrated(page, PLAIN_DOC);
    await page.waitForLoadState('networkidle');
    expect(await katexCssLoaded()).toBe(false);
    expect(mermaidLoaded()).toBe(false);
    // This guide has Solidity code: it came highlighted, without Prism.
    await expect(page.locator('pre code span[style]').first()).toBeVisible();
    expect(prismLoaded()).toBe(false);

    await gotoHydrated(page, MATH_PAGE);
    expect(await katexCssLoaded()).toBe(true);
    // The MathML copy for screen readers is hidden by KaTeX's CSS; unstyled, it would show twice.
    await expect(page.locator('.katex-mathml').first()).toHaveCSS('position', 'absolute');
    // KaTeX's fonts come as woff2 files, none inlined into its stylesheet, each fetched once (plugins/katex-css).
    await expect
      .poll(() => fonts.filter((font) => /^\/assets\/katex-[\d.]+\/fonts\/KaTeX_[\w-]+\.woff2$/.test(font)).length)
      .toBeGreaterThan(0);
    expect(new Set(fonts).size).toBe(fonts.length);
    expect(await stylesContain('data:font')).toBe(false);

    // The build drew this page's diagram (plugins/diagrams): it shows, and Mermaid never loads, even once the reader reaches it.
    await gotoHydrated(page, DIAGRAM_PAGE);
    await expect(page.locator('[data-diagram]').first()).toHaveAttribute('data-diagram', 'drawn');
    await expect(shownSvg(await revealDiagram(page))).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(mermaidLoaded()).toBe(false);
  });

  test('search engines and link previews: canonical URL, robots.txt, sitemap, Open Graph and Twitter cards', async ({
    page,
  }) => {
    await gotoHydrated(page, DOC);
    const head = page.locator('head');
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE.url}${DOC}`);
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', /Yearn V3 overview/);
    await expect(head.locator('meta[property="og:description"]')).toHaveAttribute('content', /.{40,}/);
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    const devCard = `${SITE.url}/${socialCardPath('docs-developers')}`;
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute('content', devCard);
    await expect(head.locator('meta[name="twitter:image"]')).toHaveAttribute('content', devCard);

    // Each area has its own card, and the home page the default one; all are served PNGs.
    await gotoHydrated(page, MATH_PAGE);
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      `${SITE.url}/${socialCardPath('docs-getting-started')}`,
    );
    await gotoHydrated(page, '/');
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      `${SITE.url}/${socialCardPath('home')}`,
    );
    const image = await get(`/${socialCardPath('docs-developers')}`);
    expect(image.headers.get('content-type')).toBe('image/png');

    const robots = await (await get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${SITE.url}/sitemap.xml`);
    const sitemap = await (await get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${SITE.url}${DOC}</loc>`);
  });

  test('a short load run on loopback: every response is a 2xx', async () => {
    for (const url of [DOC, mainBundle()]) {
      const result = await autocannon({
        url: `${nginx.baseUrl}${url}`,
        connections: LOAD_TEST.connections,
        duration: LOAD_TEST.testDurationSeconds,
        reconnectRate: LOAD_TEST.requestsPerConnection,
      });
      expect({errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx}, url).toEqual({
        errors: 0,
        timeouts: 0,
        non2xx: 0,
      });
      expect(result.requests.total, url).toBeGreaterThan(0);
    }
  });
});
