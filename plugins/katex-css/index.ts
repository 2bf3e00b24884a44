/**
 * Rehype plugin, run after rehype-katex: a page that renders math imports
 * KaTeX's stylesheet itself, so the CSS (about 100 kB gzip with its inlined
 * fonts) ships with that page's chunk instead of the global stylesheet every
 * page downloads. The import is added as an MDX ESM node, which MDX compiles
 * for both .md and .mdx pages.
 */
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
