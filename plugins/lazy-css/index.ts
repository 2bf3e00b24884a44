/**
 * Docusaurus puts every stylesheet of the site into one global CSS file (so
 * code-split CSS never applies in a different order). These stylesheets are
 * self-contained and belong to code that loads only where it is used, so they
 * stay with that code's chunk instead, and pages without it never download them:
 *
 * - KaTeX (about 100 kB gzip with its inlined fonts): imported by pages that
 *   render math (plugins/katex-css);
 * - uPlot: imported by the calculator's lazily loaded chart;
 * - the DocSearch modal: imported by the lazily loaded modal (src/components/Search/Modal).
 *
 * With Rspack, Docusaurus's SSR does not link a route's chunk stylesheets in
 * its HTML, so a page with math also links KaTeX's stylesheet in its head
 * (plugins/katex-css).
 */
import type {Plugin} from '@docusaurus/types';

export const LAZY_STYLESHEETS = [
  'katex/dist/katex.min.css',
  'uplot/dist/uPlot.min.css',
  '@docsearch/css/dist/modal.css',
] as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replace(/\\\//g, '[\\\\/]');

/** Matches every module except the lazy stylesheets (by path inside node_modules). */
export const GLOBAL_STYLESHEET_TEST = new RegExp(
  `^(?!.*node_modules[\\\\/](${LAZY_STYLESHEETS.map(escape).join('|')}))`,
);

export default function lazyCssPlugin(): Plugin {
  return {
    name: 'lazy-css',
    configureWebpack(config, isServer) {
      // The server bundle renders HTML only; it has no chunks to split.
      if (isServer) return {};
      const splitChunks = config.optimization?.splitChunks;
      const styles = splitChunks ? splitChunks.cacheGroups?.styles : undefined;
      if (!styles || typeof styles !== 'object' || styles instanceof RegExp) {
        throw new Error('lazy-css: Docusaurus no longer has a `styles` CSS cache group; review plugins/lazy-css');
      }
      styles.test = GLOBAL_STYLESHEET_TEST;
      return {};
    },
  };
}
