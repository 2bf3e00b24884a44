import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import Module, {createRequire} from 'node:module';
import path from 'node:path';

import {DEFAULT_PARSE_FRONT_MATTER, getFileCommitDate} from '@docusaurus/utils';
import {describe, expect, it} from 'vitest';

import {DOCS_AREAS} from '../../src/config/areas';
import {frontMatterWithLastUpdate, lastCommitDates} from '../../src/docs/lastUpdate';

const require = createRequire(import.meta.url);
const siteDir = process.cwd();
const dirs = DOCS_AREAS.map((area) => area.dir);
const tracked = execFileSync('git', ['ls-files', '--', ...dirs], {cwd: siteDir, encoding: 'utf8'})
  .split('\n')
  .filter((file) => /\.mdx?$/.test(file));

describe('last commit dates from one git log', () => {
  const dates = lastCommitDates(siteDir, dirs);

  it('has a date for every docs page in git', () => {
    expect(tracked.length).toBeGreaterThan(100);
    expect(tracked.filter((file) => !dates.has(file))).toEqual([]);
  });

  it('gives each page the date Docusaurus finds with its own git log of the file', async () => {
    const differing: string[] = [];
    for (const file of tracked) {
      const {timestamp} = await getFileCommitDate(path.join(siteDir, file), {age: 'newest'});
      if (new Date(dates.get(file)!).getTime() !== timestamp) differing.push(file);
    }
    expect(differing).toEqual([]);
  }, 120_000);

  it('is empty outside a git checkout', () => {
    expect(lastCommitDates('/', ['nowhere']).size).toBe(0);
  });
});

describe('frontMatterWithLastUpdate', () => {
  const parse = frontMatterWithLastUpdate(siteDir, dirs);
  const parseFile = (file: string, fileContent: string) =>
    parse({filePath: path.join(siteDir, file), fileContent, defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER});

  it("adds the last commit's date to a docs page", async () => {
    const file = tracked[0]!;
    const {frontMatter, content} = await parseFile(file, '---\ntitle: A page\n---\n\nText.\n');
    expect(frontMatter).toEqual({title: 'A page', last_update: {date: lastCommitDates(siteDir, dirs).get(file)}});
    expect(content.trim()).toBe('Text.');
  });

  it('keeps a date the page sets itself, and its author', async () => {
    const {frontMatter} = await parseFile(tracked[0]!, '---\nlast_update:\n  date: "2024-01-02"\n  author: Me\n---\n');
    expect(frontMatter.last_update).toEqual({date: '2024-01-02', author: 'Me'});
  });

  it('adds the date beside an author the page names', async () => {
    const {frontMatter} = await parseFile(tracked[0]!, '---\nlast_update:\n  author: Me\n---\n');
    expect(frontMatter.last_update).toEqual({author: 'Me', date: lastCommitDates(siteDir, dirs).get(tracked[0]!)});
  });

  it('leaves files outside the docs areas and files git does not know as they are', async () => {
    expect((await parseFile('src/pages/index.md', '---\ntitle: Home\n---\n')).frontMatter).toEqual({title: 'Home'});
    expect((await parseFile(`${dirs[0]}/not-in-git.md`, '---\ntitle: New\n---\n')).frontMatter).toEqual({
      title: 'New',
    });
  });
});

/**
 * The dates reach the pages only because Docusaurus's docs plugin parses every
 * page's front matter with `markdown.parseFrontMatter` and then takes
 * `last_update.date` before it asks git. This runs the installed plugin's own
 * step for one page (`processDocMetadata`) with a date git would never give.
 */
describe("Docusaurus's docs plugin with the site's front matter parser", () => {
  const DOCS_MODULE = require.resolve('@docusaurus/plugin-content-docs/lib/docs.js');
  type DocsModule = typeof import('@docusaurus/plugin-content-docs/lib/docs.js');
  const file = tracked[0]!;
  const planted = '2001-02-03T04:05:06Z';
  const parseFrontMatter = frontMatterWithLastUpdate(siteDir, dirs, () => new Map([[file, planted]]));

  /** The page's `lastUpdatedAt` as the given copy of the plugin's module computes it. */
  async function lastUpdatedAt(docs: DocsModule): Promise<number | null | undefined> {
    const area = DOCS_AREAS.find((a) => file.startsWith(`${a.dir}/`))!;
    const contentPath = path.join(siteDir, area.dir);
    const source = path.relative(contentPath, path.join(siteDir, file));
    const metadata = await docs.processDocMetadata({
      docFile: {
        source,
        contentPath,
        filePath: path.join(contentPath, source),
        content: fs.readFileSync(path.join(contentPath, source), 'utf8'),
      },
      versionMetadata: {contentPath, path: '/', versionName: 'current', tagsPath: '/tags'} as never,
      // `future: {}`: from 3.10 the plugin reads `future.experimental_vcs`, and without one asks git as before.
      context: {siteDir, siteConfig: {markdown: {parseFrontMatter}, future: {}}, i18n: {currentLocale: 'en'}} as never,
      options: {
        showLastUpdateTime: true,
        showLastUpdateAuthor: false,
        numberPrefixParser: (filename: string) => ({filename, numberPrefix: undefined}),
        tags: undefined,
        onInlineTags: 'ignore',
      } as never,
      env: 'production',
      tagsFile: null,
    });
    return metadata.lastUpdatedAt;
  }

  /** The plugin's module with its source edited: how the test plays an upstream change. */
  function patchedDocs(edit: (source: string) => string): DocsModule {
    const source = fs.readFileSync(DOCS_MODULE, 'utf8');
    const patched = edit(source);
    expect(
      patched,
      "the docs plugin's lib/docs.js no longer reads the page as src/docs/lastUpdate.ts expects (UPSTREAM.md)",
    ).not.toBe(source);
    const copy = new Module(DOCS_MODULE);
    copy.filename = DOCS_MODULE;
    copy.paths = (Module as unknown as {_nodeModulePaths(dir: string): string[]})._nodeModulePaths(
      path.dirname(DOCS_MODULE),
    );
    (copy as unknown as {_compile(code: string, file: string): void})._compile(patched, DOCS_MODULE);
    return copy.exports as DocsModule;
  }

  it('gives the page the date from the parser, not from git', async () => {
    expect(await lastUpdatedAt(require(DOCS_MODULE) as DocsModule)).toBe(new Date(planted).getTime());
  });

  it('fails when the plugin stops reading the date from the front matter first', async () => {
    const docs = patchedDocs((source) =>
      // 3.10 passes a fourth argument, the version control settings.
      source.replace(/(readLastUpdateData\)\(filePath, options, )lastUpdateFrontMatter\b/, '$1undefined'),
    );
    expect(await lastUpdatedAt(docs)).not.toBe(new Date(planted).getTime());
  });

  it('fails when the plugin stops parsing pages with markdown.parseFrontMatter', async () => {
    const docs = patchedDocs((source) =>
      source.replace(
        /\n\s*parseFrontMatter,\n/,
        '\nparseFrontMatter: (params) => params.defaultParseFrontMatter(params),\n',
      ),
    );
    expect(await lastUpdatedAt(docs)).not.toBe(new Date(planted).getTime());
  });
});
