/**
 * Site-wide constants: names, external links and layout numbers, each defined
 * once. docusaurus.config.ts, components and tests import them from here.
 */
export const SITE = {
  title: 'Yearn Docs',
  tagline: 'DeFi made simple',
  url: 'https://docs.yearn.fi',
  baseUrl: '/',
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
  snapshot: 'https://snapshot.box/#/s:veyfi.eth',
  security: 'https://github.com/yearn/yearn-security',
  bugBounty: 'https://immunefi.com/bug-bounty/yearnfinance/',
  etherscan: 'https://etherscan.io',
} as const;

/** Layout numbers shared by CSS-in-JS, tests and the spec (section 9). */
export const LAYOUT = {
  /** Desktop layout applies at widths over this many pixels. */
  desktopBreakpointPx: 996,
  /** Table of contents heading levels. */
  tocMinHeadingLevel: 2,
  tocMaxHeadingLevel: 3,
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
