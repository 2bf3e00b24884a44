import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';

import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {RouteConfig} from '@docusaurus/types';
import {describe, expect, it, vi} from 'vitest';

import {assertRuleMatches} from '../../plugins/client-rewrite';
import {DOCSEARCH_MODULE, DOCSEARCH_RULE} from '../../plugins/lean-docsearch';
import {cardDocIds, hasVersionRecord, withCardDescriptionsOnly} from '../../plugins/lean-docs';
import {PREFETCH_HELPER} from '../../plugins/lean-prefetch';
import leanRegistryPlugin from '../../plugins/lean-registry';

const require = createRequire(import.meta.url);
/** Runs a plugin's Rspack loader (`plugins/<plugin>/loader.cjs`) as Rspack would. */
function runLoader(plugin: string, source: string): string {
  const loader = require(`../../plugins/${plugin}/loader.cjs`) as (source: string) => string;
  return loader(source);
}

describe('lean-registry loader', () => {
  const registry = `export default {
  "003a8769": [() => import(/* webpackChunkName: "003a8769" */ "@site/docs-developers/a.md"), "@site/docs-developers/a.md", require.resolveWeak("@site/docs-developers/a.md")],
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],};
`;

  it('empties the module paths and keeps the loaders and weak ids', () => {
    const slim = runLoader('lean-registry', registry);
    expect(slim).toContain(
      '[() => import(/* webpackChunkName: "003a8769" */ "@site/docs-developers/a.md"), "", require.resolveWeak("@site/docs-developers/a.md")]',
    );
    expect(slim).toContain(
      '[() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "", require.resolveWeak("@theme/DocItem")]',
    );
    expect(slim.length).toBe(registry.length - '@site/docs-developers/a.md'.length - '@theme/DocItem'.length);
  });

  it('fails the build when the registry no longer has the shape it expects', () => {
    const changed = 'export default {"a": {load: () => import("x"), weak: require.resolveWeak("x")}};';
    expect(() => runLoader('lean-registry', changed)).toThrow(/the registry format changed/);
  });
});

type Sidebars = LoadedContent['loadedVersions'][number]['sidebars'];

describe('lean-docs', () => {
  const sidebars = {
    main: [
      {type: 'doc', id: 'intro'},
      {
        type: 'category',
        label: 'Products',
        link: {type: 'generated-index', slug: '/products', permalink: '/products'},
        items: [
          {type: 'doc', id: 'products/a'},
          {type: 'ref', id: 'products/b'},
          {
            type: 'category',
            label: 'Nested',
            link: {type: 'doc', id: 'products/c'},
            items: [{type: 'doc', id: 'products/c/d'}],
          },
        ],
      },
    ],
  } as unknown as Sidebars;

  it('finds the docs that a generated index shows as cards, and only those', () => {
    expect([...cardDocIds(sidebars)].sort()).toEqual(['products/a', 'products/b']);
  });

  it('drops the other descriptions from the version record, in nested routes too, and leaves other routes alone', () => {
    const doc = (id: string) => ({id, title: `Title ${id}`, description: `About ${id}`, sidebar: 'main'});
    const route = {
      path: '/area',
      component: 'Root',
      routes: [
        {
          path: '/area',
          component: 'Version',
          props: {version: {pluginId: 'area', docs: {intro: doc('intro'), 'products/a': doc('products/a')}}},
          routes: [{path: '/area/intro', component: 'Doc', exact: true}],
        },
      ],
    } as RouteConfig;
    const lean = withCardDescriptionsOnly(route, cardDocIds(sidebars));
    const version = lean.routes![0]!.props!.version as {pluginId: string; docs: Record<string, object>};
    expect(version.pluginId).toBe('area');
    expect(version.docs.intro).toEqual({id: 'intro', title: 'Title intro', sidebar: 'main'});
    expect(version.docs['products/a']).toEqual(doc('products/a'));
    expect(lean.routes![0]!.routes).toEqual(route.routes![0]!.routes);
    // The original route is not changed.
    expect(
      (route.routes![0]!.props!.version as {docs: Record<string, {description?: string}>}).docs.intro!.description,
    ).toBe('About intro');
  });
});

