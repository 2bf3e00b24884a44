/**
 * Search figures: index size, records, build time, query latency (V8, the
 * code the browser runs) and time from Ctrl+K to the first hit in Chromium.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type {Browser, Page} from '@playwright/test';

import {SEARCH} from '../../src/config/search';
import {SITE} from '../../src/config/site';
import {readPageList} from '../../src/docs/pages';
import {buildIndex} from '../../src/search/buildIndex';
import {recordsOfPages} from '../../src/search/buildRecords';
import {loadIndexFromJson, searchLocalIndex} from '../../src/search/localClient';
import type {SerializedSearchIndex} from '../../src/search/types';
import {percentile} from './stats';

/** Realistic queries, with prefixes and typos, as readers type them. */
const QUERIES = [
  'vault',
  'deposit',
  'vualt',
  'strat',
  'harvest report',
  'veYFI boost',
  'price per share',
  'yvUSDC',
  'emergency shutdown',
  'protocol fee',
  'ERC-4626 redeem',
  'max loss',
  'yETH',
  'governance proposal',
  'role manager',
  'tokenized strategy',
  'APY',
  'multisig',
  'withdraw queue',
  'debt allocator',
];
const LATENCY_ROUNDS = 5;
/**
 * One cold open moves by a hundred milliseconds or more from run to run (JIT,
 * garbage collection, scheduling), so the figure is the median of several,
 * each in a fresh browser context (empty cache, nothing compiled yet); the
 * keystrokes are typed that many times too, and their percentiles taken over all.
 */
const MODAL_RUNS = 5;

export const SEARCH_TARGETS = {
  indexGzipKB: 300,
  queryP95Ms: 10,
  firstResultsCachedMs: 150,
  firstSearchTransferKB: 250,
  firstResultsColdMs: 300,
  keystrokeP90Ms: 16,
} as const;

/** Typed one key at a time once the index is loaded, for the keystroke-to-results figure. */
const TYPED_QUERY = 'how do I withdraw from a vault';

export interface SearchOptions {
  /**
   * Chromium's CPU slowed this many times for the modal's figures (1: not
   * slowed): how much room the latency targets have on a slower machine.
   */
  readonly cpuSlowdown?: number;
}

export interface SearchFigures {
  /** The slowdown the modal's figures were taken at (SearchOptions). */
  readonly cpuSlowdown: number;
  readonly records: number;
  readonly indexRawKB: number;
  readonly indexGzipKB: number;
  readonly indexBuildMs: number;
  readonly rebuiltIndexMatchesBuild: boolean;
  readonly queryMedianMs: number;
  readonly queryP95Ms: number;
  /** The median of MODAL_RUNS cold opens, and the fastest and slowest. */
  readonly firstResultsColdMs: number;
  readonly firstResultsColdRangeMs: readonly [number, number];
  readonly firstResultsCachedMs: number;
  /** Everything the first search moved over the network (encoded sizes) until its first hit showed: the modal's code and styles, and the index. */
  readonly firstSearchTransferKB: number;
  /** From a keydown in the search box to the results list changing, index loaded. */
  readonly keystrokeMedianMs: number;
  readonly keystrokeP90Ms: number;
}

interface ModalFigures {
  /** Each cold open, in run order. */
  readonly coldMs: number[];
  readonly cachedMs: number[];
  readonly transferKB: number;
  readonly keystrokesMs: number[];
}

