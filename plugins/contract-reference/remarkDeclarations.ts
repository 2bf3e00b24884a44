/**
 * Remark plugin: fences flagged `declaration` become the static `<pre>` of
 * src/code/highlight.ts before MDX sees them: no title bar or copy button, no
 * line structure, so a page of a hundred declarations stays small.
 */
import {CODE_FENCE} from '../../src/config/codeBlocks';
import {highlightDeclaration, type CodeThemes} from '../../src/code/highlight';
import {CODE_THEMES} from '../../src/config/codeThemes';

interface MdNode {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  children?: MdNode[];
  data?: Record<string, unknown>;
}

function isDeclaration(node: MdNode): boolean {
  return node.type === 'code' && Boolean(node.lang) && (node.meta ?? '').split(/\s+/).includes(CODE_FENCE.declarationMeta);
}

/** The site's themes unless a test names others (options given in the config would ship with the site config in the main bundle). */
export default function remarkDeclarations(options: {readonly themes?: CodeThemes} = {}) {
  const themes = options.themes ?? CODE_THEMES;
  return (tree: MdNode) => {
    const visit = (node: MdNode) => {
      node.children?.forEach((child, index, siblings) => {
        if (!isDeclaration(child)) return visit(child);
        const pre = highlightDeclaration(child.value ?? '', child.lang!, themes);
        // Any node type with hName/hChildren becomes that element in the HTML tree.
        siblings[index] = {type: 'referenceDeclaration', data: {hName: pre.tagName, hProperties: pre.properties, hChildren: pre.children}};
      });
    };
    visit(tree);
  };
}
