import {toEventSelector, toFunctionSelector} from 'viem';

import type {AbiEntry, AbiParameterShape, ContractFile, DevEntry} from './schema';
import {ReferenceDataError} from './schema';
import {
  canonicalSignature,
  displayType,
  solidityConstructor,
  solidityDeclaration,
  solidityFunction,
  vyperConstructor,
  vyperEvent,
  vyperFunction,
  type Mutability,
} from './signature';

/**
 * Contract metadata -> the model of its reference page. Pure: no file system,
 * no Markdown. The plugin renders the model (`markdown.ts`); the tests read it.
 */

export type EntryKind = 'constructor' | 'function' | 'event' | 'error' | 'fallback' | 'receive';

export interface ParamRow {
  readonly name: string;
  readonly type: string;
  readonly description?: string;
}

export interface ReferenceEntry {
  readonly kind: EntryKind;
  readonly name: string;
  /** Canonical signature, `deposit(uint256,address)`; the key of the NatSpec entry. */
  readonly signature: string;
  /** Heading id, unique on the page: `deposit`, `event-Deposit`, `error-Unauthorized`. */
  readonly anchor: string;
  /** Heading text; overloads carry their parameter types so the table of contents tells them apart. */
  readonly heading: string;
  /** The declaration in the contract's language. */
  readonly declaration: string;
  /** 4-byte selector of a function or error, topic hash of an event. */
  readonly selector?: `0x${string}`;
  readonly mutability?: Mutability;
  readonly inputs: readonly ParamRow[];
  readonly outputs: readonly ParamRow[];
  readonly notice?: string;
  readonly details?: string;
}

export interface ContractDocs {
  readonly notice?: string;
  readonly title?: string;
  readonly author?: string;
  readonly details?: string;
}

export interface ContractPageModel {
  readonly contract: string;
  readonly version: string;
  readonly language: ContractFile['language'];
  readonly description: string;
  readonly source: string;
  readonly compiler: string;
  readonly inherits: readonly string[];
  readonly docs: ContractDocs;
  readonly functions: readonly ReferenceEntry[];
  readonly events: readonly ReferenceEntry[];
  readonly errors: readonly ReferenceEntry[];
}

/** Ids of the page's section headings; entry anchors must not take them. */
export const SECTION_IDS = ['summary', 'deployments', 'contents', 'functions', 'events', 'errors'] as const;

interface EntryDocs {
  notice?: string;
  details?: string;
  params: Record<string, string>;
  returns: Record<string, string>;
}

type DocSource = Pick<ContractFile, 'userdoc' | 'devdoc'>;

const CONSTRUCTOR_KEY = 'constructor';

function docsKind(kind: EntryKind): 'methods' | 'events' | 'errors' {
  if (kind === 'event') return 'events';
  if (kind === 'error') return 'errors';
  return 'methods';
}

function firstOf<T>(value: T | readonly T[] | undefined): T | undefined {
  if (value === undefined) return undefined;
  return Array.isArray(value) ? (value as readonly T[])[0] : (value as T);
}

/** The NatSpec of one entry, from the file itself, then from each `docsFrom` file in turn. */
function docsFor(kind: EntryKind, key: string, sources: readonly DocSource[]): EntryDocs {
  const merged: EntryDocs = {params: {}, returns: {}};
  for (const source of sources) {
    const group = docsKind(kind);
    const user = firstOf<{notice: string}>(source.userdoc[group]?.[key]);
    const dev = firstOf<DevEntry>(source.devdoc[group]?.[key]);
    merged.notice ??= user?.notice;
    merged.details ??= dev?.details;
    merged.params = {...(dev?.params ?? {}), ...merged.params};
    merged.returns = {...(dev?.returns ?? {}), ...merged.returns};
  }
  return merged;
}

