/**
 * The pages about the position finder name exactly the chains it searches
 * (VAULT_CHAIN_IDS), and no page that links to it promises "every chain".
 */
import fs from 'node:fs';
import path from 'node:path';

import {describe, expect, it} from 'vitest';

import {viemChain} from '../../src/chain/networks';
import {VAULT_CHAIN_IDS} from '../../src/config/chain';

const ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const FINDER_PAGES = [
  'docs-getting-started/guides/find-your-positions.md',
  'docs-developers/v3/find-positions.mdx',
  'docs-developers/ai-assistants.md',
];
const CHAIN_NAMES = VAULT_CHAIN_IDS.map((id) => viemChain(id).name);

describe("the position finder's pages", () => {
  it.each(FINDER_PAGES)('%s names every chain the finder searches and none of them as left out', (file) => {
    const text = read(file);
    expect(CHAIN_NAMES.filter((name) => !text.includes(name))).toEqual([]);
    // A sentence that names a chain as not searched may name only chains outside the list (Berachain).
    const leftOut = text.split(/(?<=[.!?])\s+/).filter((sentence) => /not search|not searched|Neither/.test(sentence));
    expect(leftOut.filter((sentence) => CHAIN_NAMES.some((name) => sentence.includes(name)))).toEqual([]);
  });

  it('no page that links to the finder says it checks "every chain" or "all chains"', () => {
    const pages = fs
      .readdirSync(ROOT)
      .filter((dir) => dir.startsWith('docs-') && fs.statSync(path.join(ROOT, dir)).isDirectory())
      .flatMap((dir) =>
        fs.readdirSync(path.join(ROOT, dir), {recursive: true, encoding: 'utf8'}).map((f) => path.join(dir, f)),
      )
      .filter((file) => /\.mdx?$/.test(file));
    const promises = pages.flatMap((file) =>
      read(file)
        .split('\n')
        .filter((line) => /find-your-positions/.test(line) && /\b(every|all) chains?\b/i.test(line))
        .map((line) => `${file}: ${line.slice(0, 120)}`),
    );
    expect(promises).toEqual([]);
  });
});
