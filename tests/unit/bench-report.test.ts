import {describe, expect, it} from 'vitest';

import type {LighthouseFigures} from '../../scripts/bench/lighthouse';
import {checkBudgets, formatReport, type BenchFigures} from '../../scripts/bench/report';
import {scoresOf, BENCHMARK_CATEGORIES, type BenchmarkResult} from '../../src/search/relevance';

const completed: LighthouseFigures = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 900,
  lcpMs: 1200,
  tbtMs: 100,
  cls: 0,
  failedAudits: [],
  runs: 3,
};

/** A benchmark result whose every category scored the given ranks. */
function result(ranks: (number | null)[]): BenchmarkResult {
  const scores = scoresOf(ranks);
  return {
    all: scores,
    byCategory: Object.fromEntries(BENCHMARK_CATEGORIES.map((category) => [category, scores])) as never,
    outcomes: [],
  };
}

function figures(mobile: LighthouseFigures): BenchFigures {
  const size = {rawKB: 100, gzipKB: 30, files: 2};
  return {
    date: '2026-11-24T00:00:00.000Z',
    build: null,
    templates: [
      {
        template: {name: 'calculator', path: '/contributing/governance/veyfi-calculator', present: true},
        weight: {
          path: '/contributing/governance/veyfi-calculator',
          js: size,
          css: size,
          html: size,
          crossOriginRenderBlocking: 0,
        },
        lighthouse: {mobile, desktop: completed},
      },
    ],
    navigation: {from: '/a', to: '/b', firstMs: 100, medianMs: 60},
    load: [],
    search: {
      cpuSlowdown: 1,
      records: 10,
      indexRawKB: 10,
      indexGzipKB: 3,
      indexBuildMs: 5,
      rebuiltIndexMatchesBuild: true,
      queryMedianMs: 1,
      queryP95Ms: 2,
      firstResultsColdMs: 300,
      firstResultsColdRangeMs: [280, 340],
      firstResultsCachedMs: 30,
      firstSearchTransferKB: 200,
      keystrokeMedianMs: 5,
      keystrokeP90Ms: 9,
    },
    relevance: {site: result([1, 1, 2, null]), pagefind: result([1, 3, null, null]), pagefindFirstQueryKB: 170},
    finder: {firstChainMs: 420, allChainsMs: 1310, chains: 6, positions: 11},
  };
}

