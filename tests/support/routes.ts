/**
 * The published routes the site must keep serving (tests/fixtures/routes.txt,
 * a copy of the project's shared route list) joined with each page's title
 * from its Markdown front matter.
 */
import fs from 'node:fs';
import path from 'node:path';

import {loadPages} from '../../scripts/content/model';

const ROOT = path.resolve(__dirname, '../..');

/**
 * Routes generated from contract metadata by the smart-contract reference
 * (a separate piece of work); until that generator exists they are listed
 * here, reported as skipped, and not counted as passing.
 */
export const GENERATED_ROUTE_PREFIXES = ['developers/smart-contracts/'] as const;

export function publishedRoutes(): string[] {
  return fs
    .readFileSync(path.join(ROOT, 'tests/fixtures/routes.txt'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}

export function isGenerated(route: string): boolean {
  return GENERATED_ROUTE_PREFIXES.some((prefix) => route.startsWith(prefix));
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
