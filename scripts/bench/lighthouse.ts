/**
 * Lighthouse 12.8.2 in Debian's Chromium (chrome-launcher starts it; nothing
 * downloads a browser), mobile (Lighthouse's default: Moto G Power, slow 4G
 * simulated) and desktop, against the site served by nginx with compression.
 * Each page is run several times and the median run is reported
 * (BENCH_LIGHTHOUSE in src/config/performance.ts).
 *
 * Every run starts its own Chromium with an empty profile, as a first-time
 * visitor arrives, so no run inherits processes, compiled code or caches from
 * an earlier page. BENCH_LIGHTHOUSE_REUSE=1 runs every page in one browser,
 * the old way, to compare (measured once, on a loaded machine, the two ways
 * gave the same medians within the spread of one page's runs).
 */
import {launch, type LaunchedChrome} from 'chrome-launcher';

import {BENCH_LIGHTHOUSE} from '../../src/config/performance';
import {systemToolPath} from '../../src/config/systemTools';

const CHROMIUM = systemToolPath('chromium');
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export type FormFactor = 'mobile' | 'desktop';

export interface LighthouseFigures {
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  /** Audits of the four categories that did not pass, for the report. */
  readonly failedAudits: string[];
  /** Completed runs the figures are the median of. */
  readonly runs: number;
  /** Each completed run's performance score, in the order they ran. */
  readonly performanceRuns?: number[];
  /** Lighthouse's runtime error code when no run completed; the scores and metrics are then meaningless. */
  readonly error?: string;
}

/** BENCH_LIGHTHOUSE_RUNS overrides the number of runs (1 for a quick look). */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS) || BENCH_LIGHTHOUSE.runs;

interface Audit {
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
}

interface Report {
  categories: Record<string, {score: number | null; auditRefs: {id: string; weight: number}[]}>;
  audits: Record<string, Audit>;
  runtimeError?: {code: string; message: string};
}

/** The figures the bench reports, from one Lighthouse report. */
function figuresOf({categories, audits, runtimeError}: Report, runs: number): LighthouseFigures {
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => audits[id]?.numericValue ?? NaN;
  const failedAudits = CATEGORIES.flatMap((category) =>
    (categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.scoreDisplayMode === 'binary' && audits[ref.id]?.score === 0)
      .map((ref) => `${category}/${ref.id}`),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(metric('first-contentful-paint')),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
    cls: +metric('cumulative-layout-shift').toFixed(3),
    failedAudits,
    runs,
    ...(runtimeError ? {error: runtimeError.code} : {}),
  };
}

const REUSE_BROWSER = process.env.BENCH_LIGHTHOUSE_REUSE === '1';

const launchChromium = () => launch({chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS});

export class LighthouseRunner {
  /** The one browser of BENCH_LIGHTHOUSE_REUSE=1; otherwise each run launches and ends its own. */
  private constructor(private readonly shared: LaunchedChrome | null) {}

  static async start(): Promise<LighthouseRunner> {
    return new LighthouseRunner(REUSE_BROWSER ? await launchChromium() : null);
  }

  get mode(): string {
    return REUSE_BROWSER ? 'one browser for every run' : 'a fresh browser and profile for every run';
  }

  /** Runs Lighthouse RUNS times and reports the median run, as Lighthouse itself picks it (by FCP and TTI). */
  async run(url: string, formFactor: FormFactor): Promise<LighthouseFigures> {
    const {computeMedianRun} = await import('lighthouse/core/lib/median-run.js');
    const completed: Report[] = [];
    let failed: Report | undefined;
    for (let attempt = 0; completed.length < RUNS && attempt < RUNS + BENCH_LIGHTHOUSE.spareRuns; attempt++) {
      const report = await this.runOnce(url, formFactor);
      if (report.runtimeError) {
        // A failed run (Lighthouse's runtimeError, such as NO_FCP on a loaded machine) is replaced by a spare one.
        console.warn(`[bench] Lighthouse ${formFactor} ${url}: ${report.runtimeError.code}; running it again`);
        failed = report;
      } else {
        completed.push(report);
      }
    }
    if (completed.length === 0) return figuresOf(failed!, 0);
    const median = computeMedianRun(
      completed as unknown as Parameters<typeof computeMedianRun>[0],
    ) as unknown as Report;
    const performanceRuns = completed.map((report) => Math.round((report.categories.performance?.score ?? 0) * 100));
    return {...figuresOf(median, completed.length), performanceRuns};
  }

  private async runOnce(url: string, formFactor: FormFactor): Promise<Report> {
    const {default: lighthouse} = await import('lighthouse');
    const config =
      formFactor === 'desktop' ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined;
    // chrome-launcher gives each Chromium it starts a new temporary profile.
    const chrome = this.shared ?? (await launchChromium());
    try {
      const result = await lighthouse(
        url,
        {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES]},
        config,
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      return result.lhr as unknown as Report;
    } finally {
      if (!this.shared) chrome.kill();
    }
  }

  async stop(): Promise<void> {
    this.shared?.kill();
  }
}
