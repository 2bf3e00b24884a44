/**
 * `npm run bench`: builds the site cold, serves it with nginx (the production
 * configuration, with compression) and prints, as Markdown tables: build time
 * and peak memory with the time of each phase, a warm rebuild after one
 * Markdown edit, first-load JS/CSS/HTML per template, Lighthouse mobile and
 * desktop, client-side navigation time, a load test and the search figures,
 * then each budget of src/config/performance.ts with its verdict. Writes the
 * same figures to bench-results/bench.json. Asserts nothing: these machines
 * are noisy, and the figures are for comparing runs.
 *
 * Widget pages read local chains (anvil with stand-in contracts, one node
 * per V3 chain on free ports), so they are measured doing their real work;
 * the address page is measured once more after the nodes are stopped. Every
 * Lighthouse run has a fresh browser (scripts/bench/lighthouse.ts).
 * BENCH_BUILD_DIR picks the output folder (default build-bench);
 * BENCH_SKIP_BUILD=1 reuses it (no build figures, and no chain for the
 * widgets unless BENCH_CHAINS=local, for a `npm run build:test` build, whose
 * widgets read the e2e nodes' ports). BENCH_ONLY=<template>,<template> measures
 * only those templates (names as printed, such as "address page (nodes
 * unreachable)"), BENCH_DEVICES=mobile one device. BENCH_SEARCH_ONLY=1
 * measures search alone (with BENCH_SKIP_BUILD=1, on an existing build): the
 * index and timing figures and the relevance benchmark, this site beside
 * Pagefind (scripts/bench/relevance.ts). The transaction explainer is timed
 * first, in Node, on a 50-call MultiSend batch (scripts/bench/explain.ts),
 * and again on the built page in Chromium (scripts/bench/explainBrowser.ts);
 * BENCH_EXPLAIN_ONLY=1 prints those alone, with no build: the Chromium figure
 * only when BENCH_BUILD_DIR already holds a build. BENCH_SEARCH_CPU_SLOWDOWN=2
 * times search's Ctrl+K and keystroke figures with Chromium's CPU slowed that
 * many times, to see the room left under their targets on a slower machine.
 */
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';

import {chainRpcEnvVar, VAULT_CHAIN_IDS} from '../src/config/chain';
import {EXPLAIN} from '../src/config/explain';
import {BENCH_PAGES} from '../src/config/performance';
import {coldBuild, warmRebuild, type BuildFigures} from './bench/build';
import {measureExplain} from './bench/explain';
import {measureExplainInBrowser, type ExplainBrowserFigures} from './bench/explainBrowser';
import {LighthouseRunner} from './bench/lighthouse';
import {loadTest} from './bench/load';
import {measureNavigation} from './bench/navigation';
import {measureExplainIndex} from './bench/explainIndex';
import {measureFinder, type FinderFigures} from './bench/positions';
import {measurePageWeight} from './bench/pageWeight';
import {
  checkBudgets,
  explainSection,
  formatReport,
  searchSections,
  type BenchFigures,
  type TemplateFigures,
} from './bench/report';
import {measureRelevance, relevanceMisses} from './bench/relevance';
import {measureSearch} from './bench/search';
import {benchTemplates} from './bench/templates';
import {mainBundlePath} from './support/buildFiles';
import {FakeDataServices} from './support/fakeDataServices';
import {programFinder, STAND_IN_SERVICES, standInsOnEveryChain} from './support/finderStandIns';
import {LocalChain} from './support/localChain';
import {LOCAL_CHAIN, localPort} from './support/localNodes';
import {freePort, startNginx} from './support/nginx';
import {systemToolPath} from '../src/config/systemTools';

const ROOT = process.cwd();
const BUILD = path.resolve(ROOT, process.env.BENCH_BUILD_DIR ?? 'build-bench');
const SKIP_BUILD = process.env.BENCH_SKIP_BUILD === '1';
const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const FORM_FACTORS = (['mobile', 'desktop'] as const).filter(
  (device) => !process.env.BENCH_DEVICES || process.env.BENCH_DEVICES.split(',').includes(device),
);
const ONLY = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const LOCAL_CHAINS = SKIP_BUILD && process.env.BENCH_CHAINS === 'local';
const SEARCH_ONLY = process.env.BENCH_SEARCH_ONLY === '1';
const EXPLAIN_ONLY = process.env.BENCH_EXPLAIN_ONLY === '1';
const SEARCH_OPTIONS = {cpuSlowdown: cpuSlowdown(process.env.BENCH_SEARCH_CPU_SLOWDOWN)};

