import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {buildPageModel, type ContractPageModel} from './model';
import {parseContractFile, ReferenceDataError, type ContractFile} from './schema';

/**
 * Reads `data/contracts/`: one JSON metadata file per contract version, plus
 * the hand-written Markdown pages of the reference (section intros, the old
 * V2 guides). A file's path under the folder is its URL under
 * `/developers/smart-contracts/`.
 */

/** Path of a page under `data/contracts/`, without extension: `V3/VaultV3`, `deprecated/V1/interfaces`. */
export type ReferencePath = string;

export interface ContractPage {
  readonly kind: 'contract';
  readonly path: ReferencePath;
  /** The metadata file, relative to the repository root. */
  readonly file: string;
  readonly data: ContractFile;
  readonly model: ContractPageModel;
  readonly deprecated: boolean;
  /** Page of the current version, for a deprecated one. */
  readonly current?: ReferencePath;
}

export interface MarkdownPage {
  readonly kind: 'markdown';
  readonly path: ReferencePath;
  readonly file: string;
  readonly source: string;
}

export type ReferencePage = ContractPage | MarkdownPage;

export interface Catalog {
  readonly pages: readonly ReferencePage[];
  /** Folder paths (`V3`, `V3/Periphery`, ...) with category overrides read from `_category_.json`. */
  readonly folders: ReadonlyMap<string, CategoryOverride>;
}

export interface CategoryOverride {
  readonly label?: string;
  readonly position?: number;
}

const DEPRECATED_ROOT = 'deprecated';

function walk(dir: string, base = ''): string[] {
  return readdirSync(dir, {withFileTypes: true})
    .sort((a, b) => a.name.localeCompare(b.name, 'en'))
    .flatMap((item) => {
      const relative = base ? `${base}/${item.name}` : item.name;
      return item.isDirectory() ? [relative + '/', ...walk(path.join(dir, item.name), relative)] : [relative];
    });
}

export function isDeprecatedPath(pagePath: ReferencePath): boolean {
  return pagePath === DEPRECATED_ROOT || pagePath.startsWith(`${DEPRECATED_ROOT}/`);
}

/** The current page of a deprecated contract: named in the file, else the current page of the same major and contract. */
function currentPageOf(
  pagePath: ReferencePath,
  data: ContractFile,
  currentPages: ReadonlyMap<string, ReferencePath>,
): ReferencePath | undefined {
  if (data.current) return data.current;
  const major = pagePath.split('/')[1];
  return currentPages.get(`${major}:${data.contract}`);
}

/**
 * Loads and checks every page. Throws a ReferenceDataError that lists every
 * problem: malformed files, unknown `docsFrom`/`current` targets, NatSpec keys
 * that name no ABI entry, anchors that would collide.
 */
export function loadCatalog(dataDir: string, repoRoot = process.cwd()): Catalog {
  const files = walk(dataDir);
  const problems: string[] = [];
  const parsed = new Map<ReferencePath, {file: string; data: ContractFile}>();
  const markdown: MarkdownPage[] = [];
  const folders = new Map<string, CategoryOverride>();

  for (const relative of files) {
    const absolute = path.join(dataDir, relative);
    const file = path.relative(repoRoot, absolute);
    if (relative === 'README.md') {
      // The folder's own documentation for contributors, not a page.
      continue;
    } else if (relative.endsWith('/')) {
      folders.set(relative.slice(0, -1), {});
    } else if (relative.endsWith('/_category_.json') || relative === '_category_.json') {
      folders.set(path.posix.dirname(relative), JSON.parse(readFileSync(absolute, 'utf8')) as CategoryOverride);
    } else if (relative.endsWith('.json')) {
      try {
        parsed.set(relative.slice(0, -'.json'.length), {
          file,
          data: parseContractFile(JSON.parse(readFileSync(absolute, 'utf8')), file),
        });
      } catch (error) {
        problems.push(error instanceof Error ? error.message : String(error));
      }
    } else if (/\.mdx?$/.test(relative)) {
      markdown.push({
        kind: 'markdown',
        path: relative.replace(/\.mdx?$/, ''),
        file,
        source: readFileSync(absolute, 'utf8'),
      });
    } else {
      problems.push(
        `${file}: only .json metadata, .md pages and _category_.json belong in ${path.relative(repoRoot, dataDir)}`,
      );
    }
  }

  const currentPages = new Map<string, ReferencePath>();
  for (const [pagePath, {data}] of parsed) {
    if (!isDeprecatedPath(pagePath)) currentPages.set(`${pagePath.split('/')[0]}:${data.contract}`, pagePath);
  }
  const allPaths = new Set([...parsed.keys(), ...markdown.map((p) => p.path)]);

  const pages: ReferencePage[] = [...markdown];
  for (const [pagePath, {file, data}] of parsed) {
    try {
      const chain: ContractFile[] = [];
      const visited = new Set([pagePath]);
      for (let next = data.docsFrom; next; next = parsed.get(next)?.data.docsFrom) {
        const source = parsed.get(next);
        if (!source)
          throw new ReferenceDataError(`${file}: docsFrom "${next}" is not a metadata file in data/contracts`);
        if (visited.has(next)) throw new ReferenceDataError(`${file}: docsFrom makes a loop through "${next}"`);
        visited.add(next);
        chain.push(source.data);
      }
      const deprecated = isDeprecatedPath(pagePath);
      const current = deprecated ? currentPageOf(pagePath, data, currentPages) : undefined;
      if (current && !allPaths.has(current))
        throw new ReferenceDataError(`${file}: current "${current}" is not a page in data/contracts`);
      const model = buildPageModel(data, file, chain);
      pages.push({kind: 'contract', path: pagePath, file, data, model, deprecated, ...(current ? {current} : {})});
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
  }

  if (problems.length)
    throw new ReferenceDataError(
      `The contract reference data has ${problems.length} problem(s):\n${problems.join('\n')}`,
    );
  pages.sort((a, b) => a.path.localeCompare(b.path, 'en'));
  return {pages, folders};
}
