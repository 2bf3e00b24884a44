/**
 * The contributor preview: `npm start` (docusaurus start) reloads a page when
 * its Markdown or its sidebar changes, and shows the git branch label. Runs
 * on a throwaway copy of the site, so the repository is never edited.
 */
import {spawn, execSync, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {expect, test} from '../support/fixtures';

import {E2E} from '../support/constants';

const ROOT = path.resolve(__dirname, '../..');
const PORT = E2E.port + 2;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const BRANCH = 'preview-check';
/** Folders of contract data left out of the copy: V2 and every deprecated version. */
const PRUNED_REFERENCE = ['data/contracts/deprecated', 'data/contracts/V2'];
const COPIED = [
  'docusaurus.config.ts',
  'package.json',
  'tsconfig.json',
  'sidebars',
  'src',
  'static',
  'plugins',
  'scripts',
  'data',
  'tests/fixtures',
];

let dir = '';
let server: ChildProcess | undefined;

test.describe('contributor preview (npm start)', {tag: '@desktop'}, () => {
  test.describe.configure({timeout: 300_000});

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yearn-docs-preview-'));
    for (const entry of [...COPIED, ...fs.readdirSync(ROOT).filter((name) => name.startsWith('docs-'))]) {
      fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), {recursive: true});
    }
    // The preview compiles every page on start; the older contract versions (some 180 generated pages) prove
    // nothing here, so the copy keeps the current reference only and the server starts in half the time.
    for (const older of PRUNED_REFERENCE) fs.rmSync(path.join(dir, older), {recursive: true});
    fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
    execSync(`git init -q -b ${BRANCH}`, {cwd: dir});
    server = spawn('npx', ['docusaurus', 'start', '--host', '127.0.0.1', '--port', String(PORT), '--no-open'], {
      cwd: dir,
      env: {...process.env, BROWSER: 'none'},
      stdio: 'ignore',
      detached: true,
    });
    const deadline = Date.now() + 240_000;
    while (Date.now() < deadline) {
      const ready = await fetch(`${ORIGIN}/partners/introduction`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) return;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    throw new Error('docusaurus start did not serve the site within 240 s');
  });

  test.afterAll(() => {
    if (server?.pid) process.kill(-server.pid);
    if (dir) fs.rmSync(dir, {recursive: true, force: true});
  });

  test('shows the branch, and reloads Markdown and sidebar changes', async ({page, consoleErrors}) => {
    // The first page of the dev server compiles on request and each edit recompiles: minutes on a busy 2-core machine.
    test.slow();
    // After a sidebar edit Docusaurus rewrites its generated .docusaurus/*.json
    // files in place; the watching dev server can read one half-written, log a
    // compile error and recompile when the write ends. The page updating below
    // is what shows the preview works, so only that transient error is allowed.
    consoleErrors.expect(
      /\[webpack-dev-server\] (Errors while compiling\. Reload prevented|ERROR in \.\/\.docusaurus\/[^\n]*\.json\n[^]*JSON parse error)/,
    );
    await page.goto(`${ORIGIN}/partners/introduction`);
    await expect(page.getByRole('status', {name: `Git branch ${BRANCH}`})).toHaveText(BRANCH, {timeout: 60_000});

    const introduction = path.join(dir, 'docs-partners/introduction.md');
    fs.appendFileSync(introduction, '\nThis sentence was added while the preview was running.\n');
    await expect(page.getByText('This sentence was added while the preview was running.')).toBeVisible({
      timeout: 60_000,
    });

    fs.writeFileSync(
      path.join(dir, 'docs-partners/preview-check.md'),
      '---\ntitle: Preview check\ndescription: A page added while the preview runs.\n---\n\nAdded during the preview.\n',
    );
    const sidebar = path.join(dir, 'sidebars/partners.ts');
    fs.writeFileSync(
      sidebar,
      fs.readFileSync(sidebar, 'utf8').replace("'submit_pr',", "'submit_pr',\n    'preview-check',"),
    );
    await expect(page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', {name: 'Preview check'})).toBeVisible(
      {
        timeout: 60_000,
      },
    );
  });
});