/** BENCH_SEARCH_CPU_SLOWDOWN: a number from 1 (the default, not slowed) up. */
function cpuSlowdown(value: string | undefined): number {
  if (value === undefined || value === '') return 1;
  const rate = Number(value);
  if (!Number.isFinite(rate) || rate < 1) {
    throw new Error(`BENCH_SEARCH_CPU_SLOWDOWN must be a number of at least 1 (times slower), not "${value}"`);
  }
  return rate;
}

function log(message: string) {
  console.log(`[bench] ${message}`);
}

async function main() {
  const chains: LocalChain[] = [];
  const rpcEnv: Record<string, string> = {};
  let services: FakeDataServices | null = null;
  if (SEARCH_ONLY) return benchSearch();
  // Before the build and the nodes start, so nothing else competes for the CPU.
  log('transaction explainer (Node)');
  const explain = measureExplain(ROOT);
  if (EXPLAIN_ONLY) return benchExplain(explain);
  if (!SKIP_BUILD || LOCAL_CHAINS) {
    // The position finder's holder has a position on every chain; its data services answer on loopback.
    const finderVaults = standInsOnEveryChain(VAULT_CHAIN_IDS);
    for (const chainId of VAULT_CHAIN_IDS) {
      const port = LOCAL_CHAINS ? localPort(chainId) : await freePort();
      const node = await LocalChain.start(port, chainId);
      await programFinder(node, [], finderVaults);
      chains.push(node);
      rpcEnv[chainId === 1 ? 'YEARN_RPC_URL' : chainRpcEnvVar(chainId)] = `http://127.0.0.1:${port}`;
    }
    const [dataPort, pricePort] = LOCAL_CHAINS
      ? [LOCAL_CHAIN.dataApiPort, LOCAL_CHAIN.priceApiPort]
      : [await freePort(), await freePort()];
    services = await FakeDataServices.start(STAND_IN_SERVICES, dataPort, pricePort);
    rpcEnv.YEARN_DATA_API_URL = `http://127.0.0.1:${dataPort}`;
    rpcEnv.YEARN_PRICE_API_URL = `http://127.0.0.1:${pricePort}`;
  }
  let nginx: Awaited<ReturnType<typeof startNginx>> | null = null;
  try {
    let build: BuildFigures | null = null;
    let warm: BuildFigures | null = null;
    if (!SKIP_BUILD) {
      log(`cold build into ${path.relative(ROOT, BUILD)} ...`);
      build = await coldBuild(ROOT, BUILD, {...process.env, ...rpcEnv});
      log(`warm rebuild after an edit of ${BENCH_PAGES.warmRebuildEdit} ...`);
      warm = await warmRebuild(ROOT, BUILD, {...process.env, ...rpcEnv}, BENCH_PAGES.warmRebuildEdit);
    }
    nginx = await startNginx(BUILD);
    const {baseUrl} = nginx;
    const browser = await chromium.launch({executablePath: systemToolPath('chromium'), args: BROWSER_ARGS});

    const templates: TemplateFigures[] = [];
    for (const template of benchTemplates(BUILD).filter((t) => !ONLY || ONLY.includes(t.name))) {
      if (!template.present) log(`${template.name}: ${template.path} is not in this build; skipped`);
      else if (!template.rpcUnreachable) log(`page weight ${template.path}`);
      templates.push({
        template,
        // The same page as the address page with its nodes up: it loads the same files.
        weight:
          template.present && !template.rpcUnreachable
            ? await measurePageWeight(browser, baseUrl, BUILD, template.path)
            : undefined,
        lighthouse: {},
      });
    }
    log('client-side navigation');
    const navigation = await measureNavigation(browser, baseUrl, BENCH_PAGES.navigationFrom, BENCH_PAGES.navigationTo);
    log('search');
    const search = await measureSearch(browser, baseUrl, BUILD, SEARCH_OPTIONS);
    log('search relevance (this site and Pagefind)');
    const relevance = await measureRelevance(ROOT, BUILD);
    let finder: FinderFigures | null = null;
    if (chains.length > 0) {
      log('position finder');
      finder = await measureFinder(browser, baseUrl, VAULT_CHAIN_IDS.length);
    }
    log('transaction explainer (Chromium, on the page)');
    const explainBrowser = await measureExplainInBrowser(browser, baseUrl);
    await browser.close();

    const lighthouse = await LighthouseRunner.start();
    log(`Lighthouse: ${lighthouse.mode}`);
    if (chains.length === 0) log('no chain nodes: every widget page is measured with its RPC unreachable');
    try {
      const measured = templates.filter((t) => t.template.present);
      // Nodes up first; then the nodes stop and the pages measured unreachable run.
      for (const unreachable of [false, true]) {
        if (unreachable) for (const node of chains.splice(0)) await node.stop();
        for (const entry of measured.filter((t) => Boolean(t.template.rpcUnreachable) === unreachable)) {
          for (const formFactor of FORM_FACTORS) {
            log(`Lighthouse ${formFactor} ${entry.template.name} ${entry.template.path}`);
            entry.lighthouse[formFactor] = await lighthouse.run(`${baseUrl}${entry.template.path}`, formFactor);
          }
        }
      }
    } finally {
      await lighthouse.stop();
    }

    log('load test');
    const load = [
      await loadTest(`${baseUrl}${BENCH_PAGES.navigationFrom}`),
      await loadTest(`${baseUrl}${mainBundlePath(BUILD)}`),
    ];

    const figures: BenchFigures = {
      date: new Date().toISOString(),
      build,
      warmRebuild: warm,
      templates,
      navigation,
      load,
      search,
      relevance,
      finder,
      explain,
      explainBrowser,
      explainIndex: measureExplainIndex(ROOT, BUILD),
    };
    const checks = checkBudgets(figures);
    console.log(`\n${formatReport(figures, checks)}`);
    fs.mkdirSync(path.join(ROOT, 'bench-results'), {recursive: true});
    fs.writeFileSync(
      path.join(ROOT, 'bench-results/bench.json'),
      `${JSON.stringify({...figures, budgets: checks}, null, 2)}\n`,
    );
    console.log('\nWritten to bench-results/bench.json');
  } finally {
    await nginx?.stop();
    await services?.stop();
    for (const node of chains) await node.stop();
  }
}

