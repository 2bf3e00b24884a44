/**
 * `npm run canary -- [version]`: the upgrade trial. Moves the Docusaurus pin
 * to `version` (the newest 3.x when none is given) with `npm run
 * docusaurus:pin`, then runs every check of `npm test` on its own, each even
 * when an earlier one failed, and ends with a table of the checks and their
 * results and, for each failure, the lines that name what broke (the failing
 * tests, the type errors). It fails when any check failed. What differs
 * between versions is chosen in code (src/config/docusaurusVersion.ts), so the
 * trial needs no edit of its own; UPSTREAM.md lists the guard of each place.
 *
 * It runs in a scratch git worktree of HEAD under the temporary folder (the
 * checkout's node_modules copied in, the copy kept for the next trial of the
 * version), so the checkout keeps its pin; `--here`
 * runs in the current folder instead, as the weekly workflow does
 * (.github/workflows/docusaurus-next.yml). The table is printed, written with
 * every check's output under the report folder (`--report <dir>`), and added
 * to the run's summary on GitHub (`$GITHUB_STEP_SUMMARY`).
 *
 *   npm run canary
 *   npm run canary -- 3.10.2 --only typecheck,test:unit
 *   npm run canary -- --here --report "$RUNNER_TEMP/canary"
 */
import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {atLeast, docusaurusVersion} from '../src/config/docusaurusVersion';

export class CanaryError extends Error {
  override readonly name = 'CanaryError';
}

export interface CanaryOptions {
  /** A Docusaurus version; the newest 3.x when undefined. */
  readonly version: string | undefined;
  /** Run in the current folder instead of a scratch worktree. */
  readonly here: boolean;
  /** Only these checks of npm test (names of npm scripts). */
  readonly only: readonly string[] | undefined;
  readonly report: string | undefined;
}

const USAGE = 'usage: npm run canary -- [version] [--here] [--only check,check] [--report dir]';

export function parseArgs(args: readonly string[]): CanaryOptions {
  let version: string | undefined;
  let here = false;
  let only: string[] | undefined;
  let report: string | undefined;
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    if (arg === '--here') here = true;
    else if (arg === '--only') only = (args[++index] ?? '').split(',').filter(Boolean);
    else if (arg === '--report') report = args[++index];
    else if (/^\d+\.\d+\.\d+$/.test(arg) && !version) version = arg;
    else throw new CanaryError(`unexpected argument ${arg}; ${USAGE}`);
  }
  if (only?.length === 0 || (args.includes('--report') && !report)) throw new CanaryError(USAGE);
  return {version, here, only, report};
}

/** npm test's checks in order: the npm scripts its command runs, `npm run a && npm run b && ...`. */
export function testChecks(testScript: string): string[] {
  return testScript.split('&&').map((part) => {
    const name = /^npm run (\S+)$/.exec(part.trim())?.[1];
    if (!name) throw new CanaryError(`npm test runs "${part.trim()}", which is not an npm script`);
    return name;
  });
}

/**
 * The newest release in `npm view @docusaurus/core@3 version --json`'s answer
 * (one version, or a list in the registry's order, which is not by version:
 * 3.10.0 comes before 3.2.0 and 3.9.2 last).
 */
export function newestVersion(npmViewJson: string): string {
  const versions = [JSON.parse(npmViewJson) as string | string[]].flat();
  const newest = versions.reduce<string | undefined>(
    (best, version) => (best === undefined || atLeast(docusaurusVersion(version), best) ? version : best),
    undefined,
  );
  if (!newest) throw new CanaryError('npm view found no Docusaurus 3.x release');
  return newest;
}

/** Lines of a check's output that name what broke: failing tests, errors, failed assertions. */
const FAILURE_LINE =
  /(?:^\s*(?:FAIL|×|✘)\s)|(?:^\s*\d+\) \[)|error TS\d+|(?:^\s*\d+:\d+\s+error\s)|\[ERROR\]|(?:^\s*|Caused by: )\w*Error:|AssertionError|\bfailed\b/;

/** The lines of `log` that say what failed, without color codes or repeats, at most `limit`. */
export function failureLines(log: string, limit = 30): string[] {
  const lines = log
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => FAILURE_LINE.test(line));
  const unique = [...new Set(lines)];
  return unique.length > limit ? [...unique.slice(0, limit), `… ${unique.length - limit} more lines`] : unique;
}

export interface CheckResult {
  readonly name: string;
  readonly ok: boolean;
  readonly seconds: number;
  /** What the output says failed (empty when it passed). */
  readonly failures: readonly string[];
}

/** The trial's report in Markdown: a table of the checks, then what each failed one printed. */
export function summary(version: string, pinned: string, results: readonly CheckResult[]): string {
  const failed = results.filter((result) => !result.ok);
  const lines = [
    `## Docusaurus ${version} (pinned: ${pinned}): npm test's checks`,
    '',
    '| Check | Result | Time |',
    '| --- | --- | --- |',
    ...results.map(
      (result) =>
        `| \`npm run ${result.name}\` | ${result.ok ? 'passed' : '**failed**'} | ${Math.round(result.seconds)} s |`,
    ),
    '',
    failed.length === 0
      ? `Every check passed on Docusaurus ${version}.`
      : `${failed.length} of ${results.length} checks failed on Docusaurus ${version}.`,
  ];
  for (const result of failed)
    lines.push(
      '',
      `### \`npm run ${result.name}\``,
      '',
      '```text',
      ...(result.failures.length ? result.failures : ['(no failure line recognized: see the full output)']),
      '```',
    );
  return `${lines.join('\n')}\n`;
}

