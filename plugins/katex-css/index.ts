/**
 * KaTeX's assets, loaded only where math is.
 *
 * The rehype plugin (default export), run after rehype-katex, gives a page
 * that renders math KaTeX's stylesheet twice over, so it is styled in every
 * way a reader arrives:
 *
 * - a `<link rel="stylesheet">` in the page's head, to a copy of KaTeX's
 *   stylesheet and fonts that `katexAssetsPlugin` writes to a versioned
 *   folder: the server's HTML then paints the math styled, without
 *   JavaScript and without a shift when the scripts run (Docusaurus links a
 *   route's code-split stylesheets in its HTML only with webpack, not with
 *   Rspack);
 * - an import of the stylesheet (an MDX ESM node, which MDX compiles for .md
 *   and .mdx pages), so it ships with the page's chunk and a client-side
 *   navigation has it before the page renders.
 *
 * Both stay off pages without math. `katexAssetsPlugin` also keeps the
 * fonts out of the chunk's stylesheet.
 *
 * `rehypeKatexWhereMath` runs rehype-katex only on pages whose Markdown could
 * hold math: walking every element of the other pages was rehype-katex's
 * whole cost there.
 */
import {createRequire} from 'node:module';
import path from 'node:path';

import type {Plugin} from '@docusaurus/types';
import type {Root} from 'hast';
import type {MdxJsxFlowElementHast} from 'mdast-util-mdx-jsx';
import type {MdxjsEsmHast} from 'mdast-util-mdxjs-esm';
import rehypeKatex from 'rehype-katex';
import {EXIT, visit} from 'unist-util-visit';
import type {VFile} from 'vfile';

import {SITE} from '../../src/config/site';
import {stringAttribute} from '../mdx/attributes';
import {sourceMayContain} from '../mdx/source';
import type {RuleSetRule, WebpackPluginInstance} from 'webpack';

export const KATEX_CSS_MODULE = 'katex/dist/katex.min.css';

const require = createRequire(import.meta.url);
const KATEX_DIST = path.dirname(require.resolve(KATEX_CSS_MODULE));
const KATEX_VERSION = (require('katex/package.json') as {version: string}).version;

/** Where the build puts its copy of KaTeX's stylesheet (the fonts sit beside it, as the stylesheet expects). */
export const KATEX_STYLESHEET_PATH = `assets/katex-${KATEX_VERSION}/katex.min.css`;

/**
 * Whether a page's Markdown could hold math or KaTeX's output. KaTeX renders `$…$` and `$$` blocks (remark-math),
 * ```` ```math ```` fences and elements of the `math-inline`, `math-display` or `language-math` class, and writes
 * elements of the `katex` class: a source with no `$` and neither word has none of them. A file without its text
 * (a test's tree) could.
 */
export function mayHaveMath(file: Pick<VFile, 'value'> | undefined): boolean {
  return sourceMayContain(file, ['$', 'math', 'katex']);
}

/** rehype-katex, on the pages that could hold math only; it leaves the others as they are. */
export function rehypeKatexWhereMath(options?: Parameters<typeof rehypeKatex>[0]) {
  const transform = rehypeKatex(options);
  return (tree: Root, file: VFile) => (mayHaveMath(file) ? transform(tree, file) : undefined);
}

/** Whether the page's HTML tree holds KaTeX's output. */
function hasMath(tree: Root): boolean {
  let found = false;
  visit(tree, 'element', (node) => {
    const className = node.properties.className;
    if (Array.isArray(className) && className.includes('katex')) {
      found = true;
      return EXIT;
    }
    return undefined;
  });
  return found;
}

function cssImport(): MdxjsEsmHast {
  return {
    type: 'mdxjsEsm',
    value: `import '${KATEX_CSS_MODULE}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [],
            attributes: [],
            source: {type: 'Literal', value: KATEX_CSS_MODULE},
          },
        ],
      },
    },
  };
}

/** `<Head><link rel="stylesheet" href=…/></Head>` as an MDX element; Head is the site's MDX component. */
function headLink(href: string): MdxJsxFlowElementHast {
  return {
    type: 'mdxJsxFlowElement',
    name: 'Head',
    attributes: [],
    children: [
      {
        type: 'mdxJsxFlowElement',
        name: 'link',
        attributes: [stringAttribute('rel', 'stylesheet'), stringAttribute('href', href)],
        children: [],
      },
    ],
  };
}

export default function rehypeKatexCss() {
  return (tree: Root, file?: VFile) => {
    if (!mayHaveMath(file) || !hasMath(tree)) return;
    tree.children.unshift(cssImport(), headLink(`${SITE.baseUrl}${KATEX_STYLESHEET_PATH}`));
  };
}

/** KaTeX's font files, as the katex package ships them. */
export const KATEX_FONTS = /[\\/]katex[\\/]dist[\\/]fonts[\\/]/;

/**
 * Docusaurus inlines every font under 10 kB as a data URI, which put 14 of
 * KaTeX's fonts (woff2, and woff and ttf fallbacks that browsers never use)
 * into KaTeX's stylesheet: about 100 kB gzip of render-blocking CSS on every
 * page with math. This plugin emits KaTeX's fonts as files instead; the
 * stylesheet shrinks to a few kB and a browser downloads only the woff2 faces
 * the page's math uses. It also copies the stylesheet beside them, for the
 * link in a math page's head.
 */
export function katexAssetsPlugin(): Plugin {
  return {
    name: 'katex-assets',
    configureWebpack(config, isServer, utils) {
      const rules = config.module?.rules ?? [];
      const fonts = rules.find(
        (rule): rule is RuleSetRule =>
          typeof rule === 'object' && rule !== null && rule.test instanceof RegExp && rule.test.test('font.woff2'),
      );
      if (!fonts || !Array.isArray(fonts.use)) {
        throw new Error('katex-assets: Docusaurus no longer has a font rule; review plugins/katex-css');
      }
      // url-loader with `limit: false` always hands the file to its fallback, file-loader. The fonts go
      // beside the copied stylesheet, under their own names, so both stylesheets name the same files.
      const folder = path.posix.dirname(KATEX_STYLESHEET_PATH);
      const neverInline = fonts.use.map((use) =>
        typeof use === 'object' && use !== null && typeof use.options === 'object'
          ? {...use, options: {...use.options, limit: false, name: `${folder}/fonts/[name].[ext]`}}
          : use,
      );
      fonts.exclude = KATEX_FONTS;
      rules.push({test: fonts.test, include: KATEX_FONTS, use: neverInline});
      if (isServer) return {};
      const {CopyRspackPlugin} = utils.currentBundler.instance as {
        CopyRspackPlugin?: new (options: unknown) => WebpackPluginInstance;
      };
      if (!CopyRspackPlugin)
        throw new Error('katex-assets: the bundler is not Rspack (no CopyRspackPlugin); review plugins/katex-css');
      return {
        plugins: [
          new CopyRspackPlugin({patterns: [{from: path.join(KATEX_DIST, 'katex.min.css'), to: KATEX_STYLESHEET_PATH}]}),
        ],
      };
    },
  };
}
