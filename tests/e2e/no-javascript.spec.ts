/**
 * Without JavaScript the served HTML alone carries every page's content, its
 * navigation links and its contract addresses.
 */
import {getEntry} from '../../src/chain/addressBook';
import {REDIRECTS} from '../../src/config/redirects';
import {EXPECTED_CONSOLE, expect, test} from '../support/fixtures';
import {titlesByUrl} from '../support/routes';
import {SAMPLE_DOC_URLS, SAMPLE_DOCS} from '../support/samplePages';

test.use({javaScriptEnabled: false});

const titles = titlesByUrl();

test.describe('without JavaScript', () => {
  test('the home page: title, area links, navbar and footer', async ({page}) => {
    await page.goto('/');
    await expect(page.locator('main h1, header h1').first()).toBeVisible();
    for (const path of ['/getting-started', '/developers', '/contributing', '/resources', '/partners']) {
      await expect(page.locator(`main a[href="${path}"]`)).toHaveCount(1);
    }
    await expect(page.locator('.navbar a[href="/developers/building-on-yearn"]').first()).toBeAttached();
    await expect(page.locator('footer a[href="/developers/addresses/"]')).toBeAttached();
  });

  for (const url of SAMPLE_DOC_URLS) {
    test(`${url}: content, sidebar and navbar links`, async ({page}) => {
      await page.goto(url);
      await expect(page.locator('article h1')).toHaveText(titles.get(url)!);
      await expect(page.locator('article .markdown p').first()).not.toBeEmpty();
      await expect(page.locator('.navbar a[href="/getting-started/intro"]').first()).toBeAttached();
      // The sidebar links, and the current page among them.
      await expect(page.locator(`.theme-doc-sidebar-menu a[href="${url}"]`).first()).toBeAttached();
      expect(await page.locator('.theme-doc-sidebar-menu a[href^="/"]').count()).toBeGreaterThan(1);
    });
  }

  test("math is typeset and styled: the served page links KaTeX's stylesheet, which hides the MathML copy", async ({
    page,
  }) => {
    await page.goto('/getting-started/guides/how-apy-works');
    const math = page.locator('.katex').first();
    await expect(math).toBeVisible();
    await expect(page.locator('head link[rel="stylesheet"][href*="/assets/katex-"]')).toHaveCount(1);
    // Unstyled, the MathML copy for screen readers would show beside the typeset formula.
    await expect(page.locator('.katex-mathml').first()).toHaveCSS('position', 'absolute');
    expect(await math.evaluate((node) => getComputedStyle(node).fontFamily)).toContain('KaTeX_Main');
  });

  test('address pages hold every address as text', async ({page}) => {
    await page.goto(SAMPLE_DOCS.addresses);
    const widgets = page.locator('[data-address-id]');
    expect(await widgets.count()).toBeGreaterThan(5);
    for (const widget of await widgets.all()) {
      const id = (await widget.getAttribute('data-address-id'))!;
      await expect(widget).toContainText(getEntry(id).address);
    }
  });

  test('the search page and the not-found page keep their headings and navbar', async ({page, consoleErrors}) => {
    consoleErrors.expect(EXPECTED_CONSOLE.notFound);
    await page.goto('/search?q=vault');
    await expect(page.locator('main h1')).toHaveText('Search the docs');
    await expect(page.locator('.navbar a[href="/developers/building-on-yearn"]').first()).toBeAttached();
    await page.goto('/this/page/does-not-exist');
    await expect(page.locator('main h1')).toHaveText('Page not found');
    // Its search box is a plain form: it works without JavaScript.
    await expect(page.locator('main form[action="/search"] input[name="q"]')).toBeAttached();
  });

  test('an address of the previous docs that moved: the not-found page links its new page', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.expect(EXPECTED_CONSOLE.notFound);
    // The test server has no redirect rules, and without JavaScript the page cannot read the address.
    const {from, to} = REDIRECTS[0]!;
    await page.goto(from);
    await expect(page.locator('main h1')).toHaveText('Page not found');
    const item = page.locator('main li').filter({hasText: from});
    await expect(item.locator(`a[href="${to}"]`)).toBeVisible();
    await item.locator('a').click();
    await expect(page.locator('article h1')).toHaveText(titles.get(to)!);
  });
});