function rows(
  params: readonly AbiParameterShape[],
  descriptions: Record<string, string>,
  positional: boolean,
): ParamRow[] {
  return params.map((param, index) => {
    const description =
      (param.name ? descriptions[param.name] : undefined) ?? (positional ? descriptions[`_${index}`] : undefined);
    return {
      name: param.name || (positional ? `_${index}` : `arg${index}`),
      type: displayType(param),
      ...(description ? {description} : {}),
    };
  });
}

function entryKey(entry: AbiEntry): string {
  switch (entry.type) {
    case 'constructor':
      return CONSTRUCTOR_KEY;
    case 'fallback':
    case 'receive':
      return entry.type;
    default:
      return canonicalSignature(entry);
  }
}

function declarationOf(entry: AbiEntry, language: ContractFile['language']): string {
  const vyper = language === 'vyper';
  switch (entry.type) {
    case 'function':
      return vyper ? vyperFunction(entry) : solidityFunction(entry);
    case 'constructor':
      return vyper ? vyperConstructor(entry.inputs) : solidityConstructor(entry.inputs, entry.stateMutability);
    case 'event':
      return vyper ? vyperEvent(entry) : solidityDeclaration('event', entry);
    case 'error':
      return solidityDeclaration('error', entry);
    case 'fallback':
      return vyper
        ? '@external\n@payable\ndef __default__(): ...'
        : `fallback() external${entry.stateMutability === 'payable' ? ' payable' : ''};`;
    case 'receive':
      return 'receive() external payable;';
  }
}

function selectorOf(entry: AbiEntry): `0x${string}` | undefined {
  if (entry.type === 'function' || entry.type === 'error') return toFunctionSelector(canonicalSignature(entry));
  if (entry.type === 'event') return toEventSelector(canonicalSignature(entry));
  return undefined;
}

