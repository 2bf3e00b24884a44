/**
 * Data-service examples on the pages run against the services as they are:
 * every ```graphql fence validates against Kong's schema, vendored at a pinned
 * commit in tests/fixtures/kong/, and every yDaemon or Kong REST endpoint a page
 * names matches a route of that service's router at its pinned commit
 * (tests/fixtures/ydaemon/routes.txt, tests/fixtures/kong/rest-routes.txt).
 */
import fs from 'node:fs';
import path from 'node:path';
import {buildSchema, parse, validate, type GraphQLSchema} from 'graphql';
import {fromMarkdown} from 'mdast-util-from-markdown';
import type {Code, InlineCode, Nodes} from 'mdast';
import {describe, expect, it} from 'vitest';

import {DOCS_AREAS} from '../../src/config/areas';
import {REFERENCE_OUT_DIR} from '../../src/reference/paths';

const ROOT = path.resolve(__dirname, '../..');
const FIXTURES = path.join(ROOT, 'tests/fixtures');

/**
 * Fences that query the legacy V2 subgraph instead of Kong carry this meta.
 * Yearn publishes no current schema or endpoint for that subgraph, so they are
 * parsed but cannot be validated; only the subgraph pages may use it.
 */
const SUBGRAPH_META = 'schema="yearn-vaults-v2-subgraph"';
const SUBGRAPH_PAGES = ['docs-developers/data-services/queries.md', 'docs-developers/data-services/entities.md'];

interface Found {
  readonly file: string;
  readonly line: number;
  readonly text: string;
  readonly meta?: string;
}

