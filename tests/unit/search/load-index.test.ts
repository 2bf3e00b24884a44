/**
 * The main thread's local index (src/search/loadIndex.ts): downloaded and
 * built once per visit, a failure not kept, and the modal's preparation,
 * which runs one search of its own a moment later, and none when a reader's
 * search came first.
 */
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';

import {buildIndex} from '../../../src/search/buildIndex';
import {extractRecords} from '../../../src/search/extractRecords';

const INDEX_URL = '/search-index.json';
const INDEX_TEXT = JSON.stringify(
  buildIndex(
    extractRecords(
      `<article><div class="theme-doc-markdown markdown"><header><h1>Yearn V3 vault</h1></header>
      <p>Vaults hold deposits and lend them to strategies.</p></div></article>`,
      {url: '/d/v', lvl0: 'Dev Docs', language: 'en', docusaurusTag: 't'},
    ),
  ),
);

/** The module fresh for each test: it keeps the index for the visit. */
async function freshModule() {
  vi.resetModules();
  return import('../../../src/search/loadIndex');
}

describe('the local index on the main thread', () => {
  let fetched: number;
  let answer: () => Response;

  beforeEach(() => {
    fetched = 0;
    answer = () => new Response(INDEX_TEXT);
    vi.stubGlobal('fetch', async () => {
      fetched += 1;
      return answer();
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('prepares the index with one search of its own, in a later task, and downloads it once', async () => {
    const {loadLocalIndex, prepareLocalIndex} = await freshModule();
    const prepared = prepareLocalIndex(INDEX_URL);
    const loaded = await loadLocalIndex(INDEX_URL);
    // Built, and input queued now still goes before the preparation's search.
    expect(loaded.cache.df.size).toBe(0);
    await prepared;
    expect(loaded.cache.df.size).toBeGreaterThan(0);
    expect(fetched).toBe(1);
  });

  it('skips its own search when a reader searched first', async () => {
    const {searchIndexAt, loadLocalIndex, prepareLocalIndex} = await freshModule();
    const prepared = prepareLocalIndex(INDEX_URL);
    const [response] = await searchIndexAt(INDEX_URL, [{query: 'deposits'}]);
    expect(response!.hits[0]!.url).toBe('/d/v');
    await prepared;
    const {cache} = await loadLocalIndex(INDEX_URL);
    // The reader's word was looked up; the warm-up's ("yearn") was not.
    expect([...cache.df.keys()]).toEqual(['deposit']);
    expect(fetched).toBe(1);
  });

  it("fails the search client's request as a RetryError, which DocSearch shows as its network message", async () => {
    vi.resetModules();
    const {localClientFor} = await import('../../../src/search/siteClient');
    answer = () => new Response('', {status: 500});
    await expect(localClientFor(INDEX_URL).search({requests: [{query: 'x'}]})).rejects.toMatchObject({
      name: 'RetryError',
    });
  });

  it('reports a failed download as the network error, and downloads again next time', async () => {
    const {loadLocalIndex, prepareLocalIndex} = await freshModule();
    answer = () => new Response('', {status: 503});
    await expect(prepareLocalIndex(INDEX_URL)).rejects.toMatchObject({name: 'RetryError'});
    answer = () => new Response(INDEX_TEXT);
    expect((await loadLocalIndex(INDEX_URL)).pages).toHaveLength(1);
    expect(fetched).toBe(2);
  });
});
