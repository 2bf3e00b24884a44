/**
 * KaTeX's assets, loaded only where math is.
 *
 * The rehype plugin (default export), run after rehype-katex: a page that
 * renders math imports KaTeX's stylesheet itself, so the CSS ships with that
 * page's chunk instead of the global stylesheet every page downloads. The
 * import is added as an MDX ESM node, which MDX compiles for both .md and .mdx
 * pages. The Docusaurus plugin `katexFontFilesPlugin` keeps the fonts out of
 * that stylesheet.
 */
import type {Plugin} from '@docusaurus/types';
import type {RuleSetRule} from 'webpack';

export const KATEX_CSS_MODULE = 'katex/dist/katex.min.css';

interface HastNode {
  type: string;
  properties?: {className?: unknown};
  children?: HastNode[];
  value?: string;
  data?: unknown;
}

function hasMath(node: HastNode): boolean {
  const className = node.properties?.className;
  if (Array.isArray(className) && className.includes('katex')) return true;
  return node.children?.some(hasMath) ?? false;
}

function cssImport(): HastNode {
  return {
    type: 'mdxjsEsm',
    value: `import '${KATEX_CSS_MODULE}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [{type: 'ImportDeclaration', specifiers: [], source: {type: 'Literal', value: KATEX_CSS_MODULE}}],
      },
    },
  };
}

export default function rehypeKatexCss() {
  return (tree: HastNode) => {
    if (hasMath(tree)) tree.children?.unshift(cssImport());
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
 * the page's math uses.
 */
export function katexFontFilesPlugin(): Plugin {
  return {
    name: 'katex-font-files',
    configureWebpack(config) {
      const rules = config.module?.rules ?? [];
      const fonts = rules.find(
        (rule): rule is RuleSetRule => typeof rule === 'object' && rule !== null && rule.test instanceof RegExp && rule.test.test('font.woff2'),
      );
      if (!fonts || !Array.isArray(fonts.use)) {
        throw new Error('katex-font-files: Docusaurus no longer has a font rule; review plugins/katex-css');
      }
      // url-loader with `limit: false` always hands the file to its fallback, file-loader.
      const neverInline = fonts.use.map((use) =>
        typeof use === 'object' && use !== null && typeof use.options === 'object' ? {...use, options: {...use.options, limit: false}} : use,
      );
      fonts.exclude = KATEX_FONTS;
      rules.push({test: fonts.test, include: KATEX_FONTS, use: neverInline});
      return {};
    },
  };
}
