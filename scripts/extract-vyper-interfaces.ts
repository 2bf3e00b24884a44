/**
 * Writes data/golden-abis/vyper-interfaces.json: for every Vyper contract of
 * the reference, the external function and event names of its tagged source
 * (src/reference/vyperInterface.ts), with the commit they were read at. Run
 * by hand when a Vyper version is added; it reads local git copies of the
 * repositories, never the network.
 *
 * Usage: tsx scripts/extract-vyper-interfaces.ts <owner/repo>=<git dir> ...
 *        [<owner/repo>@<40-hex commit>:<path>=<source file>] ...
 *
 * The second form reads one source from a file, for a release commit that no
 * local git copy holds (a commit pinned by another repository but missing
 * from our snapshot); the commit recorded is the one the argument names.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';

import {loadCatalog} from '../src/reference/catalog';
import {goldenKeyOf} from '../src/reference/golden';
import {REFERENCE_DATA_DIR} from '../src/reference/paths';
import {vyperInterface, type VyperInterface} from '../src/reference/vyperInterface';

const args = process.argv.slice(2).map((arg) => arg.split('=') as [string, string]);
const dirs = new Map(args.filter(([name]) => !name.includes('@')));
const files = new Map(args.filter(([name]) => /@[0-9a-f]{40}:/.test(name)));
const out: Record<string, VyperInterface & {commit: string}> = {};
for (const page of loadCatalog(REFERENCE_DATA_DIR).pages) {
  if (page.kind !== 'contract' || page.data.language !== 'vyper') continue;
  const key = goldenKeyOf(page.data);
  const match = key ? /^([^@]+)@([^:]+):(.+):\w+$/.exec(key) : null;
  const file = match ? files.get(`${match[1]}@${match[2]}:${match[3]}`) : undefined;
  if (match && file) {
    out[key!] = {commit: match[2]!, ...vyperInterface(fs.readFileSync(file, 'utf8'))};
    continue;
  }
  const dir = match ? dirs.get(match[1]!) : undefined;
  if (!match || !dir) {
    console.warn(`skipped ${page.file}: no source or no git copy of its repository`);
    continue;
  }
  const source = execFileSync('git', ['-C', dir, 'show', `${match[2]}:${match[3]}`], {encoding: 'utf8'});
  const commit = execFileSync('git', ['-C', dir, 'rev-parse', `${match[2]}^{commit}`], {encoding: 'utf8'}).trim();
  out[key!] = {commit, ...vyperInterface(source)};
}
const file = 'data/golden-abis/vyper-interfaces.json';
fs.writeFileSync(
  file,
  `${JSON.stringify({origin: 'External function and event names of the Vyper source of each version (its tag, or the commit a release pins), read by scripts/extract-vyper-interfaces.ts', contracts: out}, null, 1)}\n`,
);
console.log(`${file}: ${Object.keys(out).length} contracts`);
