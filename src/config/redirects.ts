/**
 * Addresses the previous Yearn docs published that now live elsewhere, each
 * sent to the page that covers the same subject. Defined once; from this list
 * plugins/hosting writes the nginx rules (`_hosting/nginx-redirects.conf`) and
 * Netlify's `_redirects`, and the not-found page (src/theme/NotFound/Content)
 * navigates to the target in the browser, for `npm start` and for any host
 * without the rules.
 *
 * A source is never a page of the site and a target always is, and no target
 * is itself redirected (tests/unit/redirects.test.ts). Paths are written
 * without a trailing slash; the hosts also redirect the form with one.
 */

export type SitePath = `/${string}`;

export interface Redirect {
  /** The old address, exactly as the previous docs published it (letter case matters). */
  readonly from: SitePath;
  /** The page of this site that now covers the same subject. */
  readonly to: SitePath;
}

export const REDIRECTS: readonly Redirect[] = [
  // Retired products: the previous docs kept them under the developers area, this site under Resources.
  {from: '/developers/deprecated-products/stablecredit', to: '/resources/deprecated/stablecredit'},
  {from: '/developers/deprecated-products/vecrv-boosts', to: '/resources/deprecated/vecrv-boosts'},
  {from: '/developers/deprecated-products/woofy', to: '/resources/deprecated/woofy'},
  {from: '/developers/deprecated-products/yearn', to: '/resources/deprecated/yearn'},
  {from: '/developers/deprecated-products/ygift', to: '/resources/deprecated/ygift'},
  {from: '/developers/deprecated-products/ytrade', to: '/resources/deprecated/ytrade'},
  {from: '/developers/deprecated-products/ybribe/ybribe', to: '/resources/deprecated/ybribe/ybribe'},
  {from: '/developers/deprecated-products/yPrisma/overview', to: '/resources/deprecated/yPrisma/overview'},
  {
    from: '/developers/deprecated-products/yPrisma/yprisma-contracts',
    to: '/resources/deprecated/yPrisma/yprisma-contracts',
  },
  {from: '/developers/deprecated-products/yPrisma/yprisma-faq', to: '/resources/deprecated/yPrisma/yprisma-faq'},
  {from: '/developers/deprecated-products/yPrisma/yprisma-guide', to: '/resources/deprecated/yPrisma/yprisma-guide'},
  // yPools and yETH: the developer pages are under /developers/ypools, the readers' FAQ under Getting Started.
  {from: '/developers/deprecated-products/yPools/ypools-overview', to: '/developers/ypools/ypools-overview'},
  {from: '/developers/deprecated-products/yPools/ypools-roles', to: '/developers/ypools/ypools-roles'},
  {from: '/developers/deprecated-products/yPools/yETH/yeth-overview', to: '/developers/ypools/yeth/yeth-overview'},
  {from: '/developers/deprecated-products/yPools/yETH/adding-assets', to: '/developers/ypools/yeth/adding-assets'},
  {from: '/developers/deprecated-products/yPools/yETH/yeth-faq', to: '/getting-started/products/ypools/yeth/yeth-faq'},
  // Prose pages that sat inside the contract reference, which now holds generated contract pages only.
  // The 0.4.5 "Yearn API" page documented yDaemon's vault list and its fields.
  {from: '/developers/smart-contracts/deprecated/V1/introduction', to: '/developers/v1/introduction'},
  {
    from: '/developers/smart-contracts/deprecated/V2/version-0.4.5/yearn-api',
    to: '/developers/data-services/ydaemon',
  },
  // Machine-readable docs for language models and assistants.
  {from: '/getting-started/llm-friendly-docs', to: '/developers/ai-assistants'},
];

/** Characters a redirect path may hold: they go into nginx and Netlify rules unquoted. */
const SAFE_PATH = /^\/[A-Za-z0-9._~/-]*$/;

/** A path as the map writes it: no trailing slash except for the root. */
export function normalizeSitePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

const TARGETS = new Map<string, SitePath>(REDIRECTS.map(({from, to}) => [from, to]));

/** The page an old address moved to, with or without its trailing slash; undefined for any other path. */
export function redirectTarget(pathname: string): SitePath | undefined {
  return TARGETS.get(normalizeSitePath(pathname));
}

/** What is wrong with a redirect list taken alone (pages aside): the build and the unit tests refuse any. */
export function redirectListProblems(redirects: readonly Redirect[]): string[] {
  const problems: string[] = [];
  const sources = new Set<string>();
  for (const {from, to} of redirects) {
    for (const [side, value] of [
      ['source', from],
      ['target', to],
    ] as const) {
      if (!SAFE_PATH.test(value))
        problems.push(`${side} ${value}: only letters, digits and . _ ~ / - may appear in a redirect path`);
      if (value !== normalizeSitePath(value)) problems.push(`${side} ${value}: write it without a trailing slash`);
    }
    if (from === to) problems.push(`${from} redirects to itself`);
    if (sources.has(from)) problems.push(`${from} is redirected twice`);
    sources.add(from);
  }
  for (const {from, to} of redirects)
    if (sources.has(to))
      problems.push(`${from} -> ${to} is a chain: ${to} is redirected too; point ${from} at the final page`);
  return problems;
}
