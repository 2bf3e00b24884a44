/**
 * The docs pages as their Markdown sources give them, for the checks that run
 * without a build (content check, name check, sidebar test): where each page
 * lives, which URL Docusaurus gives it, its front matter, its prose and its
 * links. The build itself reads its pages from Docusaurus (src/docs/pages.ts).
 *
 * The slug rules mirror Docusaurus's docs plugin for the cases this site uses:
 * `index.md`, `README.md` and a file named like its folder are category
 * indexes; a `slug` front matter value wins over the file path.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import GithubSlugger from 'github-slugger';

import {DOCS_AREAS} from '../../src/config/areas';
import {SITE} from '../../src/config/site';
import {renderReference} from '../../src/reference/generate';
import {REFERENCE_DATA_DIR, REFERENCE_OUT_DIR} from '../../src/reference/paths';
import {renderYips} from '../../src/yips/generate';
import {YIPS_OUT_DIR} from '../../src/yips/paths';

export interface DocPage {
  readonly file: string;
  readonly area: string;
  readonly url: string;
  readonly frontMatter: Readonly<Record<string, unknown>>;
  readonly body: string;
  /** A page generated from data (data/contracts, data/yips.json): tables and short entries, not long prose. */
  readonly generated?: boolean;
  /** A YIP archive page (data/yips.json): generated, but it may name dYFI, so the legacy-notice rule still applies. */
  readonly yip?: boolean;
}

const DOC_EXTENSIONS = ['.md', '.mdx'];

function walk(dir: string, skip: readonly string[] = []): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (skip.includes(full)) return [];
    if (entry.isDirectory()) return walk(full, skip);
    const isDoc = DOC_EXTENSIONS.includes(path.extname(entry.name));
    // Docusaurus skips files and folders starting with an underscore (partials).
    return isDoc && !entry.name.startsWith('_') ? [full] : [];
  });
}

/** The URL path Docusaurus serves a doc at, from its area, relative path and front matter. */
export function docUrl(
  routeBasePath: string,
  relativeFile: string,
  slug: unknown,
): string {
  const posix = relativeFile.split(path.sep).join('/');
  const dir = path.posix.dirname(posix);
  const base = path.posix.basename(posix, path.posix.extname(posix));
  const parent = path.posix.basename(dir);
  const isCategoryIndex =
    ['index', 'readme'].includes(base.toLowerCase()) ||
    (dir !== '.' && base.toLowerCase() === parent.toLowerCase());
  let docPath: string;
  if (typeof slug === 'string') {
    docPath = slug.startsWith('/')
      ? slug
      : `/${dir === '.' ? '' : `${dir}/`}${slug}`;
  } else if (isCategoryIndex) {
    docPath = dir === '.' ? '/' : `/${dir}/`;
  } else {
    docPath = `/${dir === '.' ? '' : `${dir}/`}${base}`;
  }
  return `/${routeBasePath}${docPath}`.replace(/\/+/g, '/');
}

/**
 * Every docs page. The smart-contract reference and the YIP archive are
 * rendered in memory from data/contracts and data/yips.json rather than read
 * from their git-ignored output folders, so the result is the same before and
 * after a build.
 */
export function loadPages(root: string): DocPage[] {
  const generatedDir = path.join(root, REFERENCE_OUT_DIR);
  const yipsDir = path.join(root, YIPS_OUT_DIR);
  const written = DOCS_AREAS.flatMap((area) => {
    const areaDir = path.join(root, area.dir);
    return walk(areaDir, [generatedDir, yipsDir]).map((file) => toPage(area, areaDir, file, fs.readFileSync(file, 'utf8')));
  });
  const developers = DOCS_AREAS.find((area) => generatedDir.startsWith(path.join(root, area.dir) + path.sep))!;
  const {catalog, outputs} = renderReference({siteDir: root, dataDir: path.join(root, REFERENCE_DATA_DIR), editUrlBase: `${SITE.repository}/edit/main/`});
  const contractPaths = new Set(catalog.pages.filter((p) => p.kind === 'contract').map((p) => `${p.path}.md`));
  const reference = [...outputs]
    .filter(([relative]) => DOC_EXTENSIONS.includes(path.extname(relative)))
    .map(([relative, text]) => ({...toPage(developers, path.join(root, developers.dir), path.join(generatedDir, relative), text), generated: contractPaths.has(relative)}));
  const contributing = DOCS_AREAS.find((area) => yipsDir.startsWith(path.join(root, area.dir) + path.sep))!;
  const yips = [...renderYips({siteDir: root, editUrlBase: `${SITE.repository}/edit/main/`, lastUpdate: null})].map(([relative, text]) => ({
    ...toPage(contributing, path.join(root, contributing.dir), path.join(yipsDir, relative), text),
    generated: true,
    yip: true,
  }));
  return [...written, ...reference, ...yips];
}

function toPage(area: (typeof DOCS_AREAS)[number], areaDir: string, file: string, text: string): DocPage {
  const parsed = matter(text);
  return {
    file,
    area: area.id,
    url: docUrl(area.routeBasePath, path.relative(areaDir, file), parsed.data.slug),
    frontMatter: parsed.data,
    body: parsed.content,
  };
}

/** Text a reader reads: no code, math, markup, link targets or tables' pipes. */
export function proseOf(body: string): string {
  return body
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/\$\$[\s\S]*?\$\$/g, ' ')
    .replace(/^\s*(import|export)\s.*$/gm, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`[^`]*`/g, ' ')
    .replace(/^:::.*$/gm, ' ')
    .replace(/[#>*_|[\]-]/g, ' ');
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[A-Za-z]{2,}/.test(word)).length;
}

export interface MarkdownLink {
  readonly target: string;
  readonly line: number;
}

/** Markdown links and images outside code, with their line numbers. */
export function linksOf(body: string): MarkdownLink[] {
  const withoutCode = body.replace(/```[\s\S]*?```/g, (block) =>
    block.replace(/[^\n]/g, ' '),
  );
  const links: MarkdownLink[] = [];
  withoutCode.split('\n').forEach((text, index) => {
    const stripped = text.replace(/`[^`]*`/g, '');
    for (const match of stripped.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      links.push({target: match[1]!, line: index + 1});
    }
  });
  return links;
}

/** Heading anchors as Docusaurus makes them (GitHub slugs, or an explicit `{#id}`). */
export function anchorsOf(body: string): Set<string> {
  const slugger = new GithubSlugger();
  const anchors = new Set<string>();
  const withoutCode = body.replace(/```[\s\S]*?```/g, '');
  for (const match of withoutCode.matchAll(/^#{1,6}\s+(.+?)\s*$/gm)) {
    const heading = match[1]!;
    const explicit = /\{#([^}]+)\}\s*$/.exec(heading);
    if (explicit) {
      anchors.add(explicit[1]!);
      continue;
    }
    const text = heading
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[`*_]/g, '');
    anchors.add(slugger.slug(text));
  }
  for (const match of withoutCode.matchAll(/\bid=["']([^"']+)["']/g)) {
    anchors.add(match[1]!);
  }
  return anchors;
}
