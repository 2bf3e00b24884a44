/**
 * Rewrites contract metadata files in their canonical layout (see
 * src/reference/format.ts). With no arguments, every file in data/contracts.
 *
 *   npm run format:reference -- data/contracts/V3/VaultV3.json
 */
import {readFileSync, readdirSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import {formatContractFile} from '../src/reference/format';
import {REFERENCE_DATA_DIR} from '../src/reference/paths';

function jsonFiles(target: string): string[] {
  if (!statSync(target).isDirectory()) return [target];
  return readdirSync(target)
    .flatMap((name) => jsonFiles(path.join(target, name)))
    .filter((file) => file.endsWith('.json') && !file.endsWith('_category_.json'));
}

const targets = process.argv.slice(2);
const files = (targets.length ? targets : [REFERENCE_DATA_DIR]).flatMap(jsonFiles);
let changed = 0;
for (const file of files) {
  const before = readFileSync(file, 'utf8');
  const after = formatContractFile(JSON.parse(before) as Record<string, unknown>);
  if (after !== before) {
    writeFileSync(file, after);
    changed += 1;
  }
}
console.log(`${changed} of ${files.length} file(s) rewritten.`);
