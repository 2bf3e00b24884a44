/**
 * get_positions driven by the MCP SDK's client, over an in-memory transport,
 * against stand-in chains (tests/support/fakeVaults.ts) instead of RPCs.
 */
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import {ChainDoesNotSupportContract, decodeFunctionData, getAddress, parseAbi, type Address} from 'viem';
import {katana} from 'viem/chains';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import {createServer} from '../../mcp/server';
import type {Site} from '../../mcp/site';
import {NetworkError} from '../../src/chain/errors';
import {V3_CHAIN_IDS} from '../../src/config/chain';
import {DIRECTORIES} from '../../src/chain/addresses/directories';
import {erc20, fakeChain, v3Registry, v3Vault} from '../support/fakeVaults';

const HOLDER = getAddress('0x000000000000000000000000000000000000bEEF');
const VAULT = getAddress('0x00000000000000000000000000000000000000a1');
const USDC = getAddress('0x00000000000000000000000000000000000000c0');

const noSite: Site = {
  location: 'none',
  linkBase: 'https://docs.yearn.fi',
  readText: () => Promise.reject(new Error('get_positions reads no site file')),
};

// Base has a position; every other chain's registries are empty except Polygon, whose node is down.
const base = fakeChain({
  [DIRECTORIES.registry]: v3Registry([[VAULT]]),
  [VAULT]: v3Vault({
    symbol: 'yvUSDC-1',
    decimals: 6,
    apiVersion: '3.0.4',
    asset: USDC,
    assetsPerShare: 1_050_000n,
    maxRedeem: 30_000_000n,
    balances: {[HOLDER]: 100_000_000n},
  }),
  [USDC]: erc20('USDC'),
});
const empty = fakeChain({[DIRECTORIES.registry]: v3Registry([])});
const down = () => Promise.reject(new NetworkError('fetch failed'));

interface Answer {
  holder: Address;
  ens?: string;
  chains: {
    chainId: number;
    chain: string;
    ok: boolean;
    error?: string;
    positions?: {
      vault: Address;
      shares: string;
      redeemableShares: string;
      summary: string[];
      exit: {signature: string; data: `0x${string}`; explorerWriteUrl: string};
    }[];
  }[];
}

let client: Client;
const asked: string[] = [];

beforeAll(async () => {
  const server = createServer(noSite, {
    rpc: {},
    version: 'test',
    positions: {
      readFor: (chainId) => (chainId === 8453 ? base.read : chainId === 137 ? down : empty.read),
      resolveName: async (name) => {
        // A node without ENS: viem's own error, as getEnsAddress throws it on a chain that has no universal resolver.
        if (name === 'broken.eth')
          throw new ChainDoesNotSupportContract({chain: katana, contract: {name: 'ensUniversalResolver'}});
        return name === 'holder.eth' ? HOLDER : null;
      },
    },
    // The data services on no network: Base's list names the vault, the price service is down.
    dataServices: {
      dataApiUrl: 'http://data.invalid',
      priceApiUrl: 'http://prices.invalid',
      fetch: async (url) => {
        asked.push(url);
        if (url.startsWith('http://prices.invalid')) throw new TypeError('fetch failed');
        const listed = url.endsWith('/8453') ? [{address: VAULT, name: 'USDC on Base', isRetired: true}] : [];
        return new Response(JSON.stringify(listed));
      },
    },
  });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  client = new Client({name: 'positions-test', version: '1.0.0'});
  await client.connect(clientSide);
});

afterAll(async () => {
  await client?.close();
});

async function call(args: Record<string, unknown>) {
  const result = (await client.callTool({name: 'get_positions', arguments: args})) as {
    isError?: boolean;
    content: {type: string; text: string}[];
  };
  return {isError: result.isError ?? false, text: result.content[0]!.text};
}

