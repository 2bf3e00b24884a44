/**
 * Contract names in prose (run by `npm test`): every function, event or field
 * that a developers, partners or DAO page names in a code span must exist in
 * the contract reference data, in the ABIs the site reads live, or in
 * `data/prose-names.json`, which lists other contracts' names with a reason.
 * Prints file, line, the unknown name and the closest known names.
 *
 * Usage: tsx scripts/check-names.ts
 */
import fs from 'node:fs';
import path from 'node:path';

import * as chainAbis from '../src/chain/abis';
import * as positionAbis from '../src/positions/abis';
import {loadCatalog} from '../src/reference/catalog';
import {REFERENCE_DATA_DIR} from '../src/reference/paths';
import {namesOfAbi, staleAllowedNames, unknownNamesIn} from '../src/reference/proseNames';
import {loadPages} from './docs-sources/model';

const AREAS = ['docs-developers', 'docs-partners', 'docs-contributing'];
const ALLOW_LIST = 'data/prose-names.json';

interface AllowList {
  readonly groups: readonly {readonly reason: string; readonly names: readonly string[]}[];
}

const root = process.cwd();
const known = new Set<string>();
for (const page of loadCatalog(REFERENCE_DATA_DIR).pages) {
  if (page.kind === 'contract') {
    known.add(page.data.contract);
    for (const name of namesOfAbi(page.data.abi)) known.add(name);
  }
}
// The functions the site calls live: the address widgets' and the position finder's.
for (const abi of [...Object.values(chainAbis), ...Object.values(positionAbis)])
  for (const name of namesOfAbi(abi)) known.add(name);
const allowList = JSON.parse(fs.readFileSync(path.join(root, ALLOW_LIST), 'utf8')) as AllowList;
const allowed = new Set(allowList.groups.flatMap((group) => group.names));

const problems: string[] = [];
const checkedPages: string[] = [];
for (const page of loadPages(root)) {
  const file = path.relative(root, page.file);
  if (page.generated || !AREAS.some((area) => file.startsWith(`${area}/`))) continue;
  checkedPages.push(page.body);
  for (const {name, span, line, closest} of unknownNamesIn(page.body, known, allowed)) {
    problems.push(
      `${file}:${line}: \`${span}\` names "${name}", which no contract in ${REFERENCE_DATA_DIR} defines${closest.length ? ` (closest: ${closest.join(', ')})` : ''}`,
    );
  }
}

const stale = staleAllowedNames(checkedPages, known, allowed);
for (const name of stale.unused)
  problems.push(`${ALLOW_LIST}: "${name}" is listed but no checked page names it; remove it`);
for (const name of stale.known)
  problems.push(`${ALLOW_LIST}: "${name}" is listed but the contract data defines it; remove it`);

if (problems.length) {
  console.error(
    `${problems.join('\n')}\n\n${problems.length} problem(s) with contract names. Fix the name, or list another project's contract names in ${ALLOW_LIST} with the reason.`,
  );
  process.exit(1);
}
console.log(`contract names: ${known.size} known, ${allowed.size} listed in ${ALLOW_LIST}; prose checked`);
