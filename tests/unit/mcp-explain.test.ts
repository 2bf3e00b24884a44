/**
 * explain_calldata and explain_revert driven by the MCP SDK's client over an
 * in-memory transport: each answers what src/explain answers, and bad input
 * is an error result with a sentence, never a failed server.
 */
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import {encodeErrorResult, encodeFunctionData, getAddress, maxUint256, parseAbi, type Hex} from 'viem';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import {createServer} from '../../mcp/server';
import type {Site} from '../../mcp/site';
import {getEntry} from '../../src/chain/addressBook';
import {
  explainCalldata,
  explainInput,
  explainRevert,
  REVERT_REASONS,
  WARNING_CODES,
  type SelectorIndex,
  type WarningCode,
} from '../../src/explain';
import {loadSelectorIndex} from '../../src/explain/fromCatalog';

const noSite: Site = {
  location: 'none',
  linkBase: 'https://docs.yearn.fi',
  readText: () => Promise.reject(new Error('the explain tools read no site file')),
};

const STRANGER = getAddress('0x00000000000000000000000000000000DeaDBeef');
const YCHAD = getEntry('multisig.ychad').address;
const SET_ROLE = encodeFunctionData({
  abi: parseAbi(['function set_role(address account, uint256 role)']),
  args: [STRANGER, 16_383n],
});
const VAULT = getEntry('yvusd.vault').address;
const TIMELOCK = getEntry('timelock.strategy').address;

const call1 = (signature: string, args: readonly unknown[]): Hex => {
  const abi = parseAbi([`function ${signature}`] as string[]);
  return encodeFunctionData({abi, args} as Parameters<typeof encodeFunctionData>[0]);
};
const REPORT = call1('process_report(address strategy)', [STRANGER]);

/** One input per warning, in the tool's arguments; a warning added to WARNING_CODES without a row here fails. */
const WARNING_SAMPLES: Record<WarningCode, {input: string; to?: string; chain?: string}> = {
  'unknown-target': {input: REPORT, to: STRANGER, chain: 'Ethereum'},
  delegatecall: {input: JSON.stringify({safe: YCHAD, to: STRANGER, value: '0', data: REPORT, operation: 1})},
  'approval-unknown-spender': {input: call1('approve(address spender, uint256 amount)', [STRANGER, 5n])},
  'approval-max': {input: call1('approve(address spender, uint256 amount)', [YCHAD, maxUint256]), chain: 'Ethereum'},
  'powerful-role': {input: SET_ROLE},
  'control-transfer': {input: call1('transfer_role_manager(address role_manager)', [STRANGER])},
  'receiver-not-owner': {
    input: call1('redeem(uint256 shares, address receiver, address owner, uint256 max_loss)', [
      1n,
      STRANGER,
      YCHAD,
      1n,
    ]),
  },
  'limit-max': {input: call1('set_deposit_limit(uint256 deposit_limit)', [maxUint256])},
  'timelock-bypass': {input: call1('updateDelay(uint256 newDelay)', [3_600n]), to: TIMELOCK, chain: 'Ethereum'},
  'value-not-payable': {input: JSON.stringify({to: VAULT, value: '1', data: REPORT})},
  undecoded: {input: '0xdeadbeef'},
};

let client: Client;
let index: SelectorIndex;
let loads = 0;

beforeAll(async () => {
  index = loadSelectorIndex();
  const server = createServer(noSite, {
    rpc: {},
    version: 'test',
    explainIndex: () => {
      loads++;
      return index;
    },
  });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  client = new Client({name: 'explain-test', version: '1.0.0'});
  await client.connect(clientSide);
});

afterAll(async () => {
  await client?.close();
});

async function call(name: string, args: Record<string, unknown>) {
  const result = (await client.callTool({name, arguments: args})) as {
    isError?: boolean;
    content: {type: string; text: string}[];
  };
  return {isError: result.isError ?? false, text: result.content[0]!.text};
}

