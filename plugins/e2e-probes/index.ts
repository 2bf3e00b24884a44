/**
 * Probe pages for the e2e tests of failure states that a healthy site never
 * shows: a rendering crash and a page part that loads slowly or not at all.
 * docusaurus.config.ts adds this plugin only when YEARN_E2E_PROBES=1 (the
 * Playwright "probes" build), so deployed builds have no such routes.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';

export const E2E_PROBE_PATHS = {
  /** Renders normally on the server, then throws in the browser (see CrashProbe). */
  crash: '/e2e/crash',
  /** Loads a separate chunk the test can delay or block (see LoadingProbe). */
  loading: '/e2e/loading',
} as const;

/**
 * The docs pages the probes build keeps, per docs area: the ones the Algolia
 * and probe tests open, and one page in each other area (an area needs one).
 * Those tests prove the search mode and the failure states, which no other
 * page changes; the production build checks every page and link, so bundling
 * the other 500 pages again here would double the test run's bundling time
 * and prove nothing new.
 */
export const E2E_PROBES_BUILD_DOCS: Readonly<Record<string, readonly string[]>> = {
  'docs-getting-started': ['intro.md'],
  'docs-developers': ['v3/overview.md', 'v3/strategy_writing_guide.md'],
  'docs-contributing': ['introduction.md'],
  'docs-resources': ['faq.md'],
  'docs-partners': ['introduction.md'],
};

export default function e2eProbesPlugin(context: LoadContext): Plugin {
  return {
    name: 'e2e-probes',
    async contentLoaded({actions}) {
      actions.addRoute({
        path: `${context.baseUrl}${E2E_PROBE_PATHS.crash.slice(1)}`,
        exact: true,
        component: '@site/plugins/e2e-probes/CrashProbe',
      });
      actions.addRoute({
        path: `${context.baseUrl}${E2E_PROBE_PATHS.loading.slice(1)}`,
        exact: true,
        component: '@site/plugins/e2e-probes/LoadingProbe',
      });
    },
  };
}
