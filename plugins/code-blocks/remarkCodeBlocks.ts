/**
 * Remark plugin: every fence with a language the build can highlight becomes
 * the site's static code block (src/components/StaticCodeBlock) around a
 * `<pre>` highlighted by src/code/highlight.ts, before MDX sees it. Pages then
 * ship no Prism and no theme code block; the theme's block (loaded lazily by
 * src/theme/MDXComponents) is left the fences the build cannot do: no
 * language, an unknown grammar, line numbers or magic comments.
 */
import {CODE_FENCE} from '../../src/config/codeBlocks';
import {parseFence} from '../../src/code/fence';
import {canHighlight, highlightCodeBlock, type CodeThemes} from '../../src/code/highlight';
import {CODE_THEMES} from '../../src/config/codeThemes';

interface MdNode {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  children?: MdNode[];
  data?: Record<string, unknown>;
  [key: string]: unknown;
}

/** Whether the build highlights this node; a declaration is plugins/contract-reference's. */
function isBuilt(node: MdNode): node is MdNode & {lang: string} {
  if (node.type !== 'code' || !node.lang) return false;
  if ((CODE_FENCE.untouchedLanguages as readonly string[]).includes(node.lang)) return false;
  if ((node.meta ?? '').split(/\s+/).includes(CODE_FENCE.declarationMeta)) return false;
  return canHighlight(node.lang) && !parseFence(node.meta, node.value ?? '').needsTheme;
}

const attribute = (name: string, value: string) => ({type: 'mdxJsxAttribute', name, value});

/** The site's themes unless a test names others (options given in the config would ship with the site config in the main bundle). */
export default function remarkCodeBlocks(options: {readonly themes?: CodeThemes} = {}) {
  const themes = options.themes ?? CODE_THEMES;
  return (tree: MdNode) => {
    const visit = (node: MdNode) => {
      node.children?.forEach((child, index, siblings) => {
        if (!isBuilt(child)) return visit(child);
        const code = child.value ?? '';
        const fence = parseFence(child.meta, code);
        const pre = highlightCodeBlock(code, child.lang, themes, fence.highlightedLines);
        siblings[index] = {
          type: 'mdxJsxFlowElement',
          name: CODE_FENCE.blockComponent,
          attributes: [attribute('language', child.lang), ...(fence.title ? [attribute('title', fence.title)] : [])],
          // Any node type with hName/hChildren becomes that element in the HTML tree.
          children: [{type: 'staticCode', data: {hName: pre.tagName, hProperties: pre.properties, hChildren: pre.children}}],
        };
      });
    };
    visit(tree);
  };
}
