import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {feedbackIssueUrl} from '../../src/docs/feedback';
import {markdownUrl, toPlainMarkdown} from '../../src/docs/markdownExport';
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
