/** Prints the bench figures as Markdown tables, with each budget's verdict. */
import {BUDGETS, PREVIOUS_SITE} from '../../src/config/performance';
import type {BuildFigures} from './build';
import type {ExplainFigures} from './explain';
import type {ExplainBrowserFigures} from './explainBrowser';
import {explainIndexRows, type ExplainIndexFigures} from './explainIndex';
import type {FormFactor, LighthouseFigures} from './lighthouse';
import type {LoadFigures} from './load';
import type {NavigationFigures} from './navigation';
import type {FinderFigures} from './positions';
import type {PageWeight} from './pageWeight';
import {relevanceTable, type RelevanceFigures} from './relevance';
import {SEARCH_TARGETS, type SearchFigures} from './search';
import type {Template} from './templates';

export interface TemplateFigures {
  readonly template: Template;
  readonly weight?: PageWeight;
  readonly lighthouse: Partial<Record<FormFactor, LighthouseFigures>>;
}

export interface BenchFigures {
  readonly date: string;
  readonly build: BuildFigures | null;
  /** The production build again after a one-line Markdown edit, with the caches the cold build left. */
  readonly warmRebuild?: BuildFigures | null;
  readonly templates: TemplateFigures[];
  readonly navigation: NavigationFigures;
  readonly load: LoadFigures[];
  readonly search: SearchFigures;
  /** The relevance benchmark, this site and Pagefind over the same pages. */
  readonly relevance?: RelevanceFigures;
  /** The position finder with a holder on every chain; null when the build has no chain nodes (BENCH_SKIP_BUILD). */
  readonly finder: FinderFigures | null;
  /** The transaction explainer on a 50-call MultiSend batch, in Node. */
  readonly explain?: ExplainFigures;
  /** The same batch explained and rendered on the built page in Chromium; absent from older runs and without a build. */
  readonly explainBrowser?: ExplainBrowserFigures | null;
  /** The explainer's published selector index; absent from runs before it, null when the build lacks it. */
  readonly explainIndex?: ExplainIndexFigures | null;
}

export interface BudgetCheck {
  readonly budget: string;
  readonly target: string;
  readonly actual: string;
  readonly ok: boolean;
}

/** Ours over the previous docs' figure, e.g. "0.31x". */
const ratio = (ours: number, previous: number) => `${(ours / previous).toFixed(2)}x`;

const table = (header: string[], rows: (string | number)[][]) =>
  [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');

export function checkBudgets(figures: BenchFigures): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  const add = (budget: string, target: string, actual: number | string, ok: boolean) =>
    checks.push({budget, target, actual: String(actual), ok});
  if (figures.build) {
    add(
      'cold build (s)',
      `<= ${BUDGETS.coldBuildSeconds}`,
      figures.build.wallSeconds,
      figures.build.wallSeconds <= BUDGETS.coldBuildSeconds,
    );
    add(
      'cold build peak memory (MB)',
      `<= ${BUDGETS.coldBuildPeakMemoryMB}`,
      figures.build.peakMemoryMB,
      figures.build.peakMemoryMB <= BUDGETS.coldBuildPeakMemoryMB,
    );
  }
  for (const {template, weight, lighthouse} of figures.templates) {
    if (!template.present) continue;
    // The address page with its nodes down has no weight of its own: it loads the same files.
    if (weight && template.name === 'home')
      add(
        'home first-load JS (kB gzip)',
        `<= ${BUDGETS.homeJsGzipKB}`,
        weight.js.gzipKB,
        weight.js.gzipKB <= BUDGETS.homeJsGzipKB,
      );
    else if (weight)
      add(
        `${template.name} first-load JS (kB gzip)`,
        `<= ${BUDGETS.docJsGzipKB}`,
        weight.js.gzipKB,
        weight.js.gzipKB <= BUDGETS.docJsGzipKB,
      );
    if (weight)
      add(
        `${template.name} cross-origin render-blocking`,
        `= ${BUDGETS.crossOriginRenderBlocking}`,
        weight.crossOriginRenderBlocking,
        weight.crossOriginRenderBlocking === BUDGETS.crossOriginRenderBlocking,
      );
    const mobile = lighthouse.mobile;
    if (mobile?.error) add(`${template.name} mobile Lighthouse`, 'a completed run', `failed: ${mobile.error}`, false);
    else if (mobile) {
      add(
        `${template.name} mobile performance`,
        `>= ${BUDGETS.mobilePerformance}`,
        mobile.performance,
        mobile.performance >= BUDGETS.mobilePerformance,
      );
      add(
        `${template.name} mobile a11y / best practices / SEO`,
        `= ${BUDGETS.mobileAccessibility}`,
        `${mobile.accessibility} / ${mobile.bestPractices} / ${mobile.seo}`,
        mobile.accessibility >= BUDGETS.mobileAccessibility &&
          mobile.bestPractices >= BUDGETS.mobileBestPractices &&
          mobile.seo >= BUDGETS.mobileSeo,
      );
    }
    for (const [formFactor, result] of Object.entries(lighthouse)) {
      if (result.error) continue;
      add(
        `${template.name} ${formFactor} CLS`,
        `= ${BUDGETS.cumulativeLayoutShift}`,
        result.cls,
        result.cls <= BUDGETS.cumulativeLayoutShift,
      );
    }
  }
  for (const run of figures.load)
    add(`load ${run.url} errors`, `= ${BUDGETS.loadErrors}`, run.errors, run.errors === BUDGETS.loadErrors);
  return checks;
}

