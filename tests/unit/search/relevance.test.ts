/**
 * The relevance benchmark (data/search-benchmark.json) over an index built
 * from the pages' Markdown: a floor under this site's scores, so a ranking
 * change cannot quietly make search worse, and MiniSearch's own scores over
 * the same index, which the site's scorer must give back exactly. `npm run
 * bench` scores the built site, side by side with Pagefind.
 */
import fs from 'node:fs';
import path from 'node:path';
import MiniSearch from 'minisearch';
import {describe, expect, it} from 'vitest';

import {loadPages} from '../../../scripts/docs-sources/model';
import {buildIndex} from '../../../src/search/buildIndex';
import {expandIndex, loadScoringIndex} from '../../../src/search/compactIndex';
import {FIELD_BOOST, MINISEARCH_OPTIONS} from '../../../src/search/indexOptions';
import {loadIndexFromJson} from '../../../src/search/localClient';
import {queryTerms} from '../../../src/search/rank';
import {
  BENCHMARK_CATEGORIES,
  modalResultUrls,
  firstAcceptedRank,
  pagePath,
  parseBenchmark,
  runBenchmark,
  scoresOf,
  type BenchmarkQuery,
} from '../../../src/search/relevance';
import {scoreSections} from '../../../src/search/scoring';
import type {SerializedSearchIndex} from '../../../src/search/types';
import {bestFirst, comparable, minisearchAnswer} from './support/minisearchReference';
import {recordsFromSources} from './support/sourceRecords';

const ROOT = process.cwd();
const benchmark = parseBenchmark(JSON.parse(fs.readFileSync(path.join(ROOT, 'data/search-benchmark.json'), 'utf8')));

/** This site's scores over the Markdown-built index may not fall below these. */
const FLOOR = {hit1: 0.82, hit3: 0.93, mrr: 0.88} as const;

describe('the relevance benchmark data', () => {
  it('has at least 80 queries, in every category, each with its own source', () => {
    expect(benchmark.queries.length).toBeGreaterThanOrEqual(80);
    for (const category of BENCHMARK_CATEGORIES)
      expect(benchmark.queries.filter((query) => query.category === category).length, category).toBeGreaterThanOrEqual(
        5,
      );
    const texts = benchmark.queries.map((query) => query.query.toLowerCase());
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('accepts only pages that exist', () => {
    const pages = new Set(loadPages(ROOT).map((page) => pagePath(page.url)));
    const missing = benchmark.queries.flatMap((query) =>
      query.accept.filter((page) => !pages.has(pagePath(page))).map((page) => `${query.query}: ${page}`),
    );
    expect(missing).toEqual([]);
  });

  it('rejects a query without a source or with an unknown category', () => {
    const good = benchmark.queries[0]!;
    expect(() => parseBenchmark({queries: [{...good, source: ''}]})).toThrow(/source/);
    expect(() => parseBenchmark({queries: [{...good, category: 'misc'}]})).toThrow(/category/);
  });
});

describe('scoring', () => {
  const query: BenchmarkQuery = {category: 'keyword', query: 'q', accept: ['/a/b', '/c/'], source: 'https://x'};

  it('ranks distinct pages, ignoring anchors, origins and trailing slashes', () => {
    expect(firstAcceptedRank(query, ['/x#one', '/x#two', 'https://docs.example/c/index.html'])).toBe(2);
    expect(firstAcceptedRank(query, ['/a/b#s'])).toBe(1);
    expect(firstAcceptedRank(query, ['/1', '/2', '/3', '/4', '/5', '/a/b'])).toBeNull();
  });

  it('computes hit@1, hit@3 and MRR', () => {
    expect(scoresOf([1, 3, null, 2])).toEqual({queries: 4, hit1: 0.25, hit3: 0.75, mrr: (1 + 1 / 3 + 1 / 2) / 4});
  });
});

/** One turn of the event loop between long steps, so Vitest's worker can answer its messages. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("this site's search on the benchmark", () => {
  let built: Promise<SerializedSearchIndex> | undefined;
  /** The index of every page's Markdown, built once for this file's tests. */
  const siteIndex = () =>
    (built ??= (async () => {
      const records = await recordsFromSources(ROOT);
      await turn();
      return JSON.parse(JSON.stringify(buildIndex(records))) as SerializedSearchIndex;
    })());

  it('stays above the floor', async () => {
    const loaded = loadIndexFromJson(await siteIndex());
    const result = await runBenchmark(benchmark, async (query) => {
      await turn();
      return modalResultUrls(loaded, query);
    });
    expect(result.all.hit1).toBeGreaterThanOrEqual(FLOOR.hit1);
    expect(result.all.hit3).toBeGreaterThanOrEqual(FLOOR.hit3);
    expect(result.all.mrr).toBeGreaterThanOrEqual(FLOOR.mrr);
  }, 300_000);

  it('scores every query as a reader types it as MiniSearch does, and each whole query with typos', async () => {
    const {index} = await siteIndex();
    const scoring = loadScoringIndex(index);
    const reference = MiniSearch.loadJS(expandIndex(index), MINISEARCH_OPTIONS);
    let compared = 0;
    for (const {query} of benchmark.queries) {
      await turn();
      for (let end = 1; end <= query.length; end += 1) {
        const terms = queryTerms(query.slice(0, end));
        // Typos on the whole query only: MiniSearch's walk for them is slow, and the prefixes are many.
        for (const fuzzy of end === query.length ? ([false, 2] as const) : ([false] as const)) {
          const queries = terms.map(({term, prefix}) => ({term, prefix, fuzzy: prefix ? false : fuzzy}));
          const expected = minisearchAnswer(reference, queries, FIELD_BOOST, (id) => id % 3 !== 0);
          expect(
            comparable(bestFirst(scoreSections(scoring, queries, FIELD_BOOST, (id) => id % 3 !== 0))),
            query,
          ).toEqual(comparable(expected));
          compared += expected.length;
        }
      }
    }
    expect(compared).toBeGreaterThan(100_000);
  }, 300_000);
});
