import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {evaluate} from '@mdx-js/mdx';
import type {ReactNode} from 'react';
import * as runtime from 'react/jsx-runtime';
import {renderToStaticMarkup} from 'react-dom/server';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {describe, expect, it} from 'vitest';

import remarkCodeBlocks from '../../../plugins/code-blocks/remarkCodeBlocks';
import {DOCS_AREAS} from '../../../src/config/areas';
import {CODE_FENCE} from '../../../src/config/codeBlocks';
import {CODE_THEMES} from '../../../src/config/codeThemes';

/** The MDX component the plugin names, as a bare box showing its props. */
function Block({language, title, children}: {language: string; title?: string; children: ReactNode}) {
  return (
    <div data-block={language} data-title={title}>
      {children}
    </div>
  );
}

/** A Markdown page compiled as Docusaurus compiles `.md` files, rendered to HTML. */
async function render(markdown: string): Promise<string> {
  const {default: Content} = await evaluate(markdown, {
    ...runtime,
    format: 'md',
    remarkPlugins: [[remarkCodeBlocks, {themes: CODE_THEMES}]],
  });
  return renderToStaticMarkup(<Content components={{[CODE_FENCE.blockComponent]: Block}} />);
}

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

describe('remarkCodeBlocks', () => {
  it('turns a fence into the static block with its title and the highlighted <pre><code>', async () => {
    const html = await render('```ts title="src/vault.ts"\nconst shares = 1n;\n```\n');
    expect(html).toContain('<div data-block="ts" data-title="src/vault.ts">');
    expect(html).toContain(
      `<pre class="${CODE_FENCE.builtClass} language-ts thin-scrollbar" tabindex="0"><code class="${CODE_FENCE.builtClass}">`,
    );
    expect(html).toMatch(/<span style="--l:#[0-9a-f]{6};--d:#[0-9a-f]{6}[^"]*">const<\/span>/);
    expect(textOf(html)).toBe('const shares = 1n;');
  });

  it('highlights the lines of a range in braces, each with its line break', async () => {
    const html = await render('```python {2-3,5}\na = 1\nb = 2\nc = 3\nd = 4\ne = 5\n```\n');
    const lines = [
      ...html.matchAll(
        /<span class="theme-code-block-highlighted-line">(.*?)<\/span>(?=[^<]*(?:<span style|<span class="theme|<\/code>))/gs,
      ),
    ];
    expect(lines.map((line) => textOf(line[1]!))).toEqual(['b = 2\n', 'c = 3\n', 'e = 5']);
    expect(textOf(html)).toBe('a = 1\nb = 2\nc = 3\nd = 4\ne = 5');
    expect(html).not.toContain('data-title');
  });

  it('escapes < and & in the code, which stays text', async () => {
    const code = 'if (a < b && b > c) { el.innerHTML = "<script>alert(1)</script>"; }';
    const html = await render('```ts\n' + code + '\n```\n');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('&amp;&amp;');
    expect(textOf(html)).toBe(code);
  });

  it('highlights Vyper with the Python grammar', async () => {
    const html = await render('```vyper\n@external\ndef f() -> uint256: ...\n```\n');
    expect(html).toContain('data-block="vyper"');
    expect(html).toMatch(/<span style="[^"]+">def /);
  });

  it('leaves to the theme the fences it cannot build: unknown grammar, no language, line numbers, magic comments, diagrams', async () => {
    for (const fence of [
      '```nosuchlanguage\nfn main() {}\n```',
      '```\nplain\n```',
      '```ts showLineNumbers\nconst a = 1;\n```',
      '```ts\n// highlight-next-line\nconst a = 1;\n```',
      '```mermaid\ngraph TD; A-->B\n```',
      '```solidity declaration\nfunction f() external;\n```',
    ]) {
      const html = await render(fence + '\n');
      expect(html, fence).not.toContain('data-block');
      expect(html, fence).toMatch(/^<pre><code( class="language-[\w]+")?>/);
    }
  });

  it('finds fences at any depth: in lists and block quotes', async () => {
    const html = await render('- step one:\n\n  ```bash\n  npm test\n  ```\n\n> ```json\n> {"a": 1}\n> ```\n');
    expect(html.match(/data-block=/g)).toHaveLength(2);
  });
});

describe('the docs', () => {
  it('have no fence the build leaves to the browser (which would ship Prism with the page)', () => {
    const left: string[] = [];
    let built = 0;
    for (const {dir} of DOCS_AREAS) {
      for (const file of readdirSync(dir, {recursive: true, encoding: 'utf8'})) {
        if (!/\.mdx?$/.test(file) || file.startsWith('smart-contracts') /* generated declarations */) continue;
        const tree = unified()
          .use(remarkParse)
          .parse(readFileSync(path.join(dir, file), 'utf8'));
        remarkCodeBlocks({themes: CODE_THEMES})(tree as never);
        const visit = (node: {
          type: string;
          name?: string;
          lang?: string;
          meta?: string;
          position?: {start: {line: number}};
          children?: never[];
        }) => {
          const diagram = node.lang && (CODE_FENCE.untouchedLanguages as readonly string[]).includes(node.lang);
          if (node.type === 'mdxJsxFlowElement') built++;
          if (node.type === 'code' && !diagram)
            left.push(
              `${path.join(dir, file)}:${node.position?.start.line} \`\`\`${node.lang ?? ''} ${node.meta ?? ''}`,
            );
          node.children?.forEach(visit);
        };
        visit(tree as never);
      }
    }
    // Give the fence a language the build knows (CODE_FENCE in src/config/codeBlocks.ts), or `text`; highlight lines with {n-m}.
    expect(left).toEqual([]);
    expect(built, 'the docs have some 80 code blocks').toBeGreaterThan(50);
    // It parses every page of the five trees: seconds on a busy 2-core machine.
  }, 30_000);
});
