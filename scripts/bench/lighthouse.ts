/**
 * Lighthouse 12.8.2 in Debian's Chromium (chrome-launcher starts it; nothing
 * downloads a browser), mobile (Lighthouse's default: Moto G Power, slow 4G
 * simulated) and desktop, against the site served by nginx with compression.
 */
import {launch, type LaunchedChrome} from 'chrome-launcher';

const CHROMIUM = '/usr/bin/chromium';
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
  /** Lighthouse's runtime error code when the run failed twice; the scores and metrics are then meaningless. */
  readonly error?: string;
}

/** A failed run (Lighthouse's `runtimeError`, such as NO_FCP on a loaded machine) is tried once more. */
const ATTEMPTS = 2;

interface Audit {
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
}

export class LighthouseRunner {
  private constructor(private readonly chrome: LaunchedChrome) {}

  static async start(): Promise<LighthouseRunner> {
    return new LighthouseRunner(await launch({chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS}));
  }

  async run(url: string, formFactor: FormFactor): Promise<LighthouseFigures> {
    let figures = await this.runOnce(url, formFactor);
    for (let attempt = 1; figures.error && attempt < ATTEMPTS; attempt++) {
      console.warn(`[bench] Lighthouse ${formFactor} ${url}: ${figures.error}; running it again`);
      figures = await this.runOnce(url, formFactor);
    }
    return figures;
  }

  private async runOnce(url: string, formFactor: FormFactor): Promise<LighthouseFigures> {
    const {default: lighthouse} = await import('lighthouse');
    const config = formFactor === 'desktop' ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined;
    const result = await lighthouse(url, {port: this.chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES]}, config);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const {categories, audits, runtimeError} = result.lhr as unknown as {
      categories: Record<string, {score: number | null; auditRefs: {id: string; weight: number}[]}>;
      audits: Record<string, Audit>;
      runtimeError?: {code: string; message: string};
    };
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
      ...(runtimeError ? {error: runtimeError.code} : {}),
    };
  }

  async stop(): Promise<void> {
    this.chrome.kill();
  }
}
