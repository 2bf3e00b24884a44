import type {Locator, Page} from '@playwright/test';

import {CODE_THEMES, parseColor} from '../../src/config/codeThemes';

/**
 * Text only the browser highlighter brings: Prism's grammar registrations
 * (`Prism.languages.json = ...`, in the grammars Docusaurus adds) and the
 * line class of prism-react-renderer, which the theme's code block renders with.
 */
export const PRISM_MARKERS = ['Prism.languages', 'token-line'] as const;

/** The text of every script the page requests from now on, fetched as the browser got it. */
export function recordScripts(page: Page): {readonly withPrism: () => string[]} {
  const scripts = new Map<string, string>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(new URL(response.url()).pathname, await response.text().catch(() => ''));
  });
  return {
    withPrism: () =>
      [...scripts].filter(([, text]) => PRISM_MARKERS.some((marker) => text.includes(marker))).map(([url]) => url),
  };
}

/** A theme colour as the browser reports it, `rgb(r, g, b)`. */
export function rgb(color: string | undefined): string {
  const parsed = parseColor(color);
  if (!parsed) throw new Error(`not a colour: ${color}`);
  return `rgb(${parsed.join(', ')})`;
}

/** The colour a code theme gives tokens of `type` in every language (the last entry naming it wins, as in prism-react-renderer). */
export function tokenColor(mode: keyof typeof CODE_THEMES, type: string): string {
  const entries = CODE_THEMES[mode].styles.filter(
    (entry) => !entry.languages && entry.types.includes(type) && entry.style.color,
  );
  return rgb(entries[entries.length - 1]?.style.color);
}

/** Computed colours in a code block: a token with exactly `text`, the block's plain text and background. */
export async function blockColors(
  block: Locator,
  text: string,
): Promise<{token: string; plain: string; background: string}> {
  return block.locator('pre').evaluate((pre, wanted) => {
    const token = Array.from(pre.querySelectorAll('span')).find((span) => span.textContent?.trim() === wanted);
    if (!token) throw new Error(`no token "${wanted}"`);
    return {
      token: getComputedStyle(token).color,
      plain: getComputedStyle(pre).color,
      background: getComputedStyle(pre).backgroundColor,
    };
  }, text);
}
