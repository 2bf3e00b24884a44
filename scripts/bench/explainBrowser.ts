/**
 * The transaction explainer as the reader meets it: in Chromium, on the built
 * "Check before you sign" page, the bench's 50-call batch (./explain.ts) typed
 * into the form. The first explanation loads the explainer's code and the
 * selector index and is timed on its own; then each run is timed inside the
 * page with `performance.now()`, from the click on Explain until the page has
 * rendered the batch's calls again (decode plus React render; the browser's
 * layout and paint after it are not included).
 */
import type {Browser} from '@playwright/test';

import {EXPLAIN} from '../../src/config/explain';
import {benchBatch, EXPLAIN_BATCH_CALLS} from './explain';
import {median, percentile} from './stats';

export interface ExplainBrowserFigures {
  /** The browser, such as `Chromium 131.0.6778.85`. */
  readonly runtime: string;
  readonly calls: number;
  readonly runs: number;
  /** The first explanation, which loads the code and the selector index. */
  readonly firstMs: number;
  readonly medianMs: number;
  readonly p90Ms: number;
}

const RUNS = 30;
const WARM_UP = 3;
const round = (ms: number) => Math.round(ms * 100) / 100;

/**
 * One click on Explain, timed in the page: done once the page has shown its
 * "Explaining…" status and then the call tree with `calls` entries, so an
 * earlier run's tree still on screen is never taken for this run's.
 */
function timeOneExplanation(expectedCalls: number): Promise<{ms: number; calls: number}> {
  const results = document.querySelector('[data-explain-results]')!;
  const button = document.querySelector<HTMLButtonElement>('[data-transaction-explainer] button[type="submit"]')!;
  return new Promise((resolve, reject) => {
    let sawWorking = false;
    let start = 0;
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`no explanation after 60 s (${results.textContent?.slice(0, 200)})`));
    }, 60_000);
    // Inline callbacks only: tsx names `const f = () => …` with a helper the page does not have.
    const observer = new MutationObserver(() => {
      if (results.querySelector('[role="status"]')) sawWorking = true;
      const calls = results.querySelectorAll('[data-call-path]').length;
      if (!sawWorking || calls === 0 || (expectedCalls > 0 && calls !== expectedCalls)) return;
      const ms = performance.now() - start;
      observer.disconnect();
      clearTimeout(timer);
      resolve({ms, calls});
    });
    observer.observe(results, {childList: true, subtree: true});
    start = performance.now();
    button.click();
  });
}

export async function measureExplainInBrowser(browser: Browser, baseUrl: string): Promise<ExplainBrowserFigures> {
  const {data, to} = benchBatch();
  const page = await browser.newPage();
  try {
    await page.goto(`${baseUrl}${EXPLAIN.pagePath}`);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.getByLabel('Calldata or Safe JSON').fill(data);
    await page.getByLabel('Target address (optional)').fill(to);
    const first = await page.evaluate(timeOneExplanation, 0);
    // The batch's calls, under the Safe transaction and its MultiSend call.
    if (first.calls < EXPLAIN_BATCH_CALLS)
      throw new Error(`the page showed ${first.calls} calls for the ${EXPLAIN_BATCH_CALLS}-call batch`);
    const times: number[] = [];
    for (let run = 0; run < WARM_UP + RUNS; run++) {
      const {ms} = await page.evaluate(timeOneExplanation, first.calls);
      if (run >= WARM_UP) times.push(ms);
    }
    return {
      runtime: `Chromium ${browser.version()}`,
      calls: EXPLAIN_BATCH_CALLS,
      runs: RUNS,
      firstMs: round(first.ms),
      medianMs: round(median(times)),
      p90Ms: round(percentile(times, 90)),
    };
  } finally {
    await page.close();
  }
}