describe('get_positions', () => {
  it('is listed with its arguments', async () => {
    const {tools} = await client.listTools();
    const tool = tools.find((t) => t.name === 'get_positions');
    expect(tool?.description).toMatch(/V1 vaults from the V1 registry on Ethereum/);
    expect(Object.keys(tool?.inputSchema.properties ?? {})).toEqual(['holder', 'chain', 'maxLossBps', 'receiver']);
  });

  it('answers every V3 chain: the position with its exit call on Base, the failing chain as an error, the rest empty', async () => {
    const {isError, text} = await call({holder: 'holder.eth', maxLossBps: 10});
    expect(isError, text).toBe(false);
    const answer = JSON.parse(text) as Answer;
    expect(answer.holder).toBe(HOLDER);
    expect(answer.ens).toBe('holder.eth');
    expect(answer.chains.map((c) => c.chainId)).toEqual([...V3_CHAIN_IDS]);
    expect(answer.chains.find((c) => c.chainId === 137)).toEqual({
      chainId: 137,
      chain: 'Polygon',
      ok: false,
      error: 'the vaults of the V3 registry could not be listed: the RPC node could not be reached',
    });
    const onBase = answer.chains.find((c) => c.chainId === 8453)!;
    expect(onBase.ok).toBe(true);
    const [position] = onBase.positions!;
    expect(position).toMatchObject({
      vault: VAULT,
      shares: '100000000',
      redeemableShares: '30000000',
      listedName: 'USDC on Base',
      status: 'retired',
      yearnFiUrl: `https://yearn.fi/vaults/8453/${VAULT}`,
      usdValue: null,
    });
    expect(onBase).toMatchObject({usdMissing: 'the price service could not be reached'});
    expect(asked).toContain('http://data.invalid/api/rest/list/vaults/8453');
    expect(position!.summary).toContain(
      'The vault can pay out about 31.5 USDC now, not the whole position; the exit call redeems that part. Call it again later for the rest.',
    );
    expect(position!.exit.explorerWriteUrl).toBe(`https://basescan.org/address/${VAULT}#writeContract`);
    const {args} = decodeFunctionData({
      abi: parseAbi([`function ${position!.exit.signature}`] as string[]),
      data: position!.exit.data,
    });
    expect(args).toEqual([30_000_000n, HOLDER, HOLDER, 10n]);
    for (const chainId of V3_CHAIN_IDS.filter((id) => id !== 137 && id !== 8453)) {
      expect(answer.chains.find((c) => c.chainId === chainId)).toMatchObject({ok: true, positions: []});
    }
  });

  it('reads one chain when asked, by name', async () => {
    const answer = JSON.parse((await call({holder: HOLDER.toLowerCase(), chain: 'Base'})).text) as Answer;
    expect(answer.chains.map((c) => c.chainId)).toEqual([8453]);
  });

  it.each([
    [{holder: '0x1234'}, 'get_positions: the holder is not an address (0x followed by 40 hexadecimal digits)'],
    [{holder: 'nobody.eth'}, 'get_positions: nobody.eth has no ENS address record'],
    [
      {holder: 'broken.eth'},
      'get_positions: broken.eth could not be looked up on Ethereum: this chain has no ENS, so names are looked up on Ethereum only. Try again, or give the address.',
    ],
    [{holder: HOLDER, chain: 250}, `get_positions reads the V3 chains only: ${V3_CHAIN_IDS.join(', ')}; not 250`],
    [
      {holder: HOLDER, receiver: 'me'},
      'get_positions: the receiver is not an address (0x followed by 40 hexadecimal digits)',
    ],
    [
      {holder: HOLDER, receiver: '0x0000000000000000000000000000000000000000'},
      'get_positions: the receiver is the zero address: assets sent there are lost',
    ],
  ])('answers %o with an error result, not a crash', async (args, message) => {
    expect(await call(args)).toEqual({isError: true, text: message});
  });

  it('refuses a 10 kB holder and an out-of-range loss limit by their schema', async () => {
    const long = await call({holder: 'a'.repeat(10_240)});
    expect(long.isError).toBe(true);
    expect(long.text).toMatch(/holder is longer than 128 characters/);
    const loss = await call({holder: HOLDER, maxLossBps: 20_000});
    expect(loss.isError).toBe(true);
    expect(loss.text).toMatch(/maxLossBps/);
  });
});
