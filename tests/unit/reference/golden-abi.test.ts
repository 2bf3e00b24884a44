import {readFileSync} from 'node:fs';
import path from 'node:path';

import {describe, expect, it} from 'vitest';

import {NO_ABI_FILE} from '../../../src/agents/abis';
import {loadCatalog, type ContractPage} from '../../../src/reference/catalog';
import {renderReference} from '../../../src/reference/generate';
import {compareAbi, GOLDEN_ABI_DIR, goldenKeyOf, loadGoldenAbis} from '../../../src/reference/golden';
import {REFERENCE_DATA_DIR} from '../../../src/reference/paths';
import type {AbiEntry} from '../../../src/reference/schema';

const root = process.cwd();
const golden = loadGoldenAbis(root);
const pages = loadCatalog(REFERENCE_DATA_DIR).pages.filter((page): page is ContractPage => page.kind === 'contract');
const checked = pages.filter((page) => golden.has(goldenKeyOf(page.data) ?? ''));
const page = (path: string) => pages.find((p) => p.path === path)!;
const goldenOf = (path: string) => golden.get(goldenKeyOf(page(path).data)!)!;

describe('reference ABIs against the golden ABIs', () => {
  it('checks the whole reference but the versions listed as having no compiler output', () => {
    expect(checked.length).toBeGreaterThanOrEqual(190);
    const unchecked = pages.filter((page) => !checked.includes(page));
    expect(unchecked.map((page) => `${page.data.contract}@${page.data.version}`).sort()).toEqual(
      Object.keys(NO_ABI_FILE).sort(),
    );
  });

  it.each(checked.map((page) => [page.file, page] as const))('%s equals its golden ABI', (_file, page) => {
    expect(compareAbi(page.data.abi, golden.get(goldenKeyOf(page.data)!)!.abi)).toEqual([]);
  });

  it('documents under a release only Solidity contracts that its tagged source compiles', () => {
    // A page whose contract is not in the release's compiler output has no golden ABI: it was copied from another release.
    const solidity = pages.filter((page) => page.data.language === 'solidity' && page.data.source);
    expect(solidity.filter((page) => !golden.has(goldenKeyOf(page.data)!)).map((page) => page.file)).toEqual([]);
  });

  it('checks every Vyper contract against the output of the Vyper version its source pins', () => {
    const vyperPages = pages.filter((page) => page.data.language === 'vyper');
    expect(vyperPages.length).toBeGreaterThanOrEqual(25);
    for (const page of vyperPages) {
      const found = golden.get(goldenKeyOf(page.data)!);
      expect(found?.origin, page.file).toMatchObject({kind: 'compiler', compiler: page.data.compiler});
    }
    expect(goldenOf('V3/VaultV3').origin).toMatchObject({
      repository: 'yearn/yearn-vaults-v3',
      commit: '5b698f9411e880a8f7d4370ad7a4478b24dc2535',
      compiler: 'vyper 0.3.10',
      settings: {evmVersion: 'paris', optimize: 'codesize'},
    });
  });

  it('has compiler output equal to the deployed ABIs Yearn keeps for three vaults', () => {
    // The deployed ABIs (yearn/yearn-devdocs) are a second source: the compiled tag is the deployed contract.
    const deployed = JSON.parse(readFileSync(path.join(root, GOLDEN_ABI_DIR, 'deployed-vyper.json'), 'utf8')) as {
      contracts: Record<string, AbiEntry[]>;
    };
    expect(Object.keys(deployed.contracts)).toHaveLength(3);
    for (const [key, abi] of Object.entries(deployed.contracts)) {
      expect(golden.get(key)?.check, key).toBe('compiler');
      expect(compareAbi(abi, golden.get(key)!.abi), key).toEqual([]);
    }
  });

  it('reports a struct getter written as one tuple where Vyper 0.2 returns its fields, as the 0.3.1 to 0.4.3 vaults once were', () => {
    const abi = goldenOf('deprecated/V2/version-0.4.3/smart-contracts/vault').abi;
    const getter = abi.find((entry) => entry.type === 'function' && entry.name === 'strategies')!;
    expect(getter.type === 'function' && getter.outputs).toHaveLength(9);
    const asTuple = abi.map((entry): AbiEntry =>
      entry === getter && entry.type === 'function'
        ? {...entry, outputs: [{name: '', type: 'tuple', components: entry.outputs}]}
        : entry,
    );
    expect(compareAbi(asTuple, abi)).toEqual([
      `changed function strategies(address): returns ((${Array(9).fill('uint256').join(',')})) view instead of returns (${Array(9).fill('uint256').join(',')}) view`,
    ]);
  });

  it('reports a missing, an extra and a changed entry', () => {
    const page = checked.find((p) => p.path === 'V3/TokenizedStrategy')!;
    const abi = golden.get(goldenKeyOf(page.data)!)!.abi;
    const changed = abi
      .filter((entry) => !(entry.type === 'function' && entry.name === 'isPaused'))
      .map((entry): AbiEntry =>
        entry.type === 'function' && entry.name === 'apiVersion' ? {...entry, stateMutability: 'view'} : entry,
      );
    changed.push({
      type: 'function',
      name: 'set_name',
      inputs: [{name: 'name', type: 'string'}],
      outputs: [],
      stateMutability: 'nonpayable',
    });
    expect(compareAbi(changed, abi)).toEqual([
      'changed function apiVersion(): returns (string) view instead of returns (string) pure',
      'missing function isPaused()',
      'extra function set_name(string)',
    ]);
  });

  it('reports a changed indexed flag of an event', () => {
    const event: AbiEntry = {type: 'event', name: 'Cloned', inputs: [{name: 'clone', type: 'address', indexed: true}]};
    expect(compareAbi([{...event, inputs: [{name: 'clone', type: 'address', indexed: false}]}], [event])).toEqual([
      'changed event Cloned(address): indexed [false] instead of indexed [true]',
    ]);
  });

  it('says on each page what its ABI was checked against, and when it was not checked', () => {
    const {outputs} = renderReference({
      dataDir: REFERENCE_DATA_DIR,
      siteDir: root,
      editUrlBase: 'https://example.invalid/',
    });
    const abiRow = (file: string) =>
      outputs
        .get(file)
        ?.split('\n')
        .find((line) => line.startsWith('| ABI |'));
    const compiled = '| ABI | Equal to the compiler output of the source at its tag or commit |';
    expect(abiRow('V3/TokenizedStrategy.md')).toBe(compiled);
    expect(abiRow('deprecated/V3/version-3.0.2/VaultV3.md')).toBe(compiled);
    expect(abiRow('V3/VaultV3.md')).toBe(compiled);
    expect(abiRow('deprecated/V2/version-0.3.1/registry.md')).toBe(compiled);
    expect(abiRow('deprecated/V3/version-3.0.2/periphery/Yearn4626Router/Multicall.md')).toBe(compiled);
    // Every file names its source, and every source has compiler output but the listed exceptions.
    const unchecked = [...outputs]
      .filter(([, markdown]) => markdown.includes('| ABI | Not checked'))
      .map(([file]) => file);
    expect(unchecked).toHaveLength(Object.keys(NO_ABI_FILE).length);
  });

  it('says when the deployments of a page are only listed, and when the address page checks them live', () => {
    const {outputs} = renderReference({
      dataDir: REFERENCE_DATA_DIR,
      siteDir: root,
      editUrlBase: 'https://example.invalid/',
    });
    const registry = outputs.get('V3/Periphery/AuctionRegistry.md')!;
    expect(registry).toContain(
      '[`0x94F44706A61845a4f9e59c4Bc08cEA4503e48D12`](https://etherscan.io/address/0x94F44706A61845a4f9e59c4Bc08cEA4503e48D12)',
    );
    expect(registry).toContain('These addresses are as Yearn lists them');
    expect(registry).not.toContain('checks these addresses against the chain');
    expect(outputs.get('V3/TokenizedStrategy.md')).toContain(
      'checks these addresses against the chain when you open it',
    );
  });
});
