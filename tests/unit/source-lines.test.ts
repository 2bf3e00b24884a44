import type {Root} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {toHast} from 'mdast-util-to-hast';
import {toHtml} from 'hast-util-to-html';
import {describe, expect, it} from 'vitest';

import remarkSourceLines from '../../plugins/source-lines';

/** The HTML a page's Markdown becomes once the plugin has run. */
function render(markdown: string): string {
  const tree: Root = fromMarkdown(markdown);
  remarkSourceLines()(tree);
  return toHtml(toHast(tree));
}

describe('Source lines', () => {
  it('marks a paragraph that starts with Source: or Sources:', () => {
    const html = render(
      'The vault rounds down.\n\nSource: [`yearn/yearn-vaults-v3@v3.0.4:contracts/VaultV3.vy`](https://github.com/yearn/yearn-vaults-v3/blob/v3.0.4/contracts/VaultV3.vy)\n\nSources: two links',
    );
    expect(html).toContain('<p>The vault rounds down.</p>');
    expect(html).toContain(
      '<p class="source-line">Source: <a href="https://github.com/yearn/yearn-vaults-v3/blob/v3.0.4/contracts/VaultV3.vy"><code>yearn/yearn-vaults-v3@v3.0.4:contracts/VaultV3.vy</code></a></p>',
    );
    expect(html).toContain('<p class="source-line">Sources: two links</p>');
  });

  it('leaves other paragraphs alone, also those that only mention a source', () => {
    const html = render('The source is public.\n\nSourcesless: no.\n\n**Source:** bold is not the form.');
    expect(html).not.toContain('source-line');
  });
});