function docFiles(dir: string): string[] {
  if (!fs.existsSync(dir) || dir === path.join(ROOT, REFERENCE_OUT_DIR)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return docFiles(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

function walk(node: Nodes, visit: (node: Nodes) => void): void {
  visit(node);
  if ('children' in node) for (const child of node.children) walk(child as Nodes, visit);
}

/** Pages about Kong and yDaemon, whose bare `GET /...` spans are checked against their routes. */
const DATA_SERVICE_PAGES = /(^|\/)docs-developers\/(data-services\/|wallet-integration\.md$)/;

const pages = DOCS_AREAS.flatMap((area) => docFiles(path.join(ROOT, area.dir))).map((file) => {
  const source = fs.readFileSync(file, 'utf8');
  return {file: path.relative(ROOT, file), source, tree: fromMarkdown(source)};
});

const graphqlFences: Found[] = [];
const endpointSpans: Found[] = [];
for (const page of pages) {
  walk(page.tree, (node) => {
    const line = node.position?.start.line ?? 0;
    if (node.type === 'code' && (node as Code).lang === 'graphql') {
      graphqlFences.push({file: page.file, line, text: (node as Code).value, meta: (node as Code).meta ?? ''});
    }
    // A bare `GET /...` span names a Kong or yDaemon route only on the pages about those services; other
    // pages (the yvUSD APR service, say) document services of their own, whose routes are not in the fixtures.
    if (
      DATA_SERVICE_PAGES.test(page.file) &&
      node.type === 'inlineCode' &&
      /^(GET|POST) \/\S*$/.test((node as InlineCode).value)
    ) {
      endpointSpans.push({file: page.file, line, text: (node as InlineCode).value});
    }
  });
}

/** Every `https://ydaemon.yearn.fi/...` and `https://kong.yearn.fi/api/...` URL in a page, prose or code, as `GET <path>`. */
const endpointUrls: Found[] = pages
  .flatMap((page) =>
    page.source.split('\n').flatMap((text, index) =>
      [...text.matchAll(/https:\/\/(ydaemon\.yearn\.fi|kong\.yearn\.fi(?=\/api\/))(\/[^\s)"'`<>\]]*)?/g)].map(
        (match) => ({
          file: page.file,
          line: index + 1,
          text: `GET ${match[2] || '/'}`,
          meta: match[1],
        }),
      ),
    ),
  )
  .filter((found) => found.text !== 'GET /api/rest'); // Kong's REST base URL, named as such in prose

interface Route {
  readonly method: string;
  readonly segments: readonly string[];
  readonly text: string;
}

function readRoutes(file: string): Route[] {
  return fs
    .readFileSync(path.join(FIXTURES, file), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [method, routePath] = line.trim().split(/\s+/);
      return {method: method!, segments: routePath!.split('/').filter(Boolean), text: line.trim()};
    });
}

const YDAEMON_ROUTES = readRoutes('ydaemon/routes.txt');
const KONG_ROUTES = readRoutes('kong/rest-routes.txt');

/**
 * Whether one segment a page writes fits one route segment. A `{placeholder}`
 * (or a template literal's `${placeholder}`) fits any parameter and no fixed
 * segment; a literal fits a fixed segment equal to it, or a parameter whose
 * kind it has (a chain id is a number, an address a 0x address or a comma
 * list of them, a `:name(a|b)` one of the values listed). Being strict here is what catches `/1/vaults/v3`, which Gin
 * would route to the single-vault handler with "v3" as the address.
 */
function segmentFits(written: string, route: string): boolean {
  const param = /^:(\w+)(?:\(([^)]*)\))?$/.exec(route);
  if (/^\$?\{\w+\}$/.test(written)) return param !== null;
  if (!param) return written === route;
  const [, name, choices] = param;
  if (choices) return choices.split('|').includes(written);
  if (/chain/i.test(name!)) return /^\d+$/.test(written);
  if (/address|vaults/i.test(name!)) return /^0x[0-9a-fA-F]{40}(,0x[0-9a-fA-F]{40})*$/.test(written);
  return true;
}

/** The route an endpoint as a page writes it (`GET /1/vaults/{address}?x=y`) reaches, or undefined. */
function matchRoute(endpoint: string, routes: readonly Route[]): Route | undefined {
  const [method, target] = endpoint.split(' ');
  const segments = target!
    .replace(/[?#].*$/, '')
    .split('/')
    .filter(Boolean);
  return routes.find(
    (route) =>
      route.method === method &&
      route.segments.length === segments.length &&
      route.segments.every((segment, index) => segmentFits(segments[index]!, segment)),
  );
}

function routesFor(found: Found): readonly Route[] {
  if (found.meta === 'ydaemon.yearn.fi') return YDAEMON_ROUTES;
  if (found.meta?.startsWith('kong.yearn.fi')) return KONG_ROUTES;
  // A bare `GET /...` span: Kong's routes all live under /api/.
  return found.text.split(' ')[1]!.startsWith('/api/') ? KONG_ROUTES : YDAEMON_ROUTES;
}

const kongSchema: GraphQLSchema = buildSchema(fs.readFileSync(path.join(FIXTURES, 'kong/schema.graphql'), 'utf8'));

function kongErrors(query: string): string[] {
  return validate(kongSchema, parse(query)).map((error) => error.message);
}

describe('GraphQL examples in the docs', () => {
  it('finds the Kong examples of the data-service pages', () => {
    const kongPage = graphqlFences.filter((fence) => fence.file === 'docs-developers/data-services/kong.md');
    expect(kongPage.length).toBeGreaterThanOrEqual(5);
  });

  it('catches a field Kong does not have', () => {
    // SparklinePoint has `close`, not `tvl`: a query once shown in Kong's own docs.
    expect(kongErrors('{ vaults(chainId: 1) { address tvl { tvl } } }')).toEqual([
      'Cannot query field "tvl" on type "SparklinePoint".',
    ]);
    expect(kongErrors('{ vaults(chainId: 1) { address tvl { close } } }')).toEqual([]);
  });

  it('validates every graphql fence against Kong, except marked subgraph fences on the subgraph pages', () => {
    const problems: string[] = [];
    for (const fence of graphqlFences) {
      const where = `${fence.file}:${fence.line}`;
      if (fence.meta?.includes(SUBGRAPH_META)) {
        if (!SUBGRAPH_PAGES.includes(fence.file))
          problems.push(`${where}: only the subgraph pages may mark a fence ${SUBGRAPH_META}`);
        try {
          parse(fence.text);
        } catch (error) {
          problems.push(`${where}: ${(error as Error).message}`);
        }
        continue;
      }
      try {
        for (const message of kongErrors(fence.text)) problems.push(`${where}: ${message}`);
      } catch (error) {
        problems.push(`${where}: ${(error as Error).message}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('REST endpoints in the docs', () => {
  it('finds the endpoints of the data-service pages', () => {
    expect(
      endpointSpans.filter((span) => span.file === 'docs-developers/data-services/ydaemon.md').length,
    ).toBeGreaterThanOrEqual(10);
    expect(endpointUrls.filter((url) => url.meta === 'ydaemon.yearn.fi').length).toBeGreaterThanOrEqual(3);
    expect(endpointUrls.filter((url) => url.meta?.startsWith('kong')).length).toBeGreaterThanOrEqual(3);
  });

  it('tells a real route from a near miss', () => {
    const address = '0xBe53A109B494E5c9f97b9Cd39Fe969BE68BF6204';
    expect(matchRoute('GET /1/vaults/v3/all', YDAEMON_ROUTES)?.text).toBe('GET /:chainID/vaults/v3/all');
    expect(matchRoute(`GET /1/vaults/${address}`, YDAEMON_ROUTES)?.text).toBe('GET /:chainID/vaults/:address');
    expect(matchRoute('GET /1/vaults/{address}', YDAEMON_ROUTES)?.text).toBe('GET /:chainID/vaults/:address');
    expect(matchRoute('GET /1/vaults/v3', YDAEMON_ROUTES)).toBeUndefined();
    expect(matchRoute('GET /vaults/v3?chainIDs=1,8453', YDAEMON_ROUTES)?.text).toBe('GET /vaults/v3');
    expect(matchRoute(`GET /api/rest/timeseries/tvl/1/${address}`, KONG_ROUTES)).toBeDefined();
    expect(matchRoute(`GET /api/rest/timeseries/apy/1/${address}`, KONG_ROUTES)).toBeUndefined();
  });

  it('matches every yDaemon and Kong endpoint a page names to a route', () => {
    const problems = [...endpointSpans, ...endpointUrls]
      .filter((found) => !matchRoute(found.text, routesFor(found)))
      .map(
        (found) =>
          `${found.file}:${found.line}: \`${found.text}\` matches no ${routesFor(found) === KONG_ROUTES ? 'Kong' : 'yDaemon'} route`,
      );
    expect(problems).toEqual([]);
  });
});