/** Runs `npm run <name> [-- args]` in `cwd`, its output to the console and to a file in `report`. */
function runCheck(name: string, args: readonly string[], cwd: string, report: string): Promise<CheckResult> {
  const label = [name, ...(args.length ? ['--', ...args] : [])].join(' ');
  const logFile = path.join(report, `${name.replace(/:/g, '-')}.log`);
  const started = performance.now();
  const log = fs.createWriteStream(logFile);
  const grouped = Boolean(process.env.GITHUB_ACTIONS);
  if (grouped) console.log(`::group::npm run ${label}`);
  else console.log(`\ncanary: npm run ${label}`);
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', name, ...(args.length ? ['--', ...args] : [])], {
      cwd,
      env: {...process.env, FORCE_COLOR: '0', NO_COLOR: '1'},
    });
    for (const stream of [child.stdout, child.stderr])
      stream.on('data', (chunk: Buffer) => {
        process.stdout.write(chunk);
        log.write(chunk);
      });
    child.on('close', (code) => {
      log.end(() => {
        if (grouped) console.log('::endgroup::');
        const ok = code === 0;
        const failures = ok ? [] : failureLines(fs.readFileSync(logFile, 'utf8'));
        resolve({name: label, ok, seconds: (performance.now() - started) / 1000, failures});
      });
    });
  });
}

/**
 * A git worktree of HEAD under the temporary folder, with the checkout's
 * node_modules copied in; an earlier trial's copy of the same version is
 * moved to HEAD and reused with its packages.
 */
function scratchCopy(root: string, version: string): string {
  const dir = path.join(os.tmpdir(), 'yearn-docs-canary', version);
  const head = execFileSync('git', ['rev-parse', 'HEAD'], {cwd: root, encoding: 'utf8'}).trim();
  if (fs.existsSync(path.join(dir, '.git'))) {
    execFileSync('git', ['reset', '--quiet', '--hard', head], {cwd: dir, stdio: 'inherit'});
    return dir;
  }
  fs.mkdirSync(path.dirname(dir), {recursive: true});
  execFileSync('git', ['worktree', 'add', '--detach', dir, head], {cwd: root, stdio: 'inherit'});
  // `cp -a` keeps the packages' links and modes and is much faster than an install.
  if (fs.existsSync(path.join(root, 'node_modules')))
    execFileSync('cp', ['-a', path.join(root, 'node_modules'), dir], {stdio: 'inherit'});
  return dir;
}

/**
 * Moves the pin to `version` and runs npm test's preparation, then each of
 * `checks` whatever the ones before gave; without the first two no check can
 * run, so a failure there ends the trial.
 */
export async function trial(
  version: string,
  checks: readonly string[],
  run: (name: string, args: readonly string[]) => Promise<CheckResult>,
): Promise<CheckResult[]> {
  const results = [await run('docusaurus:pin', [version])];
  if (results[0]!.ok) results.push(await run('pretest', []));
  if (results.every((result) => result.ok)) for (const name of checks) results.push(await run(name, []));
  return results;
}

const manifestOf = (dir: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
    dependencies: Record<string, string>;
  };

async function main(options: CanaryOptions): Promise<void> {
  const root = process.cwd();
  const manifest = manifestOf(root);
  const pinned = manifest.dependencies['@docusaurus/core']!;
  const version =
    options.version ??
    newestVersion(execFileSync('npm', ['view', '@docusaurus/core@3', 'version', '--json'], {encoding: 'utf8'}));
  const checks = testChecks(manifest.scripts.test!);
  const unknown = (options.only ?? []).filter((name) => !checks.includes(name));
  if (unknown.length) throw new CanaryError(`not a check of npm test: ${unknown.join(', ')}`);
  const selected = checks.filter((check) => !options.only || options.only.includes(check));
  const dir = options.here ? root : scratchCopy(root, version);
  const report = path.resolve(options.report ?? path.join(os.tmpdir(), 'yearn-docs-canary', `${version}-report`));
  fs.mkdirSync(report, {recursive: true});
  console.log(`canary: Docusaurus ${version} (pinned: ${pinned}) in ${dir}; output in ${report}`);

  const started = performance.now();
  const results = await trial(version, selected, (name, args) => runCheck(name, args, dir, report));

  const text = summary(version, pinned, results);
  fs.writeFileSync(path.join(report, 'summary.md'), text);
  if (process.env.GITHUB_STEP_SUMMARY) fs.appendFileSync(process.env.GITHUB_STEP_SUMMARY, text);
  console.log(`\n${text}\ncanary: ${Math.round((performance.now() - started) / 1000)} s in all`);
  if (!options.here)
    console.log(
      `canary: the trial's copy stays in ${dir} for the next trial; git worktree remove --force ${dir} drops it`,
    );
  if (results.some((result) => !result.ok)) process.exitCode = 1;
}

if (process.argv[1]?.endsWith('canary.ts'))
  Promise.resolve()
    .then(() => main(parseArgs(process.argv.slice(2))))
    .catch((error: unknown) => {
      console.error(error instanceof CanaryError ? `canary: ${error.message}` : error);
      process.exitCode = 1;
    });
