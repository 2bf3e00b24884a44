/**
 * `npm run check:fast`: the checks a content edit can break, on the files
 * changed since the last commit (or the files given), in seconds instead of
 * `npm test`'s minutes: the content check on the changed pages, the contract
 * names when a page of the names' areas changed, Markdown lint and spelling
 * of the changed Markdown. The checks run side by side; each prints its own
 * messages, and the command fails when any of them fails.
 *
 *   npm run check:fast
 *   npm run check:fast -- docs-developers/v3/overview.md
 */
import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import {DOCS_AREAS} from '../src/config/areas';

/** The areas check:names reads (scripts/check-names.ts). */
const NAMES_AREAS = ['docs-developers', 'docs-partners', 'docs-contributing'];
/** Markdown that npm test lints and spell-checks (package.json's lint:spell, .markdownlint-cli2.jsonc). */
const LINTED =
  /^(?:docs-[a-z-]+\/.*\.mdx?|data\/contracts\/.*\.md|README\.md|CONTRIBUTING\.md|docs\/.*\.md|\.github\/.*\.md)$/;
/** Generated trees: their sources are checked, not their output. */
const GENERATED = /^(?:docs-developers\/smart-contracts|docs-contributing\/governance\/yips)\//;

export interface FastCheck {
  readonly name: string;
  readonly command: string;
  readonly args: readonly string[];
}

/** The checks for `files` (paths relative to the repository), and none when no content changed. */
export function fastChecks(files: readonly string[]): FastCheck[] {
  const pages = files.filter(
    (file) =>
      /\.mdx?$/.test(file) && DOCS_AREAS.some((area) => file.startsWith(`${area.dir}/`)) && !GENERATED.test(file),
  );
  const markdown = files.filter((file) => LINTED.test(file) && !GENERATED.test(file));
  const checks: FastCheck[] = [];
  if (pages.length) checks.push({name: 'content', command: 'tsx', args: ['scripts/check-content.ts', ...pages]});
  if (pages.some((file) => NAMES_AREAS.some((area) => file.startsWith(`${area}/`))))
    checks.push({name: 'names', command: 'tsx', args: ['scripts/check-names.ts']});
  if (markdown.length) {
    checks.push({name: 'markdown lint', command: 'markdownlint-cli2', args: ['--no-globs', ...markdown]});
    checks.push({name: 'spelling', command: 'cspell', args: ['--no-progress', '--no-summary', ...markdown]});
  }
  return checks;
}

/** Files changed in the working tree since HEAD, and new files git does not ignore. */
function changedFiles(root: string): string[] {
  const git = (...args: string[]) =>
    execFileSync('git', args, {cwd: root, encoding: 'utf8'}).split('\n').filter(Boolean);
  const files = [...git('diff', '--name-only', 'HEAD'), ...git('ls-files', '--others', '--exclude-standard')];
  return [...new Set(files)].filter((file) => fs.existsSync(path.join(root, file)));
}

function run(check: FastCheck, root: string): Promise<{name: string; ok: boolean; ms: number}> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(path.join(root, 'node_modules/.bin', check.command), check.args, {cwd: root, stdio: 'inherit'});
    child.on('close', (code) => resolve({name: check.name, ok: code === 0, ms: performance.now() - started}));
  });
}

async function main(): Promise<void> {
  const root = process.cwd();
  const given = process.argv.slice(2);
  const files = given.length ? given : changedFiles(root);
  const checks = fastChecks(files);
  if (checks.length === 0) {
    console.log('check:fast: no changed page or Markdown file; nothing to check');
    return;
  }
  const started = performance.now();
  const results = await Promise.all(checks.map((check) => run(check, root)));
  for (const {name, ok, ms} of results)
    console.log(`check:fast: ${name} ${ok ? 'passed' : 'FAILED'} (${(ms / 1000).toFixed(1)} s)`);
  console.log(`check:fast: ${files.length} changed files, ${((performance.now() - started) / 1000).toFixed(1)} s`);
  if (results.some((result) => !result.ok)) process.exitCode = 1;
}

if (process.argv[1]?.endsWith('check-fast.ts')) void main();
