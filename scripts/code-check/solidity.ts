/**
 * Solidity fences compiled with solc-js against the exact sources of the Yearn
 * release each names (`release="3.0.4"`, else the current one), with the
 * import remappings of Yearn's strategy template
 * (yearn/tokenized-strategy-foundry-mix foundry.toml). The release sources
 * are test fixtures (tests/fixtures/solidity, see its README) and
 * OpenZeppelin comes from its npm package at the version the template pins.
 * All blocks of one release go into one solc call: each compile of the
 * tokenized-strategy tree costs seconds.
 */
import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

import {where, type Fence} from './fences';
import {packageDir} from './packages';

const FIXTURES = 'tests/fixtures/solidity';

/** An import prefix and where its files are: a fixture folder or an npm package. */
type Source = {readonly fixture: string} | {readonly npm: string; readonly version: string};

export interface SolidityRelease {
  /** What the reader is told the block was compiled against. */
  readonly describe: string;
  readonly remappings: Readonly<Record<string, Source>>;
}

const OPENZEPPELIN: Source = {npm: '@openzeppelin/contracts', version: '4.9.5'};

/**
 * Known releases. The template pins tokenized-strategy v3.1.0, the periphery
 * at 96994fb and OpenZeppelin v4.9.5; yearn/yearn-vaults-v3 has no v3.1.0 tag,
 * so both releases read the vault interfaces of its newest tag, v3.0.4.
 */
export const SOLIDITY_RELEASES: Readonly<Record<string, SolidityRelease>> = {
  '3.1.0': {
    describe:
      'tokenized-strategy v3.1.0, tokenized-strategy-periphery 96994fb, yearn-vaults-v3 v3.0.4 interfaces, @openzeppelin/contracts 4.9.5',
    remappings: {
      '@tokenized-strategy/': {fixture: 'tokenized-strategy@v3.1.0/src/'},
      '@periphery/': {fixture: 'tokenized-strategy-periphery@96994fb/src/'},
      '@yearn-vaults/': {fixture: 'yearn-vaults-v3@v3.0.4/contracts/'},
      '@openzeppelin/contracts/': OPENZEPPELIN,
    },
  },
  '3.0.4': {
    describe: 'tokenized-strategy v3.0.4, yearn-vaults-v3 v3.0.4 interfaces, @openzeppelin/contracts 4.9.5',
    remappings: {
      '@tokenized-strategy/': {fixture: 'tokenized-strategy@v3.0.4/src/'},
      '@yearn-vaults/': {fixture: 'yearn-vaults-v3@v3.0.4/contracts/'},
      '@openzeppelin/contracts/': OPENZEPPELIN,
    },
  },
};

/** The release a block without `release="..."` is compiled against: the one the strategy guide calls current. */
export const CURRENT_SOLIDITY_RELEASE = '3.1.0';

export interface Problem {
  readonly where: string;
  readonly message: string;
}

interface SolcError {
  severity: 'error' | 'warning' | 'info';
  type: string;
  message: string;
  formattedMessage?: string;
  sourceLocation?: {file: string; start: number; end: number};
}

interface Solc {
  compile(input: string, callbacks?: {import: (file: string) => {contents: string} | {error: string}}): string;
  version(): string;
}

export const loadSolc = (): Solc => createRequire(__filename)('solc') as Solc;

/** Resolves a source unit name (`@tokenized-strategy/BaseStrategy.sol`) to file contents under the release's remappings. */
function importer(root: string, release: SolidityRelease) {
  return (unit: string): {contents: string} | {error: string} => {
    const prefix = Object.keys(release.remappings).find((p) => unit.startsWith(p));
    if (!prefix)
      return {error: `no remapping for ${unit}; known prefixes: ${Object.keys(release.remappings).join(', ')}`};
    const source = release.remappings[prefix]!;
    let dir: string | undefined;
    if ('fixture' in source) dir = path.join(root, FIXTURES, source.fixture);
    else {
      const pkg = packageDir(root, source.npm);
      if (!pkg) return {error: `${source.npm}@${source.version} is not installed: run npm install`};
      const version = (JSON.parse(readFileSync(path.join(pkg, 'package.json'), 'utf8')) as {version: string}).version;
      if (version !== source.version)
        return {error: `${source.npm} is ${version}, the release pins ${source.version}: run npm install`};
      dir = pkg + '/';
    }
    const file = path.join(dir, unit.slice(prefix.length));
    return existsSync(file)
      ? {contents: readFileSync(file, 'utf8')}
      : {error: `${unit} is not in ${'fixture' in source ? source.fixture : source.npm}`};
  };
}

