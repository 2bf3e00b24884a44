import {describe, expect, it} from 'vitest';

import {loadCatalog, type ContractPage} from '../../../src/reference/catalog';
import {renderReference} from '../../../src/reference/generate';
import {
  compareAbi,
  compareNames,
  goldenKeyOf,
  loadGoldenAbis,
  loadVyperInterfaces,
} from '../../../src/reference/golden';
import {REFERENCE_DATA_DIR} from '../../../src/reference/paths';
import type {AbiEntry} from '../../../src/reference/schema';

const root = process.cwd();
const golden = loadGoldenAbis(root);
const pages = loadCatalog(REFERENCE_DATA_DIR).pages.filter((page): page is ContractPage => page.kind === 'contract');
const checked = pages.filter((page) => golden.has(goldenKeyOf(page.data) ?? ''));
const vyper = loadVyperInterfaces(root);
const byName = pages.filter(
  (page) => !golden.has(goldenKeyOf(page.data) ?? '') && vyper.has(goldenKeyOf(page.data) ?? ''),
);

describe('reference ABIs against the golden ABIs', () => {
  it('checks most of the reference', () => {
    // Every Solidity contract of a tagged release and the deployed Vyper vaults have a golden ABI.
    expect(checked.length).toBeGreaterThanOrEqual(150);
  });

  it.each(checked.map((page) => [page.file, page] as const))('%s equals its golden ABI', (_file, page) => {
    expect(compareAbi(page.data.abi, golden.get(goldenKeyOf(page.data)!)!.abi)).toEqual([]);
  });

  it.each(byName.map((page) => [page.file, page] as const))(
    '%s has the function and event names of its Vyper source',
    (_file, page) => {
      expect(compareNames(page.data.abi, vyper.get(goldenKeyOf(page.data)!)!)).toEqual([]);
    },
  );

  it('documents under a release only Solidity contracts that its tagged source compiles', () => {
    // A page whose contract is not in the release's compiler output has no golden ABI: it was copied from another release.
    const solidity = pages.filter((page) => page.data.language === 'solidity' && page.data.source);
    expect(solidity.filter((page) => !golden.has(goldenKeyOf(page.data)!)).map((page) => page.file)).toEqual([]);
  });

  it('checks every Vyper contract with a tagged source, at least by name', () => {
    expect(byName.length).toBeGreaterThanOrEqual(20);
    const vyperPages = pages.filter((page) => page.data.language === 'vyper' && goldenKeyOf(page.data));
    for (const page of vyperPages)
      expect(golden.has(goldenKeyOf(page.data)!) || vyper.has(goldenKeyOf(page.data)!), page.file).toBe(true);
  });

  it('reports a Vyper function the data lacks, as 0.3.4 delegatedAssets() once was', () => {
    const page = byName.find((p) => p.path === 'deprecated/V2/version-0.3.4/vault')!;
    const without = page.data.abi.filter((entry) => !(entry.type === 'function' && entry.name === 'delegatedAssets'));
    expect(compareNames(without, vyper.get(goldenKeyOf(page.data)!)!)).toEqual(['missing function delegatedAssets']);
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
    expect(abiRow('V3/TokenizedStrategy.md')).toBe('| ABI | Equal to the compiler output of the tagged source |');
    expect(abiRow('deprecated/V3/version-3.0.2/VaultV3.md')).toBe('| ABI | Equal to the deployed contract ABI |');
    expect(abiRow('V3/VaultV3.md')).toBe(
      '| ABI | Function and event names equal the Vyper source of this version (no compiler output to compare types) |',
    );
    expect(abiRow('deprecated/V3/version-3.0.2/periphery/Yearn4626Router/Multicall.md')).toBe(
      '| ABI | Equal to the compiler output of the tagged source |',
    );
    // Every file names its source, and every source has compiler output or a parsed Vyper interface.
    const unchecked = [...outputs]
      .filter(([, markdown]) => markdown.includes('| ABI | Not checked'))
      .map(([file]) => file);
    expect(unchecked).toEqual([]);
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
