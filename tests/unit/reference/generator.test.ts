import {mkdtempSync, readFileSync, existsSync, writeFileSync, mkdirSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import matter from 'gray-matter';

import {describe, expect, it} from 'vitest';

import {loadCatalog, type ContractPage} from '../../../src/reference/catalog';
import {undocumented} from '../../../src/reference/coverage';
import {generateReference} from '../../../src/reference/generate';
import {markdownText, cellText} from '../../../src/reference/markdown';
import {buildPageModel} from '../../../src/reference/model';
import {parseContractFile, ReferenceDataError, type ContractFile} from '../../../src/reference/schema';

const FIXTURES = path.resolve(__dirname, '../../fixtures/reference');

function generateFixtures() {
  const outDir = mkdtempSync(path.join(tmpdir(), 'reference-'));
  const result = generateReference({
    siteDir: process.cwd(),
    dataDir: FIXTURES,
    outDir,
    editUrlBase: 'https://github.com/o/r/edit/main/',
  });
  const read = (file: string) => readFileSync(path.join(outDir, file), 'utf8');
  return {outDir, result, read};
}

function fixturePage(pagePath: string): ContractPage {
  const page = loadCatalog(FIXTURES).pages.find((p) => p.path === pagePath);
  if (!page || page.kind !== 'contract') throw new Error(`no fixture ${pagePath}`);
  return page;
}

const SOURCE = 'https://github.com/example/sample/blob/v1.0.0/src/T.sol';

const minimal = (abi: ContractFile['abi'], extra: Partial<ContractFile> = {}): ContractFile =>
  parseContractFile(
    {
      contract: 'T',
      version: '1',
      language: 'solidity',
      description: 'A test.',
      source: SOURCE,
      compiler: 'solc 0.8.18',
      abi,
      ...extra,
    },
    'test.json',
  );

const fn = (name: string, inputs: string[] = [], mutability = 'view') => ({
  type: 'function' as const,
  name,
  inputs: inputs.map((type, i) => ({name: `a${i}`, type})),
  outputs: [],
  stateMutability: mutability as 'view',
});

describe('reference page model', () => {
  it('gives overloads distinct anchors and headings, the first keeping the plain name', () => {
    const {model} = fixturePage('V3/Sample');
    const withdraws = model.functions.filter((e) => e.name === 'withdraw');
    expect(withdraws.map((e) => e.anchor)).toEqual(['withdraw', 'withdraw-uint256-address']);
    expect(withdraws.map((e) => e.heading)).toEqual(['withdraw(uint256)', 'withdraw(uint256,address)']);
    expect(model.functions.find((e) => e.name === 'deposit')?.heading).toBe('deposit');
  });

  it('keeps a function, an event and an error of the same name apart', () => {
    const model = buildPageModel(
      minimal([
        fn('Paused'),
        {type: 'event', name: 'Paused', inputs: []},
        {type: 'error', name: 'Paused', inputs: []},
        fn('events'),
      ]),
      't',
    );
    const anchors = [...model.functions, ...model.events, ...model.errors].map((e) => e.anchor);
    expect([...anchors].sort()).toEqual(['Paused', 'error-Paused', 'event-Paused', 'function-events']);
  });

  it('shows tuples with their struct name and keys them by components', () => {
    const strategies = fixturePage('V3/Sample').model.functions.find((e) => e.name === 'strategies')!;
    expect(strategies.signature).toBe('strategies(address)');
    expect(strategies.outputs[0]?.type).toBe('StrategyParams');
    expect(strategies.declaration).toContain('returns (StrategyParams memory)');
    const tupleInput = buildPageModel(
      minimal([
        {
          type: 'function',
          name: 'f',
          inputs: [
            {
              name: 'p',
              type: 'tuple[]',
              components: [
                {name: 'a', type: 'address'},
                {name: 'b', type: 'uint8'},
              ],
            },
          ],
          outputs: [],
          stateMutability: 'nonpayable',
        },
      ]),
      't',
    ).functions[0]!;
    expect(tupleInput.signature).toBe('f((address,uint8)[])');
    expect(tupleInput.declaration).toBe('function f((address,uint8)[] calldata p) external;');
  });

  it('renders events and errors with selectors and fields', () => {
    const {model} = fixturePage('V3/Sample');
    expect(model.events[0]).toMatchObject({
      anchor: 'event-Deposit',
      declaration: 'event Deposit(address indexed sender, uint256 assets);',
    });
    expect(model.events[0]?.selector).toMatch(/^0x[0-9a-f]{64}$/);
    expect(model.errors[0]).toMatchObject({
      anchor: 'error-NotAllowed',
      selector: '0xfa5cd00f',
      notice: 'The caller may not do this.',
    });
  });

  it('renders Vyper declarations for Vyper contracts', () => {
    const {model} = fixturePage('deprecated/V3/version-1.0.0/Sample');
    expect(model.functions.find((e) => e.name === 'deposit')?.declaration).toBe(
      '@external\ndef deposit(assets: uint256, receiver: address) -> uint256: ...',
    );
    expect(model.functions.find((e) => e.name === 'legacy')?.declaration).toBe(
      '@external\n@view\ndef legacy() -> String[...]: ...',
    );
  });

  it('fills undocumented entries from docsFrom and reports those still missing', () => {
    const page = fixturePage('deprecated/V3/version-1.0.0/Sample');
    expect(page.model.functions.find((e) => e.name === 'deposit')?.notice).toBe(
      'Deposits `assets` and mints shares to `receiver`.',
    );
    expect(page.model.functions.find((e) => e.name === 'legacy')?.notice).toBe('Only in 1.0.0.');
    expect(page.model.docs.notice).toBe('Holds one asset and issues shares for it.');
    expect(undocumented(fixturePage('V3/Sample').model)).toEqual([
      'setQueue(address[])',
      'totalAssets()',
      'withdraw(uint256,address)',
    ]);
  });

  it('rejects documentation of entries, parameters and return values the ABI does not have', () => {
    const abi = [{...fn('f', ['uint256']), outputs: [{name: '', type: 'uint256'}]}];
    expect(() => buildPageModel(minimal(abi, {userdoc: {methods: {'g()': {notice: 'x'}}}}), 't')).toThrow(
      /methods.g\(\) documents an entry that is not in the ABI/,
    );
    expect(() => buildPageModel(minimal(abi, {devdoc: {methods: {'f(uint256)': {params: {nope: 'x'}}}}}), 't')).toThrow(
      /parameter "nope"/,
    );
    expect(() => buildPageModel(minimal(abi, {devdoc: {methods: {'f(uint256)': {returns: {_1: 'x'}}}}}), 't')).toThrow(
      /return value "_1"/,
    );
    expect(() => buildPageModel(minimal([fn('f'), fn('f')]), 't')).toThrow(/lists f\(\) twice/);
  });

  it('refuses a source that links a branch instead of a tag or a full commit', () => {
    const withSource = (source: string) => () => minimal([fn('f')], {source});
    expect(withSource('https://github.com/yearn/yearn-vaults-v3/blob/master/contracts/VaultV3.vy')).toThrow(
      /not a branch/,
    );
    expect(withSource('https://github.com/yearn/yearn-vaults-v3/blob/104a2b2/contracts/VaultV3.vy')).toThrow(
      /not a branch/,
    );
    expect(withSource('https://github.com/yearn/yearn-vaults-v3/blob/v3.0.4/contracts/VaultV3.vy')).not.toThrow();
    expect(
      withSource(
        'https://github.com/yearn/yearn-vaults-v3/blob/104a2b233bc6d43ba40720d68355b04d2dc31795/contracts/VaultV3.vy',
      ),
    ).not.toThrow();
  });

  it('refuses a file without a source or an exact compiler', () => {
    const {source: _source, ...withoutSource} = minimal([fn('f')]);
    expect(() => parseContractFile(withoutSource, 'no-source.json')).toThrow(/source/);
    const {compiler: _compiler, ...withoutCompiler} = minimal([fn('f')]);
    expect(() => parseContractFile(withoutCompiler, 'no-compiler.json')).toThrow(/compiler/);
    expect(() => minimal([fn('f')], {compiler: 'solc ^0.8.18'})).toThrow(/solc X\.Y\.Z/);
    expect(() => minimal([fn('f')], {compiler: 'vyper 0.3.7'})).not.toThrow();
  });

  it('explains malformed files field by field', () => {
    expect(() =>
      parseContractFile({contract: 'T', version: '1', language: 'rust', description: 'x', abi: []}, 'bad.json'),
    ).toThrow(ReferenceDataError);
    try {
      parseContractFile(
        {
          contract: 'T',
          version: '1',
          language: 'rust',
          description: 'x',
          abi: [
            {
              type: 'function',
              name: 'f',
              inputs: [{name: 'a', type: 'uint 256'}],
              outputs: [],
              stateMutability: 'view',
            },
          ],
        },
        'bad.json',
      );
    } catch (error) {
      expect(String(error)).toContain('bad.json');
      expect(String(error)).toContain('language');
      expect(String(error)).toContain('abi.0.inputs.0.type');
    }
  });
});

describe('reference generator', () => {
  it('writes one page per data file, categories, and the section lists of index pages', () => {
    const {result, read, outDir} = generateFixtures();
    expect(result.catalog.pages.map((p) => p.path)).toEqual([
      'deprecated/V3/version-1.0.0/Sample',
      'index',
      'V3/index',
      'V3/Sample',
    ]);
    const sample = read('V3/Sample.md');
    expect(sample).toContain(
      'custom_edit_url: "https://github.com/o/r/edit/main/tests/fixtures/reference/V3/Sample.json"',
    );
    expect(sample).toContain('### withdraw(uint256,address) {#withdraw-uint256-address}');
    // Declarations are flagged so the build highlights them into plain blocks (src/code/highlight.ts).
    expect(sample).toContain('```solidity declaration\nfunction withdraw(uint256 assets, address receiver)');
    // Parameters are a list of name, type and description, not a three-column table.
    expect(sample).toMatch(/\*\*Parameters\*\*\n\n- `assets` \(`uint256`\)/);
    expect(sample).toContain('| [`withdraw(uint256)`](#withdraw) | nonpayable | `0x2e1a7d4d` |');
    expect(sample).toContain(
      '[`0x1112dbCF805682e828606f74AB717abf4b4FD8DE`](https://etherscan.io/address/0x1112dbCF805682e828606f74AB717abf4b4FD8DE)',
    );
    expect(sample).not.toContain('Deprecated version');
    // The summary table names its columns: a blank header row reads as broken and tells a screen reader nothing.
    expect(sample).toMatch(/## Summary \{#summary\}[\s\S]*?\| Property \| Value \|\n\| --- \| --- \|\n\| Version \| `/);
    expect(read('index.md')).toMatch(
      /## In this section\n\n- Old versions\n {2}- V3\n {4}- 1.0.0\n {6}- \[Sample 1.0.0\]\(\/developers\/smart-contracts\/deprecated\/V3\/version-1.0.0\/Sample\)/,
    );
    expect(JSON.parse(read('deprecated/_category_.json'))).toEqual({label: 'Old versions', position: 9});
    expect(JSON.parse(read('deprecated/V3/version-1.0.0/_category_.json'))).toEqual({label: '1.0.0'});
    expect(existsSync(path.join(outDir, 'README.md'))).toBe(false);
  });

  it('adds front matter to hand-written pages and keeps the fields they set', () => {
    const {read} = generateFixtures();
    const root = matter(read('index.md'));
    expect(root.data).toMatchObject({
      title: 'Fixture reference',
      custom_edit_url: 'https://github.com/o/r/edit/main/tests/fixtures/reference/index.md',
    });
    expect(root.content.trim()).toMatch(/^The fixture reference\.\n\n## In this section/);
    const v3 = read('V3/index.md');
    expect(matter(v3).data).toMatchObject({
      description: 'The V3 page of the fixture reference.',
      custom_edit_url: 'https://github.com/o/r/edit/main/intro/v3.md',
    });
    expect(v3.match(/^custom_edit_url:/gm)).toHaveLength(1);
  });

  it('puts a deprecated-version banner linking to the current page on older versions', () => {
    const old = generateFixtures().read('deprecated/V3/version-1.0.0/Sample.md');
    expect(old).toContain(':::warning[Deprecated version]');
    expect(old).toContain('[current Sample reference](/developers/smart-contracts/V3/Sample)');
    expect(old).toContain('title: "Sample 1.0.0"');
  });

  it('leaves out sections that would be empty', () => {
    const old = generateFixtures().read('deprecated/V3/version-1.0.0/Sample.md');
    expect(old).not.toContain('## Errors');
    expect(old).not.toContain('## Deployments');
    expect(old).not.toContain('**Errors:**');
  });

  it('removes pages whose data file is gone and rewrites only what changed', () => {
    const {outDir} = generateFixtures();
    const stale = path.join(outDir, 'V3/Removed.md');
    mkdirSync(path.dirname(stale), {recursive: true});
    writeFileSync(stale, 'old');
    const again = generateReference({
      siteDir: process.cwd(),
      dataDir: FIXTURES,
      outDir,
      editUrlBase: 'https://github.com/o/r/edit/main/',
    });
    expect(existsSync(stale)).toBe(false);
    expect(again.removed).toBe(1);
    expect(again.written).toBe(0);
  });

  it('escapes text so NatSpec never becomes HTML or breaks a table', () => {
    expect(markdownText('a <b> `x < y` c')).toBe('a &lt;b&gt; `x < y` c');
    expect(cellText('one | two\nthree')).toBe('one \\| two three');
  });
});
