/**
 * plugins/search-index builds the index in a worker thread: the file it writes
 * must be the one the records and index modules give on the main thread, byte
 * for byte, and a failure in the worker must fail the build.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';
import {afterAll, describe, expect, it} from 'vitest';

import searchIndexPlugin, {serializeInWorker} from '../../../plugins/search-index';
import {SEARCH} from '../../../src/config/search';
import type {DocPage} from '../../../src/docs/pages';
import {buildIndex} from '../../../src/search/buildIndex';
import {recordsOfPages} from '../../../src/search/buildRecords';
import {loadIndexFromJson, searchLocalIndex} from '../../../src/search/localClient';

const PAGES = [
  {
    area: 'docs-developers',
    permalink: '/developers/v3/vaults',
    html: `<!doctype html><html><body><article><div class="theme-doc-markdown markdown"><header><h1>Yearn V3 vault</h1></header>
<p>Vaults hold deposits and lend them to strategies.</p><h2 id="depositing">Depositing</h2><p>Call deposit to receive shares safely.</p>
</div></article></body></html>`,
  },
  {
    area: 'docs-resources',
    permalink: '/resources/defi-glossary',
    html: `<article><div class="theme-doc-markdown markdown"><header><h1>DeFi glossary</h1></header>
<h2 id="apy">APY</h2><p>Annual percentage yield includes compounding.</p></div></article>`,
  },
] as const;

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

function builtSite(): string {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-'));
  dirs.push(outDir);
  for (const page of PAGES) {
    fs.mkdirSync(path.join(outDir, page.permalink), {recursive: true});
    fs.writeFileSync(path.join(outDir, page.permalink, 'index.html'), page.html);
  }
  return outDir;
}

/** The plugin as Docusaurus runs it: the docs content after loading, then postBuild on the build folder. */
async function runPlugin(outDir: string, pages: readonly {area: string; permalink: string}[]): Promise<void> {
  const plugin = searchIndexPlugin({i18n: {currentLocale: 'en'}} as LoadContext) as Plugin;
  const docsPlugins = Object.fromEntries(
    pages.map(({area, permalink}) => [
      area,
      {
        loadedVersions: [
          {docs: [{permalink, source: `@site/${area}/page.md`, title: 't', description: 'd', frontMatter: {}}]},
        ],
      },
    ]),
  );
  await plugin.allContentLoaded?.({allContent: {'docusaurus-plugin-content-docs': docsPlugins}} as never);
  await plugin.postBuild?.({outDir} as never);
}

describe('the search index built in a worker thread', () => {
  it('writes the same bytes as the records and index modules on the main thread, and finds the pages', async () => {
    const outDir = builtSite();
    await runPlugin(outDir, PAGES);
    const written = fs.readFileSync(path.join(outDir, SEARCH.localIndexPath), 'utf8');
    const sorted = [...PAGES].sort((a, b) => (a.permalink < b.permalink ? -1 : 1));
    expect(written).toBe(JSON.stringify(buildIndex(await recordsOfPages(outDir, sorted, 'en'))));

    const loaded = loadIndexFromJson(JSON.parse(written));
    expect(searchLocalIndex(loaded, {query: 'safely'}).hits[0]!.url).toBe('/developers/v3/vaults#depositing');
    expect(searchLocalIndex(loaded, {query: 'compounding'}).hits[0]!.hierarchy.lvl1).toBe('DeFi glossary');
  }, 60_000);

  it('rejects when the worker throws, so the build fails instead of waiting', async () => {
    // A page of no docs area: the records module throws on it in the worker.
    const page = {area: 'docs-unknown', permalink: '/developers/v3/vaults'} as unknown as DocPage;
    await expect(serializeInWorker(builtSite(), [page], 'en')).rejects.toThrow(TypeError);
  }, 60_000);
});
