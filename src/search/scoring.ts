/**
 * Scores sections for a query, as MiniSearch 7.2's `search` scores them
 * (BM25+ per field, a lower weight for words reached by prefix or typo, the
 * sum over the query's words times how many of them matched), straight over
 * the compact index's postings. MiniSearch builds a result object with a
 * per-word match table for every section a word reaches, merges one map per
 * query word and sorts them all; while a reader types a prefix of a common
 * word ("vau", "wit") that was most of a keystroke's search time. Here the
 * sums build up in two typed arrays, a section gets one small record with its
 * matched words, and nothing is sorted (see `scoreSections`).
 * `tests/unit/search/scoring.test.ts` holds the scores to MiniSearch's own.
 */
import type SearchableMap from 'minisearch/SearchableMap';

/** One field's postings of a term: section ids ascending, and the term's count in each. */
export interface FieldPostings {
  readonly field: number;
  readonly ids: readonly number[];
  readonly counts: readonly number[];
}

/** A term's postings in each field that holds it, decoded when a search first reads them. */
export interface TermEntry {
  postings(): readonly FieldPostings[];
}

export interface ScoringIndex {
  /** Every indexed term; a radix tree, so a prefix or a misspelling finds its terms. */
  readonly terms: SearchableMap<TermEntry>;
  readonly documentCount: number;
  /** Field ids by name, as the index was built with. */
  readonly fieldIds: Readonly<Record<string, number>>;
  /** Each section's length in each field: section id × field count + field id. */
  readonly fieldLengths: readonly number[];
  readonly averageFieldLength: readonly number[];
}

export interface TermQuery {
  /** As indexed: already tokenized and processed. */
  readonly term: string;
  readonly prefix: boolean;
  /** Edits a misspelled word may have, or false. */
  readonly fuzzy: number | false;
}

export interface SectionScore {
  readonly id: number;
  readonly score: number;
  /** The query's terms the section matched, in query order. */
  readonly queryTerms: readonly string[];
  /** The index's terms that matched (a prefix's completions, a typo's corrections), for highlighting. */
  readonly terms: readonly string[];
}

/** A result while it is being scored. */
interface Scored {
  readonly id: number;
  score: number;
  readonly queryTerms: string[];
  readonly terms: string[];
}

/** MiniSearch's defaults, which the site's index was tuned with. */
const BM25 = {k: 1.2, b: 0.7, d: 0.5} as const;
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;

/** How many sections hold the term exactly, in any field. */
export function documentFrequency(index: ScoringIndex, term: string): number {
  const fields = index.terms.get(term)?.postings();
  if (!fields?.length) return 0;
  if (fields.length === 1) return fields[0]!.ids.length;
  const ids = new Set<number>();
  for (const {ids: fieldIds} of fields) for (const id of fieldIds) ids.add(id);
  return ids.size;
}

/**
 * The sections that match any of the terms, in the order the terms first
 * reached them; MiniSearch's answer is this sorted by score, ties kept in this
 * order. Sorting every match cost as much as scoring them, and a ranking by
 * page needs only each page's few sections in order. `boost` weighs each field
 * by name; `accept` says which sections may be returned.
 */
export function scoreSections(
  index: ScoringIndex,
  queries: readonly TermQuery[],
  boost: Readonly<Record<string, number>>,
  accept: (id: number) => boolean,
): SectionScore[] {
  const count = index.documentCount;
  const fieldCount = index.averageFieldLength.length;
  // In the index's field order, as MiniSearch adds them up.
  const boosts = Object.entries(index.fieldIds).map(([name, fieldId]) => [fieldId, boost[name] || 1] as const);
  const total = new Float64Array(count);
  const partial = new Float64Array(count);
  // A section's result, made when a term first reaches it; its score is set once all terms are in.
  const found: Scored[] = [];
  const reached: Scored[] = [];

  for (const query of queries) {
    const touched: number[] = [];
    const add = (term: string, weight: number, entry: TermEntry | undefined) => {
      if (!entry) return;
      const fields = entry.postings();
      for (const [fieldId, fieldBoost] of boosts) {
        const postings = fields.find((candidate) => candidate.field === fieldId);
        if (!postings) continue;
        const {ids, counts} = postings;
        const matching = ids.length;
        const idf = Math.log(1 + (count - matching + 0.5) / (matching + 0.5));
        const average = index.averageFieldLength[fieldId]!;
        for (let at = 0; at < matching; at += 1) {
          const id = ids[at]!;
          const frequency = counts[at]!;
          const length = index.fieldLengths[id * fieldCount + fieldId]!;
          // The same operations in the same order as MiniSearch, so the sums agree to the last bit.
          const raw =
            idf *
            (BM25.d + (frequency * (BM25.k + 1)) / (frequency + BM25.k * (1 - BM25.b + (BM25.b * length) / average)));
          const weighted = weight * fieldBoost * raw;
          let section = found[id];
          if (!section) reached.push((found[id] = section = {id, score: 0, queryTerms: [], terms: []}));
          if (section.queryTerms.at(-1) !== query.term) {
            section.queryTerms.push(query.term);
            touched.push(id);
            partial[id] = weighted;
          } else {
            partial[id] = partial[id]! + weighted;
          }
          if (section.terms.at(-1) !== term && !section.terms.includes(term)) section.terms.push(term);
        }
      }
    };

    add(query.term, 1, index.terms.get(query.term));
    const typos = query.fuzzy ? index.terms.fuzzyGet(query.term, query.fuzzy) : undefined;
    if (query.prefix) {
      for (const [term, entry] of index.terms.atPrefix(query.term)) {
        const distance = term.length - query.term.length;
        if (!distance) continue;
        // A word both reached by prefix and by typo counts as a prefix.
        typos?.delete(term);
        add(term, (PREFIX_WEIGHT * term.length) / (term.length + 0.3 * distance), entry);
      }
    }
    if (typos) {
      for (const [term, [entry, distance]] of typos) {
        if (!distance) continue;
        add(term, (FUZZY_WEIGHT * term.length) / (term.length + distance), entry);
      }
    }
    for (const id of touched) total[id] = total[id]! + partial[id]!;
  }

  const results = reached.filter((section) => accept(section.id));
  for (const section of results) section.score = total[section.id]! * section.queryTerms.length;
  return results;
}
