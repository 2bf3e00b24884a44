/**
 * Diagrams drawn by the build (plugins/diagrams): the served page holds one
 * SVG per colour mode and the colour mode shows one, with or without
 * JavaScript; no Mermaid code loads on diagram pages, and no script carries
 * the SVGs, which a client-side navigation fetches from their files; ids stay
 * unique, the enlarged copy included.
 */
import fs from 'node:fs';
import path from 'node:path';

import type {Page} from '@playwright/test';

import {E2E} from '../support/constants';
import {expect, test} from '../support/fixtures';
import {gotoHydrated, revealDiagram, shownSvg} from '../support/navigation';

const OVERVIEW = '/developers/v3/overview';
/** Its diagram sits near the top, among chain widgets (whose local nodes this file does not start). */
const ADDRESSES = '/developers/addresses/v3-contracts';
/** Its diagram sits far below the fold. */
const FAR_DIAGRAM = '/contributing/governance/proposal-process';
/** A flowchart under the heading "The big picture". */
const OVERVIEW_NAME = 'Flowchart: The big picture';
/** Links to OVERVIEW in its text. */
const LINKS_TO_OVERVIEW = '/developers/building-on-yearn';
/** The id prefix of a page's first drawn diagram (src/diagrams/markup.ts): in its SVGs, nowhere else. */
const DRAWN_ID = 'mmd0l-';
/** The files of drawn SVGs the browser fetches (plugins/diagrams/files.ts). */
const DIAGRAM_FILE = /\/assets\/diagrams\/[0-9a-f]{8}\.svg$/;

/** 'mermaidAPI' names the mermaid library's API object: in its chunk, not in a page's SVGs. */
const MERMAID_SIGNATURE = 'mermaidAPI';
/** The build's Mermaid chunks, kept for diagrams the build could not draw. */
function mermaidChunks(): string[] {
  const dir = path.join(E2E.buildDir, 'assets/js');
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.js') && fs.readFileSync(path.join(dir, file), 'utf8').includes(MERMAID_SIGNATURE))
    .map((file) => `/assets/js/${file}`);
}

/** Red, green and blue of a computed CSS colour, averaged: 0 black, 255 white. */
const brightness = (color: string) => {
  const [r, g, b] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return ((r ?? 0) + (g ?? 0) + (b ?? 0)) / 3;
};

/**
 * What identifies a drawn SVG in the page: its ids, element names and text in
 * document order, and how many style rules it has (the served page's copy went
 * through the HTML minifier, which rewrites the style text).
 */
const drawing = (svg: Element) => ({
  ids: Array.from(svg.querySelectorAll('[id]'), (node) => node.id),
  elements: Array.from(svg.querySelectorAll('*'), (node) => node.localName),
  text: Array.from(svg.querySelectorAll(':not(style)'), (node) =>
    Array.from(node.childNodes, (child) => (child.nodeType === Node.TEXT_NODE ? child.textContent : '')).join(''),
  ).join('|'),
  styleRules: Array.from(svg.querySelectorAll('style'), (style) => style.sheet?.cssRules.length),
});

async function labelBrightness(page: Page): Promise<number> {
  const label = shownSvg(page.locator('[data-diagram]').first()).locator('.nodeLabel').first();
  return brightness(await label.evaluate((node) => getComputedStyle(node).color));
}

