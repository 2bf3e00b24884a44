/**
 * What the "Check before you sign" page relies on, without a browser: the
 * compact selector index the build publishes decodes to exactly the index
 * `buildSelectorIndex` makes (so `explainInput` answers the same through
 * either), the link fragment keeps the input and refuses strange links with
 * a sentence, the page's samples raise the warnings they stand for, and the
 * page's Markdown copy points to the MCP tools.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

import {encodeFunctionData, parseAbi} from 'viem';
import {beforeAll, describe, expect, it} from 'vitest';

import {selectorIndexFile} from '../../plugins/explain-index';
import {EXPLAIN} from '../../src/config/explain';
import {explainInput, explainRevert, REVERT_REASONS, type SelectorIndex} from '../../src/explain';
import {COMPACT_INDEX_FORMAT, compactIndex, expandIndex, type CompactIndex} from '../../src/explain/compactIndex';
import {CompactIndexError} from '../../src/explain/errors';
import {loadSelectorIndex} from '../../src/explain/fromCatalog';
import {TRANSACTION_EXPLAINER_MARKDOWN} from '../../src/explain/markdown';
import {readFragment, writeFragment, type PageInput} from '../../src/explain/pageInput';
import {nestedSafeBatch, WARNING_SAMPLES, warningCodesInSource} from '../support/explainSamples';
import {REAL_CALLS, realData} from '../support/realCalls';

const CHAINS = [1, 10, 137, 8453, 42161, 747474];

let index: SelectorIndex;
let published: string;
let expanded: SelectorIndex;
beforeAll(() => {
  index = loadSelectorIndex();
  published = selectorIndexFile(process.cwd());
  expanded = expandIndex(JSON.parse(published) as CompactIndex);
});

describe('the published selector index', () => {
  it('decodes to exactly the index buildSelectorIndex makes, candidate order included', () => {
    // Through JSON on both sides: the index is plain data, and key order within a candidate does not matter.
    expect(expanded).toStrictEqual(JSON.parse(JSON.stringify(index)));
    for (const selector of Object.keys(index.functions))
      expect(expanded.functions[selector]!.map((c) => `${c.contract} ${c.version} ${c.page}`)).toEqual(
        index.functions[selector]!.map((c) => `${c.contract} ${c.version} ${c.page}`),
      );
  });

  it('gives explainInput and explainRevert the same answers as the full index', () => {
    const inputs = [
      nestedSafeBatch(),
      ...Object.values(WARNING_SAMPLES),
      ...REAL_CALLS.map((c) => ({input: realData(c), to: c.to, chainId: c.chainId})),
    ];
    for (const {input, ...options} of inputs)
      expect(explainInput(expanded, input, options)).toStrictEqual(explainInput(index, input, options));
    for (const reason of REVERT_REASONS)
      expect(explainRevert(expanded, reason.message)).toStrictEqual(explainRevert(index, reason.message));
  });

  it('is several times smaller than the index as JSON', () => {
    const full = JSON.stringify(index).length;
    expect(published.length).toBeLessThan(full / 4);
    expect(zlib.gzipSync(published).length).toBeLessThan(zlib.gzipSync(JSON.stringify(index)).length);
  });

  it('refuses a file of another format or one that points at entries it lacks', () => {
    const compact = compactIndex(index);
    expect(() => expandIndex({...compact, format: 2} as unknown as CompactIndex)).toThrow(CompactIndexError);
    const selector = Object.keys(compact.functions)[0]!;
    const broken = {...compact, functions: {[selector]: [[compact.sources.length + 5, 0]]}};
    expect(() => expandIndex(broken)).toThrow(CompactIndexError);
    expect(compact.format).toBe(COMPACT_INDEX_FORMAT);
  });
});

describe('the link fragment', () => {
  const inputs: PageInput[] = [
    {mode: 'transaction', input: '0xde7aeb41', to: '0x696d02Db93291651ED510704c9b286841d506987', chainId: 8453},
    {mode: 'transaction', input: '{"to": "0x1", "data": "0x", "value": "0"}', to: ''},
    {mode: 'revert', input: 'execution reverted: too much loss & more #1', to: ''},
  ];

  it.each(inputs.map((value) => [value.mode, value] as const))('round-trips a %s', (_mode, value) => {
    const read = readFragment(writeFragment(value), CHAINS);
    expect(read).toEqual({kind: 'input', value});
  });

  it('reads nothing from an empty link or one without the page keys', () => {
    expect(readFragment('', CHAINS)).toEqual({kind: 'empty'});
    expect(readFragment('#top', CHAINS)).toEqual({kind: 'empty'});
  });

  it('answers a huge link, an unknown chain and broken escapes with a sentence or nothing, never a throw', () => {
    const huge = readFragment(`#tx=0x${'ab'.repeat(EXPLAIN.maxFragmentChars)}`, CHAINS);
    expect(huge).toMatchObject({kind: 'problem', text: expect.stringMatching(/^The link holds [0-9,]+ characters/)});
    expect(readFragment('#tx=0x12&chain=99999', CHAINS)).toMatchObject({
      kind: 'problem',
      text: expect.stringContaining('chain "99999"'),
    });
    expect(readFragment('#tx=0x12&chain=1e3', CHAINS)).toMatchObject({kind: 'problem'});
    expect(() => readFragment('#tx=%E0%A4%A&to=%', CHAINS)).not.toThrow();
  });
});

describe("the page's samples", () => {
  it('cover every warning code of src/explain/warnings.ts', () => {
    expect(Object.keys(WARNING_SAMPLES).sort()).toEqual(warningCodesInSource().sort());
  });

  it.each(Object.entries(WARNING_SAMPLES))('%s: the sample raises it', (code, {input, ...options}) => {
    const result = explainInput(index, input, options);
    expect(result.ok && result.warnings.map((w) => w.code)).toContain(code);
  });
});

describe("the page's Markdown copy", () => {
  it('names both MCP tools and their inputs', () => {
    expect(TRANSACTION_EXPLAINER_MARKDOWN).toContain('`explain_calldata` takes `input`');
    expect(TRANSACTION_EXPLAINER_MARKDOWN).toContain('`explain_revert` takes `input`');
    expect(TRANSACTION_EXPLAINER_MARKDOWN).toContain('](/developers/ai-assistants)');
  });
});

describe('the user guides on withdrawing', () => {
  const guide = (file: string) => fs.readFileSync(path.join('docs-getting-started/guides', file), 'utf8');
  /** The guide's text from its withdrawal heading to the next heading. */
  const withdrawalStep = (text: string) => text.split(/^## /m).find((section) => /^Step \d: withdraw/.test(section));

  it.each(['using-yearn-v3.md', 'using-yearn-v2.md'])('%s links to the page from its withdrawal step', (file) => {
    expect(withdrawalStep(guide(file))).toContain(`](${EXPLAIN.pagePath})`);
  });

  it("decode a V2 vault's withdraw as the V2 guide says: the function, its three arguments and the recipient", () => {
    const recipient = '0x908244B6ef0e52911a380a5454aEC0743598Fb20';
    const data = encodeFunctionData({
      abi: parseAbi(['function withdraw(uint256 maxShares, address recipient, uint256 maxLoss)']),
      args: [10n ** 18n, recipient, 1n],
    });
    const result = explainInput(index, data);
    if (!result.ok) throw new Error(result.error);
    expect(result.call.candidates[0]?.contract).toBe('Vault');
    expect(result.call.function?.args.map((a) => `${a.name} ${a.value}`)).toEqual([
      `maxShares ${10n ** 18n}`,
      `recipient ${recipient}`,
      'maxLoss 1',
    ]);
  });
});
