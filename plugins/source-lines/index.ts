/**
 * Remark plugin: a paragraph that starts `Source:` or `Sources:` (the site's one form of citing a source,
 * src/docs/sourceCitations.ts) gets the class `source-line`, which src/css/custom.css sets in small type under a
 * rule, so a reader tells the reference from the text it supports. The label stays text, read out as written.
 */
import type {Paragraph, Root} from 'mdast';
import {visit} from 'unist-util-visit';

import {SOURCE_LINE_CLASS, SOURCE_LINE_LABEL} from '../../src/docs/sourceCitations';

/** Whether a Markdown paragraph is a Source line. */
export function isSourceParagraph(node: Paragraph): boolean {
  const first = node.children[0];
  return first?.type === 'text' && SOURCE_LINE_LABEL.test(first.value);
}

export default function remarkSourceLines() {
  return (tree: Root) => {
    visit(tree, 'paragraph', (node) => {
      if (!isSourceParagraph(node)) return;
      const data = (node.data ??= {});
      data.hProperties = {...data.hProperties, className: [SOURCE_LINE_CLASS]};
    });
  };
}