test.describe('diagrams', () => {
  test('pages with diagrams load no Mermaid code, even once the reader reaches the diagrams', async ({page}) => {
    const chunks = mermaidChunks();
    // The chunk is still built, for diagrams the build could not draw.
    expect(chunks.length).toBeGreaterThan(0);
    const requested: string[] = [];
    const bodies: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      requested.push(new URL(response.url()).pathname);
      bodies.push(await response.text());
    });
    for (const url of [ADDRESSES, OVERVIEW, FAR_DIAGRAM]) {
      await gotoHydrated(page, url);
      const diagram = await revealDiagram(page);
      await expect(diagram).toHaveAttribute('data-diagram', 'drawn');
      await expect(shownSvg(diagram)).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(
        requested.filter((script) => chunks.includes(script)),
        url,
      ).toEqual([]);
      expect(
        bodies.some((body) => body.includes(MERMAID_SIGNATURE)),
        url,
      ).toBe(false);
      // The served page has the SVGs: no script carries a second copy.
      expect(
        bodies.some((body) => body.includes(DRAWN_ID)),
        url,
      ).toBe(false);
    }
    expect(requested.length).toBeGreaterThan(0);
  });

  test('the shown SVG follows the colour mode, with text that reads on each background', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await gotoHydrated(page, OVERVIEW);
    const diagram = await revealDiagram(page);
    await expect(shownSvg(diagram)).toHaveAttribute('id', /^mmd0l-/);
    await expect(shownSvg(diagram)).toHaveAccessibleName(OVERVIEW_NAME);
    expect(await labelBrightness(page)).toBeLessThan(128);

    // In system mode (no choice stored) the page follows the system's switch at once, without a reload.
    await page.emulateMedia({colorScheme: 'dark'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(shownSvg(diagram)).toHaveAttribute('id', /^mmd0d-/);
    await expect(shownSvg(diagram)).toHaveAccessibleName(OVERVIEW_NAME);
    expect(await labelBrightness(page)).toBeGreaterThan(128);
    // Edge labels too (src/css/custom.css makes them white on Mermaid's dark grey).
    const edgeLabel = shownSvg(diagram).locator('.edgeLabel p').first();
    expect(brightness(await edgeLabel.evaluate((node) => getComputedStyle(node).color))).toBe(255);
  });

  test('without JavaScript the served page shows the diagram, at the size it keeps once hydrated', async ({
    browser,
    page,
  }) => {
    const context = await browser.newContext({javaScriptEnabled: false, viewport: page.viewportSize()});
    const noScript = await context.newPage();
    await noScript.goto(OVERVIEW);
    const staticDiagram = noScript.locator('[data-diagram]').first();
    await expect(shownSvg(staticDiagram)).toBeVisible();
    await expect(shownSvg(staticDiagram)).toHaveAttribute('id', /^mmd0l-/);
    await expect(shownSvg(staticDiagram)).toHaveAccessibleName(OVERVIEW_NAME);
    const served = (await staticDiagram.boundingBox())!;
    expect(served.height).toBeGreaterThan(100);
    await context.close();

    // Hydration changes nothing about the diagram's box: no layout shift.
    await gotoHydrated(page, OVERVIEW);
    const hydrated = (await page.locator('[data-diagram]').first().boundingBox())!;
    expect(hydrated.height).toBeCloseTo(served.height, 0);
    expect(hydrated.width).toBeCloseTo(served.width, 0);
  });

  test('a diagram reached by client-side navigation fetches its two SVGs and shows them as a loaded page does', async ({
    page,
  }) => {
    await page.emulateMedia({colorScheme: 'light'});
    await gotoHydrated(page, OVERVIEW);
    const served = await shownSvg(await revealDiagram(page)).evaluate(drawing);
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (DIAGRAM_FILE.test(new URL(request.url()).pathname)) fetched.push(request.url());
    });
    // A page loaded from the server fetches none: hydration keeps the SVGs it was sent.
    await page.reload();
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await expect(shownSvg(await revealDiagram(page))).toBeVisible();
    expect(fetched).toEqual([]);

    await gotoHydrated(page, LINKS_TO_OVERVIEW);
    await page.evaluate(() => Object.assign(window, {sameDocument: true}));
    await page.locator('article').getByRole('link', {name: 'V3 overview'}).first().click();
    await expect(page).toHaveURL(new RegExp(`${OVERVIEW}$`));
    const diagram = await revealDiagram(page);
    await expect(shownSvg(diagram)).toHaveAccessibleName(OVERVIEW_NAME);
    expect(await shownSvg(diagram).evaluate(drawing)).toEqual(served);
    expect(fetched).toHaveLength(2);
    expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);

    // The dark copy came too: a mode switch shows it at once.
    await page.emulateMedia({colorScheme: 'dark'});
    await expect(shownSvg(diagram)).toHaveAttribute('id', /^mmd0d-/);
    // And the enlarged copy is made from what the page shows.
    await page.getByRole('button', {name: 'Enlarge diagram'}).first().click();
    await expect(shownSvg(page.getByRole('dialog', {name: 'Enlarged diagram'}))).toHaveAccessibleName(OVERVIEW_NAME);
  });

  test('no two elements share an id, with the light and dark copies and the enlarged one', async ({page}) => {
    const repeatedIds = () =>
      page.evaluate(() => {
        const ids = Array.from(document.querySelectorAll('[id]'), (node) => node.id);
        return ids.filter((id, index) => ids.indexOf(id) !== index);
      });
    /** References inside each diagram SVG that lead to an element of another SVG. */
    const crossReferences = () =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('.docusaurus-mermaid-container svg')).flatMap((svg) =>
          Array.from(svg.outerHTML.matchAll(/(?:url\(#|href="#)([^)"]+)/g), (match) => match[1]!).filter((id) => {
            const target = document.getElementById(id);
            return target !== null && !svg.contains(target);
          }),
        ),
      );
    await gotoHydrated(page, OVERVIEW);
    await expect(page.locator('[data-diagram] svg')).toHaveCount(2);
    expect(await repeatedIds()).toEqual([]);
    expect(await crossReferences()).toEqual([]);

    await (await revealDiagram(page)).scrollIntoViewIfNeeded();
    await page.getByRole('button', {name: 'Enlarge diagram'}).first().click();
    const dialog = page.getByRole('dialog', {name: 'Enlarged diagram'});
    await expect(shownSvg(dialog)).toBeVisible();
    await expect(shownSvg(dialog)).toHaveAccessibleName(OVERVIEW_NAME);
    expect(await repeatedIds()).toEqual([]);
    expect(await crossReferences()).toEqual([]);
  });
});
