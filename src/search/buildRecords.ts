/**
 * The search records of a built site (Node, after the build): one per
 * heading section of every docs page. The local index (plugins/search-index)
 * and the Algolia upload (scripts/search-upload.ts) both read them here, so
 * both searches hold the same records.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

import {DOCS_AREAS} from '../config/areas';
import {REFERENCE_ROUTE} from '../reference/paths';
import {extractRecords, type PageInfo} from './extractRecords';
import {areaSearchTag, type SearchRecord} from './types';

/** Contract reference pages are indexed by heading and notice; deprecated versions by name and summary. */
function scopeOf(route: string): PageInfo['scope'] {
  if (route.startsWith(`${REFERENCE_ROUTE}/deprecated/`)) return 'summary';
  return route.startsWith(`${REFERENCE_ROUTE}/`) ? 'reference' : 'full';
}

function htmlFileFor(outDir: string, route: string): string {
  return path.join(outDir, route.endsWith('/') ? `${route}index.html` : `${route}/index.html`);
}

/** Records of the given routes; routes outside the docs areas, or without a page, have none. */
export async function recordsOfRoutes(outDir: string, routes: Iterable<string>, language: string): Promise<SearchRecord[]> {
  const records: SearchRecord[] = [];
  for (const route of [...new Set(routes)].sort()) {
    const area = DOCS_AREAS.find((candidate) => route.startsWith(`/${candidate.routeBasePath}/`));
    if (!area) continue;
    const html = await fs.readFile(htmlFileFor(outDir, route), 'utf8').catch(() => null);
    if (html === null) continue;
    records.push(
      ...extractRecords(html, {url: route, lvl0: area.label, language, docusaurusTag: areaSearchTag(area.id), scope: scopeOf(route)}),
    );
  }
  return records;
}

/**
 * The routes of a build folder's pages, from the sitemap the build writes: it
 * names each route exactly as the router has it (an index page keeps its
 * trailing slash), which the folder layout does not tell.
 */
export async function routesOfBuild(outDir: string): Promise<string[]> {
  const sitemap = await fs.readFile(path.join(outDir, 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}
