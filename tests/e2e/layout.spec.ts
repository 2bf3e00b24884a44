import type {Page} from '@playwright/test';
import {expect, test} from '../support/fixtures';
import {blockColors, tokenColor} from '../support/codeBlocks';
import {gotoHydrated, revealDiagram, shownSvg} from '../support/navigation';

import {ANNOUNCEMENT, LAYOUT, LINKS} from '../../src/config/site';

const DOC = '/getting-started/intro';

test.describe('navbar', {tag: '@desktop'}, () => {
  test('left: the three docs areas', async ({page}) => {
    await page.goto('/');
    const left = page.locator('.navbar__items:not(.navbar__items--right)');
    for (const [label, path] of [
      ['User Docs', '/getting-started/intro'],
      ['Dev Docs', '/developers/building-on-yearn'],
      ['DAO Docs', '/contributing/introduction'],
    ] as const) {
      await expect(left.getByRole('link', {name: label, exact: true})).toHaveAttribute('href', path);
    }
    await left.getByRole('link', {name: 'Dev Docs', exact: true}).click();
    await expect(page).toHaveURL(/\/developers\/building-on-yearn$/);
  });

  test('right: blog, community dropdown, GitHub, yearn.fi and language', async ({page}) => {
    await page.goto(DOC);
    const right = page.locator('.navbar__items--right');
    await expect(right.getByRole('link', {name: /^Blog/})).toHaveAttribute('href', LINKS.blog);
    await expect(right.getByRole('link', {name: /^GitHub/})).toHaveAttribute('href', LINKS.github);
    await expect(right.getByRole('link', {name: /^yearn\.fi/})).toHaveAttribute('href', LINKS.app);

    const community = right.locator('.dropdown', {hasText: 'Community'});
    const menu = community.locator('.dropdown__menu');
    await expect(menu).toBeHidden();
    await community.hover();
    await expect(menu).toBeVisible();
    const expected = [
      ['Discord', LINKS.discord],
      ['Twitter', LINKS.twitter],
      ['Telegram', LINKS.telegram],
      ['Medium', LINKS.medium],
      ['Governance Forum', LINKS.forum],
      ['Snapshot Voting', LINKS.snapshot],
    ] as const;
    await expect(menu.locator('a')).toHaveCount(expected.length);
    for (const [label, href] of expected) {
      const link = menu.getByRole('link', {name: new RegExp(`^${label}`)});
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
    }

    const language = right.locator('.dropdown', {hasText: 'English'});
    await language.hover();
    await expect(language.getByRole('link', {name: 'English'})).toHaveAttribute('href', /getting-started\/intro$/);
  });

  test('the language menu keeps the page query and hash once the page is interactive', async ({page}) => {
    await gotoHydrated(page, '/developers/v3/overview?x=1#top');
    const language = page.locator('.navbar__items--right .dropdown', {hasText: 'English'});
    await language.hover();
    await expect(language.getByRole('link', {name: 'English'})).toHaveAttribute(
      'href',
      '/developers/v3/overview?x=1#top',
    );
  });

  test('footer has columns of useful links', async ({page}) => {
    await page.goto('/');
    const footer = page.locator('footer');
    for (const title of ['Docs', 'Builders', 'Community', 'More']) {
      await expect(footer.locator('.footer__title', {hasText: title})).toBeVisible();
    }
    await footer.getByRole('link', {name: 'Contract addresses'}).click();
    await expect(page.locator('article h1')).toBeVisible();
    await expect(page).toHaveURL(/\/developers\/addresses\/$/);
  });

  test('skip link is the first stop and moves focus to the content', async ({page}) => {
    await page.goto(DOC);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: 'Skip to main content'});
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    // Docusaurus moves the focus start point to <main>: the next Tab lands in
    // the page content instead of walking through the navbar.
    await page.keyboard.press('Tab');
    const focusedInMain = await page.evaluate(() => document.activeElement?.closest('main') !== null);
    expect(focusedInMain).toBe(true);
  });
});

test.describe('mobile menu', {tag: '@mobile'}, () => {
  test('opens, has a secondary menu with a back button, closes past the breakpoint', async ({page}) => {
    await gotoHydrated(page, DOC);
    const sidebar = page.locator('.navbar-sidebar');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);

    // On a docs page the docs sidebar is the secondary menu.
    const back = sidebar.getByRole('button', {name: /Back to main menu/});
    await expect(back).toBeVisible();
    await expect(
      sidebar
        .getByRole('link', {name: 'Guides'})
        .or(sidebar.getByRole('button', {name: 'Guides'}))
        .first(),
    ).toBeVisible();
    await back.click();
    await expect(sidebar.getByRole('link', {name: 'Dev Docs', exact: true})).toBeVisible();

    await page.setViewportSize({width: LAYOUT.desktopBreakpointPx + 4, height: 800});
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  });
});

async function currentTheme(page: Page) {
  return page.locator('html').getAttribute('data-theme');
}

