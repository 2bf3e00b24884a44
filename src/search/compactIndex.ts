/**
 * A smaller file for the MiniSearch index the browser downloads. MiniSearch's
 * own JSON writes every posting as `"shortId":frequency` inside an object per
 * field and term, and every document's field lengths as an object keyed by its
 * id. Here the lengths are an array in id order (the ids are 0..n-1), and each
 * term's postings are one flat array per field: the field, the count, the ids
 * as gaps from the previous id, then the frequencies. Small repeated numbers
 * compress well. `expandIndex` rebuilds MiniSearch's object exactly. Stored
 * fields are not kept: the sections' data travels beside the index
 * (`SerializedSearchIndex.sections`).
 */
import type MiniSearch from 'minisearch';

type PlainIndex = ReturnType<MiniSearch['toJSON']>;

/** MiniSearch's serialized index, reshaped (see the module comment). */
export interface CompactIndex {
  readonly fields: Readonly<Record<string, number>>;
  readonly averageFieldLength: readonly number[];
  /** Each section's field lengths, in short id order. */
  readonly lengths: readonly (readonly number[])[];
  /** [term, ...per field: fieldId, count, id gaps..., frequencies...] */
  readonly terms: readonly (readonly (string | number)[])[];
  readonly serializationVersion: number;
}

export class CompactIndexError extends Error {
  override readonly name = 'CompactIndexError';
}

export function compactIndex(plain: PlainIndex): CompactIndex {
  const count = plain.nextId;
  for (let id = 0; id < count; id += 1) {
    if (plain.documentIds[id] !== id || !(id in plain.fieldLength) || id in plain.storedFields) {
      throw new CompactIndexError(
        'the index must hold documents 0..n-1 under short ids 0..n-1, none removed, with no stored fields',
      );
    }
  }
  const terms = plain.index.map(([term, byField]) => {
    const row: (string | number)[] = [term];
    for (const [field, postings] of Object.entries(byField)) {
      const ids = Object.keys(postings)
        .map(Number)
        .sort((a, b) => a - b);
      row.push(Number(field), ids.length);
      ids.forEach((id, index) => row.push(id - (index ? ids[index - 1]! : 0)));
      for (const id of ids) row.push(postings[id]!);
    }
    return row;
  });
  return {
    fields: plain.fieldIds,
    averageFieldLength: plain.averageFieldLength,
    lengths: Array.from({length: count}, (_, id) => plain.fieldLength[id]!),
    terms,
    serializationVersion: plain.serializationVersion,
  };
}

export function expandIndex(compact: CompactIndex): PlainIndex {
  const count = compact.lengths.length;
  const documentIds: PlainIndex['documentIds'] = {};
  const fieldLength: PlainIndex['fieldLength'] = {};
  for (let id = 0; id < count; id += 1) {
    documentIds[id] = id;
    fieldLength[id] = compact.lengths[id] as number[];
  }
  const index: PlainIndex['index'] = compact.terms.map((row) => {
    const byField: PlainIndex['index'][number][1] = {};
    let at = 1;
    while (at < row.length) {
      const field = row[at] as number;
      const n = row[at + 1] as number;
      const postings: Record<string, number> = {};
      let id = 0;
      for (let i = 0; i < n; i += 1) {
        id += row[at + 2 + i] as number;
        postings[id] = row[at + 2 + n + i] as number;
      }
      byField[field] = postings;
      at += 2 + 2 * n;
    }
    return [row[0] as string, byField];
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
