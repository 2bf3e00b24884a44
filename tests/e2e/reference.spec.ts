import {expect, test} from '../support/fixtures';

import {gotoHydrated} from '../support/navigation';

/**
 * The smart-contract reference, generated from data/contracts: what a
 * developer integrating a vault sees and clicks.
 */

const VAULT = '/developers/smart-contracts/V3/VaultV3';
const OLD_VAULT = '/developers/smart-contracts/deprecated/V3/version-3.0.2/VaultV3';

test.describe('contract reference pages', () => {
  test('a deep link to a function scrolls to it and shows its declaration, selector and parameters', async ({page}) => {
    await gotoHydrated(page, `${VAULT}#deposit`);
    const heading = page.locator('h3#deposit');
    await expect(heading).toHaveText('deposit');
    await expect(heading).toBeInViewport();
    // The section under the heading: Vyper declaration, selector, parameter list.
    const section = page.locator('h3#deposit ~ *').locator('visible=true');
    const declaration = page.locator('h3#deposit + p + pre');
    await expect(declaration).toContainText('def deposit(assets: uint256, receiver: address) -> uint256');
    await expect(section.getByText('0x6e553f65').first()).toBeVisible();
    await expect(page.locator('h3#deposit ~ ul').first()).toContainText('receiver (address)');
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`declarations arrive highlighted from the build, in ${mode} mode`, async ({page}) => {
      await page.emulateMedia({colorScheme: mode});
      await gotoHydrated(page, `${VAULT}#deposit`);
      const declaration = page.locator('h3#deposit + p + pre');
      const keyword = declaration.locator('span', {hasText: /^def\s*$/});
      // The keyword stands out from the parameter names around it, in this mode's colours.
      const colors = await declaration.evaluate((pre) => {
        const span = Array.from(pre.querySelectorAll('span')).find((node) => node.textContent?.trim() === 'def')!;
        return {
          keyword: getComputedStyle(span).color,
          plain: getComputedStyle(pre).color,
          background: getComputedStyle(pre).backgroundColor,
        };
      });
      expect(colors.keyword).not.toBe(colors.plain);
      expect(colors.background).not.toBe('rgba(0, 0, 0, 0)');
      await expect(keyword).toBeVisible();
    });
  }

  test('declarations keep their colours without JavaScript', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto(`${VAULT}#deposit`);
    const declaration = page.locator('h3#deposit + p + pre');
    await expect(declaration.locator('span', {hasText: /^deposit$/})).toBeVisible();
    const [name, plain] = await declaration.evaluate((pre) => [
      getComputedStyle(pre.querySelector('span:nth-of-type(2)')!).color,
      getComputedStyle(pre).color,
    ]);
    expect(name).not.toBe(plain);
    await context.close();
  });

  test('the contents table links each function, event and section', async ({page}) => {
    await gotoHydrated(page, VAULT);
    await expect(page.locator('article h1')).toHaveText('VaultV3');
    for (const id of ['summary', 'contents', 'functions', 'events'])
      await expect(page.locator(`h2#${id}`)).toBeVisible();
    const link = page.locator('#contents ~ table a[href="#process_report"]');
    await link.click();
    await expect(page).toHaveURL(/#process_report$/);
    await expect(page.locator('h3#process_report')).toBeInViewport();
    // Events have their own anchors, apart from functions of the same name.
    await expect(page.locator('h3[id^="event-"]').first()).toBeAttached();
  });

  test('the page sits in the developers sidebar with its category open', async ({page, isMobile}) => {
    await gotoHydrated(page, VAULT);
    // On a phone the docs sidebar is the secondary panel of the navbar menu.
    let sidebar = page.locator('nav[aria-label="Docs sidebar"]');
    if (isMobile) {
      await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
      sidebar = page.locator('.navbar-sidebar--show .navbar-sidebar__item.menu').last();
    }
    const category = sidebar
      .locator('.menu__list-item', {has: page.getByText('Smart contract reference', {exact: true})})
      .first();
    await expect(category.getByRole('link', {name: 'Overview'})).toHaveAttribute(
      'href',
      '/developers/smart-contracts/',
    );
    // The active page, inside its open V3 category.
    await expect(sidebar.locator('a.menu__link--active[aria-current="page"]')).toHaveText('VaultV3');
  });

  test('a deprecated version says so and links to the current page', async ({page}) => {
    await gotoHydrated(page, OLD_VAULT);
    await expect(page.locator('article h1')).toHaveText('VaultV3 3.0.2');
    const banner = page.locator('.theme-admonition-warning');
    await expect(banner).toContainText('Deprecated version');
    await banner.getByRole('link', {name: /current VaultV3 reference/}).click();
    await expect(page).toHaveURL(new RegExp(`${VAULT}$`));
    await expect(page.locator('.theme-admonition-warning')).toHaveCount(0);
  });

  test('TokenizedStrategy is documented at 3.1.0, and 3.0.4 moved to a deprecated page', async ({page}) => {
    await gotoHydrated(page, '/developers/smart-contracts/V3/TokenizedStrategy');
    await expect(page.locator('article h1')).toHaveText('TokenizedStrategy');
    await expect(page.getByRole('row', {name: /^Version /})).toHaveText(/3\.1\.0/);
    await expect(page.locator('#setPaused')).toBeVisible();
    await expect(page.locator('h2#deployments + table')).toContainText('0x310f5Db015E9d6E542fd41bd4542640790791e76');

    await gotoHydrated(page, '/developers/smart-contracts/deprecated/V3/version-3.0.4/TokenizedStrategy');
    await expect(page.locator('article h1')).toHaveText('TokenizedStrategy 3.0.4');
    await expect(page.locator('.theme-admonition-warning')).toContainText('Deprecated version');
    await expect(page.locator('#setPaused')).toHaveCount(0);
  });

  test('VaultV3 is documented at 3.1.0 from commit 5b698f9, and 3.0.4 moved to a deprecated page', async ({page}) => {
    await gotoHydrated(page, VAULT);
    await expect(page.getByRole('row', {name: /^Version /})).toHaveText(/3\.1\.0/);
    await expect(page.locator('article')).toContainText('5b698f9');
    await expect(page.locator('#setPaused')).toBeVisible();
    await expect(page.locator('#set_deposit_hook')).toBeVisible();
    await expect(page.locator('#set_deposit_limit_module')).toHaveCount(0);
    await expect(page.locator('article a[href="/developers/v3/releases"]').first()).toBeVisible();

    await gotoHydrated(page, '/developers/smart-contracts/deprecated/V3/version-3.0.4/VaultV3');
    await expect(page.locator('article h1')).toHaveText('VaultV3 3.0.4');
    await expect(page.locator('.theme-admonition-warning')).toContainText('Deprecated version');
    await expect(page.locator('#set_deposit_limit_module')).toBeVisible();
    await expect(page.locator('#setPaused')).toHaveCount(0);
  });

  test('deployed addresses link to the block explorer and the live check', async ({page}) => {
    await gotoHydrated(page, VAULT);
    const deployments = page.locator('h2#deployments + table');
    await expect(deployments.locator('a[href^="https://etherscan.io/address/0x"]').first()).toBeVisible();
    await expect(page.locator('a[href="/developers/addresses/v3-contracts"]').first()).toBeVisible();
  });

  test('edit links open the data file the page is generated from', async ({page}) => {
    await gotoHydrated(page, VAULT);
    await expect(page.locator('a.theme-edit-this-page')).toHaveAttribute(
      'href',
      /\/edit\/main\/data\/contracts\/V3\/VaultV3\.json$/,
    );
  });

  test('search finds a function and opens its section', async ({page}) => {
    await gotoHydrated(page, '/developers/v3/overview');
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('process_report');
    const hit = page.locator(`.DocSearch-Hit a[href*="${VAULT}#process_report"]`).first();
    await expect(hit).toBeVisible();
    await hit.click();
    await expect(page).toHaveURL(new RegExp(`${VAULT}#process_report$`));
    await expect(page.locator('h3#process_report')).toBeInViewport();
  });
});