export function formatReport(figures: BenchFigures, checks: BudgetCheck[]): string {
  const sections: string[] = [];
  if (figures.build) {
    const {wallSeconds, peakMemoryMB, phases} = figures.build;
    sections.push(
      table(
        ['production build', 'value', 'previous Yearn docs', 'ratio'],
        [
          [
            'wall time (s)',
            wallSeconds,
            PREVIOUS_SITE.coldBuildSeconds,
            ratio(wallSeconds, PREVIOUS_SITE.coldBuildSeconds),
          ],
          [
            'peak memory, process tree (MB)',
            peakMemoryMB,
            PREVIOUS_SITE.coldBuildPeakMemoryMB,
            ratio(peakMemoryMB, PREVIOUS_SITE.coldBuildPeakMemoryMB),
          ],
        ],
      ),
    );
    // Phases overlap (plugins run inside "load site" and "postBuild", MDX inside bundling), so they do not add up
    // to the wall time.
    const warmPhases = new Map((figures.warmRebuild?.phases ?? []).map(({phase, seconds}) => [phase, seconds]));
    if (phases.length)
      sections.push(
        table(
          figures.warmRebuild ? ['build phase', 'cold (s)', 'warm rebuild (s)'] : ['build phase', 'seconds'],
          phases.map(({phase, seconds}) =>
            figures.warmRebuild ? [phase, seconds, warmPhases.get(phase) ?? ''] : [phase, seconds],
          ),
        ),
      );
  }
  if (figures.warmRebuild)
    sections.push(
      table(
        ['warm rebuild after one Markdown edit', 'value'],
        [
          ['wall time (s)', figures.warmRebuild.wallSeconds],
          ['peak memory, process tree (MB)', figures.warmRebuild.peakMemoryMB],
        ],
      ),
    );

  sections.push(
    table(
      [
        'template',
        'path',
        'JS raw kB',
        'JS gzip kB',
        `JS vs previous docs (${PREVIOUS_SITE.docJsGzipKB} kB)`,
        'CSS raw kB',
        'CSS gzip kB',
        'HTML raw kB',
        'HTML gzip kB',
      ],
      figures.templates.map(({template, weight}) =>
        weight
          ? [
              template.name,
              template.path,
              weight.js.rawKB,
              weight.js.gzipKB,
              ratio(weight.js.gzipKB, PREVIOUS_SITE.docJsGzipKB),
              weight.css.rawKB,
              weight.css.gzipKB,
              weight.html.rawKB,
              weight.html.gzipKB,
            ]
          : [
              template.name,
              template.path,
              template.present ? 'as the page above' : 'missing from the build',
              '',
              '',
              '',
              '',
              '',
              '',
            ],
      ),
    ),
  );

  const lighthouseRows = figures.templates.flatMap(({template, lighthouse}) =>
    Object.entries(lighthouse).map(([formFactor, r]) =>
      r.error
        ? [template.name, formFactor, `run failed: ${r.error}`, '', '', '', '', '', '', '', '']
        : [
            template.name,
            formFactor,
            r.performance,
            r.accessibility,
            r.bestPractices,
            r.seo,
            r.fcpMs,
            r.lcpMs,
            r.tbtMs,
            r.cls,
            r.runs,
          ],
    ),
  );
  sections.push(
    table(
      ['template', 'device', 'perf', 'a11y', 'best pr.', 'SEO', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'median of runs'],
      lighthouseRows,
    ),
  );
  const failed = figures.templates.flatMap(({template, lighthouse}) =>
    Object.entries(lighthouse)
      .filter(([, r]) => r.failedAudits.length > 0)
      .map(([formFactor, r]) => `${template.name} ${formFactor}: ${r.failedAudits.join(', ')}`),
  );
  if (failed.length > 0) sections.push(`Failed Lighthouse audits:\n${failed.map((line) => `- ${line}`).join('\n')}`);

  const n = figures.navigation;
  sections.push(
    table(['client-side navigation', 'first ms', 'median ms'], [[`${n.from} -> ${n.to}`, n.firstMs, n.medianMs]]),
  );
  const f = figures.finder;
  if (f)
    sections.push(
      table(
        ['position finder (local nodes, fresh context)', 'chains', 'positions', 'first chain ms', 'all chains ms'],
        [['holder with positions on every chain', f.chains, f.positions, f.firstChainMs, f.allChainsMs]],
      ),
    );
  if (figures.explain) sections.push(explainSection(figures.explain, figures.explainBrowser));
  if (figures.explainIndex)
    sections.push(
      table(
        ['explainer selector index (loaded on first use)', 'raw kB', 'gzip kB'],
        explainIndexRows(figures.explainIndex),
      ),
    );
  sections.push(
    table(
      ['load test (autocannon, loopback, nginx)', 'req/s', 'p99 ms', 'requests', 'errors'],
      figures.load.map((r) => [r.url, r.requestsPerSecond, r.p99LatencyMs, r.requests, r.errors]),
    ),
  );

  sections.push(...searchSections(figures.search, figures.relevance));
  sections.push(
    table(
      ['budget', 'target', 'actual', 'met'],
      checks.map((c) => [c.budget, c.target, c.actual, c.ok ? 'yes' : 'NO']),
    ),
  );
  return sections.join('\n\n');
}

