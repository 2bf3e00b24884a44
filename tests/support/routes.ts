/**
 * The published routes the site must keep serving (tests/fixtures/routes.txt,
 * a copy of the project's shared route list) joined with each page's title
 * from its Markdown front matter.
 */
import fs from 'node:fs';
import path from 'node:path';

import {loadPages} from '../../scripts/docs-sources/model';

const ROOT = path.resolve(__dirname, '../..');

export function publishedRoutes(): string[] {
  return fs
    .readFileSync(path.join(ROOT, 'tests/fixtures/routes.txt'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
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
