/**
 * Golden ABIs: what the compiler emitted for each contract's source at its tag
 * or commit (`data/golden-abis/`: solc output, and Vyper output from the
 * version each source pins). The reference data must match them entry for
 * entry, so a hand-edited or copied ABI cannot reach the pages.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import type {AbiEntry, AbiParameterShape, ContractFile} from './schema';
import {canonicalType} from './signature';

export const GOLDEN_ABI_DIR = 'data/golden-abis';

/** What an ABI was checked against, as the page says it: compiler output, or a deployed ABI where there is none. */
export type AbiCheck = 'compiler' | 'deployed';

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
      /** The options the output was produced with, where the golden file records them (the Vyper files do). */
      readonly settings?: CompilerSettings;
    }
  | {readonly kind: 'deployed'; readonly description: string};

export interface CompilerSettings {
  readonly output: string;
  readonly evmVersion: string;
  readonly optimize: string;
  /** Where the values come from: the compiler's defaults or the source's pragmas. */
  readonly from: string;
}

interface CompilerFile {
  readonly repository: string;
  readonly ref: string;
  readonly commit: string;
  readonly compiler: string;
  readonly settings?: CompilerSettings;
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

/**
 * Every golden ABI, by key; compiler output is also found by the full commit it
 * was built from, and wins over a deployed ABI of the same version.
 */
export function loadGoldenAbis(siteDir: string): ReadonlyMap<string, GoldenAbi> {
  const dir = path.join(siteDir, GOLDEN_ABI_DIR);
  const golden = new Map<string, GoldenAbi>();
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
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
        ...(data.settings ? {settings: data.settings} : {}),
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
      for (const [key, abi] of Object.entries(data.contracts))
        if (golden.get(key)?.check !== 'compiler') golden.set(key, {abi, check: 'deployed', file, origin});
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
