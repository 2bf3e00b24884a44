/**
 * Remark plugin: each mermaid fence becomes the `mermaid` element of
 * src/diagrams/markup.ts, with the SVGs the diagrams plugin drew when it has
 * them, waiting first for the drawing the plugin started when the page has a
 * fence. It runs before Docusaurus's own mermaid step, which would otherwise
 * turn every fence into the browser renderer's element.
 */
import type {Root, RootContent} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {EXIT, SKIP, visit} from 'unist-util-visit';
import type {VFile} from 'vfile';

import {MERMAID_LANG} from '../../src/diagrams/fences';
import {clientDiagram, diagramElement} from '../../src/diagrams/markup';
import {sourceMayContain} from '../mdx/source';
import {pendingDrawing} from './drawing';
import type {DiagramOptions} from './index';

export default function remarkDiagrams(options: DiagramOptions) {
  return (tree: Root, file?: VFile): void | Promise<void> => {
    if (!sourceMayContain(file, [MERMAID_LANG])) return;
    const drawing = options.enabled ? pendingDrawing() : null;
    if (drawing && hasDiagram(tree)) return drawing.then(() => place(tree));
    place(tree);
  };

  function place(tree: Root): void {
    let index = 0;
    let section: string | null = null;
    // Document order: a diagram is named after the nearest heading above it.
    visit(tree, (node, position, parent) => {
      if (node.type === 'heading') section = toString(node).trim() || section;
      if (node.type !== 'code' || node.lang !== MERMAID_LANG || !parent || position === undefined) return;
      const element = options.enabled
        ? diagramElement(node.value, options.settings, {index: index++, section})
        : clientDiagram(node.value);
      // Any node with hName/hProperties becomes that element in the HTML tree; mdast has no type for it.
      parent.children[position] = {type: 'mermaidDiagram', data: {...element}} as unknown as RootContent;
      return SKIP;
    });
  }
}

function hasDiagram(tree: Root): boolean {
  let found = false;
  visit(tree, 'code', (node) => {
    if (node.lang !== MERMAID_LANG) return;
    found = true;
    return EXIT;
  });
  return found;
}
