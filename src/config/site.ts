/**
 * Site-wide constants: names, external links and layout numbers, each defined
 * once. docusaurus.config.ts, components and tests import them from here.
 */
export const SITE = {
  title: 'Yearn Docs',
  tagline: 'DeFi made simple',
  url: 'https://docs.yearn.fi',
  baseUrl: '/',
  /** The one locale; search records carry it as their language. */
  locale: 'en',
  /** GitHub repository that holds these docs (edit links, issue links). */
  repository: 'https://github.com/yearn/yearn-devdocs',
  version: '0.4.3',
} as const;

/** Official external destinations. Navbar, footer and pages link to these. */
export const LINKS = {
  app: 'https://yearn.fi',
  blog: 'https://blog.yearn.fi',
  github: 'https://github.com/yearn',
  discord: 'https://discord.gg/yearn',
  twitter: 'https://x.com/yearnfi',
  telegram: 'https://t.me/yearnfinance',
  medium: 'https://medium.com/iearn',
  forum: 'https://gov.yearn.fi',
  /** Votes since YIP-91 run in the stYFI space; earlier ones in veyfi.eth (linked from the resources page). */
  snapshot: 'https://snapshot.org/#/s:styfi.eth',
  security: 'https://github.com/yearn/yearn-security',
  bugBounty: 'https://immunefi.com/bug-bounty/yearnfinance/',
} as const;

/** Layout numbers shared by CSS-in-JS and the tests. */
export const LAYOUT = {
  /** Desktop layout applies at widths over this many pixels. */
  desktopBreakpointPx: 996,
  /** Table of contents heading levels. */
  tocMinHeadingLevel: 2,
  tocMaxHeadingLevel: 3,
} as const;

/**
 * Loading feedback. The route progress bar's minimum, trickle and speed are
 * applied by src/clientModules/routeProgress.ts; its start delay and the
 * spinner's delay are Docusaurus's own, which the site does not set.
 */
export const LOADING = {
  /** The route progress bar starts at this fraction of the width. */
  progressMinimum: 0.08,
  /** Time between two automatic advances of the bar. */
  progressTrickleMs: 800,
  /** Duration of the bar's animation from one width to the next. */
  progressSpeedMs: 200,
  /**
   * After a link to a heading opens, the heading is kept in view this long
   * while late content (diagrams) renders above it (src/clientModules/anchorScroll.ts).
   */
  anchorSettleMs: 2_000,
  /**
   * A diagram the build could not draw (plugins/diagrams) loads Mermaid (about
   * 190 kB gzip) and draws once it comes this close to the view
   * (src/theme/Mermaid): pages whose diagrams sit below the fold stay light,
   * and the diagram is drawn before the reader reaches it.
   */
  diagramLoadMarginPx: 400,
  /**
   * The veYFI calculator's chart loads uPlot (about 20 kB gzip) once it comes
   * this close to the view, so a reader who never scrolls to it never pays
   * for it, and the chart is drawn before the reader reaches it.
   */
  chartLoadMarginPx: 400,
  /**
   * A chain widget (an address's live status, a Safe's signers, the
   * calculator's totals) starts its read once it comes this close to the
   * view (src/hooks/useChainRead.ts): a page whose widgets sit below the fold
   * downloads no chain code until the reader scrolls towards them.
   */
  widgetLoadMarginPx: 600,
  /**
   * The widgets' state changes (a read started, answered or failed) that
   * arrive within this time of each other are applied in one render
   * (src/hooks/useChainRead.ts): the answers of a page's chains come in
   * bursts, and a render per burst cost 50 to 80 ms each on a phone.
   */
  widgetStateBatchMs: 50,
} as const;

/**
 * The announcement bar. Change `id` whenever the content changes: readers who
 * closed the previous announcement then see the new one.
 */
export const ANNOUNCEMENT = {
  id: 'yearn-docs-2026-11',
  content:
    'Yearn V3 is the current vault generation. New to it? Start with <a href="/getting-started/products/yvaults/v3">the V3 vaults guide</a>.',
  backgroundColor: '#0657f9',
  textColor: '#ffffff',
  isCloseable: true,
} as const;
