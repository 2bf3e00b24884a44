import {compile, evaluate} from '@mdx-js/mdx';
import * as runtime from 'react/jsx-runtime';
import {parse} from 'node-html-parser';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';

import remarkDeclarations from '../../../plugins/contract-reference/remarkDeclarations';
import {CODE_FENCE} from '../../../src/config/codeBlocks';

const CODE = 'function deposit(uint256 assets, address receiver) external returns (uint256 shares);';
const PAGE = ['## deposit', '', '```solidity declaration', CODE, '```', '', 'Deposits `assets` & mints <shares>.']
  .join('\n')
  .replace('<shares>', 'shares');

describe('declarations in a compiled page', () => {
  it('render as one <pre> holding the highlighted runs, with the text of the source', async () => {
    const {default: Content} = await evaluate(PAGE, {...runtime, remarkPlugins: [remarkDeclarations]});
    const html = renderToStaticMarkup(<Content />);
    const pre = /<pre class="([^"]+)">(.*?)<\/pre>/s.exec(html);
    expect(pre?.[1]).toBe(`${CODE_FENCE.declarationClass} language-solidity`);
    expect(pre?.[2]).toMatch(/<span style="--l:#[0-9a-f]{6};--d:#[0-9a-f]{6}">/);
    expect(pre?.[2]?.replace(/<[^>]+>/g, '')).toBe(CODE);
  });

  it('carry the runs as one HTML string, not an element per run, so hydration does not walk them', async () => {
    const js = String(await compile(PAGE, {remarkPlugins: [remarkDeclarations]}));
    expect(js).toContain('dangerouslySetInnerHTML');
    expect(js).not.toMatch(/_jsx\(_components\.span|_jsx\("span"/);
  });

  it('escape code that looks like markup', async () => {
    const {default: Content} = await evaluate(
      ['```solidity declaration', 'mapping(address => uint256) a; // <b>&amp;</b>', '```'].join('\n'),
      {...runtime, remarkPlugins: [remarkDeclarations]},
    );
    const html = renderToStaticMarkup(<Content />);
    // node-html-parser keeps <pre> as raw text unless told to parse it like any element.
    const pre = parse(html, {blockTextElements: {script: true, style: true}}).querySelector('pre');
    expect(pre?.querySelector('b')).toBeNull();
    // Read back as a browser reads it, the text is the source exactly.
    expect(pre?.text).toBe('mapping(address => uint256) a; // <b>&amp;</b>');
  });
});
