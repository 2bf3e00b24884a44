/**
 * The published routes the site must keep serving, joined with each page's
 * title from its Markdown front matter. Two lists, copies of the project's
 * shared ones: tests/fixtures/routes.txt (the previous docs at 0.4.3) and
 * tests/fixtures/routes-2026-07.txt (their last version). A route either
 * serves a page or is redirected by src/config/redirects.ts.
 */
import fs from 'node:fs';
import path from 'node:path';

import {loadPages} from '../../scripts/docs-sources/model';

const ROOT = path.resolve(__dirname, '../..');

export const ROUTE_LISTS = ['tests/fixtures/routes.txt', 'tests/fixtures/routes-2026-07.txt'] as const;

/** The routes of one list file, as written (relative to the site root, a trailing slash for a category index). */
export function routesOf(file: (typeof ROUTE_LISTS)[number]): string[] {
  return fs
    .readFileSync(path.join(ROOT, file), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}

/** Every route of both lists, once each. */
export function publishedRoutes(): string[] {
  return [...new Set(ROUTE_LISTS.flatMap(routesOf))];
}

/** Title of each docs page, keyed by URL path without a trailing slash. */
export function titlesByUrl(): Map<string, string> {
  const titles = new Map<string, string>();
  for (const page of loadPages(ROOT)) {
    const title = page.frontMatter.title;
    if (typeof title === 'string') titles.set(page.url.replace(/\/$/, ''), title);
  }
  return titles;
}
