import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {afterEach, describe, expect, it} from 'vitest';

import {readPageList, writePageList, type DocPage} from '../../../src/docs/pages';
import {
  AlgoliaUploadError,
  replaceAlgoliaRecords,
  toDocSearchRecord,
  uploadSettingsFromEnv,
} from '../../../src/search/algoliaUpload';
import type {SearchRecord} from '../../../src/search/types';
import {startFakeAlgoliaIndexes, type FakeAlgoliaIndexes} from '../../support/fakeAlgolia';

const SITE_URL = 'https://docs.example.org';
const ADMIN_KEY = 'admin-key-for-tests';

const record = (url: string, type: SearchRecord['type'], title: string): SearchRecord => ({
  objectID: `${url}:0`,
  url,
  type,
  hierarchy: {lvl0: 'Dev Docs', lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
  content: type === 'content' ? `${title} text` : null,
  language: 'en',
  docusaurus_tag: 'docs-docs-developers-current',
});
const RECORDS = [
  record('/developers/v3/overview', 'lvl1', 'Overview'),
  record('/developers/v3/overview#profit-locking', 'content', 'Profit locking'),
];

let fake: FakeAlgoliaIndexes | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const upload = (adminKey: string, timeoutMs = 5_000) =>
  replaceAlgoliaRecords({
    appId: 'TESTAPP',
    adminKey,
    indexName: 'yearn-docs',
    records: RECORDS,
    siteUrl: SITE_URL,
    hosts: [{url: fake!.origin, protocol: 'http'}],
    timeoutMs,
  });

describe('Algolia upload', () => {
  it('replaces every old record with the site records, in DocSearch shape, and leaves no temporary index', async () => {
    fake = await startFakeAlgoliaIndexes({
      adminKey: ADMIN_KEY,
      initial: {'yearn-docs': [{objectID: 'stale', url: `${SITE_URL}/gone`}]},
    });
    expect(await upload(ADMIN_KEY)).toBe(2);
    expect(fake.names()).toEqual(['yearn-docs']);
    expect(fake.records('yearn-docs')).toEqual([
      expect.objectContaining({
        objectID: '/developers/v3/overview:0',
        url: `${SITE_URL}/developers/v3/overview`,
        anchor: null,
        type: 'lvl1',
      }),
      expect.objectContaining({
        url: `${SITE_URL}/developers/v3/overview#profit-locking`,
        url_without_anchor: `${SITE_URL}/developers/v3/overview`,
        anchor: 'profit-locking',
        hierarchy: expect.objectContaining({lvl0: 'Dev Docs', lvl1: 'Profit locking'}),
        content: 'Profit locking text',
      }),
    ]);
  });

  it('says the key was rejected, and the live index is unchanged', async () => {
    fake = await startFakeAlgoliaIndexes({adminKey: ADMIN_KEY, initial: {'yearn-docs': [{objectID: 'live'}]}});
    const failure = await upload('search-only-key').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AlgoliaUploadError);
    expect(failure).toMatchObject({
      failure: 'rejected-key',
      message: expect.stringMatching(/refused the admin API key/),
    });
    expect((failure as Error).cause).toBeDefined();
    expect(fake.records('yearn-docs')).toEqual([{objectID: 'live'}]);
  });

  it('gives up on a host that never answers, and says so', async () => {
    fake = await startFakeAlgoliaIndexes({adminKey: ADMIN_KEY, hang: true});
    const started = Date.now();
    const failure = await upload(ADMIN_KEY, 300).catch((error: unknown) => error);
    expect(failure).toMatchObject({
      failure: 'unreachable',
      message: expect.stringMatching(/No Algolia host answered in time/),
    });
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('reads the admin key from the environment, and refuses the search-only key', () => {
    expect(uploadSettingsFromEnv({ALGOLIA_APP_ID: 'APP', ALGOLIA_ADMIN_API_KEY: 'admin'}, 'yearn-docs')).toEqual({
      appId: 'APP',
      adminKey: 'admin',
      indexName: 'yearn-docs',
    });
    expect(() => uploadSettingsFromEnv({ALGOLIA_APP_ID: 'APP'}, 'yearn-docs')).toThrow(
      /ALGOLIA_ADMIN_API_KEY is missing/,
    );
    expect(() => uploadSettingsFromEnv({ALGOLIA_ADMIN_API_KEY: 'admin'}, 'yearn-docs')).toThrow(
      /ALGOLIA_APP_ID is missing/,
    );
    expect(() =>
      uploadSettingsFromEnv(
        {ALGOLIA_APP_ID: 'APP', ALGOLIA_ADMIN_API_KEY: 'same', ALGOLIA_API_KEY: 'same'},
        'yearn-docs',
      ),
    ).toThrow(/search-only key/);
  });

  it("carries the DocSearch crawler's ranking fields: own level, level and page weights, position", () => {
    const heading: SearchRecord = {
      ...record('/developers/v3/overview#roles', 'lvl2', 'Overview'),
      objectID: '/developers/v3/overview:3',
      hierarchy: {...record('/x', 'lvl2', 'Overview').hierarchy, lvl2: 'Roles'},
    };
    expect(toDocSearchRecord(heading, SITE_URL)).toMatchObject({
      type: 'lvl2',
      hierarchy: {lvl0: 'Dev Docs', lvl1: 'Overview', lvl2: 'Roles'},
      hierarchy_radio: {lvl0: null, lvl1: null, lvl2: 'Roles', lvl3: null},
      hierarchy_camel: [{lvl1: 'Overview', lvl2: 'Roles'}],
      weight: {pageRank: 1, level: 80, position: 3},
    });
    expect(toDocSearchRecord(record('/developers/v3/overview', 'lvl1', 'Overview'), SITE_URL).weight.level).toBe(90);
    expect(toDocSearchRecord(record('/developers/v3/overview#x', 'content', 'Overview'), SITE_URL).weight.level).toBe(
      0,
    );
    // A page kept for the record ranks below current pages.
    const old = record('/contributing/governance/yips/yip-1', 'lvl1', 'YIP-1: Mint more YFI');
    expect(toDocSearchRecord(old, SITE_URL).weight.pageRank).toBe(0);
  });

  it('makes URLs absolute and splits off the anchor', () => {
    expect(toDocSearchRecord(record('/a/b#c-d', 'content', 'x'), SITE_URL)).toMatchObject({
      url: `${SITE_URL}/a/b#c-d`,
      url_without_anchor: `${SITE_URL}/a/b`,
      anchor: 'c-d',
    });
  });

  it('takes the pages of a build from the list the build writes, index pages with their trailing slash', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-list-'));
    expect(() => readPageList(dir)).toThrow(/build the site again/);
    const page = (permalink: string, source: string): DocPage => ({
      permalink,
      source,
      area: 'docs-developers',
      title: 'T',
      description: 'D',
      frontMatter: {},
    });
    await writePageList(dir, [
      page('/developers/addresses/', 'docs-developers/addresses/index.md'),
      page('/developers/v3/overview', 'docs-developers/v3/overview.md'),
    ]);
    expect(readPageList(dir).map((entry) => entry.permalink)).toEqual([
      '/developers/addresses/',
      '/developers/v3/overview',
    ]);
    fs.rmSync(dir, {recursive: true});
  });
});