/** Every NatSpec key of the file must name an ABI entry, and every param a parameter of it: typos fail the build. */
function checkDocKeys(file: ContractFile, name: string): void {
  const problems: string[] = [];
  const byKey = new Map<string, AbiEntry>();
  for (const entry of file.abi) byKey.set(`${docsKind(kindOf(entry))}:${entryKey(entry)}`, entry);
  const check = (group: 'methods' | 'events' | 'errors', key: string, dev?: DevEntry) => {
    const entry = byKey.get(`${group}:${key}`);
    if (!entry) {
      problems.push(`${group}.${key} documents an entry that is not in the ABI`);
      return;
    }
    const inputs = 'inputs' in entry ? entry.inputs.map((p) => p.name) : [];
    for (const param of Object.keys(dev?.params ?? {})) {
      if (!inputs.includes(param)) problems.push(`${group}.${key} documents a parameter "${param}" it does not have`);
    }
    const outputs = entry.type === 'function' ? entry.outputs : [];
    for (const ret of Object.keys(dev?.returns ?? {})) {
      const positional = /^_([0-9]+)$/.exec(ret);
      const known = positional ? Number(positional[1]) < outputs.length : outputs.some((o) => o.name === ret);
      if (!known) problems.push(`${group}.${key} documents a return value "${ret}" it does not have`);
    }
  };
  for (const group of ['methods', 'events', 'errors'] as const) {
    for (const key of Object.keys(file.userdoc[group] ?? {})) check(group, key);
    for (const [key, dev] of Object.entries(file.devdoc[group] ?? {})) check(group, key, firstOf<DevEntry>(dev));
  }
  const signatures = new Set<string>();
  for (const entry of file.abi) {
    const key = `${entry.type}:${entryKey(entry)}`;
    if (signatures.has(key)) problems.push(`the ABI lists ${entryKey(entry)} twice`);
    signatures.add(key);
  }
  if (problems.length) throw new ReferenceDataError(`${name}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
}

function kindOf(entry: AbiEntry): EntryKind {
  return entry.type;
}

function anchorFor(kind: EntryKind, name: string, overloadIndex: number, signature: string): string {
  const plain = kind === 'event' ? `event-${name}` : kind === 'error' ? `error-${name}` : name;
  // A function named like a section heading (`events`, `summary`) must not take the section's id.
  const base = (SECTION_IDS as readonly string[]).includes(plain) ? `function-${plain}` : plain;
  if (overloadIndex === 0) return base;
  const types = signature
    .slice(signature.indexOf('(') + 1, -1)
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/-+$/, '');
  return `${base}-${types || 'noargs'}`;
}

const inputCount = (entry: AbiEntry): number => ('inputs' in entry ? entry.inputs.length : 0);

const KIND_ORDER: Record<EntryKind, number> = {
  constructor: 0,
  fallback: 1,
  receive: 2,
  function: 3,
  event: 4,
  error: 5,
};

/**
 * Builds the page model of one metadata file. `docSources` are the `docsFrom`
 * files, nearest first, whose documentation fills the gaps of this one.
 */
export function buildPageModel(
  file: ContractFile,
  name: string,
  docSources: readonly DocSource[] = [],
): ContractPageModel {
  checkDocKeys(file, name);
  const sources: DocSource[] = [file, ...docSources];
  const sorted = [...file.abi].sort((a, b) => {
    const byKind = KIND_ORDER[a.type] - KIND_ORDER[b.type];
    if (byKind !== 0) return byKind;
    const nameA = 'name' in a ? a.name : a.type;
    const nameB = 'name' in b ? b.name : b.type;
    return nameA.localeCompare(nameB, 'en') || inputCount(a) - inputCount(b);
  });

  const seen = new Map<string, number>();
  const anchors = new Set<string>(SECTION_IDS);
  const entries = sorted.map((entry): ReferenceEntry => {
    const kind = kindOf(entry);
    const entryName = 'name' in entry ? entry.name : kind;
    const signature = entryKey(entry);
    const overloadKey = `${docsKind(kind)}:${entryName}`;
    const overloadIndex = seen.get(overloadKey) ?? 0;
    seen.set(overloadKey, overloadIndex + 1);
    const anchor = anchorFor(kind, entryName, overloadIndex, signature);
    if (anchors.has(anchor)) throw new ReferenceDataError(`${name}: two headings would share the anchor #${anchor}`);
    anchors.add(anchor);

    const docs = docsFor(kind, signature, sources);
    const inputs = 'inputs' in entry ? entry.inputs : [];
    const outputs = entry.type === 'function' ? entry.outputs : [];
    const selector = selectorOf(entry);
    const mutability = 'stateMutability' in entry ? entry.stateMutability : undefined;
    const overloaded =
      file.abi.filter((e) => 'name' in e && e.name === entryName && docsKind(kindOf(e)) === docsKind(kind)).length > 1;
    return {
      kind,
      name: entryName,
      signature,
      anchor,
      heading: overloaded ? signature : entryName,
      declaration: declarationOf(entry, file.language),
      ...(selector ? {selector} : {}),
      ...(mutability ? {mutability} : {}),
      inputs: rows(inputs, docs.params, false),
      outputs: rows(outputs, docs.returns, true),
      ...(docs.notice ? {notice: docs.notice} : {}),
      ...(docs.details ? {details: docs.details} : {}),
    };
  });

  const contractDocs = (pick: (source: DocSource) => string | undefined) => sources.map(pick).find(Boolean);
  const notice = contractDocs((s) => s.userdoc.notice);
  const title = contractDocs((s) => s.devdoc.title);
  const author = contractDocs((s) => s.devdoc.author);
  const details = contractDocs((s) => s.devdoc.details);

  return {
    contract: file.contract,
    version: file.version,
    language: file.language,
    description: file.description,
    source: file.source,
    compiler: file.compiler,
    inherits: file.inherits ?? [],
    docs: {
      ...(notice ? {notice} : {}),
      ...(title ? {title} : {}),
      ...(author ? {author} : {}),
      ...(details ? {details} : {}),
    },
    functions: entries.filter(
      (e) => e.kind === 'function' || e.kind === 'constructor' || e.kind === 'fallback' || e.kind === 'receive',
    ),
    events: entries.filter((e) => e.kind === 'event'),
    errors: entries.filter((e) => e.kind === 'error'),
  };
}
