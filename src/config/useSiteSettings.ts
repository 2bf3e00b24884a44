import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import type {SiteSettings} from './siteSettings';

/**
 * The build's settings for browser code. Every read of
 * `siteConfig.customFields` goes through here. docusaurus.config.ts filled
 * them with `parseSiteSettings`, and Docusaurus serialises them unchanged, so
 * they are not parsed again: that would put zod (about 90 kB gzip) into every
 * page to re-check JSON the build wrote.
 */
export function useSiteSettings(): SiteSettings {
  return useDocusaurusContext().siteConfig.customFields as SiteSettings;
}
