import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {getFormat} from '@docusaurus/mdx-loader/lib/format.js';
import {describe, expect, it} from 'vitest';

import {feedbackIssueUrl} from '../../src/docs/feedback';
import {pageFormat, toPlainMarkdown} from '../../src/docs/markdownExport';
import {markdownUrl} from '../../src/docs/markdownUrl';
import {loadPages} from '../../scripts/docs-sources/model';
import {addToSidebar, createPage, NewPageError, planNewPage} from '../../scripts/new-page';

const ROOT = path.resolve(__dirname, '../..');

describe('toPlainMarkdown', () => {
  const mdx = [
    "import ContractAddress from '@site/src/components/ContractAddress';",
    '',
    'The registry is <ContractAddress id="v3.registry" /> on mainnet.',
    '',
    '<Check address="0x0377b4daDDA86C89A0091772B79ba67d0E5F7198" />',
    '',
    '<Note kind="info">Kept text</Note>',
    '',
    '```tsx',
    "import x from 'y';",
    '<Widget />',
    '```',
  ].join('\n');

  it('drops imports, renders widgets as text and leaves code alone', () => {
    const render = (name: string, props: Readonly<Record<string, string>>) =>
      name === 'ContractAddress' ? `\`0xREGISTRY(${props.id})\`` : props.address ? `\`${props.address}\`` : '';
    const plain = toPlainMarkdown(mdx, render);
    expect(plain).not.toContain('import ContractAddress');
    expect(plain).toContain('The registry is `0xREGISTRY(v3.registry)` on mainnet.');
    expect(plain).toContain('`0x0377b4daDDA86C89A0091772B79ba67d0E5F7198`');
    expect(plain).toContain('Kept text');
    expect(plain).toContain("```tsx\nimport x from 'y';\n<Widget />\n```");
  });

  it('reads the page as MDX does: code spans, nested fences and tags inside code stay as written', () => {
    const page = [
      'Write `<ContractAddress id="v3.router" />` on the page.',
      '',
      '````md',
      '```tsx',
      '<ContractAddress id="v3.router" />',
      '```',
      '````',
      '',
      '```ts',
      'const a = 1;',
      '',
      '',
      'const b = 2;',
      '```',
    ].join('\n');
    const plain = toPlainMarkdown(page, () => 'ADDRESS');
    expect(plain).not.toContain('ADDRESS');
    expect(plain).toBe(`${page}\n`);
  });

  it('drops whole imports and exports and MDX comments, and reads literal expression props', () => {
    const page = [
      "import Tabs from '@theme/Tabs';",
      'export const chains = {',
      '  base: 8453,',
      '};',
      '',
      '{/* a note for authors */}',
      '',
      'On Base: <ContractAddress id="v3.registry" chain={8453} />.',
      '',
      '<Note title="a > b">Shown <ContractAddress id="v3.router" /> inside.</Note>',
    ].join('\n');
    const plain = toPlainMarkdown(page, (name, props) =>
      name === 'ContractAddress' ? `[${props.id}@${props.chain ?? 'all'}]` : '',
    );
    expect(plain).toBe('On Base: [v3.registry@8453].\n\nShown [v3.router@all] inside.\n');
  });

  it('writes out every tab under its label', () => {
    const page = [
      '<Tabs groupId="library">',
      '<TabItem value="viem" label="viem">',
      '',
      '```ts',
      "const client = 'viem';",
      '```',
      '',
      '</TabItem>',
      '<TabItem value="ethers" label="ethers">',
      '',
      'With ethers:',
      '',
      '</TabItem>',
      '</Tabs>',
      '',
      'After the tabs.',
    ].join('\n');
    expect(toPlainMarkdown(page)).toBe(
      "**viem**\n\n```ts\nconst client = 'viem';\n```\n\n**ethers**\n\nWith ethers:\n\nAfter the tabs.\n",
    );
  });

  it('leaves CommonMark pages as written apart from pathname:// link targets outside code', () => {
    const page = [
      'Raw HTML stays: <ContractAddress id="v3.router" />',
      '',
      '```md',
      '[kept](pathname:///in/code.json)',
      '```',
      '',
      '| ABI file | [`/a.json`](pathname:///a.json) |',
      '',
      'import is a word here, and {braces} are text.',
    ].join('\n');
    const plain = toPlainMarkdown(page, () => 'ADDRESS', 'md');
    expect(plain).toBe(`${page.replace('](pathname:///a.json)', '](/a.json)')}\n`);
    expect(plain).toContain('[kept](pathname:///in/code.json)');
  });

  it('reads each page in the format Docusaurus gives it', () => {
    const pages = loadPages(ROOT);
    expect(pages.filter((page) => pageFormat(page.file, page.frontMatter, 'detect') === 'mdx').length).toBeGreaterThan(
      10,
    );
    for (const siteFormat of ['detect', 'md', 'mdx'] as const)
      for (const page of pages) {
        const frontMatterFormat = (page.frontMatter.mdx as {format?: 'md' | 'mdx' | 'detect'} | undefined)?.format;
        const docusaurus = getFormat({filePath: page.file, frontMatterFormat, markdownConfigFormat: siteFormat});
        expect(pageFormat(page.file, page.frontMatter, siteFormat), page.file).toBe(docusaurus);
      }
    // An MDX page that does not parse stops the build instead of publishing a broken copy.
    expect(() => toPlainMarkdown('<Open id="x">\n\nnever closed', () => '')).toThrow();
  });

  it('gives every page a predictable Markdown URL', () => {
    expect(markdownUrl('/developers/v3/overview')).toBe('/developers/v3/overview.md');
    expect(markdownUrl('/developers/addresses/')).toBe('/developers/addresses.md');
  });
});

describe('feedback link', () => {
  it('prefills a GitHub issue with the page and the answer', () => {
    const url = new URL(feedbackIssueUrl('Yearn V3 overview', '/developers/v3/overview', false));
    expect(url.pathname).toMatch(/\/issues\/new$/);
    expect(url.searchParams.get('title')).toBe('Docs feedback (not helpful): Yearn V3 overview');
    expect(url.searchParams.get('body')).toContain('https://docs.yearn.fi/developers/v3/overview');
  });
});

describe('new-page', () => {
  it('refuses unknown areas, bad paths and existing pages', () => {
    expect(() => planNewPage(ROOT, 'blog/post')).toThrow(NewPageError);
    expect(() => planNewPage(ROOT, 'developers/../etc')).toThrow(/not a valid page path/);
    expect(() => planNewPage(ROOT, 'developers/v3/overview')).toThrow(/already exists/);
  });

  it('appends the doc id to the sidebar list', () => {
    const source = fs.readFileSync(path.join(ROOT, 'sidebars/partners.ts'), 'utf8');
    const updated = addToSidebar(source, 'new-guide');
    expect(updated).toContain("    'submit_pr',\n    'new-guide',\n  ],\n} satisfies SidebarsConfig;");
  });

  it('creates the page with front matter and adds it to the sidebar', () => {
    const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'new-page-'));
    fs.mkdirSync(path.join(temp, 'sidebars'));
    fs.copyFileSync(path.join(ROOT, 'sidebars/developers.ts'), path.join(temp, 'sidebars/developers.ts'));
    const plan = createPage(temp, 'developers/v3/keeper-bots');
    const page = fs.readFileSync(plan.file, 'utf8');
    expect(page).toMatch(/^---\ntitle: Keeper bots\ndescription: .+\n---\n/);
    expect(fs.readFileSync(plan.sidebarFile, 'utf8')).toContain("'v3/keeper-bots',");
  });
});