describe('explain_calldata', () => {
  it('is listed with its arguments', async () => {
    const {tools} = await client.listTools();
    const tool = tools.find((t) => t.name === 'explain_calldata');
    expect(tool?.description).toMatch(/Safe MultiSend batches/);
    expect(Object.keys(tool?.inputSchema.properties ?? {})).toEqual(['input', 'to', 'chain']);
  });

  it('answers what the domain module answers, with the site to resolve its links', async () => {
    const {isError, text} = await call('explain_calldata', {input: SET_ROLE, to: YCHAD, chain: 'Ethereum'});
    expect(isError).toBe(false);
    const answer = JSON.parse(text) as {siteUrl: string; warnings: {code: string}[]; call: {meaning: string}};
    const {siteUrl, ...rest} = answer;
    expect(siteUrl).toBe('https://docs.yearn.fi');
    expect(rest).toEqual(explainCalldata(index, {data: SET_ROLE, to: YCHAD, chainId: 1}));
    expect(answer.call.meaning).toContain('all fourteen roles');
    expect(answer.warnings.map((w) => w.code)).toContain('powerful-role');
    expect(loads).toBe(1);
  });

  it('reads a Safe Transaction Builder batch', async () => {
    const batch = JSON.stringify({chainId: '1', transactions: [{to: STRANGER, value: '0', data: SET_ROLE}]});
    const {isError, text} = await call('explain_calldata', {input: batch});
    expect(isError).toBe(false);
    expect((JSON.parse(text) as {call: {function: {name: string}}}).call.function.name).toBe('set_role');
  });

  it('turns bad input into an error result with a sentence', async () => {
    expect(await call('explain_calldata', {input: '0x123'})).toEqual({
      isError: true,
      text: 'explain_calldata: The call data has an odd number of hex digits, so a byte is cut in half.',
    });
    expect(await call('explain_calldata', {input: '{"transactions": ['})).toEqual({
      isError: true,
      text: 'explain_calldata: The Safe transaction is not valid JSON.',
    });
    const {isError, text} = await call('explain_calldata', {input: SET_ROLE, chain: 'Atlantis'});
    expect(isError).toBe(true);
    expect(text).toMatch(/unknown chain "Atlantis"/);
  });
});

describe('every warning through explain_calldata', () => {
  it('has a sample for each warning the module gives', () => {
    expect(Object.keys(WARNING_SAMPLES).sort()).toEqual([...WARNING_CODES].sort());
  });

  it.each([...WARNING_CODES])('%s', async (code) => {
    const sample = WARNING_SAMPLES[code];
    const {isError, text} = await call('explain_calldata', sample);
    expect(isError).toBe(false);
    const {siteUrl: _siteUrl, ...answer} = JSON.parse(text) as {
      siteUrl: string;
      warnings: {code: string; message: string}[];
    };
    expect(answer.warnings.map((w) => w.code)).toContain(code);
    expect(answer.warnings.every((w) => w.message.length > 20)).toBe(true);
    const chainId = sample.chain ? 1 : undefined;
    expect(answer).toEqual(
      explainInput(index, sample.input, {...(sample.to ? {to: sample.to} : {}), ...(chainId ? {chainId} : {})}),
    );
  });
});

describe('every revert the docs name through explain_revert', () => {
  it.each(REVERT_REASONS.map((r) => [r.message, r] as const))('%s', async (message, reason) => {
    const data = encodeErrorResult({abi: parseAbi(['error Error(string)']), errorName: 'Error', args: [message]});
    for (const input of [`execution reverted: ${message}`, data]) {
      const {isError, text} = await call('explain_revert', {input});
      expect(isError).toBe(false);
      expect(JSON.parse(text)).toMatchObject({ok: true, kind: 'string', reason: {message, docs: reason.docs}});
    }
  });
});

describe('explain_revert', () => {
  it('answers what the domain module answers for a message and for revert data', async () => {
    const data = encodeErrorResult({
      abi: parseAbi(['error Error(string)']),
      errorName: 'Error',
      args: ['too much loss'],
    });
    for (const input of ['execution reverted: exceed deposit limit', data]) {
      const {isError, text} = await call('explain_revert', {input});
      expect(isError).toBe(false);
      const {siteUrl: _siteUrl, ...rest} = JSON.parse(text) as {siteUrl: string};
      expect(rest).toEqual(explainRevert(index, input));
    }
    const {text} = await call('explain_revert', {input: data});
    expect(JSON.parse(text)).toMatchObject({reason: {message: 'too much loss'}});
  });

  it('turns bad revert data into an error result', async () => {
    expect(await call('explain_revert', {input: '0x1'})).toEqual({
      isError: true,
      text: 'explain_revert: The revert data has an odd number of hex digits, so a byte is cut in half.',
    });
  });
});
