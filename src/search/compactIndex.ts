/**
 * A smaller file for the MiniSearch index the browser downloads. MiniSearch's
 * own JSON writes every posting as `"shortId":frequency` inside an object per
 * field and term, and every document's field lengths as an object keyed by its
 * id. Here the numbers are written as variable-length digits in a string
 * (./varint.ts): each document's field lengths in id order (the ids are
 * 0..n-1), and for each term, per field: the field, the count, the ids as gaps
 * from the previous id, then the frequencies. Small numbers take one
 * character, and a string costs neither commas nor JSON parsing per number.
 * `expandIndex` rebuilds MiniSearch's object exactly, and `loadCompactIndex`
 * builds the index from this form directly. Stored fields are not kept: the
 * sections' data travels beside the index (`SerializedSearchIndex.sections`).
 */
import MiniSearch, {type Options} from 'minisearch';

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

/** A term's postings as MiniSearch holds them: field id → (short document id → frequency). */
type TermPostings = Map<number, Map<number, number>>;

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
    for (const [field, postings] of decodePostings(encoded)) byField[field] = Object.fromEntries(postings);
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

/** One term's encoded postings (see the module comment) as MiniSearch's maps. */
function decodePostings(encoded: string): TermPostings {
  const row = decodeNumbers(encoded);
  const byField: TermPostings = new Map();
  let at = 0;
  while (at < row.length) {
    const field = row[at]!;
    const n = row[at + 1]!;
    const postings = new Map<number, number>();
    let id = 0;
    for (let i = 0; i < n; i += 1) {
      id += row[at + 2 + i]!;
      postings.set(id, row[at + 2 + n + i]!);
    }
    byField.set(field, postings);
    at += 2 + 2 * n;
  }
  return byField;
}

/**
 * A term's postings, decoded the first time anything reads them. A query
 * reads a few dozen of the index's thousands of terms; decoding every term as
 * the index loaded was most of the build's time on a reader's first search.
 * Every read of the Map decodes first, so MiniSearch sees an ordinary Map.
 */
class LazyPostings extends Map<number, Map<number, number>> {
  private encoded: string | null;

  constructor(encoded: string) {
    super();
    this.encoded = encoded;
  }

  private decoded(): this {
    if (this.encoded !== null) {
      const encoded = this.encoded;
      this.encoded = null;
      for (const [field, postings] of decodePostings(encoded)) super.set(field, postings);
    }
    return this;
  }

  override get size() {
    return this.decoded() && super.size;
  }
  override get(field: number) {
    return this.decoded() && super.get(field);
  }
  override has(field: number) {
    return this.decoded() && super.has(field);
  }
  override set(field: number, postings: Map<number, number>) {
    return this.decoded() && super.set(field, postings);
  }
  override delete(field: number) {
    return this.decoded() && super.delete(field);
  }
  override clear() {
    this.encoded = null;
    super.clear();
  }
  override forEach(...args: Parameters<TermPostings['forEach']>) {
    this.decoded();
    super.forEach(...args);
  }
  override keys() {
    return this.decoded() && super.keys();
  }
  override values() {
    return this.decoded() && super.values();
  }
  override entries() {
    return this.decoded() && super.entries();
  }
  override [Symbol.iterator]() {
    return this.decoded() && super[Symbol.iterator]();
  }
}

/**
 * The MiniSearch index of a compact file, built without the round trip
 * through MiniSearch's plain-object form: `MiniSearch.loadJS(expandIndex(…))`
 * creates an object per term and field, then turns each into a Map, and took
 * six to eight times as long (150 to 250 ms against 20 to 30 ms in V8 for the
 * site's index, on the first search of a visit); each term's postings are
 * decoded only when a search first reads them (LazyPostings). The documents
 * come through `loadJS`; the terms go into the index MiniSearch keeps for
 * subclasses (`_index`, protected). `tests/unit/search/search.test.ts`
 * compares the result's searches, then its `toJSON()`, with `loadJS`'s, so a
 * MiniSearch that changes this shape fails there.
 */
export function loadCompactIndex<T>(compact: CompactIndex, options: Options<T>): MiniSearch<T> {
  const miniSearch = MiniSearch.loadJS<T>(expandIndex({...compact, terms: []}), options);
  const index = (miniSearch as unknown as {readonly _index?: {set(term: string, postings: TermPostings): unknown}})
    ._index;
  if (typeof index?.set !== 'function') throw new CompactIndexError('MiniSearch keeps its terms in another shape');
  for (const [term, encoded] of compact.terms) index.set(term, new LazyPostings(encoded));
  return miniSearch;
}
