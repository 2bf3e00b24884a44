/**
 * `npm run bench`: prints figures, asserts nothing (these machines are noisy).
 * Search figures for now: index size, records, build time, query latency and
 * time to first results in Chromium. Writes bench-results/bench.json too.
 *
 * Uses the existing build/ when there is one; `npm run build` first for fresh figures.
 */
import {spawn, execSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {chromium} from '@playwright/test';

import {DOCS_AREAS} from '../src/config/areas';
import {SEARCH} from '../src/config/search';
import {buildIndex} from '../src/search/buildIndex';
import {extractRecords} from '../src/search/extractRecords';
import {loadIndexFromJson, searchLocalIndex} from '../src/search/localClient';
import type {SearchRecord, SerializedSearchIndex} from '../src/search/types';

const ROOT = process.cwd();
const BUILD = path.resolve(ROOT, process.env.BENCH_BUILD_DIR ?? 'build');
const PORT = 4390;
const BROWSER_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** Realistic queries, with prefixes and typos, as readers type them. */
const QUERIES = ['vault', 'deposit', 'vualt', 'strat', 'harvest report', 'veYFI boost', 'price per share', 'yvUSDC', 'emergency shutdown', 'protocol fee', 'ERC-4626 redeem', 'max loss', 'yETH', 'governance proposal', 'role manager', 'tokenized strategy', 'APY', 'multisig', 'withdraw queue', 'debt allocator'];

const TARGETS = {indexGzipKB: 300, queryP95Ms: 10, firstResultsCachedMs: 150};

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? htmlFiles(full) : entry.name === 'index.html' ? [full] : [];
  });
}

async function main() {
  if (!fs.existsSync(path.join(BUILD, SEARCH.localIndexPath))) {
    console.log('No build found: running `npm run build` ...');
    execSync('npm run build', {stdio: 'inherit'});
  }

  // Index build time, over the built pages, as the plugin does it.
  const started = performance.now();
  const records: SearchRecord[] = [];
  for (const area of DOCS_AREAS) {
    for (const file of htmlFiles(path.join(BUILD, area.routeBasePath))) {
      const url = `/${path.relative(BUILD, path.dirname(file)).split(path.sep).join('/')}`;
      records.push(...extractRecords(fs.readFileSync(file, 'utf8'), {url, lvl0: area.label, language: 'en', docusaurusTag: area.id}));
    }
  }
  const serialized = JSON.stringify(buildIndex(records));
  const indexBuildMs = performance.now() - started;

  const raw = fs.readFileSync(path.join(BUILD, SEARCH.localIndexPath));
  const gzip = zlib.gzipSync(raw, {level: 9}).length;

  // Query latency on the same code the browser runs (V8 in Node).
  const loaded = loadIndexFromJson(JSON.parse(raw.toString()) as SerializedSearchIndex);
  const latencies: number[] = [];
  for (let round = 0; round < 5; round += 1) {
    for (const query of QUERIES) {
      const t0 = performance.now();
      searchLocalIndex(loaded, {query, hitsPerPage: SEARCH.hitsPerPage, attributesToSnippet: ['content:10']});
      latencies.push(performance.now() - t0);
    }
  }

  // Time from Ctrl+K to the first rendered hit, in Chromium.
  const server = spawn('npx', ['docusaurus', 'serve', '--dir', BUILD, '--host', '127.0.0.1', '--port', String(PORT), '--no-open'], {stdio: 'ignore', detached: true});
  let firstOpenMs = NaN;
  let cachedOpenMs = NaN;
  try {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const ok = await fetch(`http://127.0.0.1:${PORT}/`).then((response) => response.ok, () => false);
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: BROWSER_ARGS});
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${PORT}/developers/v3/overview`);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    // Measured inside the page: from the Ctrl+K keydown to the first hit in the DOM.
    const timeToHit = async (query: string) => {
      await page.evaluate(() => {
        const w = window as unknown as {__t0?: number; __t1?: number};
        delete w.__t0;
        delete w.__t1;
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
      const elapsed = await page.evaluate(() => {
        const w = window as unknown as {__t0: number; __t1: number};
        return Math.round(w.__t1 - w.__t0);
      });
      await page.keyboard.press('Escape');
      return elapsed;
    };
    firstOpenMs = await timeToHit('vault');
    cachedOpenMs = await timeToHit('harvest');
    await browser.close();
  } finally {
    if (server.pid) process.kill(-server.pid);
  }

  const figures = {
    date: new Date().toISOString(),
    search: {
      records: records.length,
      indexRawKB: +(raw.length / 1024).toFixed(1),
      indexGzipKB: +(gzip / 1024).toFixed(1),
      indexBuildMs: Math.round(indexBuildMs),
      rebuiltIndexMatchesBuild: serialized.length === raw.length,
      queryMedianMs: +percentile(latencies, 50).toFixed(2),
      queryP95Ms: +percentile(latencies, 95).toFixed(2),
      firstResultsColdMs: firstOpenMs,
      firstResultsCachedMs: cachedOpenMs,
    },
  };
  const s = figures.search;
  const row = (name: string, value: number | string, target = '') => `| ${name.padEnd(38)} | ${String(value).padStart(9)} | ${target.padEnd(10)} |`;
  console.log(['', '| search figure                          |     value | target     |', '| --- | ---: | --- |',
    row('records', s.records),
    row('index size raw (kB)', s.indexRawKB),
    row('index size gzip (kB)', s.indexGzipKB, `< ${TARGETS.indexGzipKB}`),
    row('index build (ms)', s.indexBuildMs),
    row('query median (ms, V8)', s.queryMedianMs),
    row('query p95 (ms, V8)', s.queryP95Ms, `< ${TARGETS.queryP95Ms}`),
    row('Ctrl+K to first hit, index cold (ms)', s.firstResultsColdMs),
    row('Ctrl+K to first hit, index cached (ms)', s.firstResultsCachedMs, `< ${TARGETS.firstResultsCachedMs}`),
  ].join('\n'));
  fs.mkdirSync(path.join(ROOT, 'bench-results'), {recursive: true});
  fs.writeFileSync(path.join(ROOT, 'bench-results/bench.json'), `${JSON.stringify(figures, null, 2)}\n`);
  console.log('\nWritten to bench-results/bench.json');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