describe('lean-prefetch loader', () => {
  const {leanPrefetch} = require('../../plugins/lean-prefetch/loader.cjs') as {
    leanPrefetch(source: string): string | null;
  };
  const helperPath = require.resolve('@docusaurus/core/lib/client/prefetch.js');

  it('asks the browser for each chunk once, and never for one the page has downloaded', async () => {
    const slim = leanPrefetch(fs.readFileSync(helperPath, 'utf8'));
    expect(slim).not.toBeNull();
    const appended: string[] = [];
    const downloaded = new Set(['https://docs.example/assets/js/ran.js']);
    const link = () => {
      const attributes = new Map<string, string>();
      const element = {
        relList: {supports: (feature: string) => feature === 'prefetch'},
        setAttribute: (name: string, value: string) => attributes.set(name, value),
        onload: () => {},
      };
      return Object.assign(element, {href: () => attributes.get('href')!});
    };
    const head = {
      appendChild: (element: ReturnType<typeof link>) => {
        appended.push(element.href());
        element.onload();
      },
    };
    vi.stubGlobal('document', {createElement: link, getElementsByTagName: () => [head]});
    vi.stubGlobal('location', {href: 'https://docs.example/contributing/governance/yips'});
    vi.stubGlobal('performance', {getEntriesByName: (name: string) => (downloaded.has(name) ? [{name}] : [])});
    try {
      const file = path.join(os.tmpdir(), `lean-prefetch-${process.pid}.mjs`);
      fs.writeFileSync(file, slim!);
      const {default: prefetch} = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as {
        default: (url: string) => Promise<void>;
      };
      fs.rmSync(file);
      await prefetch('/assets/js/a.js');
      await prefetch('/assets/js/a.js');
      await prefetch('/assets/js/ran.js');
      await prefetch('/assets/js/b.js');
      expect(appended).toEqual(['/assets/js/a.js', '/assets/js/b.js']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('fails the build when the installed helper changes its default export', () => {
    const changed = fs
      .readFileSync(helperPath, 'utf8')
      .replace('export default function prefetch(url)', 'export default (url) =>');
    expect(() => runLoader('lean-prefetch', changed)).toThrow(/review plugins\/lean-prefetch/);
  });
});

describe('lean-docsearch loader', () => {
  const installed = fs.readFileSync(DOCSEARCH_MODULE, 'utf8');
  const SELECTION = 'window.getSelection().toString()';
  const STORED = ['key:"__DOCSEARCH_FAVORITE_SEARCHES__"', 'key:"__DOCSEARCH_RECENT_SEARCHES__"'];
  /** The hook call around the first place `marker` occurs. */
  const hookAround = (source: string, marker: string) => {
    const at = source.indexOf(marker);
    expect(at).toBeGreaterThan(0);
    return source.slice(source.lastIndexOf('.use', at), at);
  };

  it("keeps the modal's stored searches as lazy initial state, and leaves the selection to the site", () => {
    for (const marker of [SELECTION, ...STORED]) expect(hookAround(installed, marker)).toMatch(/^\.useRef\(/);
    const lean = runLoader('lean-docsearch', installed);
    for (const marker of STORED) expect(hookAround(lean, marker)).toMatch(/^\.useState\(function\(\)\{return /);
    expect(lean.match(/\}\)\[0\]/g)?.length).toBe((installed.match(/\}\)\[0\]/g)?.length ?? 0) + STORED.length);
    // The modal no longer reads the selection; src/components/Search/Provider passes it as the initial query.
    expect(lean).not.toContain('getSelection');
    // Still a module Node can parse.
    const file = path.join(os.tmpdir(), `lean-docsearch-${process.pid}.mjs`);
    fs.writeFileSync(file, lean);
    try {
      expect(spawnSync(process.execPath, ['--check', file]).status).toBe(0);
    } finally {
      fs.rmSync(file);
    }
  });

  it('fails the build when the modal no longer keeps one of them in a ref', () => {
    const changed = installed.replace('useRef(xr({key:"__DOCSEARCH_RECENT', 'useMemo(xr({key:"__DOCSEARCH_RECENT');
    expect(changed).not.toBe(installed);
    expect(() => runLoader('lean-docsearch', changed)).toThrow(/review plugins\/lean-docsearch/);
  });

  it('rewrites the file the browser bundle takes', () => {
    expect(() => assertRuleMatches('lean-docsearch', DOCSEARCH_RULE, DOCSEARCH_MODULE)).not.toThrow();
    expect((require('@docsearch/react/package.json') as {module: string}).module).toBe('dist/esm/index.js');
  });
});

describe('lazy-routes loader', () => {
  const {lazyRoutes} = require('../../plugins/lazy-routes/loader.cjs') as {lazyRoutes(source: string): string | null};
  // The route table exactly as Docusaurus writes it, from its own code generator.
  const {generateRoutesCode} = require('@docusaurus/core/lib/server/codegen/codegenRoutes.js') as {
    generateRoutesCode(routes: RouteConfig[]): {routesConfig: string};
  };
  const table = generateRoutesCode([
    {path: '/search', component: '@theme/SearchPage', exact: true},
    {
      path: '/developers',
      component: '@theme/DocsRoot',
      routes: [{path: "/developers/it's", component: '@theme/DocItem', exact: true, sidebar: 'developers'}],
    },
  ]).routesConfig;

  type Route = {path: string; component: unknown; routes?: Route[]; sidebar?: string};
  function evaluate(source: string) {
    const created: string[][] = [];
    const componentCreator = (...args: string[]) => {
      created.push(args);
      return {createdFor: args};
    };
    const body = source.replace(/^import .*$/gm, '').replace('export default', 'return');
    const routes = new Function('ComponentCreator', body)(componentCreator) as Route[];
    return {routes, created};
  }

  it('creates a route component on its first read only, and returns the same one after', () => {
    const lazy = lazyRoutes(table);
    expect(lazy).not.toBeNull();
    const {routes, created} = evaluate(lazy!);
    expect(created).toEqual([['*']]);
    expect(routes.map((route) => route.path)).toEqual(['/search', '/developers', '*']);

    const page = routes[1]!.routes![0]!;
    expect(page.sidebar).toBe('developers');
    const component = page.component;
    expect(component).toEqual({createdFor: ["/developers/it's", expect.any(String)]});
    expect(page.component).toBe(component);
    expect(created).toHaveLength(2);

    // Every route, once read, gets the component the original table creates for it.
    const readAll = (list: Route[]): unknown[] =>
      list.flatMap((route) => [route.component, ...readAll(route.routes ?? [])]);
    readAll(routes);
    expect(created.slice(1).sort()).toEqual(evaluate(table).created.slice(0, -1).sort());
  });

  it('also reads a table whose calls are broken over lines', () => {
    const wrapped = table.replace(
      /ComponentCreator\('([^']*)', '([^']*)'\)/g,
      "ComponentCreator(\n  '$1',\n  '$2',\n)",
    );
    const {routes, created} = evaluate(lazyRoutes(wrapped)!);
    expect(created).toEqual([['*']]);
    expect(routes[0]!.component).toEqual({createdFor: ['/search', expect.any(String)]});
  });

  it('fails the build when the table no longer has the shape it rewrites', () => {
    const changed = table.replace(/ComponentCreator\(/g, 'createRouteComponent(');
    expect(() => runLoader('lazy-routes', changed)).toThrow(/review plugins\/lazy-routes/);
  });
});

describe("the client-rewrite plugins' rules", () => {
  const prefetchRule = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]prefetch\.js$/;

  it("match the installed Docusaurus's prefetch helper, and the generated files once they exist", () => {
    expect(() => assertRuleMatches('lean-prefetch', prefetchRule, PREFETCH_HELPER)).not.toThrow();
    const generated = fs.mkdtempSync(path.join(os.tmpdir(), 'generated-'));
    try {
      const plugin = leanRegistryPlugin({
        generatedFilesDir: path.join(generated, '.docusaurus'),
      } as never);
      const configure = () => plugin.configureWebpack!({} as never, false, {} as never, undefined as never);
      // Before the site is loaded, the file is not there: the build stops rather than skip the rewrite.
      expect(configure).toThrow(/registry\.js is gone/);
      fs.mkdirSync(path.join(generated, '.docusaurus'));
      fs.writeFileSync(path.join(generated, '.docusaurus/registry.js'), '');
      expect(configure()).toMatchObject({module: {rules: [{test: expect.any(RegExp)}]}});
    } finally {
      fs.rmSync(generated, {recursive: true, force: true});
    }
  });

  it('fail the build when the upstream file moves', () => {
    const moved = PREFETCH_HELPER.replace(/prefetch\.js$/, 'prefetch.mjs');
    expect(() => assertRuleMatches('lean-prefetch', prefetchRule, moved)).toThrow(/is gone/);
    expect(() => assertRuleMatches('lean-prefetch', prefetchRule, path.dirname(PREFETCH_HELPER))).toThrow(
      /no longer matches/,
    );
  });
});

describe('lean-docs, when the docs plugin changes its version prop', () => {
  const route = (props: Record<string, unknown>) =>
    ({path: '/a', component: 'Root', routes: [{path: '/a', component: 'Version', props}]}) as RouteConfig;

  it('sees the version record it trims, and misses it once the prop is renamed (the plugin then stops the build)', () => {
    expect(hasVersionRecord(route({version: {docs: {}}}))).toBe(true);
    expect(hasVersionRecord(route({versionMetadata: {docs: {}}}))).toBe(false);
  });
});
