/**
 * A smaller file for the MiniSearch index the browser downloads. MiniSearch's
 * own JSON writes every posting as `"shortId":frequency` inside an object per
 * field and term, and every document's field lengths as an object keyed by its
 * id. Here the numbers are written as variable-length digits in a string
 * (./varint.ts): each document's field lengths in id order (the ids are
 * 0..n-1), and for each term, per field: the field, the count, the ids as gaps
 * from the previous id, then the frequencies. Small numbers take one
 * character, and a string costs neither commas nor JSON parsing per number.
 * `loadScoringIndex` builds the browser's index from this form directly;
 * `expandIndex` rebuilds MiniSearch's object exactly, which the tests load
 * into MiniSearch to hold the browser's scores to its own. Stored fields are
 * not kept: the sections' data travels beside the index
 * (`SerializedSearchIndex.sections`).
 */
import type MiniSearch from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';

import type {FieldPostings, ScoringIndex, TermEntry} from './scoring';
import {decodeNumbers, encodeNumbers} from './varint';

type PlainIndex = ReturnType<MiniSearch['toJSON']>;

/** MiniSearch's serialized index, reshaped (see the module comment). */
export interface CompactIndex {
  readonly fields: Readonly<Record<string, number>>;
  readonly averageFieldLength: readonly number[];
  /** Each section's field lengths, one number per field, in short id order. */
  readonly lengths: string;
  /** [term, per field: fieldId, count, id gaps..., frequencies...] */
  readonly terms: readonly (readonly [string, string])[];
  readonly serializationVersion: number;
}

export class CompactIndexError extends Error {
  override readonly name = 'CompactIndexError';
}

export function compactIndex(plain: PlainIndex): CompactIndex {
  const count = plain.nextId;
  const fieldCount = Object.keys(plain.fieldIds).length;
  const lengths: number[] = [];
  for (let id = 0; id < count; id += 1) {
    const fieldLengths = plain.fieldLength[id];
    if (
      plain.documentIds[id] !== id ||
      id in plain.storedFields ||
      fieldLengths?.length !== fieldCount ||
      !fieldLengths.every(Number.isInteger)
    ) {
      throw new CompactIndexError(
        'the index must hold documents 0..n-1 under short ids 0..n-1, none removed, each with every field, with no stored fields',
      );
    }
    lengths.push(...fieldLengths);
  }
  const terms = plain.index.map(([term, byField]): [string, string] => {
    const numbers: number[] = [];
    for (const [field, postings] of Object.entries(byField)) {
      const ids = Object.keys(postings)
        .map(Number)
        .sort((a, b) => a - b);
      numbers.push(Number(field), ids.length);
      ids.forEach((id, index) => numbers.push(id - (index ? ids[index - 1]! : 0)));
      for (const id of ids) numbers.push(postings[id]!);
    }
    return [term, encodeNumbers(numbers)];
  });
  return {
    fields: plain.fieldIds,
    averageFieldLength: plain.averageFieldLength,
    lengths: encodeNumbers(lengths),
    terms,
    serializationVersion: plain.serializationVersion,
  };
}

export function expandIndex(compact: CompactIndex): PlainIndex {
  const fieldCount = Object.keys(compact.fields).length;
  const lengths = decodeNumbers(compact.lengths);
  const count = lengths.length / fieldCount;
  const documentIds: PlainIndex['documentIds'] = {};
  const fieldLength: PlainIndex['fieldLength'] = {};
  for (let id = 0; id < count; id += 1) {
    documentIds[id] = id;
    fieldLength[id] = lengths.slice(id * fieldCount, (id + 1) * fieldCount);
  }
  const index: PlainIndex['index'] = compact.terms.map(([term, encoded]) => {
    const byField: PlainIndex['index'][number][1] = {};
    for (const {field, ids, counts} of decodePostings(encoded))
      byField[field] = Object.fromEntries(ids.map((id, at) => [id, counts[at]!]));
    return [term, byField];
  });
  return {
    documentCount: count,
    nextId: count,
    documentIds,
    fieldIds: {...compact.fields},
    fieldLength,
    averageFieldLength: [...compact.averageFieldLength],
    storedFields: {},
    dirtCount: 0,
    index,
    serializationVersion: compact.serializationVersion,
  };
}

/** One term's encoded postings (see the module comment), field by field. */
function decodePostings(encoded: string): FieldPostings[] {
  const row = decodeNumbers(encoded);
  const fields: FieldPostings[] = [];
  let at = 0;
  while (at < row.length) {
    const field = row[at]!;
    const n = row[at + 1]!;
    const ids: number[] = [];
    let id = 0;
    for (let i = 0; i < n; i += 1) ids.push((id += row[at + 2 + i]!));
    fields.push({field, ids, counts: row.slice(at + 2 + n, at + 2 + 2 * n)});
    at += 2 + 2 * n;
  }
  return fields;
}

/**
 * A term's postings, decoded the first time a search reads them. A query
 * reads a few dozen of the index's thousands of terms; decoding every term as
 * the index loaded was most of the build's time on a reader's first search.
 */
class LazyTerm implements TermEntry {
  private encoded: string | null;
  private decoded: readonly FieldPostings[] = [];

  constructor(encoded: string) {
    this.encoded = encoded;
  }

  postings(): readonly FieldPostings[] {
    if (this.encoded !== null) {
      this.decoded = decodePostings(this.encoded);
      this.encoded = null;
    }
    return this.decoded;
  }
}

/**
 * The index the browser searches (./scoring.ts), built from the compact file
 * with no intermediate form: each term goes into MiniSearch's radix tree
 * (`SearchableMap`, which MiniSearch exports for this use) holding its still
 * encoded postings.
 */
export function loadScoringIndex(compact: CompactIndex): ScoringIndex {
  const fieldCount = Object.keys(compact.fields).length;
  const fieldLengths = decodeNumbers(compact.lengths);
  if (!fieldCount || fieldLengths.length % fieldCount !== 0 || compact.averageFieldLength.length !== fieldCount) {
    throw new CompactIndexError('the field lengths do not match the fields');
  }
  const terms = new SearchableMap<TermEntry>();
  for (const [term, encoded] of compact.terms) terms.set(term, new LazyTerm(encoded));
  return {
    terms,
    documentCount: fieldLengths.length / fieldCount,
    fieldIds: compact.fields,
    fieldLengths,
    averageFieldLength: compact.averageFieldLength,
  };
}