/** BENCH_EXPLAIN_ONLY: Node's figures, and Chromium's on the page when a build is there to serve. */
async function benchExplain(explain: ReturnType<typeof measureExplain>) {
  let browserFigures: ExplainBrowserFigures | null = null;
  if (fs.existsSync(path.join(BUILD, EXPLAIN.pagePath, 'index.html'))) {
    const nginx = await startNginx(BUILD);
    try {
      const browser = await chromium.launch({executablePath: systemToolPath('chromium'), args: BROWSER_ARGS});
      log('transaction explainer (Chromium, on the page)');
      browserFigures = await measureExplainInBrowser(browser, nginx.baseUrl);
      await browser.close();
    } finally {
      await nginx.stop();
    }
  } else log(`no build of ${EXPLAIN.pagePath} in ${path.relative(ROOT, BUILD)}: Node's figures only`);
  console.log(`\n${explainSection(explain, browserFigures)}`);
}

/** BENCH_SEARCH_ONLY: the search figures and relevance of an existing build. */
async function benchSearch() {
  if (!SKIP_BUILD) {
    log(`cold build into ${path.relative(ROOT, BUILD)} ...`);
    await coldBuild(ROOT, BUILD, process.env);
  }
  const nginx = await startNginx(BUILD);
  try {
    const browser = await chromium.launch({executablePath: systemToolPath('chromium'), args: BROWSER_ARGS});
    log('search');
    const search = await measureSearch(browser, nginx.baseUrl, BUILD, SEARCH_OPTIONS);
    await browser.close();
    log('search relevance (this site and Pagefind)');
    const relevance = await measureRelevance(ROOT, BUILD);
    console.log(`\n${searchSections(search, relevance).join('\n\n')}`);
    console.log(`\nQueries this site misses at rank 1:\n${relevanceMisses(relevance.site).join('\n')}`);
    fs.mkdirSync(path.join(ROOT, 'bench-results'), {recursive: true});
    fs.writeFileSync(
      path.join(ROOT, 'bench-results/bench-search.json'),
      `${JSON.stringify({date: new Date().toISOString(), search, relevance}, null, 2)}\n`,
    );
  } finally {
    await nginx.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
