/**
 * Remark plugin: each mermaid fence becomes the `mermaid` element of
 * src/diagrams/markup.ts, with the SVGs the diagrams plugin drew when it has
 * them (as files, `./files`), waiting first for the drawing the plugin
 * started when the page has a fence. It runs before Docusaurus's own mermaid step, which would otherwise
 * turn every fence into the browser renderer's element.
 */
import type {Parent, Root, RootContent} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {visit} from 'unist-util-visit';
import type {VFile} from 'vfile';

import {MERMAID_LANG} from '../../src/diagrams/fences';
import {clientDiagram, diagramElement} from '../../src/diagrams/markup';
import {sourceMayContain} from '../mdx/source';
import {pendingDrawing} from './drawing';
import {diagramFilesElement} from './files';
import type {DiagramOptions} from './index';

interface Fence {
  readonly parent: Parent;
  readonly position: number;
  readonly source: string;
  /** The nearest heading above the fence, which names the diagram. */
  readonly section: string | null;
}

/** The page's mermaid fences in document order. */
function fencesOf(tree: Root): Fence[] {
  const fences: Fence[] = [];
  let section: string | null = null;
  visit(tree, (node, position, parent) => {
    if (node.type === 'heading') section = toString(node).trim() || section;
    if (node.type === 'code' && node.lang === MERMAID_LANG && parent && position !== undefined)
      fences.push({parent, position, source: node.value, section});
  });
  return fences;
}

export default function remarkDiagrams(options: DiagramOptions) {
  const place = (fences: readonly Fence[]) =>
    fences.forEach(({parent, position, source, section}, index) => {
      const element = options.enabled
        ? diagramElement(source, options.settings, {index, section})
        : clientDiagram(source);
      const {light, dark} = element.hProperties;
      parent.children[position] =
        light !== undefined && dark !== undefined
          ? diagramFilesElement(light, dark, options.filesDir)
          : // Any node with hName/hProperties becomes that element in the HTML tree; mdast has no type for it.
            ({type: 'mermaidDiagram', data: {...element}} as unknown as RootContent);
    });

  return (tree: Root, file?: VFile): void | Promise<void> => {
    if (!sourceMayContain(file, [MERMAID_LANG])) return;
    const fences = fencesOf(tree);
    if (fences.length === 0) return;
    // A page with a diagram waits for the drawing under way; the others never get here.
    const drawing = options.enabled ? pendingDrawing() : null;
    if (drawing) return drawing.then(() => place(fences));
    place(fences);
  };
}
