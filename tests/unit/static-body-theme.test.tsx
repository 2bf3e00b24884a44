/**
 * plugins/static-body writes the HTML of headings, links, inline code and
 * tables itself instead of letting the theme's components render it. This
 * renders the same Markdown both ways, the second with the installed classic
 * theme's own components on the server, and expects the same HTML. The only
 * normalization: the theme's heading takes its scroll margin from a CSS
 * module (a hashed class name), static-body from a class of custom.css; the
 * test checks the two rules are the same and then treats the classes as one.
 * Where that CSS module is, and the rest of what changed between Docusaurus
 * versions, comes from src/config/docusaurusVersion.ts.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
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

import rehypeStaticBody, {type StaticBodyOptions} from '../../plugins/static-body';
import FocusableTable from '../../src/components/FocusableTable';
import {docusaurusEdits} from '../../src/config/docusaurusVersion';
import {SITE} from '../../src/config/site';
import {STATIC_HTML} from '../../src/config/staticHtml';
import {cssModuleClassName, isCssModuleClass, loadThemeModule, type ThemePatch} from '../support/themeRender';

const EDITS = docusaurusEdits();

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
async function staticBodyHtml(hideOnScrollNavbar: boolean, options: StaticBodyOptions = {}): Promise<string> {
  let html = '';
  const collect = () => (tree: HastRoot) => {
    for (const node of tree.children as unknown as {name?: string; attributes?: {value: string}[]}[])
      if (node.name === STATIC_HTML.component) html += node.attributes![0]!.value;
  };
  await evaluate(PAGE, {
    ...runtime,
    remarkPlugins: [remarkGfm, remarkHeadingIds],
    rehypePlugins: [[rehypeStaticBody, {hideOnScrollNavbar, ...options}], collect],
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

/** A file inside an installed package, found without the package's exports map (theme-common has one). */
function packageFile(file: string): string {
  const name = file.split('/').slice(0, 2).join('/');
  const dir = createRequire(import.meta.url)
    .resolve.paths(name)!
    .map((modules) => path.join(modules, name))
    .find((candidate) => fs.existsSync(path.join(candidate, 'package.json')));
  expect(dir, `package ${name}`).toBeDefined();
  return path.join(dir!, file.slice(name.length + 1));
}

const THEME_CSS_FILE = packageFile(EDITS.anchorTargetCss.file);
const THEME_CSS = fs.existsSync(THEME_CSS_FILE) ? fs.readFileSync(THEME_CSS_FILE, 'utf8') : '';
const SITE_CSS = fs.readFileSync(path.resolve(__dirname, '../../src/css/custom.css'), 'utf8');

/** Elements whose whitespace-only text children HTML ignores (React leaves them out, static-body keeps them). */
const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);

/**
 * HTML with each element's attributes sorted, the theme's CSS-module classes
 * replaced by the site's, an empty `class` dropped (from 3.9.2 the theme's
 * links write `class=""` when they are no anchor target) and whitespace
 * between table parts dropped.
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
      if (Array.isArray(element.properties.className) && element.properties.className.length === 0)
        delete element.properties.className;
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
  [EDITS.anchorTargetCss.stickyNavbar]: STATIC_HTML.anchorClass,
  [EDITS.anchorTargetCss.hideOnScrollNavbar]: STATIC_HTML.hideOnScrollAnchorClass,
};

describe("static-body's HTML against the installed theme's components", () => {
  it("gives headings the theme's scroll margins under the site's class names", () => {
    expect(
      THEME_CSS,
      `the theme's heading scroll margins are not in ${EDITS.anchorTargetCss.file}: update anchorTargetCss in src/config/docusaurusVersion.ts`,
    ).not.toBe('');
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

  it("differs from the theme with the other Docusaurus version's heading markup (the # link's translate attribute)", async () => {
    const theirs = canonical(await themeHtml(false), MODULE_CLASSES);
    const other = await staticBodyHtml(false, {hashLinkTranslateNo: !EDITS.hashLinkTranslateNo});
    expect(canonical(other, MODULE_CLASSES)).not.toBe(theirs);
  });

  // An upstream change static-body must follow, played by editing a theme file: where, what, the attribute it adds.
  it.each([
    ['heading', /[\\/]Heading[\\/]index\.js$/, 'className="hash-link"', 'data-upstream=""'],
    // MDXComponents/A.js until 3.8, MDXComponents/A/index.js from 3.9.
    ['link', /[\\/]MDXComponents[\\/]A(?:\.js|[\\/]index\.js)$/, '<Link {...props}', 'data-upstream=""'],
  ])("fails when the theme's %s markup changes", async (_, file, anchor, attribute) => {
    const patch: ThemePatch = (path_, text) =>
      file.test(path_) ? text.replace(anchor, `${anchor} ${attribute}`) : text;
    const theirs = canonical(await themeHtml(false, patch), MODULE_CLASSES);
    expect(theirs).toContain(attribute);
    expect(canonical(await staticBodyHtml(false), MODULE_CLASSES)).not.toBe(theirs);
  });
});
