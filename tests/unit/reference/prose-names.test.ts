import {describe, expect, it} from 'vitest';

import {loadCatalog} from '../../../src/reference/catalog';
import {REFERENCE_DATA_DIR} from '../../../src/reference/paths';
import {namesInProse, namesOfAbi, staleAllowedNames, unknownNamesIn} from '../../../src/reference/proseNames';

const known = new Set<string>();
for (const page of loadCatalog(REFERENCE_DATA_DIR).pages) {
  if (page.kind === 'contract') for (const name of namesOfAbi(page.data.abi)) known.add(name);
}

describe('contract names in prose', () => {
  it('takes calls, Contract.member and snake_case spans, not fenced code, files or other spans', () => {
    const page = [
      'Call `setName(name)` or `VaultV3.update_debt`, then `process_report`.',
      '```solidity',
      'vault.not_checked_here();',
      '```',
      'The file `VaultV3.vy`, the value `1e18` and `npm test` are not names.',
    ].join('\n');
    expect(namesInProse(page).map(({name, line}) => [name, line])).toEqual([
      ['setName', 1],
      ['update_debt', 1],
      ['process_report', 1],
    ]);
  });

  it('knows the real V3 names, including struct fields of the ABI outputs', () => {
    for (const name of ['setName', 'update_debt', 'process_report', 'max_debt', 'current_debt'])
      expect(known.has(name), name).toBe(true);
  });

  it('fails on a name no contract defines, and suggests the real one', () => {
    const [unknown, ...rest] = unknownNamesIn('The role manager renames the vault with `set_name(name)`.', known);
    expect(rest).toEqual([]);
    expect(unknown).toMatchObject({name: 'set_name', span: 'set_name(name)', line: 1});
    expect(unknown!.closest).toContain('setName');
  });

  it('accepts a name that the allow list declares', () => {
    expect(unknownNamesIn('Call `SafeERC20.forceApprove`.', known, new Set(['forceApprove']))).toEqual([]);
    expect(unknownNamesIn('Call `SafeERC20.forceApprove`.', known).map(({name}) => name)).toEqual(['forceApprove']);
  });

  it('reports allow-list entries that no page uses or that the contract data defines', () => {
    const pages = ['Call `SafeERC20.forceApprove` before `deposit(assets, receiver)`.'];
    expect(staleAllowedNames(pages, known, new Set(['forceApprove', 'migrateV2', 'deposit']))).toEqual({
      unused: ['migrateV2'],
      known: ['deposit'],
    });
    expect(staleAllowedNames(pages, known, new Set(['forceApprove']))).toEqual({unused: [], known: []});
  });
});
