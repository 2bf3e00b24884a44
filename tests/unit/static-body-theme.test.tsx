/**
 * plugins/static-body writes the HTML of headings, links, inline code and
 * tables itself instead of letting the theme's components render it. This
 * renders the same Markdown both ways, the second with the installed classic
 * theme's own components on the server, and expects the same HTML. The only
 * normalization: the theme's heading takes its scroll margin from a CSS
 * module (a hashed class name), static-body from a class of custom.css; the
 * test checks the two rules are the same and then treats the classes as one.
 */
import fs from 'node:fs';
import path from 'node:path';

import {evaluate} from '@mdx-js/mdx';
import type {Element, Root as HastRoot, RootContent as HastContent} from 'hast';
import {fromHtml} from 'hast-util-from-html';
import {toHtml} from 'hast-util-to-html';
import type {Heading as MdHeading, Root, Text} from 'mdast';
import type {ComponentType, ReactNode} from 'react';
import * as runtime from 'react/jsx-runtime';
import {renderToStaticMarkup} from 'react-dom/server';
import remarkGfm from 'remark-gfm';
import {visit} from 'unist-util-visit';
import {describe, expect, it} from 'vitest';

import rehypeStaticBody from '../../plugins/static-body';
import FocusableTable from '../../src/components/FocusableTable';
import {SITE} from '../../src/config/site';
import {STATIC_HTML} from '../../src/config/staticHtml';
import {
  cssModuleClassName,
  isCssModuleClass,
  loadThemeModule,
  THEME_DIR,
  type ThemePatch,
} from '../support/themeRender';

const PAGE = [
  '## Functions',
  '',
  '### deposit',
  '',
  'Deposits **assets** _now_; see [the releases](/developers/v3/releases), [the source](https://github.com/yearn/yearn-vaults-v3),',
  '[the ABI](pathname:///api/abi/index.json), [withdraw](#withdraw), [mail](mailto:security@yearn.fi) and',
  '[a protocol-relative link](//yearn.fi/v3).',
  '',
  '### `withdraw` with code',
  '',
  '- one `item`',
  '- [two](/developers/v3/releases#events)',
  '',
  '> A note.',
  '',
  '| Property | Value |',
  '| --- | --- |',
  '| Version | `3.1.0` |',
].join('\n');

/** Heading ids as Docusaurus's remark step gives them, before any rehype plugin runs. */
const remarkHeadingIds = () => (tree: Root) =>
  visit(tree, 'heading', (heading: MdHeading) => {
    const text = heading.children.map((child) => (child as Text).value ?? '').join('');
    heading.data = {hProperties: {id: text.toLowerCase().replace(/[^a-z]+/g, '-')}};
  });

interface Theme {
  MDXHeading: ComponentType<{as: string; id?: string; children?: ReactNode}>;
  MDXA: ComponentType<Record<string, unknown>>;
  CodeInline: ComponentType<Record<string, unknown>>;
  StaticRouter: ComponentType<{location: string; children?: ReactNode}>;
}

const THEME_SOURCE = `
export {default as MDXHeading} from '@theme/MDXComponents/Heading';
export {default as MDXA} from '@theme/MDXComponents/A';
export {default as CodeInline} from '@theme/CodeInline';
export {StaticRouter} from 'react-router-dom';
`;

async function themeHtml(hideOnScroll: boolean, patch?: ThemePatch): Promise<string> {
  const settings = {baseUrl: SITE.baseUrl, trailingSlash: undefined, hideOnScroll};
  const {MDXHeading, MDXA, CodeInline, StaticRouter} = await loadThemeModule<Theme>(THEME_SOURCE, settings, patch);
  const heading = (as: string) =>
    function ThemeHeading(props: {id?: string; children?: ReactNode}) {
      return <MDXHeading as={as} {...props} />;
    };
  const components = {
    h2: heading('h2'),
    h3: heading('h3'),
    h4: heading('h4'),
    h5: heading('h5'),
    h6: heading('h6'),
    a: MDXA,
    code: CodeInline,
    table: FocusableTable,
  };
  const {default: Content} = await evaluate(PAGE, {...runtime, remarkPlugins: [remarkGfm, remarkHeadingIds]});
  return renderToStaticMarkup(
    <StaticRouter location="/developers/v3/vault">
      <Content components={components} />
    </StaticRouter>,
  );
}

