/**
 * Remark plugins that skip a page whose Markdown cannot hold their nodes
 * (plugins/mdx/source.ts): on every page they must leave the tree the plugin
 * leaves when it walks the whole page.
 */
import type {Root} from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {VFile} from 'vfile';
import {describe, expect, it} from 'vitest';

import {remarkCodeBlocks} from '../../plugins/code-blocks';
import {diagramOptions, remarkDiagrams} from '../../plugins/diagrams';
import remarkWidgetEntries from '../../plugins/widget-entries';
import {sourceMayContain} from '../../plugins/mdx/source';

const PAGES = {
  fenced: '# Deposit\n\n```solidity title="Vault.sol"\nfunction deposit() external {}\n```\n',
  tilde: '~~~ts\nconst shares = 1n;\n~~~\n',
  indented: 'An indented block has no language:\n\n    const a = 1;\n',
  mermaid: '## Flow\n\n```mermaid\nflowchart LR\n  A --> B\n```\n',
  widget: 'The router is <ContractAddress id="v3.router" />.\n',
  plain: '# Vaults\n\nA vault takes deposits. It lends them to strategies; see the **fees** page.\n',
};

type Transformer = (tree: Root, file?: VFile) => void;

const PLUGINS: Record<string, Transformer> = {
  'code blocks': remarkCodeBlocks() as Transformer,
  diagrams: remarkDiagrams(
    diagramOptions({isDevelopment: false, chromiumPath: '/nonexistent/chromium'}),
  ) as Transformer,
  'widget entries': remarkWidgetEntries() as Transformer,
};

/** The page's tree after `plugin`, given its file (so it may skip) or not (so it walks the tree). */
function after(plugin: Transformer, markdown: string, withSource: boolean): string {
  const file = new VFile({value: markdown, path: 'docs-developers/page.mdx'});
  const tree = unified().use(remarkParse).use(remarkMdx).parse(file) as Root;
  plugin(tree, withSource ? file : new VFile({path: file.path}));
  return JSON.stringify(tree);
}

describe('remark plugins that skip pages by their source', () => {
  it('leave every page as they leave it after walking the whole tree', () => {
    for (const [plugin, transform] of Object.entries(PLUGINS))
      for (const [page, markdown] of Object.entries(PAGES))
        expect(after(transform, markdown, true), `${plugin} on ${page}`).toBe(after(transform, markdown, false));
  });

  it('still change the pages they are for', () => {
    expect(after(PLUGINS['code blocks']!, PAGES.fenced, true)).toContain('"staticCode"');
    expect(after(PLUGINS['code blocks']!, PAGES.tilde, true)).toContain('"staticCode"');
    expect(after(PLUGINS.diagrams!, PAGES.mermaid, true)).toContain('"mermaidDiagram"');
    expect(after(PLUGINS['widget entries']!, PAGES.widget, true)).toContain('"name":"entry"');
  });

  it('read a page as possibly holding anything when its text is unknown', () => {
    expect(sourceMayContain(undefined, ['```'])).toBe(true);
    expect(sourceMayContain(new VFile({value: 'plain'}), ['```', '~~~'])).toBe(false);
    expect(sourceMayContain(new VFile({value: 'a ~~~ b'}), ['```', '~~~'])).toBe(true);
  });
});
