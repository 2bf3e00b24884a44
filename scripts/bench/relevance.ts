/**
 * Search relevance: the reader queries of data/search-benchmark.json scored
 * on this site's search (the local index rebuilt from the build's pages, the
 * hits in the order the modal shows them) and on Pagefind with its default
 * settings over the same built pages (its Node API indexes them; its browser
 * bundle then answers the queries in Node, its files read from memory).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import zlib from 'node:zlib';

import {SITE} from '../../src/config/site';
import {htmlFileOf, readPageList} from '../../src/docs/pages';
import {buildIndex} from '../../src/search/buildIndex';
import {recordsOfPages} from '../../src/search/buildRecords';
import {loadIndexFromJson} from '../../src/search/localClient';
import {
  BENCHMARK_CATEGORIES,
  modalResultUrls,
  parseBenchmark,
  runBenchmark,
  type Benchmark,
  type BenchmarkCategory,
  type BenchmarkResult,
  type RelevanceScores,
} from '../../src/search/relevance';
import type {SerializedSearchIndex} from '../../src/search/types';

export const BENCHMARK_FILE = 'data/search-benchmark.json';

export function readBenchmark(root: string): Benchmark {
  return parseBenchmark(JSON.parse(fs.readFileSync(path.join(root, BENCHMARK_FILE), 'utf8')));
}

export interface RelevanceFigures {
  readonly site: BenchmarkResult;
  readonly pagefind: BenchmarkResult;
  /** What Pagefind's first query moves: its script (gzip), wasm, metadata, index chunks and five result fragments. */
  readonly pagefindFirstQueryKB: number;
}

interface PagefindModule {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{results: {data(): Promise<{url: string}>}[]}>;
  destroy?(): Promise<void>;
}

/** Pagefind over the docs pages of a build, searchable from Node. */
async function pagefindOver(buildDir: string) {
  const pagefind = await import('pagefind');
  const {index, errors} = await pagefind.createIndex({});
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  for (const page of readPageList(buildDir)) {
    const file = htmlFileOf(buildDir, page.permalink);
    if (fs.existsSync(file)) await index.addHTMLFile({url: page.permalink, content: fs.readFileSync(file, 'utf8')});
  }
  const {files} = await index.getFiles();
  await pagefind.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pagefind-'));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file.path)), {recursive: true});
    fs.writeFileSync(path.join(dir, file.path), file.content);
  }
  const contents = new Map(files.map((file) => [file.path, file.content]));
  let fetched = 0;
  // Its browser bundle fetches every file under basePath; these answer from the files it just wrote.
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (input: string | URL | Request) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const body = contents.get(decodeURIComponent(url.pathname.replace(/^\/pagefind\//, '')));
    if (!body) return new Response(null, {status: 404});
    fetched += body.length;
    return new Response(new Uint8Array(body));
  }) as typeof fetch;
  const module = (await import(pathToFileURL(path.join(dir, 'pagefind.js')).href)) as PagefindModule;
  await module.options({basePath: 'http://pagefind.local/pagefind/'});
  const script = zlib.gzipSync(fs.readFileSync(path.join(dir, 'pagefind.js')), {level: 9}).length;
  return {
    async search(query: string): Promise<string[]> {
      const {results} = await module.search(query);
      const data = await Promise.all(results.slice(0, 5).map((result) => result.data()));
      return data.map((entry) => entry.url);
    },
    bytesSoFar: () => script + fetched,
    close() {
      globalThis.fetch = realFetch;
      fs.rmSync(dir, {recursive: true, force: true});
    },
  };
}

export async function measureRelevance(root: string, buildDir: string): Promise<RelevanceFigures> {
  const benchmark = readBenchmark(root);
  const records = await recordsOfPages(buildDir, readPageList(buildDir), SITE.locale);
  const loaded = loadIndexFromJson(JSON.parse(JSON.stringify(buildIndex(records))) as SerializedSearchIndex);
  const site = await runBenchmark(benchmark, (query) => modalResultUrls(loaded, query));

  const pagefind = await pagefindOver(buildDir);
  try {
    await pagefind.search('vault');
    const pagefindFirstQueryKB = +(pagefind.bytesSoFar() / 1024).toFixed(1);
    return {site, pagefind: await runBenchmark(benchmark, pagefind.search), pagefindFirstQueryKB};
  } finally {
    pagefind.close();
  }
}

const fixed = (value: number) => value.toFixed(2);
const cells = (scores: RelevanceScores) => [fixed(scores.hit1), fixed(scores.hit3), fixed(scores.mrr)];

/** The side-by-side table: per category and overall, this site then Pagefind. */
export function relevanceTable(figures: RelevanceFigures): {header: string[]; rows: (string | number)[][]} {
  const row = (label: string, site: RelevanceScores, pagefind: RelevanceScores) => [
    label,
    site.queries,
    ...cells(site),
    ...cells(pagefind),
  ];
  return {
    header: [
      'relevance (queries)',
      'n',
      'site hit@1',
      'site hit@3',
      'site MRR@5',
      'Pagefind hit@1',
      'Pagefind hit@3',
      'Pagefind MRR@5',
    ],
    rows: [
      ...BENCHMARK_CATEGORIES.map((category: BenchmarkCategory) =>
        row(category, figures.site.byCategory[category], figures.pagefind.byCategory[category]),
      ),
      row('all', figures.site.all, figures.pagefind.all),
    ],
  };
}

/** The queries this site misses at rank 1, with what it showed instead: for reading, not scoring. */
export function relevanceMisses(result: BenchmarkResult): string[] {
  return result.outcomes
    .filter((outcome) => outcome.rank !== 1)
    .map(
      (outcome) =>
        `${outcome.query.category}: "${outcome.query.query}" rank ${outcome.rank ?? '-'}; showed ${outcome.pages.slice(0, 3).join(', ') || 'nothing'}`,
    );
}
