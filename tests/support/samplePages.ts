/**
 * Pages that stand for each kind of page in tests that cannot visit every
 * route (accessibility, no JavaScript): one per docs area, plus the pages
 * with widgets.
 */
export const SAMPLE_DOCS = {
  onePerArea: [
    '/getting-started/intro',
    '/developers/v3/overview',
    '/contributing/introduction',
    '/resources/defi-glossary',
    '/partners/introduction',
  ],
  addresses: '/developers/addresses/v3-contracts',
  calculator: '/contributing/governance/veyfi-calculator',
  /** Generated contract reference pages, current and deprecated (with its banner): most of the site's pages. */
  reference: [
    '/developers/smart-contracts/V3/VaultV3',
    '/developers/smart-contracts/deprecated/V2/version-0.4.3/smart-contracts/vault',
  ],
} as const;

/** Every sample docs page. */
export const SAMPLE_DOC_URLS: readonly string[] = [
  ...SAMPLE_DOCS.onePerArea,
  SAMPLE_DOCS.addresses,
  SAMPLE_DOCS.calculator,
  ...SAMPLE_DOCS.reference,
];
