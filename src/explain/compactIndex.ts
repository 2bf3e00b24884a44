/**
 * The selector index in the form the site publishes for the page
 * (plugins/explain-index writes it; src/explain/browser.ts reads it on first
 * use). The full index repeats each ABI item, notice and role sentence for
 * every release that shares it (some 4,700 candidates, about 2.2 MB of
 * JSON); here each distinct ABI item, text and contract version is stored
 * once, and a candidate is a row of numbers pointing at them. `expandIndex`
 * gives back exactly the index `compactIndex` was given, candidate order
 * included, so `explainInput` answers the same through either.
 */
import type {AbiFunction} from 'viem';

import {CompactIndexError} from './errors';
import type {AbiError, Candidate, SelectorIndex} from './selectorIndex';

/** Bumped when the shape changes, so a page never reads a file of another shape. */
export const COMPACT_INDEX_FORMAT = 1;

/** One contract version: what its candidates share, its page without the `#anchor` included. */
type CompactSource = readonly [
  contract: string,
  version: string,
  deprecated: 0 | 1,
  page: string,
  deployments: readonly string[],
];

/**
 * One candidate: its contract version and ABI item, then the anchor of its
 * page, its notice and its role sentence as indexes into `texts`, -1 where
 * there is none; trailing -1s are left out.
 */
type CompactCandidate = readonly number[];

export interface CompactIndex {
  readonly format: typeof COMPACT_INDEX_FORMAT;
  readonly sources: readonly CompactSource[];
  readonly abis: readonly (AbiFunction | AbiError)[];
  readonly texts: readonly string[];
  readonly functions: Readonly<Record<string, readonly CompactCandidate[]>>;
  readonly errors: Readonly<Record<string, readonly CompactCandidate[]>>;
}

/** Hands out one number per distinct value, by a key of it. */
class Table<T> {
  readonly items: T[] = [];
  private readonly numbers = new Map<string, number>();
  constructor(private readonly keyOf: (item: T) => string) {}
  number(item: T): number {
    const key = this.keyOf(item);
    let n = this.numbers.get(key);
    if (n === undefined) {
      n = this.items.push(item) - 1;
      this.numbers.set(key, n);
    }
    return n;
  }
}

export function compactIndex(index: SelectorIndex): CompactIndex {
  const sources = new Table<CompactSource>((s) => JSON.stringify(s));
  const abis = new Table<AbiFunction | AbiError>((abi) => JSON.stringify(abi));
  const texts = new Table<string>((t) => t);
  const text = (t: string | undefined) => (t === undefined ? -1 : texts.number(t));
  const row = (c: Candidate): CompactCandidate => {
    const hash = c.page.indexOf('#');
    const [page, anchor] = hash < 0 ? [c.page, undefined] : [c.page.slice(0, hash), c.page.slice(hash + 1)];
    const numbers = [
      sources.number([c.contract, c.version, c.deprecated ? 1 : 0, page, c.deployments]),
      abis.number(c.abi),
      text(anchor),
      text(c.notice),
      text(c.access),
    ];
    while (numbers.at(-1) === -1) numbers.pop();
    return numbers;
  };
  const rows = (map: SelectorIndex['functions']) =>
    Object.fromEntries(Object.entries(map).map(([selector, candidates]) => [selector, candidates.map(row)]));
  const functions = rows(index.functions);
  const errors = rows(index.errors);
  return {
    format: COMPACT_INDEX_FORMAT,
    sources: sources.items,
    abis: abis.items,
    texts: texts.items,
    functions,
    errors,
  };
}

export function expandIndex(compact: CompactIndex): SelectorIndex {
  if (compact.format !== COMPACT_INDEX_FORMAT)
    throw new CompactIndexError(`The selector index has format ${String(compact.format)}, not ${COMPACT_INDEX_FORMAT}`);
  const text = (n: number) => (n < 0 ? undefined : compact.texts[n]);
  const candidate = ([source = -1, abi = -1, anchor = -1, notice = -1, access = -1]: CompactCandidate): Candidate => {
    const s = compact.sources[source];
    const item = compact.abis[abi];
    if (!s || !item) throw new CompactIndexError('The selector index points at an entry it does not hold');
    const anchorText = text(anchor);
    const noticeText = text(notice);
    const accessText = text(access);
    return {
      contract: s[0],
      version: s[1],
      deprecated: s[2] === 1,
      page: anchorText === undefined ? s[3] : `${s[3]}#${anchorText}`,
      deployments: s[4],
      abi: item,
      ...(noticeText !== undefined ? {notice: noticeText} : {}),
      ...(accessText !== undefined ? {access: accessText} : {}),
    };
  };
  const expand = (map: CompactIndex['functions']) =>
    Object.fromEntries(Object.entries(map).map(([selector, rows]) => [selector, rows.map(candidate)]));
  return {functions: expand(compact.functions), errors: expand(compact.errors)};
}
