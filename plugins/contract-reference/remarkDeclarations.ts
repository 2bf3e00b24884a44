/**
 * Remark plugin: fences flagged `declaration` become the static `<pre>` of
 * src/reference/highlight.ts before MDX sees them, so no code block component,
 * Prism chunk or hydration work is spent on them in the browser.
 */
import {CODE_FENCE} from '../../src/config/codeBlocks';
import {highlightDeclaration, type DeclarationThemes} from '../../src/reference/highlight';

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

export default function remarkDeclarations(options: {readonly themes: DeclarationThemes}) {
  return (tree: MdNode) => {
    const visit = (node: MdNode) => {
      node.children?.forEach((child, index, siblings) => {
        if (!isDeclaration(child)) return visit(child);
        const pre = highlightDeclaration(child.value ?? '', child.lang!, options.themes);
        // Any node type with hName/hChildren becomes that element in the HTML tree.
        siblings[index] = {type: 'referenceDeclaration', data: {hName: pre.tagName, hProperties: pre.properties, hChildren: pre.children}};
      });
    };
    visit(tree);
  };
}
