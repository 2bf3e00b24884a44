import {createRequire} from 'node:module';

import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {RouteConfig} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';

import {cardDocIds, withCardDescriptionsOnly} from '../../plugins/lean-docs';

const require = createRequire(import.meta.url);
const leanRegistryLoader = require('../../plugins/lean-registry/loader.cjs') as (
  this: {emitWarning(error: Error): void},
  source: string,
) => string;

describe('lean-registry loader', () => {
  const registry = `export default {
  "003a8769": [() => import(/* webpackChunkName: "003a8769" */ "@site/docs-developers/a.md"), "@site/docs-developers/a.md", require.resolveWeak("@site/docs-developers/a.md")],
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],};
`;

  it('empties the module paths and keeps the loaders and weak ids', () => {
    const warnings: Error[] = [];
    const slim = leanRegistryLoader.call({emitWarning: (error) => warnings.push(error)}, registry);
    expect(slim).toContain(
      '[() => import(/* webpackChunkName: "003a8769" */ "@site/docs-developers/a.md"), "", require.resolveWeak("@site/docs-developers/a.md")]',
    );
    expect(slim).toContain(
      '[() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "", require.resolveWeak("@theme/DocItem")]',
    );
    expect(slim.length).toBe(registry.length - '@site/docs-developers/a.md'.length - '@theme/DocItem'.length);
    expect(warnings).toEqual([]);
  });

  it('warns when the registry no longer has the shape it expects', () => {
    const warnings: Error[] = [];
    const changed = 'export default {"a": {load: () => import("x"), weak: require.resolveWeak("x")}};';
    expect(leanRegistryLoader.call({emitWarning: (error) => warnings.push(error)}, changed)).toBe(changed);
    expect(warnings.map(String)).toEqual([expect.stringContaining('the registry format changed')]);
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
