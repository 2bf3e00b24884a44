/**
 * The search relevance benchmark: reader queries with the pages that answer
 * them (data/search-benchmark.json), scored on the pages a search shows in
 * order. Used by `npm run bench` (this site and Pagefind side by side) and by
 * a unit test that keeps a floor under this site's scores.
 */

import {SEARCH} from '../config/search';
import {docSearchDisplayOrder, keepRankOrder} from './display';
import {searchLocalIndex, type LoadedIndex} from './localClient';

export const BENCHMARK_CATEGORIES = [
  'question',
  'keyword',
  'identifier',
  'typo',
  'name-number',
  'address',
  'historical',
] as const;
export type BenchmarkCategory = (typeof BENCHMARK_CATEGORIES)[number];

export interface BenchmarkQuery {
  readonly category: BenchmarkCategory;
  readonly query: string;
  /** Paths of the pages that answer the query. */
  readonly accept: readonly string[];
  /** Where the question was asked. */
  readonly source: string;
  readonly note?: string;
}

export interface Benchmark {
  readonly queries: readonly BenchmarkQuery[];
}

/** Ranks past this one do not count: a reader rarely looks further in the modal. */
export const SCORED_RANKS = 5;

export class BenchmarkFormatError extends Error {
  override readonly name = 'BenchmarkFormatError';
}

/** Checks the data file's shape: every query in a known category, with at least one page and a source. */
export function parseBenchmark(data: unknown): Benchmark {
  const queries = (data as {queries?: unknown})?.queries;
  if (!Array.isArray(queries)) throw new BenchmarkFormatError('the benchmark has no "queries" list');
  for (const entry of queries as BenchmarkQuery[]) {
    const where = `benchmark query "${String(entry?.query)}"`;
    if (typeof entry?.query !== 'string' || !entry.query.trim()) throw new BenchmarkFormatError(`${where}: no text`);
    if (!BENCHMARK_CATEGORIES.includes(entry.category))
      throw new BenchmarkFormatError(`${where}: unknown category "${String(entry.category)}"`);
    if (!Array.isArray(entry.accept) || !entry.accept.length || entry.accept.some((page) => !page.startsWith('/')))
      throw new BenchmarkFormatError(`${where}: "accept" must list page paths`);
    if (typeof entry.source !== 'string' || !/^https:\/\//.test(entry.source))
      throw new BenchmarkFormatError(`${where}: "source" must be the URL of the question`);
  }
  return {queries: queries as BenchmarkQuery[]};
}

/** The page path of a result URL: no origin, query, anchor, `index.html` or trailing slash. */
export function pagePath(url: string): string {
  const path = url.replace(/^[a-z]+:\/\/[^/]+/i, '').replace(/[?#].*$/, '');
  return path.replace(/\/index\.html$/, '/').replace(/(.)\/$/, '$1');
}

/** The distinct pages of ranked result URLs, in order, as far as the scored ranks. */
export function rankedPages(urls: readonly string[]): string[] {
  const pages: string[] = [];
  for (const url of urls) {
    const page = pagePath(url);
    if (!pages.includes(page)) pages.push(page);
    if (pages.length === SCORED_RANKS) break;
  }
  return pages;
}

/** 1-based rank of the first accepted page among the scored ranks, or null. */
export function firstAcceptedRank(query: BenchmarkQuery, urls: readonly string[]): number | null {
  const accepted = new Set(query.accept.map(pagePath));
  const index = rankedPages(urls).findIndex((page) => accepted.has(page));
  return index < 0 ? null : index + 1;
}

export interface RelevanceScores {
  readonly queries: number;
  readonly hit1: number;
  readonly hit3: number;
  /** Mean reciprocal rank over the first five pages. */
  readonly mrr: number;
}

export function scoresOf(ranks: readonly (number | null)[]): RelevanceScores {
  const n = ranks.length || 1;
  const share = (test: (rank: number) => boolean) => ranks.filter((rank) => rank !== null && test(rank)).length / n;
  return {
    queries: ranks.length,
    hit1: share((rank) => rank === 1),
    hit3: share((rank) => rank <= 3),
    mrr: ranks.reduce<number>((sum, rank) => sum + (rank === null ? 0 : 1 / rank), 0) / n,
  };
}

export interface QueryOutcome {
  readonly query: BenchmarkQuery;
  readonly rank: number | null;
  readonly pages: readonly string[];
}

export interface BenchmarkResult {
  readonly all: RelevanceScores;
  readonly byCategory: Readonly<Record<BenchmarkCategory, RelevanceScores>>;
  readonly outcomes: readonly QueryOutcome[];
}

/** Runs every query through `search` (ranked result URLs, best first) and scores the pages it shows. */
export async function runBenchmark(
  benchmark: Benchmark,
  search: (query: string) => readonly string[] | Promise<readonly string[]>,
): Promise<BenchmarkResult> {
  const outcomes: QueryOutcome[] = [];
  for (const query of benchmark.queries) {
    const urls = await search(query.query);
    outcomes.push({query, rank: firstAcceptedRank(query, urls), pages: rankedPages(urls)});
  }
  const byCategory = Object.fromEntries(
    BENCHMARK_CATEGORIES.map((category) => [
      category,
      scoresOf(outcomes.filter((outcome) => outcome.query.category === category).map((outcome) => outcome.rank)),
    ]),
  ) as Record<BenchmarkCategory, RelevanceScores>;
  return {all: scoresOf(outcomes.map((outcome) => outcome.rank)), byCategory, outcomes};
}

/** The result URLs the modal shows for a query, in order: the local index's hits grouped as DocSearch groups them. */
export function modalResultUrls(loaded: LoadedIndex, query: string): string[] {
  const {hits} = searchLocalIndex(loaded, {
    query,
    hitsPerPage: SEARCH.modalHitsPerPage,
    attributesToSnippet: [`content:${SEARCH.snippetWords}`],
  });
  return docSearchDisplayOrder(keepRankOrder(hits, SEARCH.maxHitsPerGroup), SEARCH.maxHitsPerGroup).map(
    (hit) => hit.url,
  );
}
