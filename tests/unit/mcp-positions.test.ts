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
import {viemChain} from '../../src/chain/networks';
import {VAULT_CHAIN_IDS} from '../../src/config/chain';
import {getEntry} from '../../src/chain/addressBook';
import {DIRECTORIES} from '../../src/chain/addresses/directories';
import {STAND_IN_VAULTS, type StandInVault} from '../../scripts/support/finderStandIns';
import {
  erc20,
  fakeChain,
  lossyStrategy,
  v2Registry,
  v2Vault,
  v3Registry,
  v3Vault,
  withV2Loss,
  withV3Loss,
} from '../support/fakeVaults';

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
// Every other chain's registries answer, empty: a chain with only a legacy (Gnosis) or V2 registry (Fantom) too.
const emptyRegistries = {
  [DIRECTORIES.registry]: v3Registry([]),
  [getEntry('v3.legacy-registry').address]: v3Registry([]),
  [getEntry('v2.fantom-registry').address]: v2Registry({}),
};
const empty = fakeChain(emptyRegistries);

// The e2e stand-ins with an unrealised loss (scripts/support/finderStandIns.ts), with the same values.
const standIn = (symbol: string) => STAND_IN_VAULTS.find((v) => v.symbol === symbol)!;
const V3_LOSS = standIn('yvDAI-X');
const V2_LOSS = standIn('yvDAI-F');
const DAI = V3_LOSS.asset;
const state = (v: StandInVault) => ({
  symbol: v.symbol,
  decimals: v.decimals,
  apiVersion: v.apiVersion!,
  asset: v.asset,
  balances: {[HOLDER]: v.shares},
});
const one = (v: StandInVault) => 10n ** BigInt(v.decimals);
const mainnet = fakeChain({
  ...emptyRegistries,
  [DIRECTORIES.registry]: v3Registry([[V3_LOSS.address]]),
  [V3_LOSS.address]: withV3Loss(
    v3Vault({...state(V3_LOSS), assetsPerShare: (V3_LOSS.assets * one(V3_LOSS)) / V3_LOSS.shares}),
    V3_LOSS.loss!,
  ),
  [V3_LOSS.loss!.strategy]: lossyStrategy(V3_LOSS.address, V3_LOSS.loss!),
  [DAI]: erc20('DAI'),
});
const fantom = fakeChain({
  [getEntry('v2.fantom-registry').address]: v2Registry({[DAI]: [V2_LOSS.address]}),
  [V2_LOSS.address]: withV2Loss(
    v2Vault({
      ...state(V2_LOSS),
      pricePerShare: (V2_LOSS.assets * one(V2_LOSS)) / V2_LOSS.shares,
      maxAvailableShares: V2_LOSS.redeemable,
    }),
    V2_LOSS.loss!,
  ),
  [V2_LOSS.loss!.strategy]: lossyStrategy(V2_LOSS.address, V2_LOSS.loss!),
  [DAI]: erc20('DAI'),
});
const readers: Record<number, (typeof base)['read']> = {1: mainnet.read, 250: fantom.read, 8453: base.read};
const down = () => Promise.reject(new NetworkError('fetch failed'));