test.describe('colour mode', () => {
  test('light by default, follows the system when no choice is stored', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto(DOC);
    expect(await currentTheme(page)).toBe('light');
    await page.emulateMedia({colorScheme: 'dark'});
    await page.goto(DOC);
    expect(await currentTheme(page)).toBe('dark');
  });

  test('the toggle cycles light, dark, system and the choice survives a reload', {tag: '@desktop'}, async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await gotoHydrated(page, DOC);
    const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
    await expect(toggle).toHaveAttribute('aria-label', /currently system mode/);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-label', /currently light mode/);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-label', /currently dark mode/);
    expect(await currentTheme(page)).toBe('dark');

    await page.reload();
    expect(await currentTheme(page)).toBe('dark');
    await expect(page.getByRole('button', {name: /currently dark mode/})).toBeVisible();

    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(page.getByRole('button', {name: /currently system mode/})).toBeVisible();
    expect(await currentTheme(page)).toBe('light');
  });
});

test.describe('announcement bar', () => {
  test('closing it is remembered; a new announcement id shows it again', async ({page}) => {
    await page.goto(DOC);
    const bar = page.getByRole('banner').filter({hasText: 'Yearn V3 is the current vault generation'});
    await expect(bar).toBeVisible();
    await expect(bar).toHaveCSS('background-color', 'rgb(6, 87, 249)');
    await bar.getByRole('button', {name: 'Close'}).click();
    await expect(bar).toBeHidden();

    await page.reload();
    await expect(page.getByText('Yearn V3 is the current vault generation')).toBeHidden();

    // A reader who closed an older announcement sees the current one.
    await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'));
    await page.reload();
    await expect(page.getByText('Yearn V3 is the current vault generation')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe(ANNOUNCEMENT.id);
  });
});

test.describe('page furniture', () => {
  test('the table of contents lists h2 and h3 headings only', {tag: '@desktop'}, async ({page}) => {
    await page.goto('/contributing/documentation/writing-style-guide');
    const article = page.locator('article .markdown');
    const ids = async (selector: string) =>
      article.locator(selector).evaluateAll((nodes) => nodes.map((node) => node.id).filter(Boolean));
    const wanted = await ids('h2, h3');
    const deeper = await ids('h4, h5, h6');
    expect(wanted.length).toBeGreaterThan(2);
    expect(deeper.length, 'this page must have an h4 for the test to mean anything').toBeGreaterThan(0);

    const tocTargets = await page
      .locator('.table-of-contents a')
      .evaluateAll((links) => links.map((link) => (link.getAttribute('href') ?? '').replace(/^#/, '')));
    expect(tocTargets).toEqual(wanted);
  });

  test('production pages have no branch label', async ({page}) => {
    await page.goto(DOC);
    await expect(page.getByRole('status', {name: /Git branch/})).toHaveCount(0);
  });

  test('Solidity code is highlighted and math is typeset with self-hosted KaTeX', async ({page}) => {
    const external: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http://127.0.0.1')) external.push(request.url());
    });
    await page.goto('/getting-started/guides/how-apy-works');
    await expect(page.locator('.katex').first()).toBeVisible();
    const katexFont = await page
      .locator('.katex')
      .first()
      .evaluate((node) => getComputedStyle(node).fontFamily);
    expect(katexFont).toContain('KaTeX_Main');

    await page.goto('/developers/v3/strategy_writing_guide');
    const solidity = page
      .locator('.theme-code-block')
      .filter({hasText: /\bcontract \w+ is\b/})
      .first();
    await expect(solidity).toBeVisible();
    // `contract` is a keyword only in the Solidity grammar: in the keyword colour, it proves the grammar was used.
    expect((await blockColors(solidity, 'contract')).token).toBe(tokenColor('light', 'keyword'));
    expect(external).toEqual([]);
  });

  test('code reached by client-side navigation from the home page is highlighted too', async ({page}) => {
    // The code arrives highlighted in the page's own chunk (plugins/code-blocks), whichever way the reader came.
    await gotoHydrated(page, '/');
    await page.evaluate(() => Object.assign(window, {sameDocument: true}));
    await page.locator('footer').getByRole('link', {name: 'Writing a strategy'}).click();
    await expect(page).toHaveURL(/\/developers\/v3\/strategy_writing_guide$/);
    const solidity = page
      .locator('.theme-code-block')
      .filter({hasText: /\bcontract \w+ is\b/})
      .first();
    await expect(solidity).toBeVisible();
    expect((await blockColors(solidity, 'contract')).token).toBe(tokenColor('light', 'keyword'));
    // Still the same document: the page was reached without a full reload.
    expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);
  });

  test('Mermaid diagrams render and follow the colour mode', async ({page}) => {
    const nodeFill = async () => {
      const shape = shownSvg(await revealDiagram(page))
        .locator('.node :is(rect, polygon, circle, path)')
        .first();
      await expect(shape).toBeVisible();
      return shape.evaluate((node) => getComputedStyle(node).fill);
    };
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto('/getting-started/products/yvaults/overview');
    const light = await nodeFill();
    await page.emulateMedia({colorScheme: 'dark'});
    await page.goto('/getting-started/products/yvaults/overview');
    const dark = await nodeFill();
    expect(dark).not.toEqual(light);
  });
});
