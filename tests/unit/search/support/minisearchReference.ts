/**
 * MiniSearch's own answer to what src/search/scoring.ts is asked: the
 * reference its scores are held to, with the site's index loaded through
 * MiniSearch's public loader.
 */
import type MiniSearch from 'minisearch';

import type {SectionScore, TermQuery} from '../../../../src/search/scoring';

export function minisearchAnswer<T>(
  miniSearch: MiniSearch<T>,
  queries: readonly TermQuery[],
  boost: Readonly<Record<string, number>>,
  accept: (id: number) => boolean,
): SectionScore[] {
  if (!queries.length) return [];
  return miniSearch
    .search(
      {
        combineWith: 'OR',
        queries: queries.map((query) => ({queries: [query.term], prefix: query.prefix, fuzzy: query.fuzzy})),
      },
      {boost, processTerm: (term) => term, tokenize: (text) => [text], filter: (result) => accept(result.id as number)},
    )
    .map((result) => ({...result, id: result.id as number}));
}

/** MiniSearch's order of the scorer's answer: best first, ties in the order the sections were reached. */
export function bestFirst<T extends SectionScore>(results: readonly T[]): T[] {
  return [...results].sort((a, b) => b.score - a.score);
}

/** What a ranking reads of a section's score; the matched index terms as a set. */
export function comparable(results: readonly SectionScore[]) {
  return results.map(({id, score, queryTerms, terms}) => ({id, score, queryTerms, terms: [...terms].sort()}));
}