/** The choice of waiting, the last sentence of a position with a loss. */
const WAIT =
  "Or wait: once the vault records that strategy's result in a report, a remaining loss is spread over all shares and the exit no longer needs a loss allowance; if the strategy recovers first, there may be no loss at all.";

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
      exitAcceptingLoss: {data: `0x${string}`} | null;
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
      readFor: (chainId) => (chainId === 137 ? down : (readers[chainId] ?? empty.read)),
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
    // It names exactly the chains it searches.
    expect(tool?.description).toContain(
      `list vaults (${VAULT_CHAIN_IDS.map((id) => viemChain(id).name).join(', ')}; not Berachain`,
    );
    expect(tool?.description).toContain(
      'Ethereum, OP Mainnet, Polygon, Base, Arbitrum One, Katana, Fantom, Gnosis, Sonic',
    );
    expect(Object.keys(tool?.inputSchema.properties ?? {})).toEqual(['holder', 'chain', 'maxLossBps', 'receiver']);
  });

  it('answers every chain searched: the position with its exit call on Base, the failing chain as an error, the rest empty', async () => {
    const {isError, text} = await call({holder: 'holder.eth', maxLossBps: 10});
    expect(isError, text).toBe(false);
    const answer = JSON.parse(text) as Answer;
    expect(answer.holder).toBe(HOLDER);
    expect(answer.ens).toBe('holder.eth');
    expect(answer.chains.map((c) => c.chainId)).toEqual([...VAULT_CHAIN_IDS]);
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
    for (const chainId of VAULT_CHAIN_IDS.filter((id) => ![1, 137, 250, 8453].includes(id))) {
      expect(answer.chains.find((c) => c.chainId === chainId)).toMatchObject({ok: true, positions: []});
    }
  });

  it('states the loss of a V3 and a V2 (Fantom) exit before acting, with the failing 1 bp call and the second call', async () => {
    const answer = JSON.parse((await call({holder: HOLDER})).text) as Answer;
    const on = (chainId: number) => answer.chains.find((c) => c.chainId === chainId)!.positions!;
    const [v3] = on(1);
    expect(v3).toMatchObject({
      vault: V3_LOSS.address,
      exitLoss: {assets: String(8n * 10n ** 18n), neededMaxLossBps: 800, upperBound: false},
      exit: {reverts: 'with maxLoss 1 it reverts with "too much loss": exiting now needs at least 800'},
      exitAcceptingLoss: {maxLossBps: 800, reverts: null, shares: String(V3_LOSS.shares)},
    });
    expect(v3!.summary).toEqual([
      'You hold 100 yvDAI-X shares, worth about 100 DAI.',
      'Exiting now realizes a loss of about 8 DAI (8 % of what you take out): a strategy of the vault is worth less than the vault has recorded, and whoever withdraws from it now bears their share of the difference.',
      'So the exit call below, with a limit of 1 basis points, fails with "too much loss" and costs only gas. To take the loss now, send the second call, whose maxLoss is 800.',
      WAIT,
    ]);
    const [v2] = on(250);
    expect(v2).toMatchObject({
      vault: V2_LOSS.address,
      exitLoss: {assets: String(5n * 10n ** 18n), neededMaxLossBps: 1000, upperBound: true},
      exit: {reverts: 'with maxLoss 1 it reverts, without a message: exiting now needs at least 1000'},
      exitAcceptingLoss: {maxLossBps: 1000, reverts: null},
    });
    expect(v2!.summary).toEqual([
      'You hold 50 yvDAI-F shares, worth about 50 DAI.',
      'Exiting now can realize a loss of up to 5 DAI (10 % of what you take out): a strategy the vault withdraws from estimates its assets below its debt to the vault, and the strategy decides how much of that it realizes.',
      "So the exit call below, with a limit of 1 basis points, fails, without an error message (Vault.vy's check has none), and costs only gas. To take the loss now, send the second call, whose maxLoss is 1000.",
      WAIT,
    ]);
    const {args} = decodeFunctionData({
      abi: parseAbi(['function withdraw(uint256,address,uint256)']),
      data: v2!.exitAcceptingLoss!.data,
    });
    expect(args).toEqual([V2_LOSS.shares, HOLDER, 1000n]);
  });

  it('reads one chain when asked, by name', async () => {
    const answer = JSON.parse((await call({holder: HOLDER.toLowerCase(), chain: 'Base'})).text) as Answer;
    expect(answer.chains.map((c) => c.chainId)).toEqual([8453]);
    const onFantom = JSON.parse((await call({holder: HOLDER, chain: 'Fantom'})).text) as Answer;
    expect(onFantom.chains.map((c) => [c.chainId, c.positions?.length])).toEqual([[250, 1]]);
  });

  it.each([
    [{holder: '0x1234'}, 'get_positions: the holder is not an address (0x followed by 40 hexadecimal digits)'],
    [{holder: 'nobody.eth'}, 'get_positions: nobody.eth has no ENS address record'],
    [
      {holder: 'broken.eth'},
      'get_positions: broken.eth could not be looked up on Ethereum: this chain has no ENS, so names are looked up on Ethereum only. Try again, or give the address.',
    ],
    [
      {holder: HOLDER, chain: 56},
      `get_positions reads the chains where Yearn's registries list vaults: ${VAULT_CHAIN_IDS.join(', ')}; not 56`,
    ],
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
