/**
 * explain_calldata and explain_revert driven by the MCP SDK's client over an
 * in-memory transport: each answers what src/explain answers, and bad input
 * is an error result with a sentence, never a failed server.
 */
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import {encodeErrorResult, encodeFunctionData, getAddress, parseAbi} from 'viem';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import {createServer} from '../../mcp/server';
import type {Site} from '../../mcp/site';
import {getEntry} from '../../src/chain/addressBook';
import {explainCalldata, explainRevert, type SelectorIndex} from '../../src/explain';
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
