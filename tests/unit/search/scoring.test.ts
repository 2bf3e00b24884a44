import MiniSearch, {type Options} from 'minisearch';
import {describe, expect, it} from 'vitest';

import {compactIndex, CompactIndexError, expandIndex, loadScoringIndex} from '../../../src/search/compactIndex';
import {documentFrequency, scoreSections, type SectionScore, type TermQuery} from '../../../src/search/scoring';
import {bestFirst, comparable, minisearchAnswer} from './support/minisearchReference';

type Doc = {id: number; title: string; text: string};
const OPTIONS: Options<Doc> = {fields: ['title', 'text']};

function corpus(): MiniSearch<Doc> {
  const miniSearch = new MiniSearch<Doc>(OPTIONS);
  miniSearch.addAll(
    Array.from({length: 300}, (_, id) => ({
      id,
      title: id % 7 === 0 ? 'Vault fees' : 'Strategy',
      text: `deposit ${id % 5 === 0 ? 'withdraw withdraw' : 'harvest'} report${id % 11} ${'profit '.repeat(id % 4)}${id % 13 === 0 ? 'reporting harvset' : ''}`,
    })),
  );
  return miniSearch;
}

describe("scoring over the compact index's postings", () => {
  const miniSearch = corpus();
  const compact = JSON.parse(JSON.stringify(compactIndex(miniSearch.toJSON()))) as ReturnType<typeof compactIndex>;
  const reference = MiniSearch.loadJS<Doc>(expandIndex(compact), OPTIONS);

  const cases: [string, TermQuery[], Record<string, number>][] = [
    ['one exact word', [{term: 'withdraw', prefix: false, fuzzy: false}], {}],
    ['a prefix', [{term: 'repo', prefix: true, fuzzy: false}], {}],
    ['a typo', [{term: 'harvset', prefix: false, fuzzy: 2}], {}],
    // "report" is reached both as a prefix and as a typo of "repor": it counts once, as a prefix.
    ['a prefix that is also a typo', [{term: 'repor', prefix: true, fuzzy: 1}], {title: 3}],
    [
      'several words with field boosts',
      [
        {term: 'vault', prefix: false, fuzzy: false},
        {term: 'deposit', prefix: false, fuzzy: false},
        {term: 'prof', prefix: true, fuzzy: false},
      ],
      {title: 3, text: 1.5},
    ],
    ['a word no section holds', [{term: 'nothing', prefix: true, fuzzy: 1}], {}],
  ];

  it.each(cases)(
    "scores %s as MiniSearch's search does, to the last bit and in the same order",
    (_, queries, boost) => {
      // A fresh load each time: postings are decoded when a search first reads them.
      const index = loadScoringIndex(compact);
      const answer = bestFirst(scoreSections(index, queries, boost, () => true));
      const expected = minisearchAnswer(reference, queries, boost, () => true);
      expect(comparable(answer)).toEqual(comparable(expected));
      // The original index lists terms in the order they were added, so its ties may come in another order.
      const byScore = <T extends {score: number; id: number}>(results: readonly T[]) =>
        [...results].sort((a, b) => b.score - a.score || a.id - b.id).map((result) => [result.id, result.score]);
      expect(byScore(answer)).toEqual(byScore(minisearchAnswer(miniSearch, queries, boost, () => true)));
    },
  );

  it('finds matches for the cases that should have them', () => {
    const index = loadScoringIndex(compact);
    const found = (queries: TermQuery[]) => scoreSections(index, queries, {}, () => true).length;
    expect(found(cases[0]![1])).toBe(60);
    expect(found(cases[2]![1])).toBeGreaterThan(0);
    expect(found(cases[5]![1])).toBe(0);
  });

  it('returns only accepted sections, and the matched words of each', () => {
    const index = loadScoringIndex(compact);
    const answer = scoreSections(index, [{term: 'repo', prefix: true, fuzzy: false}], {}, (id) => id < 50);
    expect(answer.length).toBeGreaterThan(0);
    expect(answer.every((section: SectionScore) => section.id < 50)).toBe(true);
    const first = answer.find((section) => section.id === 13)!;
    expect([...first.terms].sort()).toEqual(['report2', 'reporting']);
    expect(first.queryTerms).toEqual(['repo']);
  });

  it('counts the sections holding a word in any field once', () => {
    const index = loadScoringIndex(compact);
    const exact = (term: string) =>
      miniSearch.search(term, {processTerm: (word) => word, tokenize: (text) => [text]}).length;
    for (const term of ['vault', 'deposit', 'withdraw', 'strategy', 'absent'])
      expect(documentFrequency(index, term), term).toBe(exact(term));
  });

  it('refuses field lengths that do not fit the fields', () => {
    expect(() => loadScoringIndex({...compact, averageFieldLength: [1]})).toThrow(CompactIndexError);
  });
});
