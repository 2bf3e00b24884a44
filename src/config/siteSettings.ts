/**
 * The settings the build hands to browser code through
 * `siteConfig.customFields`, as one schema. docusaurus.config.ts parses them
 * with it; browser code reads them through `useSiteSettings()`
 * (src/config/useSiteSettings.ts), typed from it. This module imports zod, so
 * browser code may import its types only.
 */
import * as z from 'zod';

/** How the site searches: the built-in local index, or Algolia DocSearch with a search-only key. */
export const SEARCH_SITE_CONFIG = z.discriminatedUnion('mode', [
  z.object({mode: z.literal('local'), indexName: z.string().min(1)}).readonly(),
  z
    .object({
      mode: z.literal('algolia'),
      appId: z.string().min(1),
      apiKey: z.string().min(1),
      indexName: z.string().min(1),
    })
    .readonly(),
]);
export type SearchSiteConfig = z.output<typeof SEARCH_SITE_CONFIG>;

export const SITE_SETTINGS = z
  .object({
    search: SEARCH_SITE_CONFIG,
    /** The git branch, shown by the branch label; development builds only. */
    gitBranch: z.string().min(1).optional(),
    /**
     * Build time in Unix seconds. Time-dependent figures (the veYFI calculator)
     * render with it on the server and during hydration, so both sides agree
     * (src/veyfi/useNowSeconds.ts).
     */
    buildTimeSeconds: z.number().int().nonnegative(),
    /** Base URLs of Yearn's data services (YEARN_DATA_API_URL, YEARN_PRICE_API_URL; src/config/dataServices.ts). */
    dataServices: z
      .object({
        dataApiUrl: z.url({protocol: /^https?$/}),
        priceApiUrl: z.url({protocol: /^https?$/}),
      })
      .readonly(),
  })
  .readonly();
export type SiteSettings = z.output<typeof SITE_SETTINGS>;

export class InvalidSiteSettingsError extends Error {
  constructor(readonly issues: readonly string[]) {
    super(`The site settings for browser code are invalid: ${issues.join('; ')}`);
    this.name = 'InvalidSiteSettingsError';
  }
}

/** The value for `customFields`, checked against the schema the browser code is typed from. */
export function parseSiteSettings(input: z.input<typeof SITE_SETTINGS>): SiteSettings {
  const result = SITE_SETTINGS.safeParse(input);
  if (!result.success) {
    throw new InvalidSiteSettingsError(
      result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    );
  }
  return result.data;
}
