/**
 * Accessibility: axe-core finds no serious or
 * critical violation on each kind of page in light and dark mode, and the
 * site works by keyboard alone: visible focus, the search modal keeps focus
 * inside, collapsible sidebar categories and navbar dropdowns open and close
 * by keyboard and by mouse.
 */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

import {STATIC_HTML} from '../../src/config/staticHtml';
import {EXPECTED_CONSOLE, expect, test} from '../support/fixtures';
import {gotoHydrated} from '../support/navigation';
import {SAMPLE_DOC_URLS, SAMPLE_DOCS} from '../support/samplePages';

const PAGES = ['/', ...SAMPLE_DOC_URLS, '/search?q=vault', '/this/page/does-not-exist'];

const BLOCKING = new Set(['serious', 'critical']);

/**
 * Contract reference pages repeat one entry (heading, declaration, facts,
 * parameter list) a hundred times, and axe's cost grows with the elements it
 * checks: one whole scan of such a page takes most of a test's timeout on a
 * busy 2-core machine. So, in light mode at desktop width, the page is
 * scanned whole but in parts, each its own test: the first part is the page
 * with its chrome (where the page-level rules run) and its first entries, the
 * others split the remaining entries between them, the last up to the end.
 * The dark-mode and phone scans look for what changes between them, colours
 * and layout, in the page's chrome and its first entries, which hold every
 * kind of element the page has.
 */
const REFERENCE_PAGES = new Set<string>(SAMPLE_DOCS.reference);
/** Children of the article body in the first part: summary, deployments, contents and about a dozen entries. */
const FIRST_PART_ARTICLE_CHILDREN = 90;
/** Parts of the whole scan of a reference page. */
const REFERENCE_SCAN_PARTS = 3;
/** A reference page's body is one block of static HTML (plugins/static-body) after the title. */
const ARTICLE_CHILD = `.theme-doc-markdown > .${STATIC_HTML.className} > `;

/** What one scan covers: the whole page, or part `part` (1-based) of a reference page. */
interface Scan {
  readonly part?: number;
}

function scansOf(url: string, mode: 'light' | 'dark'): Scan[] {
  if (!REFERENCE_PAGES.has(url) || mode === 'dark') return [{}];
  return Array.from({length: REFERENCE_SCAN_PARTS}, (_, index) => ({part: index + 1}));
}

/** The axe scan of the given part; a reference page off desktop light, or its first part, is scanned in its chrome and first entries. */
async function scanFor(page: Page, url: string, {part}: Scan, desktopLight: boolean): Promise<AxeBuilder> {
  const axe = new AxeBuilder({page});
  if (!REFERENCE_PAGES.has(url)) return axe;
  const children = await page.locator(`${ARTICLE_CHILD}*`).count();
  const rest = children - FIRST_PART_ARTICLE_CHILDREN;
  expect(rest, 'the first part leaves entries for the others').toBeGreaterThan(REFERENCE_SCAN_PARTS);
  if (!desktopLight || part === undefined || part === 1)
    return axe.exclude(`${ARTICLE_CHILD}:nth-child(n+${FIRST_PART_ARTICLE_CHILDREN + 1})`);
  // Parts 2..N share the children after the first part; the last runs to the end, so together they cover the page.
  const share = Math.ceil(rest / (REFERENCE_SCAN_PARTS - 1));
  const from = FIRST_PART_ARTICLE_CHILDREN + 1 + (part - 2) * share;
  const upTo = part === REFERENCE_SCAN_PARTS ? '' : `:nth-child(-n+${from + share - 1})`;
  return axe.include(`${ARTICLE_CHILD}:nth-child(n+${from})${upTo}`);
}

test.describe('axe: no serious or critical violations', () => {
  // The not-found page has status 404. (Address widgets check live and fail here, with no local node, in silence.)
  test.use({expectedConsoleErrors: EXPECTED_CONSOLE.notFound});

  for (const mode of ['light', 'dark'] as const) {
    for (const url of PAGES) {
      for (const scan of scansOf(url, mode)) {
        const name = `${url} in ${mode} mode${scan.part && scan.part > 1 ? `, the rest of the entries, part ${scan.part - 1} of ${REFERENCE_SCAN_PARTS - 1}` : ''}`;
        // Parts after the first complete the whole scan, which runs at desktop width only.
        const details = scan.part !== undefined && scan.part > 1 ? {tag: '@desktop'} : {};
        test(name, details, async ({page}, testInfo) => {
          const desktopLight = mode === 'light' && testInfo.project.name === 'desktop';
          // Slow to load before axe starts, on a busy machine: a reference page is some 4,400 elements,
          // and the V3 address page runs about 150 live checks on six chains (all failing here, no node runs).
          if (REFERENCE_PAGES.has(url) || url === SAMPLE_DOCS.addresses) test.slow();
          await page.emulateMedia({colorScheme: mode});
          await gotoHydrated(page, url);
          await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
          await expect(page.locator('h1').first()).toBeVisible();
          if (url.startsWith('/search')) await expect(page.getByText(/results? for/)).toBeVisible();
          // On reference pages the browser skips the layout of blocks far from the view until they near it
          // (content-visibility in custom.css), and axe judges contrast and scrolling from the layout: the scan
          // sees every block laid out, as a reader who scrolls to it does.
          await page.addStyleTag({
            content: `.theme-doc-markdown > *, .${STATIC_HTML.className} > * { content-visibility: visible !important; }`,
          });
          const axe = await scanFor(page, url, scan, desktopLight);
          const {violations} = await axe.analyze();
          const blocking = violations
            .filter((violation) => BLOCKING.has(violation.impact ?? ''))
            .map((violation) => ({
              rule: violation.id,
              impact: violation.impact,
              help: violation.help,
              nodes: violation.nodes
                .slice(0, 5)
                .map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
            }));
          expect(blocking).toEqual([]);
        });
      }
    }
  }
});

