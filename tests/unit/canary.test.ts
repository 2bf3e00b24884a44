/**
 * `npm run canary` (scripts/canary.ts), the upgrade trial: it runs every
 * check of npm test whatever the earlier ones gave, and its summary names
 * each check's result and what the failing ones printed.
 */
import fs from 'node:fs';
import path from 'node:path';

import {describe, expect, it} from 'vitest';

import {
  CanaryError,
  type CheckResult,
  failureLines,
  newestVersion,
  parseArgs,
  summary,
  testChecks,
  trial,
} from '../../scripts/canary';

const packageJson = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};

describe('the upgrade trial', () => {
  it("runs npm test's checks, in npm test's order", () => {
    const checks = testChecks(packageJson.scripts.test!);
    expect(checks.slice(0, 2)).toEqual(['typecheck', 'lint']);
    expect(checks.slice(-3)).toEqual(['test:unit', 'build:test', 'test:e2e']);
    expect(checks.every((name) => packageJson.scripts[name])).toBe(true);
    expect(() => testChecks('npm run lint && vitest run')).toThrow(CanaryError);
  });

  it('runs every check after one fails, and stops only when the pin cannot move', async () => {
    const ran: string[] = [];
    const run = (failing: string[]) => async (name: string, args: readonly string[]) => {
      ran.push([name, ...args].join(' '));
      return {name, ok: !failing.includes(name), seconds: 1, failures: []} satisfies CheckResult;
    };
    const results = await trial('3.10.2', ['typecheck', 'test:unit', 'build:test'], run(['typecheck', 'test:unit']));
    expect(ran).toEqual(['docusaurus:pin 3.10.2', 'pretest', 'typecheck', 'test:unit', 'build:test']);
    expect(results.map((result) => result.ok)).toEqual([true, true, false, false, true]);
    ran.length = 0;
    await trial('3.10.2', ['typecheck'], run(['docusaurus:pin']));
    expect(ran).toEqual(['docusaurus:pin 3.10.2']);
  });

  it("takes the newest version of npm view's answer", () => {
    // The registry's order for 3.x, as npm view gives it.
    const registry = ['3.0.0', '3.1.1', '3.10.0', '3.10.1', '3.2.0', '3.10.2', '3.2.1', '3.8.1', '3.9.0', '3.9.2'];
    expect(newestVersion(JSON.stringify(registry))).toBe('3.10.2');
    expect(newestVersion('"3.10.2"')).toBe('3.10.2');
    expect(() => newestVersion('[]')).toThrow(CanaryError);
  });

  it('reads its arguments', () => {
    expect(parseArgs([])).toEqual({version: undefined, here: false, only: undefined, report: undefined});
    expect(parseArgs(['3.10.2', '--only', 'typecheck,test:unit', '--report', '/tmp/r', '--here'])).toEqual({
      version: '3.10.2',
      here: true,
      only: ['typecheck', 'test:unit'],
      report: '/tmp/r',
    });
    expect(() => parseArgs(['latest'])).toThrow(CanaryError);
    expect(() => parseArgs(['--only'])).toThrow(CanaryError);
  });

  it('keeps the lines that name what failed: failing tests, type errors, lint errors, build errors', () => {
    const log = [
      ' ✓ tests/unit/docusaurus-version.test.ts (8 tests) 85ms',
      "   × static-body's HTML against the installed theme's components > renders headings 660ms",
      " FAIL  tests/unit/last-update.test.ts > Docusaurus's docs plugin > gives the page the date",
      " FAIL  tests/unit/last-update.test.ts > Docusaurus's docs plugin > gives the page the date",
      "Caused by: TypeError: Cannot read properties of undefined (reading 'experimental_vcs')",
      "docusaurus.config.ts(32,9): error TS2305: Module has no exported member 'fasterOptionKey'.",
      '  12:3  error  Unexpected any  @typescript-eslint/no-explicit-any',
      '\u001b[31m[ERROR]\u001b[39m These field(s) ("future.experimental_faster",) are not recognized',
      '  1) [desktop] › tests/e2e/navigation.spec.ts:10:5 › navigation › a link with a hash',
      '  65 passed (4.1m)',
    ].join('\n');
    expect(failureLines(log)).toEqual([
      "   × static-body's HTML against the installed theme's components > renders headings 660ms",
      " FAIL  tests/unit/last-update.test.ts > Docusaurus's docs plugin > gives the page the date",
      "Caused by: TypeError: Cannot read properties of undefined (reading 'experimental_vcs')",
      "docusaurus.config.ts(32,9): error TS2305: Module has no exported member 'fasterOptionKey'.",
      '  12:3  error  Unexpected any  @typescript-eslint/no-explicit-any',
      '[ERROR] These field(s) ("future.experimental_faster",) are not recognized',
      '  1) [desktop] › tests/e2e/navigation.spec.ts:10:5 › navigation › a link with a hash',
    ]);
    expect(failureLines(Array.from({length: 50}, (_, i) => `FAIL test ${i}`).join('\n'), 10).at(-1)).toBe(
      '… 40 more lines',
    );
  });

  it('sums up every check in a table, and what each failed one printed', () => {
    const text = summary('3.10.2', '3.8.1', [
      {name: 'typecheck', ok: true, seconds: 23.6, failures: []},
      {name: 'test:unit', ok: false, seconds: 238.8, failures: [' FAIL  tests/unit/last-update.test.ts > a']},
      {name: 'build:test', ok: false, seconds: 63, failures: []},
    ]);
    expect(text).toContain('## Docusaurus 3.10.2 (pinned: 3.8.1)');
    expect(text).toContain('| `npm run typecheck` | passed | 24 s |');
    expect(text).toContain('| `npm run test:unit` | **failed** | 239 s |');
    expect(text).toContain('2 of 3 checks failed on Docusaurus 3.10.2.');
    expect(text).toContain('### `npm run test:unit`\n\n```text\n FAIL  tests/unit/last-update.test.ts > a\n```');
    expect(text).toContain('### `npm run build:test`\n\n```text\n(no failure line recognized');
    expect(summary('3.10.2', '3.8.1', [{name: 'lint', ok: true, seconds: 1, failures: []}])).toContain(
      'Every check passed on Docusaurus 3.10.2.',
    );
  });
});
