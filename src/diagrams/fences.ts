/**
 * The mermaid fences of a Markdown page, found with the same Markdown parser
 * MDX uses, so their text equals what the remark plugin later sees and the
 * cache keys agree.
 */
import {fromMarkdown} from 'mdast-util-from-markdown';
import {visit} from 'unist-util-visit';

export const MERMAID_LANG = 'mermaid';

export function mermaidFences(markdown: string): string[] {
  // Parsing every page took the build some four seconds; a page without the word has no such fence.
  if (!markdown.includes(MERMAID_LANG)) return [];
  const found: string[] = [];
  visit(fromMarkdown(markdown), 'code', (node) => {
    if (node.lang === MERMAID_LANG) found.push(node.value);
  });
  return found;
}
