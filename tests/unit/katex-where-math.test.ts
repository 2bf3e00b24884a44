/**
 * rehype-katex runs only on pages whose Markdown could hold math
 * (plugins/katex-css): every page must come out as rehype-katex on every page
 * made it, with math rendered where there is some.
 */
import rehypeKatex from 'rehype-katex';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import {unified} from 'unified';
import {VFile} from 'vfile';
import {describe, expect, it} from 'vitest';

import rehypeKatexCss, {mayHaveMath, rehypeKatexWhereMath} from '../../plugins/katex-css';

const PAGES = {
  inline: 'The boost is $\\min(0.4 b + 0.6 B \\frac{v}{V}, b)$ for a balance $b$.',
  display: 'Profit unlocks linearly:\n\n$$\nu(t) = \\frac{t - t_0}{T}\n$$\n',
  fence: 'A fence:\n\n```math\nx^2 + y^2\n```\n',
  html: 'Raw markup stays Markdown text here: <span class="math-inline">x</span>',
  plain: '# Vaults\n\nA vault takes deposits and lends them to strategies. Shares are priced in the asset.',
  code: 'Run this:\n\n```ts\nconst total = a + b;\n```\n',
};

/** The page's HTML tree after the rehype plugins, as JSON (with the stylesheet's MDX import where math is). */
async function tree(markdown: string, katex: 'every page' | 'where math'): Promise<string> {
  const processor = unified()
    .use(remarkParse)
    .use(remarkMath)
    .use(remarkRehype)
    .use(katex === 'every page' ? rehypeKatex : rehypeKatexWhereMath)
    .use(rehypeKatexCss);
  const file = new VFile({value: markdown});
  return JSON.stringify(await processor.run(processor.parse(file), file));
}

describe('rehype-katex where math is', () => {
  it('gives every page the HTML rehype-katex on every page gives', async () => {
    for (const [name, markdown] of Object.entries(PAGES))
      expect(await tree(markdown, 'where math'), name).toBe(await tree(markdown, 'every page'));
  });

  it('renders the math of a page with math, and skips the pages without', async () => {
    expect(await tree(PAGES.inline, 'where math')).toContain('"className":["katex"]');
    expect(await tree(PAGES.fence, 'where math')).toContain('"className":["katex-display"]');
    expect(mayHaveMath(new VFile({value: PAGES.plain}))).toBe(false);
    expect(mayHaveMath(new VFile({value: PAGES.code}))).toBe(false);
    expect(mayHaveMath(new VFile({value: PAGES.display}))).toBe(true);
    // A tree without its source is treated as one that could hold math.
    expect(mayHaveMath(undefined)).toBe(true);
  });
});
