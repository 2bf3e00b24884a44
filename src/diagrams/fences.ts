/**
 * The mermaid fences of a Markdown page, found with the same Markdown parser
 * MDX uses, so their text equals what the remark plugin later sees and the
 * cache keys agree.
 */
import {fromMarkdown} from 'mdast-util-from-markdown';

export const MERMAID_LANG = 'mermaid';

interface Node {
  readonly type: string;
  readonly lang?: string | null;
  readonly value?: string;
  readonly children?: readonly Node[];
}

export function mermaidFences(markdown: string): string[] {
  // Parsing every page took the build some four seconds; a page without the word has no such fence.
  if (!markdown.includes(MERMAID_LANG)) return [];
  const found: string[] = [];
  const visit = (node: Node) => {
    if (node.type === 'code' && node.lang === MERMAID_LANG) found.push(node.value ?? '');
    node.children?.forEach(visit);
  };
  visit(fromMarkdown(markdown) as Node);
  return found;
}
