/**
 * The position finder's hand-written ABIs (src/positions/abis.ts) against the
 * compiler output of every release they read (data/golden-abis): each
 * function must exist there with the same argument and return types, so a
 * read or an exit call cannot be encoded for a function the contracts lack.
 */
import path from 'node:path';

import type {Abi} from 'viem';
import {describe, expect, it} from 'vitest';

import * as finder from '../../src/positions/abis';
import {compareAbi, loadGoldenAbis} from '../../src/reference/golden';
import type {AbiEntry} from '../../src/reference/schema';

const golden = loadGoldenAbis(path.resolve(__dirname, '../..'));

/** The compiler output of every release whose key matches, one key per release (compiler output is also keyed by commit). */
function releases(key: RegExp): [string, readonly AbiEntry[]][] {
  const seen = new Set<readonly AbiEntry[]>();
  return [...golden]
    .filter(
      ([name, found]) => key.test(name) && found.check === 'compiler' && !seen.has(found.abi) && seen.add(found.abi),
    )
    .map(([name, found]) => [name, found.abi]);
}

const V3_VAULTS = /^yearn\/yearn-vaults-v3@.*:contracts\/VaultV3\.vy:VaultV3$/;
const TOKENIZED_STRATEGIES = /^yearn\/tokenized-strategy@.*:src\/TokenizedStrategy\.sol:TokenizedStrategy$/;
/** From 3.0.3 on, tokenized strategies also answer the 2-argument `maxWithdraw`/`maxRedeem`. */
const LOSS_ARG_STRATEGIES =
  /^yearn\/tokenized-strategy@v3\.(0\.[3-9]|[1-9]\.\d+):src\/TokenizedStrategy\.sol:TokenizedStrategy$/;
/** What every strategy answers: the finder reads the 1-argument forms where the 2-argument ones fail (src/positions/read.ts). */
const V3_VAULT_ABI_WITHOUT_LOSS_ARG = [
  ...finder.V3_VAULT_ABI.filter((entry) => entry.inputs.length < 2),
  ...finder.V3_NO_LOSS_ARG_ABI,
] as Abi;
const V2_VAULTS = /^yearn\/yearn-vaults@.*:contracts\/Vault\.vy:Vault$/;
/** Registry.vy from 0.3.3 on: the earlier one has no token getters, and the finder does not read it (src/positions/sources.ts). */
const V2_REGISTRIES = /^yearn\/yearn-vaults@v0\.(3\.[3-9]|4\.\d+):contracts\/Registry\.vy:Registry$/;
/** V2 vaults declare `decimals` as uint256; the finder reads it as uint8, which decodes the same word (a value below 256). */
const SHARE_TOKEN_OF_V2 = finder.SHARE_TOKEN_ABI.filter((entry) => entry.name !== 'decimals');

/** Where what the finder calls differs from a release's output (parameter names aside; a `pure` getter is read like a `view` one). */
function problems(abi: Abi, release: readonly AbiEntry[]): string[] {
  const readable = release.map((entry) =>
    entry.type === 'function' && entry.stateMutability === 'pure'
      ? {...entry, stateMutability: 'view' as const}
      : entry,
  );
  return compareAbi(abi as unknown as AbiEntry[], readable).filter((problem) => !problem.startsWith('missing '));
}

const CASES: [string, Abi, RegExp, number][] = [
  ['V3_VAULT_ABI', finder.V3_VAULT_ABI, V3_VAULTS, 4],
  ['V3_VAULT_ABI', finder.V3_VAULT_ABI, LOSS_ARG_STRATEGIES, 3],
  ['V3_VAULT_ABI with the 1-argument forms', V3_VAULT_ABI_WITHOUT_LOSS_ARG, TOKENIZED_STRATEGIES, 4],
  ['V3_REDEEM_ABI', finder.V3_REDEEM_ABI, V3_VAULTS, 4],
  ['V3_REDEEM_ABI', finder.V3_REDEEM_ABI, TOKENIZED_STRATEGIES, 4],
  ['SHARE_TOKEN_ABI', finder.SHARE_TOKEN_ABI, V3_VAULTS, 4],
  ['SHARE_TOKEN_ABI', finder.SHARE_TOKEN_ABI, TOKENIZED_STRATEGIES, 4],
  ['SHARE_TOKEN_ABI without decimals', SHARE_TOKEN_OF_V2, V2_VAULTS, 9],
  ['V2_VAULT_ABI', finder.V2_VAULT_ABI, V2_VAULTS, 9],
  ['V2_WITHDRAW_ABI', finder.V2_WITHDRAW_ABI, V2_VAULTS, 9],
  ['V2_REGISTRY_ABI', finder.V2_REGISTRY_ABI, V2_REGISTRIES, 7],
  [
    'V3_REGISTRY_ABI',
    finder.V3_REGISTRY_ABI,
    /^yearn\/vault-periphery@.*:(contracts|src)\/registry\/Registry\.sol:Registry$/,
    3,
  ],
  ['V1_VAULT_ABI', finder.V1_VAULT_ABI, /^yearn\/yearn-protocol@.*:yVault$/, 1],
  ['V1_WITHDRAW_ABI', finder.V1_WITHDRAW_ABI, /^yearn\/yearn-protocol@.*:yVault$/, 1],
];

describe('the position finder ABIs', () => {
  it.each(CASES.map(([name, abi, key, atLeast]) => [name, key.source, abi, key, atLeast] as const))(
    '%s is in the compiler output of every release matching %s',
    (_name, _source, abi, key, atLeast) => {
      const found = releases(key);
      expect(found.length).toBeGreaterThanOrEqual(atLeast);
      for (const [release, entries] of found) expect(problems(abi, entries), release).toEqual([]);
    },
  );

  it("reads the V2 vaults' decimals, a uint256 there, as uint8", () => {
    for (const [release, entries] of releases(V2_VAULTS))
      expect(problems(finder.SHARE_TOKEN_ABI, entries), release).toEqual([
        'changed function decimals(): returns (uint8) view instead of returns (uint256) view',
      ]);
  });

  it('reports a function a release lacks or returns differently', () => {
    const [, vault304] = releases(/^yearn\/yearn-vaults-v3@v3\.0\.4:/)[0]!;
    expect(problems(finder.V2_VAULT_ABI, vault304)).toContain('extra function token()');
    const isShutdown = finder.V3_VAULT_ABI.find((entry) => entry.name === 'isShutdown')!;
    const wrongReturn = [{...isShutdown, outputs: [{name: '', type: 'uint256'}]}] as Abi;
    expect(problems(wrongReturn, vault304)).toEqual([
      'changed function isShutdown(): returns (uint256) view instead of returns (bool) view',
    ]);
  });
});
