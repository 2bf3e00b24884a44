/**
 * Every chain of V3_CHAIN_IDS has what the checklist "Adding a chain"
 * (docs/addresses.md) asks for, and each failure names the step that was
 * missed. The address book's entries list their chains one by one, so a new
 * chain shows no contract until someone adds it where it is confirmed.
 */
import fs from 'node:fs';
import path from 'node:path';

import {describe, expect, it} from 'vitest';

import {ADDRESS_BOOK} from '../../src/chain/addressBook';
import {DADDY_BY_CHAIN, ROLE_MANAGER_BY_CHAIN} from '../../src/chain/addresses/directories';
import type {AddressEntry} from '../../src/chain/addresses/types';
import {VIEM_CHAINS, viemChain} from '../../src/chain/networks';
import {chainRpcEnvVar, V3_CHAIN_IDS, VAULT_CHAIN_IDS} from '../../src/config/chain';
import {registriesOn} from '../../src/positions/sources';
import {checklistStep} from '../support/addingAChain';

const ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const V3_PAGE = 'docs-developers/addresses/v3-contracts.md';
/** yearn-devdocs lists the zero address for OP Mainnet's role manager: not deployed there. */
const WITHOUT_ROLE_MANAGER: readonly number[] = [10];

/** Whether docs/deploying.md's environment table names the chain's RPC variable. */
const hasRpcRow = (chainId: number, deploying: string) =>
  new RegExp(`\`(?:${chainRpcEnvVar(chainId)}|_${chainId})\``).test(deploying);

/** What chain `chainId` lacks, each as a sentence naming its step of the checklist. */
export function missingSteps(
  chainId: number,
  sources: {readonly v3Page: string; readonly deploying: string; readonly book: readonly AddressEntry[]},
): string[] {
  const problems: string[] = [];
  const missing = (what: string, phrase: string) =>
    problems.push(`chain ${chainId} has no ${what}: ${checklistStep(phrase)}`);
  const chain = VIEM_CHAINS.find((candidate) => candidate.id === chainId);
  if (!chain) missing('viem definition in VIEM_CHAINS (src/chain/networks.ts)', '`VIEM_CHAINS`');
  if (!DADDY_BY_CHAIN[chainId]) missing('Daddy in src/chain/addresses/directories.ts', 'directories.ts');
  if (!ROLE_MANAGER_BY_CHAIN[chainId] && !WITHOUT_ROLE_MANAGER.includes(chainId))
    missing('role manager in src/chain/addresses/directories.ts', 'directories.ts');
  for (const id of ['v3.address-provider', 'v3.release-registry'])
    if (!sources.book.find((entry) => entry.id === id)?.chains.includes(chainId))
      missing(`${id} entry listing it in src/chain/addresses/v3.ts`, 'src/chain/addresses/v3.ts');
  if (chain && !new RegExp(`^### ${chain.name} \\\\\\{#`, 'm').test(sources.v3Page))
    missing(`section "### ${chain.name}" on ${V3_PAGE}`, 'v3-contracts.md');
  if (chainId !== 1 && !hasRpcRow(chainId, sources.deploying))
    missing(`RPC variable row (${chainRpcEnvVar(chainId)}) in docs/deploying.md`, 'environment table');
  return problems;
}

/** What a chain that only the position finder reads (VAULT_CHAIN_IDS, not V3) lacks. */
export function missingVaultChainSteps(chainId: number, deploying: string): string[] {
  const problems: string[] = [];
  const missing = (what: string, phrase: string) =>
    problems.push(`chain ${chainId} has no ${what}: ${checklistStep(phrase)}`);
  if (!VIEM_CHAINS.some((candidate) => candidate.id === chainId))
    missing('viem definition in VIEM_CHAINS (src/chain/networks.ts)', '`VIEM_CHAINS`');
  if (!hasRpcRow(chainId, deploying))
    missing(`RPC variable row (${chainRpcEnvVar(chainId)}) in docs/deploying.md`, 'environment table');
  if (registriesOn(chainId).length === 0)
    problems.push(`chain ${chainId} has no registry the position finder reads (src/positions/sources.ts)`);
  return problems;
}

describe("'Adding a chain' in docs/addresses.md", () => {
  const sources = {v3Page: read(V3_PAGE), deploying: read('docs/deploying.md'), book: ADDRESS_BOOK};

  it('is done for every chain of V3_CHAIN_IDS', () => {
    expect(V3_CHAIN_IDS.flatMap((chainId) => missingSteps(chainId, sources))).toEqual([]);
  });

  it('is done for every other chain of VAULT_CHAIN_IDS, which only the position finder reads', () => {
    const others = VAULT_CHAIN_IDS.filter((id) => !(V3_CHAIN_IDS as readonly number[]).includes(id));
    expect(others).toEqual([250, 100, 146]);
    expect(others.flatMap((chainId) => missingVaultChainSteps(chainId, sources.deploying))).toEqual([]);
    expect(missingVaultChainSteps(999, sources.deploying)).toEqual([
      "chain 999 has no viem definition in VIEM_CHAINS (src/chain/networks.ts): step 1 of 'Adding a chain' in docs/addresses.md",
      "chain 999 has no RPC variable row (YEARN_RPC_URL_999) in docs/deploying.md: step 5 of 'Adding a chain' in docs/addresses.md",
      'chain 999 has no registry the position finder reads (src/positions/sources.ts)',
    ]);
  });

  it('names the missed step for a chain added to the list alone', () => {
    const problems = missingSteps(999, sources);
    expect(problems).toContain(
      "chain 999 has no viem definition in VIEM_CHAINS (src/chain/networks.ts): step 1 of 'Adding a chain' in docs/addresses.md",
    );
    expect(problems).toContain(
      "chain 999 has no RPC variable row (YEARN_RPC_URL_999) in docs/deploying.md: step 5 of 'Adding a chain' in docs/addresses.md",
    );
    expect(problems.filter((problem) => problem.includes('step 3 of'))).toHaveLength(4);
    expect(problems.every((problem) => / step \d of 'Adding a chain'/.test(problem))).toBe(true);
  });

  it("names the step in the site's own error for a chain without a viem definition", () => {
    expect(() => viemChain(999)).toThrow(checklistStep('`VIEM_CHAINS`'));
  });

  it('finds a missing page section for a known chain', () => {
    const withoutBase = sources.v3Page.replace(/^### Base \\\{#base\}$/m, '### Base chain');
    expect(missingSteps(8453, {...sources, v3Page: withoutBase})).toEqual([
      `chain 8453 has no section "### Base" on ${V3_PAGE}: step 4 of 'Adding a chain' in docs/addresses.md`,
    ]);
  });

  it("lists no address book entry on a chain by the chain list: each entry's chains are written out", () => {
    const dir = path.join(ROOT, 'src/chain/addresses');
    for (const file of fs.readdirSync(dir))
      expect(fs.readFileSync(path.join(dir, file), 'utf8'), file).not.toMatch(/import [^;]*\bV3_CHAIN_IDS\b/);
  });
});
