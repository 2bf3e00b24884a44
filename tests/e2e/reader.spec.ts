import {expect, test} from '../support/fixtures';

import {SITE} from '../../src/config/site';
import {blockColors, tokenColor} from '../support/codeBlocks';
import {gotoHydrated, revealDiagram, shownSvg} from '../support/navigation';

const DOC = '/developers/v3/overview';
const DOC_TITLE = 'Yearn V3 overview';

test.describe('docs page furniture', () => {
  test('edit link, last updated date and previous/next links', async ({page}) => {
    await page.goto(DOC);
    await expect(page.getByRole('link', {name: /Edit this page/})).toHaveAttribute(
      'href',
      `${SITE.repository}/edit/main/docs-developers/v3/overview.md`,
    );
    await expect(page.getByText(/Last updated on/)).toBeVisible();
    const pager = page.getByRole('navigation', {name: 'Docs pages'});
    await expect(pager.getByRole('link', {name: /Previous/})).toBeVisible();
    await expect(pager.getByRole('link', {name: /Next/})).toBeVisible();
  });

  test('copy page as Markdown puts the page source on the clipboard', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, DOC);
    await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
    await expect(page.getByText('Copied to the clipboard.')).toBeVisible();
    const text = await page.evaluate(() => navigator.clipboard.readText());
    expect(text.startsWith(`# ${DOC_TITLE}\n`)).toBe(true);
    expect(text).toContain('## The big picture');
  });

  test('"Was this page helpful?" links to a prefilled issue', async ({page}) => {
    await page.goto(DOC);
    await expect(page.getByText('Was this page helpful?')).toBeVisible();
    for (const answer of ['Yes', 'No']) {
      const href = await page.getByRole('link', {name: answer, exact: true}).getAttribute('href');
      const url = new URL(href!);
      expect(url.href.startsWith(`${SITE.repository}/issues/new`)).toBe(true);
      expect(url.searchParams.get('title')).toContain(DOC_TITLE);
      expect(url.searchParams.get('body')).toContain(`${SITE.url}${DOC}`);
    }
  });
});

test.describe('machine-readable docs', {tag: '@desktop'}, () => {
  test('llms.txt indexes every area with descriptions', async ({request}) => {
    const response = await request.get('/llms.txt');
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text.startsWith(`# ${SITE.title}\n`)).toBe(true);
    for (const heading of ['## User Docs', '## Dev Docs', '## DAO Docs', '## Resources', '## Partners']) {
      expect(text).toContain(heading);
    }
    expect(text).toContain(`- [${DOC_TITLE}](${SITE.url}${DOC}.md): `);
  });

  test('llms-full.txt and per-page Markdown copies hold the pages as Markdown', async ({request}) => {
    const full = await (await request.get('/llms-full.txt')).text();
    expect(full).toContain(`# ${DOC_TITLE}`);
    // MDX component imports are gone; code samples keep theirs.
    expect(full).not.toMatch(/^import .* from '@site\//m);

    const page = await request.get(`${DOC}.md`);
    expect(page.status()).toBe(200);
    expect(await page.text()).toMatch(new RegExp(`^# ${DOC_TITLE}\\n\\n> `));

    const addresses = await (await request.get('/developers/addresses/v3-contracts.md')).text();
    expect(addresses).toContain('0x775F09d6f3c8D2182DFA8bce8628acf51105653c');
    expect(addresses).not.toMatch(/<[A-Z][A-Za-z]+[\s/>]/);
  });
});

test.describe('code blocks and diagrams', () => {
  test('titles, highlighted lines, Vyper highlighting and a working copy button', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, '/contributing/documentation/writing-style-guide');
    const block = page.locator('.theme-code-block').filter({hasText: 'def value_of'});
    await expect(block.locator('[class*="codeBlockTitle"]')).toHaveText('examples/share_value.vy');
    await expect(block.locator('.theme-code-block-highlighted-line')).toHaveCount(2);
    // Vyper is highlighted with Python's grammar: `def` takes the keyword colour.
    expect((await blockColors(block, 'def')).token).toBe(tokenColor('light', 'keyword'));
    await block.hover();
    await block.getByRole('button', {name: /Copy code/}).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('def value_of(shares: uint256)');
  });

  test('a diagram can be enlarged and closed with Escape', async ({page}) => {
    await gotoHydrated(page, '/getting-started/products/yvaults/overview');
    const diagram = await revealDiagram(page);
    await expect(shownSvg(diagram)).toBeVisible();
    // Pointing at a node and away changes nothing and throws nothing (Mermaid's browser renderer once threw here).
    await shownSvg(diagram).locator('g.node').first().hover();
    await page.mouse.move(0, 0);
    await page.getByRole('button', {name: 'Enlarge diagram'}).first().click();
    const dialog = page.getByRole('dialog', {name: 'Enlarged diagram'});
    await expect(dialog).toBeVisible();
    await expect(shownSvg(dialog)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('an image zooms on click and closes with Escape', async ({page}) => {
    await gotoHydrated(page, '/getting-started/guides/how-to-understand-yvault-roi');
    const image = page.getByRole('img', {name: /Chart of the price per share of a vault/});
    await expect(image).toBeVisible();
    // The zoom library loads after hydration, with the first page that has an image; it marks the images it handles.
    await expect(image).toHaveClass(/medium-zoom-image/);
    await image.click();
    await expect(page.locator('.medium-zoom-image--opened')).toBeVisible();
    await expect(page.locator('body.medium-zoom--opened')).toHaveCount(1);
    // medium-zoom ignores Escape while its opening animation runs, so retry until it closes.
    await expect(async () => {
      await page.keyboard.press('Escape');
      await expect(page.locator('body.medium-zoom--opened')).toHaveCount(0, {timeout: 500});
    }).toPass();
  });
});
