/**
 * "Last updated" dates from one `git log` for the whole site.
 *
 * Docusaurus finds a page's date by running `git log` once per file (through
 * a shell, so two processes per page): some 150 pairs of processes in a cold
 * build, about a second and a half of its site loading on two cores. The
 * docs pages get the same date from one run here instead, written into their
 * front matter as `last_update.date`, which Docusaurus reads before it would
 * ask git. The merges' files are listed as git's combined diff lists them
 * (`-c`: only files that differ from every parent), which is when a
 * per-file `git log` shows the merge itself. A unit test compares every
 * page's date with Docusaurus's own.
 */
import {execFileSync} from 'node:child_process';
import path from 'node:path';

import type {ParseFrontMatter} from '@docusaurus/types';

/**
 * The committer date (ISO 8601, as git writes it) of the newest commit that
 * changed each file under `pathspecs`, by path relative to `siteDir`. Empty
 * outside a git checkout.
 */
export function lastCommitDates(siteDir: string, pathspecs: readonly string[]): Map<string, string> {
  const dates = new Map<string, string>();
  let log: string;
  try {
    log = execFileSync('git', ['log', '-z', '-c', '--format=%x01%cI', '--name-only', '--', ...pathspecs], {
      cwd: siteDir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch {
    // Not a git checkout (a source tarball): pages go without a date.
    return dates;
  }
  // Each commit: \x01, its date, NUL, a line break, then its files, each followed by NUL.
  for (const commit of log.split('\x01').slice(1)) {
    const [date, ...files] = commit.split('\0');
    for (const file of files) {
      const name = file.replace(/^\n/, '');
      if (name && !dates.has(name)) dates.set(name, date!);
    }
  }
  return dates;
}

/**
 * Docusaurus's front matter parser for `markdown.parseFrontMatter`, adding the
 * last commit's date to the pages under `dirs` that do not set one. Git runs
 * once, on the first page (`readDates` stands in for it in a test).
 */
export function frontMatterWithLastUpdate(
  siteDir: string,
  dirs: readonly string[],
  readDates: () => Map<string, string> = () => lastCommitDates(siteDir, dirs),
): ParseFrontMatter {
  let dates: Map<string, string> | undefined;
  return async ({filePath, fileContent, defaultParseFrontMatter}) => {
    const parsed = await defaultParseFrontMatter({filePath, fileContent});
    const relative = path.relative(siteDir, filePath).split(path.sep).join('/');
    if (!dirs.some((dir) => relative.startsWith(`${dir}/`))) return parsed;
    const lastUpdate = parsed.frontMatter.last_update as {date?: unknown} | undefined;
    if (lastUpdate?.date !== undefined) return parsed;
    dates ??= readDates();
    const date = dates.get(relative);
    if (!date) return parsed;
    return {...parsed, frontMatter: {...parsed.frontMatter, last_update: {...lastUpdate, date}}};
  };
}
