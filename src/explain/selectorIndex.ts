/**
 * The selector index: every function and custom error of every ABI the
 * contract reference documents (each release of each contract, current and
 * deprecated), keyed by 4-byte selector, plus the few contracts Yearn
 * operates through that the reference does not document (Safe, MultiSend,
 * the strategy timelock: `wrappers.ts`). A selector shared by several
 * releases or contracts keeps every candidate; the target's address book
 * entry tells which one applies (`deployments` of the reference data).
 *
 * The index is plain data (JSON-safe), built from the reference's page
 * models by `buildSelectorIndex`, so Node (the MCP server, the tests) and
 * a browser bundle can share it.
 */
import {toFunctionSelector, type Abi, type AbiFunction} from 'viem';

import type {AbiEntry} from '../reference/schema';
import {canonicalSignature} from '../reference/signature';

/** One contract version as the reference documents it. */
export interface IndexSource {
  readonly contract: string;
  readonly version: string;
  readonly deprecated: boolean;
  /** Site path of the version's reference page. */
  readonly page: string;
  /** Address book ids of deployments of exactly this version. */
  readonly deployments: readonly string[];
  readonly abi: readonly AbiEntry[];
  /** Notice, details and heading anchor of each entry, by `function:` or `error:` and canonical signature. */
  readonly docs: ReadonlyMap<string, {readonly notice?: string; readonly details?: string; readonly anchor: string}>;
}

export type AbiError = Extract<Abi[number], {type: 'error'}>;

export interface Candidate {
  readonly contract: string;
  readonly version: string;
  readonly deprecated: boolean;
  /** Site path of the entry on its reference page (with `#anchor`), or the source of a contract outside the reference. */
  readonly page: string;
  readonly deployments: readonly string[];
  /** The ABI entry itself, as the compiler emitted it. */
  readonly abi: AbiFunction | AbiError;
  readonly notice?: string;
  /** Who may call it, in the reference's words: the first sentence of its details when that sentence names a role or caller. */
  readonly access?: string;
}

export interface SelectorIndex {
  /** Function candidates by selector. */
  readonly functions: Readonly<Record<string, readonly Candidate[]>>;
  /** Custom error candidates by selector. */
  readonly errors: Readonly<Record<string, readonly Candidate[]>>;
}

/** A sentence that says who may call a function, as the reference writes it. */
const ACCESS_SENTENCE =
  /^(Requires the |Only (?!while|if|when|works)|Callable (only )?by|Can only be called|Anyone (may|can)|No access control|(Vault )?[Gg]overnance or|Management or|The (keeper|strategist),)|\b(may|can) call\b/;

/** The sentence of a function's details that says who may call it (`Requires the DEBT_MANAGER role.`), wherever it stands. */
export function accessOf(details: string | undefined): string | undefined {
  if (!details) return undefined;
  return details
    .split(/(?<=\.)\s+(?=[A-Z`])/)
    .map((sentence) => sentence.trim())
    .find((sentence) => ACCESS_SENTENCE.test(sentence));
}

function add(map: Record<string, Candidate[]>, selector: string, candidate: Candidate): void {
  (map[selector] ??= []).push(candidate);
}

/** Every function and error of every source, by selector, in the order of the sources. */
export function buildSelectorIndex(sources: readonly IndexSource[]): SelectorIndex {
  const functions: Record<string, Candidate[]> = {};
  const errors: Record<string, Candidate[]> = {};
  for (const source of sources) {
    for (const entry of source.abi) {
      if (entry.type !== 'function' && entry.type !== 'error') continue;
      const signature = canonicalSignature(entry);
      const docs = source.docs.get(`${entry.type}:${signature}`);
      const access = accessOf(docs?.details);
      const candidate: Candidate = {
        contract: source.contract,
        version: source.version,
        deprecated: source.deprecated,
        page: docs?.anchor ? `${source.page}#${docs.anchor}` : source.page,
        deployments: source.deployments,
        abi: entry as unknown as AbiFunction | AbiError,
        ...(docs?.notice ? {notice: docs.notice} : {}),
        ...(access ? {access} : {}),
      };
      add(entry.type === 'function' ? functions : errors, toFunctionSelector(signature), candidate);
    }
  }
  return {functions, errors};
}
