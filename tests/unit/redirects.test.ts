/**
 * Every address the previous docs published keeps working: it serves a page
 * of this site or is redirected (src/config/redirects.ts) to the page that now
 * covers its subject. Pages come from the Markdown sources and the contract
 * reference rendered in memory (scripts/docs-sources/model.ts), as the build
 * makes them.
 */
import path from 'node:path';

import {describe, expect, it} from 'vitest';

import {redirectRouteProblems} from '../../plugins/hosting';
import {netlifyRedirects, nginxRedirects, NGINX_REDIRECT_VARIABLE} from '../../plugins/hosting/hostFiles';
import {
  normalizeSitePath,
  REDIRECTS,
  redirectListProblems,
  redirectTarget,
  type Redirect,
} from '../../src/config/redirects';
import {loadPages} from '../../scripts/docs-sources/model';
import {ROUTE_LISTS, routesOf} from '../support/routes';

const ROOT = path.resolve(__dirname, '../..');
const pages = loadPages(ROOT).map((page) => normalizeSitePath(page.url));
const pageSet = new Set(pages);

describe('published routes', () => {
  it.each(ROUTE_LISTS)('every route of %s serves a page or is redirected', (file) => {
    const routes = routesOf(file);
    expect(routes.length).toBeGreaterThan(200);
    const missing = routes
      .map((route) => normalizeSitePath(`/${route}`))
      .filter((url) => !pageSet.has(url) && !redirectTarget(url));
    expect(missing).toEqual([]);
  });
});

describe('the redirect map', () => {
  it('sends each old address to a page, never from a page, with no chain', () => {
    expect(redirectRouteProblems(REDIRECTS, pages, true)).toEqual([]);
  });

  it('redirects only addresses the previous docs published', () => {
    const published = new Set(ROUTE_LISTS.flatMap(routesOf).map((route) => normalizeSitePath(`/${route}`)));
    expect(REDIRECTS.filter(({from}) => !published.has(from)).map(({from}) => from)).toEqual([]);
  });

  it('never sends a reader to the home page or a section root', () => {
    const roots = new Set(['/', '/getting-started', '/developers', '/contributing', '/resources', '/partners']);
    expect(REDIRECTS.filter(({to}) => roots.has(to))).toEqual([]);
  });

  it('finds the target with or without a trailing slash, and nothing for other paths', () => {
    const {from, to} = REDIRECTS[0]!;
    expect(redirectTarget(from)).toBe(to);
    expect(redirectTarget(`${from}/`)).toBe(to);
    expect(redirectTarget(to)).toBeUndefined();
    expect(redirectTarget('/')).toBeUndefined();
    expect(redirectTarget(from.toUpperCase())).toBeUndefined();
  });
});

describe('the checks catch a bad map', () => {
  const page = '/resources/deprecated/woofy';
  const other = '/developers/v3/overview';

  it('a chain, a loop, a duplicate, a trailing slash and a character nginx would misread', () => {
    const bad: Redirect[] = [
      {from: '/old/a', to: '/old/b'},
      {from: '/old/b', to: page},
      {from: '/old/c', to: '/old/c'},
      {from: '/old/d', to: page},
      {from: '/old/d', to: other},
      {from: '/old/e/', to: page},
      {from: '/old/f;return', to: page},
    ];
    expect(redirectListProblems(bad)).toEqual([
      '/old/c redirects to itself',
      '/old/d is redirected twice',
      'source /old/e/: write it without a trailing slash',
      'source /old/f;return: only letters, digits and . _ ~ / - may appear in a redirect path',
      '/old/a -> /old/b is a chain: /old/b is redirected too; point /old/a at the final page',
      '/old/c -> /old/c is a chain: /old/c is redirected too; point /old/c at the final page',
    ]);
  });

  it('a source that is a page (letter case aside) and a target that is not', () => {
    const bad: Redirect[] = [
      {from: '/Resources/Deprecated/Woofy', to: other},
      {from: '/old/x', to: '/no/such/page'},
    ];
    expect(redirectRouteProblems(bad, [page, other], true)).toEqual([
      '/Resources/Deprecated/Woofy is a page of this build (letter case aside): remove its redirect',
      '/old/x -> /no/such/page: the target is not a page of this build',
    ]);
    // The probes build keeps a few pages: targets are not checked there, sources still are.
    expect(redirectRouteProblems(bad, [page, other], false)).toHaveLength(1);
  });
});

describe('host rules made from the map', () => {
  const redirects: Redirect[] = [{from: '/old/page', to: '/new/page'}];

  it('nginx: a map in the http block from both forms of each old path', () => {
    const conf = nginxRedirects(redirects);
    expect(conf).toContain(
      `map $uri ${NGINX_REDIRECT_VARIABLE} {\n    default "";\n    /old/page /new/page;\n    /old/page/ /new/page;\n}`,
    );
    expect(conf).toMatch(/^map_hash_bucket_size (64|128|256);$/m);
    // Long old paths get a bigger bucket, or nginx refuses to start.
    const long = nginxRedirects([{from: `/${'a'.repeat(200)}`, to: '/new/page'}]);
    expect(long).toContain('map_hash_bucket_size 256;');
  });

  it('Netlify: forced 301s for both forms, before the rule that hides the host configuration', () => {
    expect(netlifyRedirects(redirects)).toBe(
      '/old/page /new/page 301!\n/old/page/ /new/page 301!\n/_hosting/* /404.html 404!\n',
    );
  });
});
