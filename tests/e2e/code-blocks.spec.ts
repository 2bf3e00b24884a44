import {expect, test} from '../support/fixtures';

import {CODE_THEMES} from '../../src/config/codeThemes';
import {blockColors, recordScripts, rgb, tokenColor} from '../support/codeBlocks';
import {gotoHydrated} from '../support/navigation';
import {recordTexts} from '../support/textHistory';

/**
 * Code blocks are highlighted when the site builds (plugins/code-blocks):
 * readers see the same colours, titles, highlighted lines and copy button as
 * with the theme's code block, without downloading Prism.
 */

const STYLE_GUIDE = '/contributing/documentation/writing-style-guide';
const VYPER_CODE = [
  '@view',
  '@external',
  'def value_of(shares: uint256) -> uint256:',
  "    # Assets that `shares` are worth, rounded down in the vault's favor.",
  '    return shares * self.total_assets / self.total_supply',
].join('\n');
const vyperBlock = (page: import('@playwright/test').Page) =>
  page.locator('.theme-code-block').filter({hasText: 'def value_of'});

test.describe('code blocks highlighted at build time', () => {
  for (const path of [
    '/developers/smart-contracts/V3/VaultV3',
    '/developers/wallet-integration',
    STYLE_GUIDE,
    '/developers/v3/strategy_writing_guide',
  ]) {
    test(`${path} loads no Prism and no theme code block`, async ({page}) => {
      const scripts = recordScripts(page);
      await gotoHydrated(page, path);
      await page.waitForLoadState('networkidle');
      // The page's code is there and coloured all the same.
      await expect(page.locator('pre span[style]').first()).toBeVisible();
      expect(scripts.withPrism()).toEqual([]);
    });
  }

  for (const mode of ['light', 'dark'] as const) {
    test(`tokens take the ${mode} theme's colours`, async ({page}) => {
      await page.emulateMedia({colorScheme: mode});
      await gotoHydrated(page, STYLE_GUIDE);
      const colors = await blockColors(vyperBlock(page), 'def');
      expect(colors.token).toBe(tokenColor(mode, 'keyword'));
      expect(colors.plain).toBe(rgb(CODE_THEMES[mode].plain.color));
      expect(colors.background).toBe(rgb(CODE_THEMES[mode].plain.backgroundColor));
    });
  }

  test('switching the colour mode recolours the code without a reload', {tag: '@desktop'}, async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await gotoHydrated(page, STYLE_GUIDE);
    const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
    // The toggle goes system, light, dark.
    await toggle.click();
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect((await blockColors(vyperBlock(page), 'def')).token).toBe(tokenColor('dark', 'keyword'));
  });

  test('a title bar and the highlighted lines of a {4-5} range', async ({page}) => {
    await gotoHydrated(page, STYLE_GUIDE);
    const block = vyperBlock(page);
    await expect(block.locator('[class*="codeBlockTitle"]')).toHaveText('examples/share_value.vy');
    const lines = block.locator('.theme-code-block-highlighted-line');
    await expect(lines).toHaveText([/# Assets that `shares` are worth/, /return shares \* self\.total_assets/]);
    const background = await lines.first().evaluate((line) => getComputedStyle(line).backgroundColor);
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
    // The highlight runs the full width of the block, not just under the text.
    const [line, pre] = await Promise.all([lines.first().boundingBox(), block.locator('pre').boundingBox()]);
    expect(line!.width).toBeGreaterThanOrEqual(pre!.width - 1);
  });

  test('the copy button copies the code and says so, by mouse and by keyboard', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, STYLE_GUIDE);
    const block = vyperBlock(page);
    await block.hover();
    const button = block.getByRole('button', {name: 'Copy code to clipboard'});
    let shown = await recordTexts(button);
    await button.click();
    await expect.poll(shown).toContain('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(VYPER_CODE);

    await page.evaluate(() => navigator.clipboard.writeText(''));
    await expect(button).toBeVisible();
    shown = await recordTexts(button);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(shown).toContain('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(VYPER_CODE);
  });

  test(
    'the copy button works on a page reached by client-side navigation',
    {tag: '@desktop'},
    async ({page, context}) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await gotoHydrated(page, '/contributing/documentation/working-on-docs');
      await page.evaluate(() => Object.assign(window, {sameDocument: true}));
      await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'Style guide'}).click();
      await expect(page).toHaveURL(new RegExp(`${STYLE_GUIDE}$`));
      const block = vyperBlock(page);
      await block.hover();
      await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
      // The copy finishes after the click's event: wait for it rather than read at once.
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(VYPER_CODE);
      // Still the same document: the page was reached without a full reload.
      expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);
    },
  );

  test(
    'a block wider than a phone offers word wrap, which ends the sideways scroll',
    {tag: '@mobile'},
    async ({page}) => {
      await gotoHydrated(page, STYLE_GUIDE);
      const block = vyperBlock(page);
      const pre = block.locator('pre');
      const scrolls = () => pre.evaluate((node) => node.scrollWidth > node.clientWidth);
      expect(await scrolls()).toBe(true);
      const toggle = block.getByRole('button', {name: 'Toggle word wrap'});
      await block.hover();
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      expect(await scrolls()).toBe(false);
      await toggle.click();
      expect(await scrolls()).toBe(true);
    },
  );

  test('a block that fits has no word wrap button', {tag: '@desktop'}, async ({page}) => {
    await gotoHydrated(page, STYLE_GUIDE);
    const block = vyperBlock(page);
    await expect(block.getByRole('button', {name: 'Copy code to clipboard'})).toBeAttached();
    await expect(block.getByRole('button', {name: 'Toggle word wrap'})).toHaveCount(0);
  });

  test('code keeps its colours, title and highlighted lines without JavaScript', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto(STYLE_GUIDE);
    const block = vyperBlock(page);
    await expect(block.locator('[class*="codeBlockTitle"]')).toHaveText('examples/share_value.vy');
    await expect(block.locator('.theme-code-block-highlighted-line')).toHaveCount(2);
    const colors = await blockColors(block, 'def');
    expect(colors.token).toBe(tokenColor('light', 'keyword'));
    expect(colors.token).not.toBe(colors.plain);
    // Nothing to press that could not work: the copy button comes with JavaScript.
    await expect(block.getByRole('button')).toHaveCount(0);
    await context.close();
  });
});
