import {describe, expect, it} from 'vitest';

import {parseBuildPhases} from '../../scripts/bench/buildPhases';
import {checkBudgets, formatReport, type BenchFigures} from '../../scripts/bench/report';

// As Docusaurus prints its perf log (colours included) and our plugins their summaries.
const yellow = (text: string) => `\u001b[33m${text}\u001b[39m`;
const OUTPUT = [
  `${yellow('[PERF]')} Get locales to build - 1.28 seconds! - (Heap 41mb -> 102mb / Total 160mb)`,
  `${yellow('[PERF]')} Build > en > Load site > Load plugins > Load plugins content > Load docs@docs-developers > loadContent() - ${yellow('812.40 ms')} - (Heap 200mb -> 300mb / Total 400mb)`,
  `${yellow('[PERF]')} Build > en > Load site > Load plugins > Load plugins content > Load docs@docs-partners > loadContent() - 95.10 ms - (Heap 1mb -> 2mb / Total 3mb)`,
  `${yellow('[PERF]')} Build > en > Load site - \u001b[31m6.50 seconds!\u001b[39m - (Heap 100mb -> 500mb / Total 900mb)`,
  '[search-index] 3595 records, 1303 kB, 2629 ms',
  `${yellow('[PERF]')} Build > en > Bundling with Rspack - 21.30 seconds! - (Heap 500mb -> 600mb / Total 900mb)`,
  '[mdx-compile] docs-developers, contract reference (generated): 216 pages, 12400 ms',
  '[mdx-compile] docs-developers: 71 pages, 3100 ms',
  `${yellow('[PERF]')} Build > en > SSG > Thread pool - 7.00 seconds! - (Heap 1mb -> 2mb / Total 3mb)`,
  `${yellow('[PERF]')} Build > en > SSG - 8.25 seconds! - (Heap 600mb -> 700mb / Total 900mb)`,
  '[hosting] CSP with 3 inline script hashes; 756 .gz files (28.0 MB saved), 3113 ms',
  `${yellow('[PERF]')} Build > en > postBuild() - 4.02 seconds! - (Heap 1mb -> 2mb / Total 3mb)`,
  '[SUCCESS] Generated static files in "build".',
].join('\n');

describe('build phases', () => {
  it("reads the phases from the perf log and our plugins' summaries, the docs instances by the slowest", () => {
    expect(parseBuildPhases(OUTPUT)).toEqual([
      {phase: 'config', seconds: 1.3},
      {phase: 'load site (plugins, Markdown content)', seconds: 6.5},
      {phase: 'docs content, slowest instance (Markdown files, last-update dates)', seconds: 0.8},
      {phase: 'bundling (client and server, Rspack)', seconds: 21.3},
      {phase: 'MDX compilation, every docs page (inside bundling)', seconds: 15.5},
      {phase: 'MDX compilation: docs-developers, contract reference (generated) (216 pages)', seconds: 12.4},
      {phase: 'MDX compilation: docs-developers (71 pages)', seconds: 3.1},
      {phase: 'static rendering (SSG)', seconds: 8.3},
      {phase: 'postBuild of every plugin', seconds: 4},
      {phase: 'plugin search-index', seconds: 2.6},
      {phase: 'plugin hosting', seconds: 3.1},
    ]);
  });

  it('finds nothing in output without a perf log', () => {
    expect(parseBuildPhases('[INFO] [en] Creating an optimized production build...\n[SUCCESS] done')).toEqual([]);
  });

  it('prints the phases and checks the build against the time and memory budgets', () => {
    const figures: BenchFigures = {
      date: '2026-11-25T00:00:00.000Z',
      build: {wallSeconds: 41.2, peakMemoryMB: 1800, phases: parseBuildPhases(OUTPUT)},
      templates: [],
      finder: null,
      navigation: {from: '/a', to: '/b', firstMs: 1, medianMs: 1},
      load: [],
      search: {
        cpuSlowdown: 1,
        records: 1,
        indexRawKB: 1,
        indexGzipKB: 1,
        indexBuildMs: 1,
        rebuiltIndexMatchesBuild: true,
        queryMedianMs: 1,
        queryP95Ms: 1,
        firstResultsColdMs: 1,
        firstResultsColdRangeMs: [1, 1],
        firstResultsCachedMs: 1,
        firstSearchTransferKB: 200,
        keystrokeMedianMs: 5,
        keystrokeP90Ms: 9,
      },
    };
    const checks = checkBudgets(figures);
    expect(checks.find((c) => c.budget === 'cold build (s)')).toMatchObject({actual: '41.2', ok: false});
    expect(checks.find((c) => c.budget === 'cold build peak memory (MB)')).toMatchObject({actual: '1800', ok: true});
    const report = formatReport(figures, checks);
    expect(report).toContain('| bundling (client and server, Rspack) | 21.3 |');
    expect(report).toContain('| wall time (s) | 41.2 | 38 | 1.08x |');
  });

  it('prints the warm rebuild beside the cold build, phase by phase', () => {
    const cold = parseBuildPhases(OUTPUT);
    const warm = parseBuildPhases(
      OUTPUT.replace('Bundling with Rspack - 21.30 seconds!', 'Bundling with Rspack - 18.00 seconds!'),
    );
    const figures: BenchFigures = {
      date: '2026-11-25T00:00:00.000Z',
      build: {wallSeconds: 41.2, peakMemoryMB: 1800, phases: cold},
      warmRebuild: {wallSeconds: 35.5, peakMemoryMB: 1700, phases: warm},
      templates: [],
      finder: null,
      navigation: {from: '/a', to: '/b', firstMs: 1, medianMs: 1},
      load: [],
      search: {
        cpuSlowdown: 1,
        records: 1,
        indexRawKB: 1,
        indexGzipKB: 1,
        indexBuildMs: 1,
        rebuiltIndexMatchesBuild: true,
        queryMedianMs: 1,
        queryP95Ms: 1,
        firstResultsColdMs: 1,
        firstResultsColdRangeMs: [1, 1],
        firstResultsCachedMs: 1,
        firstSearchTransferKB: 200,
        keystrokeMedianMs: 5,
        keystrokeP90Ms: 9,
      },
    };
    const report = formatReport(figures, checkBudgets(figures));
    expect(report).toContain('| build phase | cold (s) | warm rebuild (s) |');
    expect(report).toContain('| bundling (client and server, Rspack) | 21.3 | 18 |');
    expect(report).toContain('| warm rebuild after one Markdown edit | value |');
    expect(report).toContain('| wall time (s) | 35.5 |');
  });
});
