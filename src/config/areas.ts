/**
 * The five docs areas: one docs plugin instance, one Markdown tree and one
 * sidebar file each. docusaurus.config.ts, the navbar and footer links
 * (navigation.ts), the home page, the section landing pages and the content
 * check all read this list, so an area is defined once.
 */
export interface DocsArea {
  /** Docs plugin instance id. */
  readonly id: string;
  /** Markdown tree, relative to the site root. */
  readonly dir: string;
  /** URL prefix of the area, without slashes. */
  readonly routeBasePath: string;
  /** Sidebar id inside `sidebars/<routeBasePath>.ts`. */
  readonly sidebarId: string;
  /** Doc id of the area's first page. */
  readonly mainDocId: string;
  /** Short name used in the navbar and on cards. */
  readonly label: string;
  /** Who the area is for, in one sentence. */
  readonly summary: string;
}

export const DOCS_AREAS = [
  {
    id: 'docs-getting-started',
    dir: 'docs-getting-started',
    routeBasePath: 'getting-started',
    sidebarId: 'userDocsSidebar',
    mainDocId: 'intro',
    label: 'User Docs',
    summary: 'What Yearn vaults, lockers and pools are, how yield is earned and how to deposit safely.',
  },
  {
    id: 'docs-developers',
    dir: 'docs-developers',
    routeBasePath: 'developers',
    sidebarId: 'developers',
    mainDocId: 'building-on-yearn',
    label: 'Dev Docs',
    summary: 'Integrate vaults, write strategies, deploy V3 vaults and read contract addresses and data.',
  },
  {
    id: 'docs-contributing',
    dir: 'docs-contributing',
    routeBasePath: 'contributing',
    sidebarId: 'mySidebar',
    mainDocId: 'introduction',
    label: 'DAO Docs',
    summary: 'How the Yearn DAO is governed and run, how YFI and veYFI work, and how to contribute.',
  },
  {
    id: 'docs-resources',
    dir: 'docs-resources',
    routeBasePath: 'resources',
    sidebarId: 'resources',
    mainDocId: 'deprecated/delegated-funding-dao-vaults',
    label: 'Resources',
    summary: 'A DeFi glossary, answers to common questions, official links and the record of retired products.',
  },
  {
    id: 'docs-partners',
    dir: 'docs-partners',
    routeBasePath: 'partners',
    sidebarId: 'partners',
    mainDocId: 'introduction',
    label: 'Partners',
    summary: 'Integrate yVaults into a protocol, list yvTokens as collateral and get listed as a partner.',
  },
] as const satisfies readonly DocsArea[];

export type DocsAreaId = (typeof DOCS_AREAS)[number]['id'];