describe('bench report', () => {
  it('checks a completed mobile run against the score budgets', () => {
    const checks = checkBudgets(figures(completed));
    expect(checks.find((c) => c.budget === 'calculator mobile performance')).toMatchObject({actual: '95', ok: true});
    expect(checks.find((c) => c.budget === 'calculator mobile CLS')).toMatchObject({actual: '0', ok: true});
    expect(formatReport(figures(completed), [])).toContain(
      '| holder with positions on every chain | 6 | 11 | 420 | 1310 |',
    );
    // Relevance: this site and Pagefind side by side, per category and overall.
    expect(formatReport(figures(completed), [])).toContain('| all | 4 | 0.50 | 0.75 | 0.63 | 0.25 | 0.50 | 0.33 |');
    // The report says how many runs the figures are the median of.
    expect(formatReport(figures(completed), [])).toContain(
      '| calculator | mobile | 95 | 100 | 100 | 100 | 900 | 1200 | 100 | 0 | 3 |',
    );
  });

  it('reports a failed Lighthouse run as failed, not as scores of 0 and NaN metrics', () => {
    const failed: LighthouseFigures = {
      ...completed,
      performance: 0,
      bestPractices: 0,
      fcpMs: NaN,
      lcpMs: NaN,
      tbtMs: NaN,
      cls: NaN,
      runs: 0,
      error: 'NO_FCP',
    };
    const data = figures(failed);
    const checks = checkBudgets(data);
    expect(checks.find((c) => c.budget === 'calculator mobile Lighthouse')).toMatchObject({
      actual: 'failed: NO_FCP',
      ok: false,
    });
    expect(
      checks.some((c) => c.budget === 'calculator mobile performance' || c.budget === 'calculator mobile CLS'),
    ).toBe(false);
    // The desktop run completed and is still checked.
    expect(checks.find((c) => c.budget === 'calculator desktop CLS')).toMatchObject({ok: true});

    const report = formatReport(data, checks);
    expect(report).toContain('| calculator | mobile | run failed: NO_FCP |');
    expect(report).not.toContain('NaN');
  });

  it('checks the address page with its nodes down on its Lighthouse scores, though it has no page weight of its own', () => {
    const data = figures(completed);
    const slow: LighthouseFigures = {...completed, performance: 73, tbtMs: 1250};
    data.templates.push(
      {
        template: {name: 'address page (nodes unreachable)', path: '/a', present: true, rpcUnreachable: true},
        lighthouse: {mobile: slow},
      },
      {template: {name: 'position finder', path: '/b', present: false}, lighthouse: {}},
    );
    const checks = checkBudgets(data);
    expect(checks.find((c) => c.budget === 'address page (nodes unreachable) mobile performance')).toMatchObject({
      actual: '73',
      ok: false,
    });
    expect(checks.some((c) => c.budget.startsWith('address page (nodes unreachable) first-load JS'))).toBe(false);
    expect(checks.some((c) => c.budget.startsWith('position finder'))).toBe(false);
    const report = formatReport(data, checks);
    expect(report).toContain('| address page (nodes unreachable) | /a | as the page above |');
    expect(report).toContain('| position finder | /b | missing from the build |');
  });

  it("prints the explainer's figures as Node's, with median and p90 of the 50-call batch", () => {
    const data = {
      ...figures(completed),
      explain: {runtime: 'Node v20.20.2', calls: 50, runs: 60, indexBuildMs: 1500, medianMs: 41.5, p90Ms: 60.25},
    };
    const report = formatReport(data, checkBudgets(data));
    expect(report).toContain('| transaction explainer | value |');
    const node = 'Node v20.20.2, not a browser: explain a Safe MultiSend batch of 50 calls';
    expect(report).toContain(`| ${node}, median (ms, 60 runs) | 41.5 |`);
    expect(report).toContain(`| ${node}, p90 (ms) | 60.25 |`);
    expect(report).toContain('| Node v20.20.2: build the selector index once (ms) | 1500 |');
    expect(report).not.toContain('Chromium');
    expect(formatReport(figures(completed), [])).not.toContain('transaction explainer');
  });

  it("prints Chromium's figures on the page in the explainer's table, after Node's", () => {
    const data = {
      ...figures(completed),
      explain: {runtime: 'Node v20.20.2', calls: 50, runs: 60, indexBuildMs: 1500, medianMs: 41.5, p90Ms: 60.25},
      explainBrowser: {
        runtime: 'Chromium 131.0.6778.85',
        calls: 50,
        runs: 30,
        firstMs: 420.5,
        medianMs: 35.25,
        p90Ms: 48,
      },
    };
    const report = formatReport(data, checkBudgets(data));
    const section = report.slice(report.indexOf('| transaction explainer | value |'));
    const page = 'Chromium 131.0.6778.85, on the page: explain and render a Safe MultiSend batch of 50 calls';
    expect(section).toContain(`| ${page}, median (ms, 30 runs) | 35.25 |`);
    expect(section).toContain(`| ${page}, p90 (ms) | 48 |`);
    expect(section).toContain(
      '| Chromium 131.0.6778.85, on the page: first explanation, loading the code and the index (ms) | 420.5 |',
    );
    expect(section.indexOf('Node v20.20.2')).toBeLessThan(section.indexOf('Chromium'));
    expect(formatReport({...data, explainBrowser: null}, [])).not.toContain('Chromium');
  });

  it("prints the explainer's selector index sizes when the build has it, and no table when it has not", () => {
    const data = {
      ...figures(completed),
      explainIndex: {publishedRawKB: 360.3, publishedGzipKB: 53.1, fullRawKB: 2177.2, fullGzipKB: 79.3},
    };
    const report = formatReport(data, []);
    expect(report).toContain('| explainer selector index (loaded on first use) | raw kB | gzip kB |');
    expect(report).toContain('| published (compact) | 360.3 | 53.1 |');
    expect(report).toContain('| full index as JSON | 2177.2 | 79.3 |');
    expect(formatReport({...data, explainIndex: null}, [])).not.toContain('explainer selector index');
  });

  it("says when search's browser figures were taken with the CPU slowed, and not otherwise", () => {
    const row = "| Chromium's CPU slowed down (times), for the Ctrl+K and keystroke figures | 2 |";
    const plain = figures(completed);
    const slowed = {...plain, search: {...plain.search, cpuSlowdown: 2}};
    expect(formatReport(slowed, [])).toContain(row);
    expect(formatReport(plain, [])).not.toContain('CPU slowed');
  });
});
