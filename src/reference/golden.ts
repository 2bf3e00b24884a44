/**
 * Golden ABIs: what the compiler emitted for each contract's tagged source
 * (`data/golden-abis/`). The reference data must match them entry for entry,
 * so a hand-edited or copied ABI cannot reach the pages.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import type {AbiEntry, AbiParameterShape, ContractFile} from './schema';
import {canonicalType} from './signature';
import type {VyperInterface} from './vyperInterface';

export const GOLDEN_ABI_DIR = 'data/golden-abis';
/** The Vyper names file in that folder (scripts/extract-vyper-interfaces.ts); not an ABI. */
const VYPER_INTERFACES = 'vyper-interfaces.json';

/** What an ABI was checked against, as the page says it: compiler output, a deployed ABI, or the names in the Vyper source. */
export type AbiCheck = 'compiler' | 'deployed' | 'source-names';

export interface GoldenAbi {
  readonly abi: readonly AbiEntry[];
  readonly check: AbiCheck;
  /** The golden file, relative to the repository root. */
  readonly file: string;
  /** Where the ABI came from, in the golden file's own words: the compiled repository, ref, commit and compiler, or the deployed ABIs' origin. */
  readonly origin: GoldenOrigin;
}

export type GoldenOrigin =
  | {
      readonly kind: 'compiler';
      readonly repository: string;
      readonly ref: string;
      readonly commit: string;
      readonly compiler: string;
    }
  | {readonly kind: 'deployed'; readonly description: string};

interface CompilerFile {
  readonly repository: string;
  readonly ref: string;
  readonly commit: string;
  readonly compiler: string;
  readonly contracts: Readonly<Record<string, readonly AbiEntry[]>>;
}
interface DeployedFile {
  readonly origin: string;
  readonly contracts: Readonly<Record<string, readonly AbiEntry[]>>;
}

/** `owner/repo@ref:path:Contract`, the key golden ABIs are stored under. */
export function goldenKey(repository: string, ref: string, file: string, contract: string): string {
  return `${repository}@${ref}:${file}:${contract}`;
}

/** The golden key of a data file, from its GitHub source link (`.../blob/<ref>/<path>`). */
export function goldenKeyOf(data: Pick<ContractFile, 'source' | 'contract'>): string | undefined {
  const match = data.source ? /^https:\/\/github\.com\/([^/]+\/[^/]+)\/blob\/([^/]+)\/(.+)$/.exec(data.source) : null;
  return match ? goldenKey(match[1]!, match[2]!, match[3]!, data.contract) : undefined;
}

/** Every golden ABI, by key; compiler output is also found by the full commit it was built from. */
export function loadGoldenAbis(siteDir: string): ReadonlyMap<string, GoldenAbi> {
  const dir = path.join(siteDir, GOLDEN_ABI_DIR);
  const golden = new Map<string, GoldenAbi>();
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith('.json') && n !== VYPER_INTERFACES)
    .sort()) {
    const file = path.join(GOLDEN_ABI_DIR, name);
    const data = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as CompilerFile | DeployedFile;
    if ('repository' in data) {
      const origin: GoldenOrigin = {
        kind: 'compiler',
        repository: data.repository,
        ref: data.ref,
        commit: data.commit,
        compiler: data.compiler,
      };
      for (const [contractKey, abi] of Object.entries(data.contracts)) {
        const [sourcePath, contract] = [
          contractKey.slice(0, contractKey.lastIndexOf(':')),
          contractKey.slice(contractKey.lastIndexOf(':') + 1),
        ];
        for (const ref of new Set([data.ref, data.commit]))
          golden.set(goldenKey(data.repository, ref, sourcePath, contract), {abi, check: 'compiler', file, origin});
      }
    } else {
      const origin: GoldenOrigin = {kind: 'deployed', description: data.origin};
      for (const [key, abi] of Object.entries(data.contracts)) golden.set(key, {abi, check: 'deployed', file, origin});
    }
  }
  return golden;
}

const types = (params: readonly AbiParameterShape[] = []) => params.map(canonicalType).join(',');

function signatureOf(entry: AbiEntry): string {
  if (entry.type === 'constructor') return `constructor(${types(entry.inputs)})`;
  if (entry.type === 'fallback' || entry.type === 'receive') return entry.type;
  return `${entry.type} ${entry.name}(${types(entry.inputs)})`;
}

/** What must agree for an entry with the same signature: outputs, state mutability, indexed flags. */
function detailsOf(entry: AbiEntry): string {
  const parts: string[] = [];
  // Only functions return; older Vyper also writes empty outputs on constructors.
  if (entry.type === 'function') parts.push(`returns (${types(entry.outputs)})`);
  if ('stateMutability' in entry) parts.push(entry.stateMutability);
  if (entry.type === 'event')
    parts.push(
      `indexed [${entry.inputs.map((input) => Boolean(input.indexed)).join(',')}]`,
      entry.anonymous ? 'anonymous' : '',
    );
  return parts.filter(Boolean).join(' ');
}

/** Differences between an ABI and its golden ABI, order aside: missing, extra and changed entries. */
export function compareAbi(ours: readonly AbiEntry[], golden: readonly AbiEntry[]): string[] {
  const index = (abi: readonly AbiEntry[]) => new Map(abi.map((entry) => [signatureOf(entry), detailsOf(entry)]));
  const mine = index(ours);
  const theirs = index(golden);
  const problems: string[] = [];
  for (const [signature, details] of theirs) {
    if (!mine.has(signature)) problems.push(`missing ${signature}`);
    else if (mine.get(signature) !== details)
      problems.push(`changed ${signature}: ${mine.get(signature)} instead of ${details}`);
  }
  for (const signature of mine.keys()) if (!theirs.has(signature)) problems.push(`extra ${signature}`);
  return problems;
}

/** External function and event names of each Vyper source, by golden key. */
export function loadVyperInterfaces(siteDir: string): ReadonlyMap<string, VyperInterface> {
  const data = JSON.parse(readFileSync(path.join(siteDir, GOLDEN_ABI_DIR, VYPER_INTERFACES), 'utf8')) as {
    contracts: Record<string, VyperInterface>;
  };
  return new Map(Object.entries(data.contracts));
}

/** Differences between an ABI's function and event names and those of its Vyper source. */
export function compareNames(ours: readonly AbiEntry[], source: VyperInterface): string[] {
  const names = (kind: 'function' | 'event') =>
    new Set(
      ours.flatMap((entry) =>
        entry.type === kind ? [entry.name] : kind === 'function' && entry.type === 'fallback' ? ['fallback'] : [],
      ),
    );
  const problems: string[] = [];
  for (const [kind, theirs] of [
    ['function', source.functions],
    ['event', source.events],
  ] as const) {
    const mine = names(kind);
    for (const name of theirs) if (!mine.has(name)) problems.push(`missing ${kind} ${name}`);
    for (const name of mine) if (!theirs.includes(name)) problems.push(`extra ${kind} ${name}`);
  }
  return problems;
}