/** From each keydown in the search box to the next change of the results list, measured inside the page. */
async function keystrokeLatencies(page: Page, query: string): Promise<number[]> {
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').waitFor();
  await page.evaluate(() => {
    const w = window as unknown as {__keys: number[]; __pending: number | null};
    w.__keys = [];
    w.__pending = null;
    window.addEventListener('keydown', () => (w.__pending = performance.now()), {capture: true});
    // Only a change of the results counts: the footer's "See all results for" repeats the query at once.
    // (No named functions in here: tsx would wrap them in a helper the page does not have.)
    const observer = new MutationObserver((records) => {
      if (w.__pending === null || !document.querySelector('.DocSearch-Hit')) return;
      const results = records.some((record) => {
        const element = record.target instanceof Element ? record.target : record.target.parentElement;
        return Boolean(element?.closest('.DocSearch-Dropdown') && !element.closest('.DocSearch-HitsFooter'));
      });
      if (!results) return;
      w.__keys.push(performance.now() - w.__pending);
      w.__pending = null;
    });
    observer.observe(document.querySelector('.DocSearch-Modal')!, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
  // Slower than DocSearch answers, so each key's results come before the next key.
  await page.keyboard.type(query, {delay: 150});
  await page.waitForTimeout(300);
  const latencies = await page.evaluate(() => (window as unknown as {__keys: number[]}).__keys);
  await page.keyboard.press('Escape');
  return latencies;
}

/** From the Ctrl+K keydown to the first hit in the DOM, measured inside a fresh page, and what the first search moved. */
async function modalRun(browser: Browser, baseUrl: string, cpuSlowdown: number) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (cpuSlowdown !== 1) {
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', {rate: cpuSlowdown});
  }
  await page.goto(`${baseUrl}/developers/v3/overview`);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.waitForLoadState('networkidle');
  const timeToHit = async (query: string) => {
    await page.evaluate(() => {
      const w = window as unknown as {__t0?: number; __t1?: number};
      delete w.__t0;
      delete w.__t1;
      // Room for this search's requests: a full buffer drops new entries.
      performance.clearResourceTimings();
      performance.setResourceTimingBufferSize(10_000);
      window.addEventListener('keydown', () => (w.__t0 ??= performance.now()), {capture: true, once: true});
      const observer = new MutationObserver(() => {
        if (document.querySelector('.DocSearch-Hit')) {
          w.__t1 = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document.body, {childList: true, subtree: true});
    });
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill(query);
    await page.locator('.DocSearch-Hit').first().waitFor();
    // What the search moved: every request it started from the keydown until the first hit showed, with
    // headers, as the browser counts it. Requests after that (the shown hits' pages, prefetched as any
    // visible link's are) are navigation, whether or not they finish before this line runs.
    const {elapsed, bytes} = await page.evaluate(() => {
      const w = window as unknown as {__t0: number; __t1: number};
      const moved = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime >= w.__t0 && entry.startTime <= w.__t1)
        .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).transferSize, 0);
      return {elapsed: Math.round(w.__t1 - w.__t0), bytes: moved};
    });
    await page.keyboard.press('Escape');
    return {elapsed, bytes};
  };
  const cold = await timeToHit('vault');
  const cachedMs = (await timeToHit('harvest')).elapsed;
  const keystrokesMs = await keystrokeLatencies(page, TYPED_QUERY);
  await context.close();
  return {coldMs: cold.elapsed, transferKB: +(cold.bytes / 1024).toFixed(1), cachedMs, keystrokesMs};
}

async function modalFigures(browser: Browser, baseUrl: string, cpuSlowdown: number): Promise<ModalFigures> {
  const runs = [];
  for (let run = 0; run < MODAL_RUNS; run += 1) runs.push(await modalRun(browser, baseUrl, cpuSlowdown));
  return {
    coldMs: runs.map((run) => run.coldMs),
    cachedMs: runs.map((run) => run.cachedMs),
    // The same files every run; the first run's count is the figure.
    transferKB: runs[0]!.transferKB,
    keystrokesMs: runs.flatMap((run) => run.keystrokesMs),
  };
}

export async function measureSearch(
  browser: Browser,
  baseUrl: string,
  buildDir: string,
  {cpuSlowdown = 1}: SearchOptions = {},
): Promise<SearchFigures> {
  // Index build time, over the built pages, as the plugin does it.
  const started = performance.now();
  const records = await recordsOfPages(buildDir, readPageList(buildDir), SITE.locale);
  const serialized = JSON.stringify(buildIndex(records));
  const indexBuildMs = performance.now() - started;

  const raw = fs.readFileSync(path.join(buildDir, SEARCH.localIndexPath));
  const gzip = zlib.gzipSync(raw, {level: 9}).length;

  const loaded = loadIndexFromJson(JSON.parse(raw.toString()) as SerializedSearchIndex);
  const latencies: number[] = [];
  for (let round = 0; round < LATENCY_ROUNDS; round += 1) {
    for (const query of QUERIES) {
      const t0 = performance.now();
      searchLocalIndex(loaded, {query, hitsPerPage: SEARCH.hitsPerPage, attributesToSnippet: ['content:10']});
      latencies.push(performance.now() - t0);
    }
  }
  const modal = await modalFigures(browser, baseUrl, cpuSlowdown);
  return {
    cpuSlowdown,
    records: records.length,
    indexRawKB: +(raw.length / 1024).toFixed(1),
    indexGzipKB: +(gzip / 1024).toFixed(1),
    indexBuildMs: Math.round(indexBuildMs),
    rebuiltIndexMatchesBuild: serialized.length === raw.length,
    queryMedianMs: +percentile(latencies, 50).toFixed(2),
    queryP95Ms: +percentile(latencies, 95).toFixed(2),
    firstResultsColdMs: percentile(modal.coldMs, 50),
    firstResultsColdRangeMs: [Math.min(...modal.coldMs), Math.max(...modal.coldMs)],
    firstResultsCachedMs: percentile(modal.cachedMs, 50),
    firstSearchTransferKB: modal.transferKB,
    keystrokeMedianMs: +percentile(modal.keystrokesMs, 50).toFixed(1),
    keystrokeP90Ms: +percentile(modal.keystrokesMs, 90).toFixed(1),
  };
}