/** The source unit name of a block: its place in the docs, so solc's own messages name it. */
const unitName = (fence: Fence) => `${fence.file}:${fence.line}.sol`;

/** Line (1-based) of a character offset. */
const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

export interface SolidityResult {
  readonly problems: Problem[];
  /** One line per release compiled: which compiler, which sources, how many blocks. */
  readonly notes: string[];
}

function compile(root: string, solc: Solc, release: SolidityRelease, name: string, blocks: readonly Fence[]) {
  const problems: Problem[] = [];
  const failed = new Set<Fence>();
  const units = new Map(blocks.map((fence) => [unitName(fence), fence]));
  const input = {
    language: 'Solidity',
    sources: Object.fromEntries(blocks.map((fence) => [unitName(fence), {content: fence.code}])),
    // Analysis only: no bytecode, so the call stays a type check of the blocks.
    settings: {outputSelection: {'*': {'': ['ast']}}},
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input), {import: importer(root, release)})) as {
    errors?: SolcError[];
  };
  for (const error of output.errors ?? []) {
    if (error.severity !== 'error') continue;
    const location = error.sourceLocation;
    const fence = location && units.get(location.file);
    const snippet = fence
      ? fence.code.slice(location.start, Math.min(location.end, location.start + 80)).split('\n')[0]
      : '';
    const text = error.message.startsWith('Source file requires different compiler version')
      ? `the pragma does not admit solc ${solc.version().split('+')[0]}, the only compiler installed (solc-js cannot fetch another offline); use a range such as ^0.8.18, or mark the block as an excerpt`
      : error.message;
    const message = `${error.type}: ${text}${snippet ? ` at \`${snippet}\`` : ''}`;
    if (fence) {
      problems.push({where: where(fence, lineAt(fence.code, location.start)), message});
      failed.add(fence);
    } else if (location?.file) problems.push({where: `${location.file} (imported under release ${name})`, message});
    else problems.push({where: blocks.map((fence) => where(fence)).join(', '), message});
  }
  return {problems, failed};
}

/** Compiles the whole Solidity blocks (excerpts are not given to it), one solc call per release. */
export function checkSolidity(root: string, fences: readonly Fence[], solc: Solc = loadSolc()): SolidityResult {
  const problems: Problem[] = [];
  const notes: string[] = [];
  const byRelease = new Map<string, Fence[]>();
  for (const fence of fences) {
    const release = fence.release || CURRENT_SOLIDITY_RELEASE;
    if (!SOLIDITY_RELEASES[release]) {
      problems.push({
        where: where(fence),
        message: `unknown release="${release}"; known: ${Object.keys(SOLIDITY_RELEASES).join(', ')}`,
      });
      continue;
    }
    byRelease.set(release, [...(byRelease.get(release) ?? []), fence]);
  }
  for (const [name, blocks] of byRelease) {
    const release = SOLIDITY_RELEASES[name]!;
    const pragmas = [
      ...new Set(blocks.map((fence) => /pragma\s+solidity\s+([^;]+);/.exec(fence.code)?.[1]?.trim() ?? 'none')),
    ];
    notes.push(
      `release ${name}: ${blocks.length} block(s) compiled with solc ${solc.version().split('+')[0]} (the installed solc-js; block pragmas: ${pragmas.join(', ')}) against ${release.describe}`,
    );
    let remaining = blocks;
    // solc stops at the first stage (parsing, syntax, names, types) where any block fails, so the later
    // stages of the other blocks only run once the failed blocks are left out: compile again without them.
    while (remaining.length) {
      const found = compile(root, solc, release, name, remaining);
      problems.push(...found.problems);
      if (!found.failed.size) break;
      remaining = remaining.filter((fence) => !found.failed.has(fence));
    }
  }
  return {problems, notes};
}