/** The HTML strings static-body puts into the page's `<StaticHtml>` blocks, joined. */
async function staticBodyHtml(hideOnScrollNavbar: boolean): Promise<string> {
  let html = '';
  const collect = () => (tree: HastRoot) => {
    for (const node of tree.children as unknown as {name?: string; attributes?: {value: string}[]}[])
      if (node.name === STATIC_HTML.component) html += node.attributes![0]!.value;
  };
  await evaluate(PAGE, {
    ...runtime,
    remarkPlugins: [remarkGfm, remarkHeadingIds],
    rehypePlugins: [[rehypeStaticBody, {hideOnScrollNavbar}], collect],
  });
  return html;
}

/** The declarations of `selector`'s rule in a stylesheet, whitespace collapsed. */
function ruleBody(css: string, selector: string): string {
  const match = new RegExp(`${selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\{([^}]*)\\}`).exec(css);
  expect(match, `rule ${selector}`).not.toBeNull();
  return match![1]!
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const THEME_CSS = fs.readFileSync(path.join(THEME_DIR, 'Heading/styles.module.css'), 'utf8');
const SITE_CSS = fs.readFileSync(path.resolve(__dirname, '../../src/css/custom.css'), 'utf8');

/** Elements whose whitespace-only text children HTML ignores (React leaves them out, static-body keeps them). */
const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);

/**
 * HTML with each element's attributes sorted, the theme's CSS-module classes
 * replaced by the site's, and whitespace between table parts dropped.
 */
function canonical(html: string, moduleClasses: Record<string, string>): string {
  const tree = fromHtml(html, {fragment: true});
  const walk = (nodes: HastContent[]) => {
    for (const node of nodes) {
      if (node.type !== 'element') continue;
      const element = node as Element;
      const className = element.properties.className;
      if (Array.isArray(className))
        element.properties.className = className.map((name) => {
          const value = String(name);
          if (!isCssModuleClass(value)) return value;
          const site = moduleClasses[cssModuleClassName(value)];
          expect(site, `a site class for the theme's CSS module class ${value}`).toBeDefined();
          return site!;
        });
      element.properties = Object.fromEntries(
        Object.entries(element.properties).sort(([a], [b]) => a.localeCompare(b)),
      );
      if (TABLE_PARTS.has(element.tagName))
        element.children = element.children.filter((child) => child.type !== 'text' || child.value.trim() !== '');
      walk(element.children);
    }
  };
  walk(tree.children);
  return toHtml(tree);
}

const MODULE_CLASSES = {
  anchorWithStickyNavbar: STATIC_HTML.anchorClass,
  anchorWithHideOnScrollNavbar: STATIC_HTML.hideOnScrollAnchorClass,
};

describe("static-body's HTML against the installed theme's components", () => {
  it("gives headings the theme's scroll margins under the site's class names", () => {
    for (const [module, site] of Object.entries(MODULE_CLASSES))
      expect(ruleBody(SITE_CSS, `.${site}`)).toBe(ruleBody(THEME_CSS, `.${module}`));
  });

  it.each([false, true])(
    'renders headings, links, inline code and tables as the theme does (navbar hides: %s)',
    async (hide) => {
      const ours = canonical(await staticBodyHtml(hide), MODULE_CLASSES);
      const theirs = canonical(await themeHtml(hide), MODULE_CLASSES);
      expect(ours).toContain('hash-link');
      expect(ours).toBe(theirs);
    },
  );

  // Each upstream change static-body must follow: a theme file, the edit, the attribute it adds.
  it.each([
    [
      "heading (3.10's translate attribute on the # link)",
      'Heading/index.js',
      'className="hash-link"',
      'translate="no"',
    ],
    ['link', 'MDXComponents/A.js', '<Link {...props}', 'data-md=""'],
  ])("fails when the theme's %s markup changes", async (_, file, anchor, attribute) => {
    const patch: ThemePatch = (path_, text) =>
      path_.endsWith(path.join(...file.split('/'))) ? text.replace(anchor, `${anchor} ${attribute}`) : text;
    const theirs = canonical(await themeHtml(false, patch), MODULE_CLASSES);
    expect(theirs).toContain(attribute);
    expect(canonical(await staticBodyHtml(false), MODULE_CLASSES)).not.toBe(theirs);
  });
});
