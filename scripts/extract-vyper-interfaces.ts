/**
 * Writes data/golden-abis/vyper-interfaces.json: for every Vyper contract of
 * the reference, the external function and event names of its tagged source
 * (src/reference/vyperInterface.ts), with the commit they were read at. Run
 * by hand when a Vyper version is added; it reads local git copies of the
 * repositories, never the network.
 *
 * Usage: tsx scripts/extract-vyper-interfaces.ts <owner/repo>=<git dir> ...
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';

import {loadCatalog} from '../src/reference/catalog';
import {goldenKeyOf} from '../src/reference/golden';
import {REFERENCE_DATA_DIR} from '../src/reference/paths';
import {vyperInterface, type VyperInterface} from '../src/reference/vyperInterface';

const dirs = new Map(process.argv.slice(2).map((arg) => arg.split('=') as [string, string]));
const out: Record<string, VyperInterface & {commit: string}> = {};
for (const page of loadCatalog(REFERENCE_DATA_DIR).pages) {
  if (page.kind !== 'contract' || page.data.language !== 'vyper') continue;
  const key = goldenKeyOf(page.data);
  const match = key ? /^([^@]+)@([^:]+):(.+):\w+$/.exec(key) : null;
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
  `${JSON.stringify({origin: 'External function and event names of the tagged Vyper sources, read by scripts/extract-vyper-interfaces.ts', contracts: out}, null, 1)}\n`,
);
console.log(`${file}: ${Object.keys(out).length} contracts`);
