/**
 * The docs' read examples run against a local chain (anvil with the address
 * book's stand-ins, plus a registry, vaults and the APR oracle programmed
 * here), as a reader would run them: the same file, its exported function
 * called, its RPC pointed at the node.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {getAddress, parseAbi, type Address} from 'viem';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import {fencesOf, type Fence} from '../../scripts/code-check/fences';
import {runBlock} from '../../scripts/code-check/run';
import {LocalChain, STAND_IN_SAFE} from '../../scripts/support/localChain';
import {getEntry} from '../../src/chain/addressBook';
import {DIRECTORIES} from '../../src/chain/addresses/directories';
import {LOCAL_CHAIN} from '../support/constants';

const ROOT = path.resolve(__dirname, '../..');
const RPC = `http://127.0.0.1:${LOCAL_CHAIN.codeExamplesPort}`;
const EXAMPLES = 'docs-developers/v3/integration-examples.mdx';

const VAULTS = [1, 2, 3].map((n) => getAddress(`0x${n.toString(16).padStart(4, '0')}${'b'.repeat(36)}`));
const ABI = parseAbi([
  'function getAllEndorsedVaults() view returns (address[][])',
  'function name() view returns (string)',
  'function apiVersion() view returns (string)',
  'function pricePerShare() view returns (uint256)',
  'function decimals() view returns (uint8)',
  'function getCurrentApr(address vault) view returns (uint256)',
]);

/** The TypeScript fences of a docs page whose code contains `marker`. */
function blocks(file: string, marker: string): Fence[] {
  const found = fencesOf(file, readFileSync(path.join(ROOT, file), 'utf8')).filter((f) => f.family === 'typescript' && f.code.includes(marker));
  expect(found.length, `${file} has a block with ${marker}`).toBeGreaterThan(0);
  return found;
}

let chain: LocalChain;

beforeAll(async () => {
  chain = await LocalChain.start(LOCAL_CHAIN.codeExamplesPort);
  await chain.standIn(DIRECTORIES.registry, ABI, 'getAllEndorsedVaults', [], [[VAULTS[0], VAULTS[1]], [VAULTS[2]]]);
  for (const [i, vault] of VAULTS.entries()) {
    await chain.standIn(vault, ABI, 'name', [], `Vault ${i + 1}`);
    await chain.standIn(vault, ABI, 'apiVersion', [], i === 2 ? '3.0.4' : '3.1.0');
    await chain.standIn(vault, ABI, 'pricePerShare', [], 1_050_000n);
    await chain.standIn(vault, ABI, 'decimals', [], 6);
  }
  await chain.standIn(getEntry('v3.apr-oracle').address, ABI, 'getCurrentApr', [VAULTS[0]], 5n * 10n ** 16n);
}, 120_000);

afterAll(async () => {
  await chain?.stop();
});

const run = (fence: Fence, call?: {name: string; args: readonly unknown[]}) => {
  const result = runBlock(ROOT, fence, RPC, call);
  expect(result.stderr, `${fence.file}:${fence.line}`).toBe('');
  expect(result.status).toBe(0);
  return result;
};

describe('the integration examples, run against a local chain', () => {
  it('read the price per share and the APR through the address provider (viem and ethers)', () => {
    const provider: Address = getEntry('v3.address-provider').address;
    for (const fence of blocks(EXAMPLES, 'export async function priceAndApr'))
      expect(run(fence, {name: 'priceAndApr', args: [provider, VAULTS[0]]}).result).toEqual({pricePerShare: '1.05', apr: '0.05'});
  }, 180_000);

  it("list the registry's endorsed vaults with their names and releases (viem and ethers)", () => {
    for (const fence of blocks(EXAMPLES, 'export async function listEndorsedVaults'))
      expect(run(fence, {name: 'listEndorsedVaults', args: [DIRECTORIES.registry]}).result).toEqual([
        {vault: VAULTS[0], name: 'Vault 1', apiVersion: '3.1.0'},
        {vault: VAULTS[1], name: 'Vault 2', apiVersion: '3.1.0'},
        {vault: VAULTS[2], name: 'Vault 3', apiVersion: '3.0.4'},
      ]);
  }, 180_000);
});

describe('the address pages, run against a local chain', () => {
  it("read yChad's signers and threshold", () => {
    const [fence] = blocks('docs-developers/addresses/core-contracts.md', 'getThreshold');
    expect(run(fence!).stdout.trim()).toBe(`${STAND_IN_SAFE.threshold} of ${STAND_IN_SAFE.owners.length} signatures required`);
  }, 120_000);

  it('resolve the address provider by its ENS name', () => {
    const [fence] = blocks('docs-developers/addresses/index.md', 'getEnsAddress');
    expect(run(fence!).stdout.trim()).toBe(getEntry('v3.address-provider').address);
  }, 120_000);
});
