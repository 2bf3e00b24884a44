/**
 * Performance budgets, each defined once. `npm run bench` reports
 * its figures against these; no test enforces them, because timings on a
 * shared 2-core machine are noisy.
 */
import {EXPLAIN} from './explain';

export const BUDGETS = {
  /** First-load JavaScript of the home page, kB gzip. */
  homeJsGzipKB: 165,
  /** First-load JavaScript of every docs page, widget and reference pages included, kB gzip. */
  docJsGzipKB: 210,
  /** Mobile Lighthouse scores, 0-100, on every template (the median of the runs). */
  mobilePerformance: 95,
  mobileAccessibility: 100,
  mobileBestPractices: 100,
  mobileSeo: 100,
  cumulativeLayoutShift: 0,
  /** Render-blocking requests to another origin. */
  crossOriginRenderBlocking: 0,
  /** Cold production build of the whole site on a 2-core machine: no slower or bigger than the previous docs'. */
  coldBuildSeconds: 38,
  coldBuildPeakMemoryMB: 2048,
  /** Load test: failed or non-2xx responses. */
  loadErrors: 0,
} as const;

/**
 * The previous Yearn docs (Docusaurus 3.8.1 with the faster bundler, 337
 * pages), measured the same way on the same kind of 2-core machine: the
 * anchor the bench prints its ratios against. Its docs pages loaded 613 to
 * 623 kB gzip of JavaScript; the lower end is the anchor.
 */
export const PREVIOUS_SITE = {
  docJsGzipKB: 613,
  coldBuildSeconds: 38,
  coldBuildPeakMemoryMB: 1900,
} as const;

/**
 * The page templates the bench measures. The short and longest docs pages are
 * found in the build (fewest and most bytes of HTML); these are the fixed ones.
 */
export const BENCH_PAGES = {
  home: '/',
  address: '/developers/addresses/v3-contracts',
  calculator: '/contributing/governance/veyfi-calculator',
  /** A generated contract reference page; reported as missing when the build has none. */
  reference: '/developers/smart-contracts/V3/VaultV3',
  /** A reference page of a deprecated release, with the deprecation banner. */
  deprecatedReference: '/developers/smart-contracts/deprecated/V3/version-3.0.4/TokenizedStrategy',
  /** The filterable list of every YIP. */
  yipIndex: '/contributing/governance/yips',
  /** The position finder; the bench says so and goes on when a build does not have it yet. */
  positionFinder: '/getting-started/guides/find-your-positions',
  /** The transaction explainer ("Check before you sign"); its selector index loads on first use. */
  explainer: EXPLAIN.pagePath,
  /** Client-side navigation is timed from the first page to the second. */
  navigationFrom: '/developers/v3/overview',
  navigationTo: '/developers/v3/Integrating_v3',
  /** The page the warm rebuild edits (a comment line, undone afterwards), relative to the site root. */
  warmRebuildEdit: 'docs-developers/v3/overview.md',
} as const;

/**
 * Lighthouse runs per template and device, each in a fresh browser. The bench
 * reports the median run, chosen as Lighthouse itself does; one run's mobile
 * score varied by up to ten points on this machine. Spare runs replace runs
 * that fail: a fresh Chromium now and then gives Lighthouse a trace without a
 * navigation start (NO_NAVSTART), on 2026-11-27 twice in a row on one page,
 * which left that page with two runs when there was one spare.
 */
export const BENCH_LIGHTHOUSE = {
  runs: 3,
  spareRuns: 3,
} as const;

/** Bounded load test on loopback: how long and how wide each run is. */
export const LOAD_TEST = {
  benchDurationSeconds: 5,
  testDurationSeconds: 2,
  connections: 10,
  /**
   * Each connection reconnects after this many requests. nginx closes a
   * keep-alive connection after 1000 (its `keepalive_requests` default), and
   * a request autocannon has already written into that close counts as an
   * error: on a quiet machine a 2-second run reaches 1000 per connection.
   */
  requestsPerConnection: 500,
} as const;
