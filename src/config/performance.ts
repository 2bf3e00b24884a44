/**
 * Performance budgets, each defined once. `npm run bench` reports
 * its figures against these; no test enforces them, because timings on a
 * shared 2-core machine are noisy.
 */
export const BUDGETS = {
  /** First-load JavaScript of the home page, kB gzip. */
  homeJsGzipKB: 165,
  /** First-load JavaScript of any docs page without a widget, kB gzip. */
  docJsGzipKB: 210,
  /** Mobile Lighthouse scores, 0-100, on every template. */
  mobilePerformance: 90,
  mobileAccessibility: 100,
  mobileBestPractices: 100,
  mobileSeo: 100,
  cumulativeLayoutShift: 0,
  /** Render-blocking requests to another origin. */
  crossOriginRenderBlocking: 0,
  /** Cold production build of the whole site, seconds, on a 2-core machine. */
  coldBuildSeconds: 60,
  /** Load test: failed or non-2xx responses. */
  loadErrors: 0,
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
  /** Client-side navigation is timed from the first page to the second. */
  navigationFrom: '/developers/v3/overview',
  navigationTo: '/developers/v3/Integrating_v3',
} as const;

/**
 * Lighthouse runs per template and device. The bench reports the median run,
 * chosen as Lighthouse itself does; one run's mobile score varied by up to
 * ten points on this machine. Spare runs replace runs that fail.
 */
export const BENCH_LIGHTHOUSE = {
  runs: 3,
  spareRuns: 1,
} as const;

/** Bounded load test on loopback: how long and how wide each run is. */
export const LOAD_TEST = {
  benchDurationSeconds: 5,
  testDurationSeconds: 2,
  connections: 10,
} as const;

