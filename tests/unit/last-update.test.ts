import {execFileSync} from 'node:child_process';
import path from 'node:path';

import {DEFAULT_PARSE_FRONT_MATTER, getFileCommitDate} from '@docusaurus/utils';
import {describe, expect, it} from 'vitest';

import {DOCS_AREAS} from '../../src/config/areas';
import {frontMatterWithLastUpdate, lastCommitDates} from '../../src/docs/lastUpdate';

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
