import {compile, evaluate} from '@mdx-js/mdx';
import * as runtime from 'react/jsx-runtime';
import {parse} from 'node-html-parser';
import {renderToStaticMarkup} from 'react-dom/server';
import remarkGfm from 'remark-gfm';
import {visit} from 'unist-util-visit';
import {VFile} from 'vfile';
import type {Heading, Root, Text} from 'mdast';
import {describe, expect, it} from 'vitest';

import rehypeStaticBody from '../../plugins/static-body';
import remarkDeclarations from '../../plugins/contract-reference/remarkDeclarations';
import {STATIC_HTML} from '../../src/config/staticHtml';

const PAGE = [
  '## Functions',
  '',
  '### deposit',
  '',
  '```solidity declaration',
  'function deposit(uint256 assets, address receiver) external returns (uint256 shares);',
  '```',
  '',
  'Deposits `assets`; see [the releases](/developers/v3/releases), [the source](https://github.com/yearn/yearn-vaults-v3)',
  'and [the ABI](pathname:///api/abi/index.json), or [withdraw](#withdraw).',
  '',
  '| Property | Value |',
  '| --- | --- |',
  '| Version | `3.1.0` |',
].join('\n');

const referencePage = (value = PAGE) =>
  new VFile({path: '/site/docs-developers/smart-contracts/V3/VaultV3.mdx', value});
/** Heading ids, as Docusaurus's own remark plugin gives them before any rehype plugin runs. */
const remarkHeadingIds = () => (tree: Root) =>
  visit(tree, 'heading', (heading: Heading) => {
    const text = heading.children.map((child) => (child as Text).value).join('');
    heading.data = {hProperties: {id: text.toLowerCase()}};
  });
const options = {remarkPlugins: [remarkGfm, remarkDeclarations, remarkHeadingIds], rehypePlugins: [rehypeStaticBody]};

/** The component as the site's, without its browser behaviour: the HTML as it is. */
function StaticHtml({html}: {html: string}) {
  return <div className={STATIC_HTML.className} dangerouslySetInnerHTML={{__html: html}} />;
}

async function render(page: VFile, components: Record<string, unknown> = {}) {
  const {default: Content} = await evaluate(page, {...runtime, ...options});
  return parse(renderToStaticMarkup(<Content components={{StaticHtml, ...components}} />));
}

describe('a page body as static HTML', () => {
  it('is one string for React, not an element per heading, link and code span', async () => {
    // Compiled as Docusaurus compiles, with the components from the provider.
    const js = String(await compile(referencePage(), {...options, providerImportSource: '@mdx-js/react'}));
    expect(js.match(/_jsx\(StaticHtml,/g)).toHaveLength(1);
    expect(js).not.toMatch(/_components\.(a|h3|code|table)\b/);
    // Without the plugin, the same page is an element per heading, link and code span.
    const plain = String(
      await compile(referencePage(), {remarkPlugins: options.remarkPlugins, providerImportSource: '@mdx-js/react'}),
    );
    expect(plain).toMatch(/_components\.(a|h3|code|table)\b/);
  });

  it('renders what the theme components render: heading anchors, link targets, focusable tables', async () => {
    const root = await render(referencePage());
    const body = root.querySelector(`.${STATIC_HTML.className}`)!;
    const heading = body.querySelector('h3#deposit')!;
    expect(heading.classList.contains('anchor')).toBe(true);
    const hash = heading.querySelector('a.hash-link')!;
    expect(hash.getAttribute('href')).toBe('#deposit');
    expect(hash.getAttribute('aria-label')).toBe('Direct link to deposit');
    const link = (text: string) => body.querySelectorAll('a').find((a) => a.text === text)!;
    expect(link('the releases').getAttribute('href')).toBe('/developers/v3/releases');
    expect(link('the releases').getAttribute('target')).toBeUndefined();
    expect(link('the source').getAttribute('target')).toBe('_blank');
    expect(link('the source').getAttribute('rel')).toBe('noopener noreferrer');
    expect(link('the ABI').getAttribute('href')).toBe('/api/abi/index.json');
    expect(link('the ABI').getAttribute('target')).toBe('_blank');
    expect(link('withdraw').getAttribute('href')).toBe('#withdraw');
    expect(body.querySelector('table')!.getAttribute('tabindex')).toBe('0');
    // The declaration keeps its highlighted runs.
    const pre = parse(body.innerHTML, {blockTextElements: {}}).querySelector('pre')!;
    expect(pre.text).toContain('function deposit(uint256 assets');
  });

  it('leaves a component in the page as a component, with static HTML before and after it', async () => {
    const page = referencePage(`${PAGE}\n\n<Widget />\n\n## Events\n\nNone.`);
    const root = await render(page, {Widget: () => <aside id="widget">live</aside>});
    const blocks = root.querySelectorAll(`.${STATIC_HTML.className}`);
    expect(blocks).toHaveLength(2);
    expect(blocks[1]!.querySelector('h2#events')).not.toBeNull();
    expect(root.querySelector('#widget')?.text).toBe('live');
  });

  it('gives headings the scroll margin of a navbar that hides on scroll when the theme has one', async () => {
    const page = referencePage('### deposit');
    const {default: Content} = await evaluate(page, {
      ...runtime,
      remarkPlugins: options.remarkPlugins,
      rehypePlugins: [[rehypeStaticBody, {hideOnScrollNavbar: true}]],
    });
    const root = parse(renderToStaticMarkup(<Content components={{StaticHtml}} />));
    expect(root.querySelector('h3')?.classList.contains(STATIC_HTML.hideOnScrollAnchorClass)).toBe(true);
  });
});