/** Whether the focused element shows a focus indicator (an outline or a focus ring shadow). */
async function focusIsVisible(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return false;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return outline || style.boxShadow !== 'none';
  });
}

test.describe('keyboard alone', {tag: '@desktop'}, () => {
  test('every stop in the first tabs through a docs page shows where the focus is', async ({page}) => {
    await gotoHydrated(page, '/getting-started/intro');
    for (let stop = 0; stop < 25; stop++) {
      await page.keyboard.press('Tab');
      const name = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        return `${element?.tagName} ${element?.textContent?.trim().slice(0, 40) ?? ''}`;
      });
      expect(await focusIsVisible(page), `focus visible on ${name}`).toBe(true);
    }
  });

  test('the skip link moves focus past the navbar into the page', async ({page}) => {
    await gotoHydrated(page, '/developers/v3/overview');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', {name: 'Skip to main content'})).toBeFocused();
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
  });

  test('the search modal keeps focus inside until Escape returns it to the page', async ({page}) => {
    await gotoHydrated(page, '/developers/v3/overview');
    await page.keyboard.press('Control+k');
    const modal = page.locator('.DocSearch-Modal');
    await expect(modal).toBeVisible();
    await page.keyboard.type('vault');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    const inside = () => page.evaluate(() => document.activeElement?.closest('.DocSearch-Container') !== null);
    for (let stop = 0; stop < 30; stop++) {
      await page.keyboard.press('Tab');
      expect(await inside(), `focus stays in the modal after ${stop + 1} tabs`).toBe(true);
    }
    for (let stop = 0; stop < 5; stop++) {
      await page.keyboard.press('Shift+Tab');
      expect(await inside()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
  });

  test('a navbar dropdown opens and closes with Enter', async ({page}) => {
    await gotoHydrated(page, '/getting-started/intro');
    const community = page.locator('.navbar .dropdown', {hasText: 'Community'});
    const menu = community.locator('.dropdown__menu');
    await community.locator('> a').focus();
    await expect(menu).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', {name: /^Discord/})).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();
  });
});

test.describe('navbar dropdown in the phone menu', {tag: '@mobile'}, () => {
  test('expands and collapses by tap and by keyboard', async ({page}) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const community = page
      .locator('.navbar-sidebar .menu__list-item')
      .filter({has: page.getByText('Community', {exact: true})})
      .first();
    const caret = community.getByRole('button', {name: /Expand the dropdown|Collapse the dropdown/});
    const discord = community.getByRole('link', {name: /^Discord/});
    await expect(discord).toBeHidden();
    await caret.click();
    await expect(caret).toHaveAttribute('aria-expanded', 'true');
    await expect(discord).toBeVisible();
    await caret.focus();
    await page.keyboard.press('Enter');
    await expect(caret).toHaveAttribute('aria-expanded', 'false');
    await expect(discord).toBeHidden();
  });
});

test.describe('collapsible sidebar categories', () => {
  /**
   * The first collapsed category of the docs sidebar, and the list it
   * controls. Located by position: opening it collapses the others, so
   * "the first collapsed one" would soon be another category.
   */
  async function collapsedCategory(page: Page) {
    const toggles = page.locator('.theme-doc-sidebar-menu [aria-expanded]');
    const states = await toggles.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-expanded')));
    const toggle = toggles.nth(states.indexOf('false'));
    const category = toggle.locator('xpath=ancestor::li[contains(@class, "theme-doc-sidebar-item-category")][1]');
    return {toggle, items: category.locator('> ul.menu__list')};
  }

  async function openSidebar(page: Page) {
    // On phones the docs sidebar lives in the navbar menu.
    if ((page.viewportSize()?.width ?? 0) < 997) {
      await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
      await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    }
  }

  test('expand and collapse by mouse', async ({page}) => {
    await gotoHydrated(page, '/developers/v3/overview');
    await openSidebar(page);
    const {toggle, items} = await collapsedCategory(page);
    await expect(items).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(items).toBeVisible();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(items).toBeHidden();
  });

  test('expand and collapse by keyboard', {tag: '@desktop'}, async ({page}) => {
    await gotoHydrated(page, '/developers/v3/overview');
    const {toggle, items} = await collapsedCategory(page);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(items).toBeVisible();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(items).toBeHidden();
  });
});
