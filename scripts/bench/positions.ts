/**
 * The position finder as a reader meets it: a fresh browser context opens
 * the page with a holder that has positions on every chain (local nodes with
 * stand-ins, local data services), and the bench times the first chain's
 * answer and the last, from the start of navigation.
 */
import type {Browser} from '@playwright/test';

import {FINDER} from '../support/finderStandIns';

export const FINDER_PAGE = '/getting-started/guides/find-your-positions';

export interface FinderFigures {
  /** Milliseconds from navigation start until the first chain shows its positions. */
  readonly firstChainMs: number;
  /** Until every chain is final, names, status and prices included. */
  readonly allChainsMs: number;
  readonly chains: number;
  readonly positions: number;
}

export async function measureFinder(browser: Browser, baseUrl: string, chains: number): Promise<FinderFigures> {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  try {
    const page = await context.newPage();
    const start = Date.now();
    await page.goto(`${baseUrl}${FINDER_PAGE}?address=${FINDER.holder}`);
    await page.locator('[data-chain-id][data-state="done"]').first().waitFor({timeout: 60_000});
    const firstChainMs = Date.now() - start;
    await page.waitForFunction(
      (expected) =>
        document.querySelectorAll('[data-chain-id]').length === expected &&
        document.querySelectorAll('[data-chain-id][data-state="checking"]').length === 0 &&
        !/Asking the (vault data|price) service/.test(document.body.innerText),
      chains,
      {timeout: 60_000},
    );
    const allChainsMs = Date.now() - start;
    return {firstChainMs, allChainsMs, chains, positions: await page.locator('article[data-vault]').count()};
  } finally {
    await context.close();
  }
}