/**
 * The explainer's table: Node's figures (the decode alone, which a browser's
 * may not match) and, when a build was served, Chromium's on the page
 * (decode plus render, what the reader waits for).
 */
export function explainSection(e: ExplainFigures, browser?: ExplainBrowserFigures | null): string {
  const batch = `a Safe MultiSend batch of ${e.calls} calls`;
  const rows: (string | number)[][] = [
    [`${e.runtime}, not a browser: explain ${batch}, median (ms, ${e.runs} runs)`, e.medianMs],
    [`${e.runtime}, not a browser: explain ${batch}, p90 (ms)`, e.p90Ms],
    [`${e.runtime}: build the selector index once (ms)`, e.indexBuildMs],
  ];
  if (browser) {
    const inPage = `${browser.runtime}, on the page: explain and render ${batch}`;
    rows.push(
      [`${inPage}, median (ms, ${browser.runs} runs)`, browser.medianMs],
      [`${inPage}, p90 (ms)`, browser.p90Ms],
      [`${browser.runtime}, on the page: first explanation, loading the code and the index (ms)`, browser.firstMs],
    );
  }
  return table(['transaction explainer', 'value'], rows);
}

/** The search tables: index and speed figures, then relevance side by side with Pagefind. */
export function searchSections(s: SearchFigures, relevance?: RelevanceFigures): string[] {
  const ranking = relevance && relevanceTable(relevance);
  return [
    table(
      ['search figure', 'value', 'target'],
      [
        ...(s.cpuSlowdown === 1
          ? []
          : [["Chromium's CPU slowed down (times), for the Ctrl+K and keystroke figures", s.cpuSlowdown, '']]),
        ['records', s.records, ''],
        ['index size raw (kB)', s.indexRawKB, ''],
        ['index size gzip (kB)', s.indexGzipKB, `< ${SEARCH_TARGETS.indexGzipKB}`],
        ['index build (ms)', s.indexBuildMs, ''],
        ['query median (ms, V8)', s.queryMedianMs, ''],
        ['query p95 (ms, V8)', s.queryP95Ms, `< ${SEARCH_TARGETS.queryP95Ms}`],
        [
          'Ctrl+K to first hit, index cold (ms, loopback; median of the runs)',
          s.firstResultsColdMs,
          `<= ${SEARCH_TARGETS.firstResultsColdMs}`,
        ],
        ['Ctrl+K to first hit, index cold: fastest to slowest run (ms)', s.firstResultsColdRangeMs.join(' to '), ''],
        [
          'Ctrl+K to first hit, index cached (ms, median)',
          s.firstResultsCachedMs,
          `< ${SEARCH_TARGETS.firstResultsCachedMs}`,
        ],
        [
          'first search transfer, all files (kB, encoded)',
          s.firstSearchTransferKB,
          `<= ${SEARCH_TARGETS.firstSearchTransferKB}`,
        ],
        ['keystroke to updated results, median (ms)', s.keystrokeMedianMs, ''],
        ['keystroke to updated results, p90 (ms)', s.keystrokeP90Ms, `<= ${SEARCH_TARGETS.keystrokeP90Ms}`],
        ...(relevance ? [["Pagefind's first query moves (kB)", relevance.pagefindFirstQueryKB, '']] : []),
      ],
    ),
    ...(ranking ? [table(ranking.header, ranking.rows)] : []),
  ];
}
