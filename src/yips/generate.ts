import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {syncGeneratedFiles} from '../docs/generatedFiles';
import {renderYipPage} from './markdown';
import {YIPS_DATA_FILE, YIPS_OUT_DIR, yipSlug} from './paths';
import {parseYips, type Yip} from './schema';

/**
 * Writes one Markdown page per YIP from `data/yips.json` into the git-ignored
 * `docs-contributing/governance/yips/`, where the contributing docs plugin
 * picks them up like any page (sidebar, search, Markdown copies). Pages whose
 * YIP left the data are removed; unchanged pages are not rewritten, so the
 * dev server reloads only what changed.
 */

export interface YipsOptions {
  readonly siteDir: string;
  /** Prefix of edit links, e.g. `https://github.com/yearn/yearn-docs/edit/main/`. */
  readonly editUrlBase: string;
  /** The data, when a caller already has it (tests); read from `data/yips.json` otherwise. */
  readonly yips?: readonly Yip[];
  /** Last update date for every page; from git when omitted. */
  readonly lastUpdate?: string | null;
}

export function yipsDirs(siteDir: string): {dataFile: string; outDir: string} {
  return {dataFile: path.join(siteDir, YIPS_DATA_FILE), outDir: path.join(siteDir, YIPS_OUT_DIR)};
}

export function loadYips(siteDir: string): Yip[] {
  const file = path.join(siteDir, YIPS_DATA_FILE);
  return parseYips(JSON.parse(readFileSync(file, 'utf8')), YIPS_DATA_FILE);
}

/** Commit date of the data file: the generated pages are not in git themselves. */
function dataCommitDate(siteDir: string): string | undefined {
  try {
    const date = execFileSync('git', ['log', '-1', '--format=%cI', '--', YIPS_DATA_FILE], {
      cwd: siteDir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return date || undefined;
  } catch {
    // Not a git checkout (a source tarball): pages go without a date.
    return undefined;
  }
}

/** Every generated file, by path under the output folder, without touching the disk. */
export function renderYips(options: YipsOptions): Map<string, string> {
  const yips = options.yips ?? loadYips(options.siteDir);
  const lastUpdate =
    options.lastUpdate === undefined ? dataCommitDate(options.siteDir) : (options.lastUpdate ?? undefined);
  const outputs = new Map<string, string>();
  for (const yip of yips) {
    outputs.set(
      `${yipSlug(yip.number)}.md`,
      renderYipPage(yip, {editUrlBase: options.editUrlBase, all: yips, ...(lastUpdate ? {lastUpdate} : {})}),
    );
  }
  return outputs;
}

export function generateYips(options: YipsOptions & {readonly outDir: string}): {written: number; removed: number} {
  return syncGeneratedFiles(options.outDir, renderYips(options));
}
