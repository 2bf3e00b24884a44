/**
 * The docs pages of a build, as the five docs plugins loaded them: each
 * page's URL, source file, area, title, description and front matter. The
 * search index and the Markdown export read them here (`docPagesOf`, from
 * their `allContentLoaded` hook), and the build writes the same list next to
 * the host configuration (`writePageList`) for tools that run on a build
 * folder afterwards: the Algolia upload and the bench (`readPageList`).
 * URLs are Docusaurus's own permalinks, so no slug rule is repeated here.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {AllContent} from '@docusaurus/types';

import {DOCS_AREAS, type DocsAreaId} from '../config/areas';
import {HOSTING_DIR} from '../config/hosting';

export interface DocPage {
  /** URL path as the router serves it (an index page keeps its trailing slash). */
  readonly permalink: string;
  /** Markdown or MDX source, relative to the site folder. */
  readonly source: string;
  /** Docs plugin instance (`DOCS_AREAS[].id`). */
  readonly area: DocsAreaId;
  readonly title: string;
  readonly description: string;
  readonly frontMatter: Readonly<Record<string, unknown>>;
}

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
/** Docusaurus names sources from the site folder with this alias. */
const SITE_ALIAS = '@site/';
/** In the host folder, which neither host serves: the list is for tools, not readers. */
const PAGE_LIST_FILE = path.join(HOSTING_DIR, 'pages.json');

function pagesOfContent(allContent: AllContent): DocPage[] {
  const docsPlugins = allContent[DOCS_PLUGIN] ?? {};
  const pages = DOCS_AREAS.flatMap((area) => {
    const content = docsPlugins[area.id] as LoadedContent | undefined;
    return (content?.loadedVersions ?? []).flatMap((version) =>
      version.docs.map((doc) => ({
        permalink: doc.permalink,
        source: doc.source.startsWith(SITE_ALIAS) ? doc.source.slice(SITE_ALIAS.length) : doc.source,
        area: area.id,
        title: doc.title,
        description: doc.description,
        frontMatter: doc.frontMatter,
      })),
    );
  });
  // Code-unit order, as the router sorts: every reader then sees the pages in one order.
  return pages.sort((a, b) => (a.permalink < b.permalink ? -1 : a.permalink > b.permalink ? 1 : 0));
}

// Every plugin's allContentLoaded gets the same object, so the pages are read once per load.
const loaded = new WeakMap<AllContent, readonly DocPage[]>();

/** The docs pages of the site, from the content Docusaurus passes to `allContentLoaded`. */
export function docPagesOf(allContent: AllContent): readonly DocPage[] {
  let pages = loaded.get(allContent);
  if (!pages) {
    pages = pagesOfContent(allContent);
    loaded.set(allContent, pages);
  }
  return pages;
}

/** The HTML file the build writes for a route. */
export function htmlFileOf(outDir: string, route: string): string {
  return path.join(outDir, route.endsWith('/') ? `${route}index.html` : `${route}/index.html`);
}

export async function writePageList(outDir: string, pages: readonly DocPage[]): Promise<void> {
  const file = path.join(outDir, PAGE_LIST_FILE);
  await fs.promises.mkdir(path.dirname(file), {recursive: true});
  await fs.promises.writeFile(file, JSON.stringify(pages));
}

/** The docs pages of a build folder, from the list the build wrote into it. */
export function readPageList(outDir: string): DocPage[] {
  const file = path.join(outDir, PAGE_LIST_FILE);
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build the site again (npm run build) to write it.`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as DocPage[];
}
