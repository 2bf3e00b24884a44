/**
 * Client-side navigation between two docs pages: from the click on the
 * sidebar link to the new page's heading in the DOM, measured inside the page
 * (median of a few round trips; the first includes fetching the route chunks).
 */
import type {Browser} from '@playwright/test';

import {median} from './stats';

const ROUND_TRIPS = 3;

export interface NavigationFigures {
  readonly from: string;
  readonly to: string;
  readonly firstMs: number;
  readonly medianMs: number;
}

export async function measureNavigation(
  browser: Browser,
  baseUrl: string,
  from: string,
  to: string,
): Promise<NavigationFigures> {
  const page = await browser.newPage();
  await page.goto(`${baseUrl}${from}`);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  const times: number[] = [];
  for (let trip = 0; trip < ROUND_TRIPS; trip += 1) {
    for (const target of [to, from]) {
      const elapsed = await page.evaluate(async (href) => {
        const link = document.querySelector<HTMLAnchorElement>(`nav a[href="${href}"]`);
        if (!link) throw new Error(`No sidebar link to ${href}`);
        const before = document.querySelector('article h1')?.textContent;
        const t0 = performance.now();
        link.click();
        // A loop, not a named callback: tsx would wrap a named function in a helper the page lacks.
        for (;;) {
          const heading = document.querySelector('article h1')?.textContent;
          if (location.pathname === href && heading && heading !== before) break;
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
        return performance.now() - t0;
      }, target);
      if (target === to) times.push(elapsed);
    }
  }
  await page.close();
  return {from, to, firstMs: Math.round(times[0]!), medianMs: Math.round(median(times))};
}
