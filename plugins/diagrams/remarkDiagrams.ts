/**
 * Remark plugin: each mermaid fence becomes the `mermaid` element of
 * src/diagrams/markup.ts, with the SVGs the diagrams plugin drew when it has
 * them. It runs before Docusaurus's own mermaid step, which would otherwise
 * turn every fence into the browser renderer's element.
 */
import {MERMAID_LANG} from '../../src/diagrams/fences';
import {clientDiagram, diagramElement} from '../../src/diagrams/markup';
import type {DiagramOptions} from './index';

interface MdNode {
  type: string;
  lang?: string | null;
  value?: string;
  children?: MdNode[];
  data?: Record<string, unknown>;
}

function plainText(node: MdNode): string {
  return node.value ?? (node.children ?? []).map(plainText).join('');
}

export default function remarkDiagrams(options: DiagramOptions) {
  return (tree: MdNode) => {
    let index = 0;
    let section: string | null = null;
    const visit = (node: MdNode) => {
      node.children?.forEach((child, position, siblings) => {
        if (child.type === 'heading') section = plainText(child).trim() || section;
        if (child.type !== 'code' || child.lang !== MERMAID_LANG) return visit(child);
        const source = child.value ?? '';
        const element = options.enabled
          ? diagramElement(source, options.settings, {index: index++, section})
          : clientDiagram(source);
        // Any node type with hName/hProperties becomes that element in the HTML tree.
        siblings[position] = {type: 'mermaidDiagram', data: {...element}};
      });
    };
    visit(tree);
  };
}
