/**
 * The position finder's advice, sent: on a local chain (anvil) with the stand-ins of
 * tests/fixtures/finder-run/FinderVaults.sol, which reproduce the arithmetic of VaultV3.vy 3.0.4,
 * Vault.vy 0.4.6 and a V1 yVault, the finder reads the holder's positions through its own code path
 * (registries, Multicall3, src/positions), and every exit call it offers is sent from the holder.
 * A call the finder says will fail must fail; every other must go through and leave no shares behind.
 */
import path from 'node:path';

import {createWalletClient, getAddress, http, parseAbi, toHex, zeroAddress, type Address, type Hex} from 'viem';
import {mainnet} from 'viem/chains';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import {LocalChain} from '../../scripts/support/localChain';
import {LOCAL_CHAIN} from '../../scripts/support/localNodes';
import {compileSolidity, type CompiledContract} from '../../scripts/support/solc';
import {createChainReader} from '../../src/chain/client';
import {viemChain} from '../../src/chain/networks';
import {buildExitCall, findChainPositions, InvalidExitOptionsError, type PositionReport} from '../../src/positions';
import {V1_REGISTRY_ABI, V2_REGISTRY_ABI, V3_REGISTRY_ABI} from '../../src/positions/abis';
import {positionsRead} from '../../src/positions/chainRead';
import type {RegistrySource} from '../../src/positions/sources';

const ROOT = path.resolve(__dirname, '../..');
const RPC = `http://127.0.0.1:${LOCAL_CHAIN.finderExitPort}`;
const DEPLOYER: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const HOLDER = getAddress('0x00000000000000000000000000000000000bEEF1');
const OTHER = getAddress('0x00000000000000000000000000000000000c0FFE');
const EXPLORER = 'https://etherscan.io/address/';
const REGISTRIES = {
  v3: getAddress(`0x${'f3'.repeat(20)}`),
  v2: getAddress(`0x${'f2'.repeat(20)}`),
  v1: getAddress(`0x${'f1'.repeat(20)}`),
};
const SOURCES: RegistrySource[] = [
  {id: 'v3.registry', label: 'V3 registry', address: REGISTRIES.v3, generation: 'v3'},
  {id: 'v2.v2-registry', label: 'V2 registry', address: REGISTRIES.v2, generation: 'v2'},
  {id: 'lens.registries-v1-vaults', label: 'V1 registry', address: REGISTRIES.v1, generation: 'v1'},
];
const e6 = 10n ** 6n;
const e18 = 10n ** 18n;
const BALANCE_ABI = parseAbi(['function balanceOf(address) view returns (uint256)']);

type Compiled = Record<string, CompiledContract>;

let chain: LocalChain;
let contracts: Compiled;
const wallet = createWalletClient({chain: mainnet, transport: http(RPC)});
const vaults = {} as Record<'rounding' | 'lossyV3' | 'lossyV2' | 'plainV2' | 'v1', Address>;
const tokens = {} as Record<'usdc' | 'dai', Address>;

async function deploy(name: string, args: readonly unknown[]): Promise<Address> {
  const {abi, bytecode} = contracts[name]!;
  const hash = await wallet.deployContract({
    abi,
    bytecode,
    args: args as never,
    account: DEPLOYER,
  });
  return getAddress((await chain.client.waitForTransactionReceipt({hash})).contractAddress!);
}

async function send(address: Address, name: string, functionName: string, args: readonly unknown[]) {
  const hash = await wallet.writeContract({
    address,
    abi: contracts[name]!.abi,
    functionName,
    args: args as never,
    account: DEPLOYER,
  });
  const receipt = await chain.client.waitForTransactionReceipt({hash});
  expect(receipt.status).toBe('success');
}

const balanceOf = (token: Address, owner: Address) =>
  chain.client.readContract({address: token, abi: BALANCE_ABI, functionName: 'balanceOf', args: [owner]});

/** The holder sends `data` to `to`, as a wallet would: first as eth_call (to read a revert), then for real. */
async function sendAsHolder(to: Address, data: Hex): Promise<{ok: true} | {ok: false; revert: string}> {
  try {
    await chain.client.call({account: HOLDER, to, data});
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    return {ok: false, revert: text};
  }
  const hash = await wallet.sendTransaction({account: HOLDER, to, data, chain: mainnet});
  const receipt = await chain.client.waitForTransactionReceipt({hash});
  expect(receipt.status).toBe('success');
  return {ok: true};
}

async function find(options: {maxLossBps?: number; receiver?: string} = {}) {
  const reader = createChainReader(RPC, viemChain(1));
  const result = await findChainPositions(
    HOLDER,
    {chainId: 1, read: positionsRead(reader), explorerAddressUrl: EXPLORER, sources: SOURCES},
    options,
  );
  if (!result.ok) throw result.error;
  return new Map<Address, PositionReport>(result.positions.map((p) => [p.vault, p]));
}

beforeAll(async () => {
  contracts = compileSolidity(path.join(ROOT, 'tests/fixtures/finder-run/FinderVaults.sol'));
  chain = await LocalChain.start(LOCAL_CHAIN.finderExitPort);
  await chain.client.request({method: 'anvil_impersonateAccount' as never, params: [HOLDER] as never});
  await chain.client.request({method: 'anvil_setBalance' as never, params: [HOLDER, toHex(e18)] as never});
  tokens.usdc = await deploy('TestToken', ['USDC', 6]);
  tokens.dai = await deploy('TestToken', ['DAI', 18]);

  // Idle only, 10 shares worth 11.000001 USDC: maxRedeem(holder) is 1 wei below the holder's 3 shares.
  vaults.rounding = await deploy('VaultV3StandIn', [tokens.usdc, 'USDC rounding', 'yvUSDC-R']);
  await send(vaults.rounding, 'VaultV3StandIn', 'seed', [HOLDER, 3n * e6, 3_300_000n]);
  await send(vaults.rounding, 'VaultV3StandIn', 'seed', [OTHER, 7n * e6, 7_700_001n]);

  // 20 USDC idle, 80 USDC of debt in a strategy now worth 72 USDC (a 10 % loss it has not reported).
  vaults.lossyV3 = await deploy('VaultV3StandIn', [tokens.usdc, 'USDC lossy', 'yvUSDC-L']);
  const strategy = await deploy('StrategyStandIn', [tokens.usdc]);
  await send(vaults.lossyV3, 'VaultV3StandIn', 'seed', [HOLDER, 50n * e6, 20n * e6]);
  await send(vaults.lossyV3, 'VaultV3StandIn', 'seed', [OTHER, 50n * e6, 0n]);
  await send(vaults.lossyV3, 'VaultV3StandIn', 'addStrategy', [strategy, 80n * e6, 80n * e6, 72n * e6]);

  // Vault.vy 0.4.6: 2 DAI idle, 8 DAI of debt in a strategy that holds 7.2 DAI.
  vaults.lossyV2 = await deploy('VaultV2StandIn', [tokens.dai, 'DAI lossy V2', 'yvDAI-L']);
  const v2Strategy = await deploy('V2StrategyStandIn', [tokens.dai, vaults.lossyV2]);
  await send(vaults.lossyV2, 'VaultV2StandIn', 'seed', [HOLDER, 10n * e18, 2n * e18]);
  await send(vaults.lossyV2, 'VaultV2StandIn', 'addStrategy', [v2Strategy, 8n * e18, (72n * e18) / 10n]);

  vaults.plainV2 = await deploy('VaultV2StandIn', [tokens.dai, 'DAI V2', 'yvDAI']);
  await send(vaults.plainV2, 'VaultV2StandIn', 'seed', [HOLDER, 2n * e18, 2n * e18]);
  await send(vaults.plainV2, 'VaultV2StandIn', 'seed', [OTHER, 2n * e18, 2n * e18]);

  vaults.v1 = await deploy('V1VaultStandIn', [tokens.dai, 'yearn DAI', 'yDAI']);
  await send(vaults.v1, 'V1VaultStandIn', 'seed', [HOLDER, 3n * e18, (36n * e18) / 10n]);

  await chain.standIn(REGISTRIES.v3, V3_REGISTRY_ABI, 'getAllEndorsedVaults', [], [[vaults.rounding, vaults.lossyV3]]);
  await chain.standIn(REGISTRIES.v2, V2_REGISTRY_ABI, 'numTokens', [], 1n);
  await chain.answer(REGISTRIES.v2, V2_REGISTRY_ABI, 'tokens', [0n], tokens.dai);
  await chain.answer(REGISTRIES.v2, V2_REGISTRY_ABI, 'numVaults', [tokens.dai], 2n);
  await chain.answer(REGISTRIES.v2, V2_REGISTRY_ABI, 'vaults', [tokens.dai, 0n], vaults.lossyV2);
  await chain.answer(REGISTRIES.v2, V2_REGISTRY_ABI, 'vaults', [tokens.dai, 1n], vaults.plainV2);
  await chain.standIn(REGISTRIES.v1, V1_REGISTRY_ABI, 'getVaults', [], [vaults.v1]);
}, 180_000);

afterAll(async () => {
  await chain?.stop();
});

describe('every exit call the finder offers, sent from the holder', () => {
  it('exits a V3 position in full with one call when maxRedeem is 1 wei short by rounding: no dust, no "partial"', async () => {
    expect(
      await chain.client.readContract({
        address: vaults.rounding,
        abi: parseAbi(['function maxRedeem(address) view returns (uint256)']),
        functionName: 'maxRedeem',
        args: [HOLDER],
      }),
    ).toBe(3n * e6 - 1n);
    const position = (await find()).get(vaults.rounding)!;
    expect(position.redeemableShares).toBe(3n * e6);
    expect(position.summary.join(' ')).not.toMatch(/not the whole position|can pay out about/);
    expect(position.exitLoss).toBeNull();
    const before = await balanceOf(tokens.usdc, HOLDER);
    expect(await sendAsHolder(position.exit!.to, position.exit!.data)).toEqual({ok: true});
    expect(await balanceOf(vaults.rounding, HOLDER)).toBe(0n);
    expect((await balanceOf(tokens.usdc, HOLDER)) - before).toBe(position.assets);
  });

  it('warns of a V3 unrealized loss before the reader acts; the 1 bp call fails with "too much loss", the one with the needed maxLoss pays', async () => {
    const position = (await find()).get(vaults.lossyV3)!;
    // 30 USDC must come from the strategy, which is 10 % short: the holder bears 3 USDC, 6 % of 50.
    expect(position.exitLoss).toEqual({assets: 3n * e6, neededMaxLossBps: 600, upperBound: false});
    expect(position.summary).toContain(
      'Exiting now realizes a loss of about 3 USDC (6 % of what you take out): a strategy of the vault is worth less than the vault has recorded, and whoever withdraws from it now bears their share of the difference.',
    );
    expect(position.summary.join(' ')).toMatch(/fails with "too much loss".*maxLoss is 600.*Or wait/);
    expect(position.exit!.reverts).toBe(
      'with maxLoss 1 it reverts with "too much loss": exiting now needs at least 600',
    );
    const refused = await sendAsHolder(position.exit!.to, position.exit!.data);
    expect(refused.ok).toBe(false);
    expect(refused.ok === false && refused.revert).toContain('too much loss');

    const accepting = position.exitAcceptingLoss!;
    expect(accepting.maxLossBps).toBe(600);
    expect(accepting.reverts).toBeNull();
    const before = await balanceOf(tokens.usdc, HOLDER);
    expect(await sendAsHolder(accepting.to, accepting.data)).toEqual({ok: true});
    expect(await balanceOf(vaults.lossyV3, HOLDER)).toBe(0n);
    expect((await balanceOf(tokens.usdc, HOLDER)) - before).toBe(position.assets - position.exitLoss!.assets);
  });

  it('warns of a V2 0.4.x strategy shortfall; the 1 bp call fails without a message, the one with the needed maxLoss pays', async () => {
    const position = (await find()).get(vaults.lossyV2)!;
    expect(position.exitLoss).toEqual({assets: (8n * e18) / 10n, neededMaxLossBps: 800, upperBound: true});
    expect(position.summary.join(' ')).toContain(
      'Exiting now can realize a loss of up to 0.8 DAI (8 % of what you take out)',
    );
    expect(position.summary.join(' ')).toContain('fails, without an error message');
    const refused = await sendAsHolder(position.exit!.to, position.exit!.data);
    expect(refused.ok).toBe(false);
    expect(refused.ok === false && refused.revert).not.toContain('too much loss');

    const accepting = position.exitAcceptingLoss!;
    expect(accepting.maxLossBps).toBe(800);
    const before = await balanceOf(tokens.dai, HOLDER);
    expect(await sendAsHolder(accepting.to, accepting.data)).toEqual({ok: true});
    expect(await balanceOf(vaults.lossyV2, HOLDER)).toBe(0n);
    expect((await balanceOf(tokens.dai, HOLDER)) - before).toBe((92n * e18) / 10n);
  });

  it('sends the V2 and V1 exits of loss-free vaults as shown, and refuses the zero address that Vault.vy would accept', async () => {
    const found = await find();
    const v2 = found.get(vaults.plainV2)!;
    expect(v2.exitLoss).toBeNull();
    // Vault.vy does not check its recipient: the stand-in, like it, would send the assets to the zero address.
    await expect(
      chain.client.simulateContract({
        account: HOLDER,
        address: vaults.plainV2,
        abi: contracts.VaultV2StandIn!.abi,
        functionName: 'withdraw',
        args: [v2.shares, zeroAddress, 1n],
      }),
    ).resolves.toBeDefined();
    expect(() => buildExitCall(v2, HOLDER, {explorerAddressUrl: EXPLORER, receiver: zeroAddress})).toThrow(
      InvalidExitOptionsError,
    );
    const dai = await balanceOf(tokens.dai, HOLDER);
    expect(await sendAsHolder(v2.exit!.to, v2.exit!.data)).toEqual({ok: true});
    expect(await balanceOf(vaults.plainV2, HOLDER)).toBe(0n);
    expect((await balanceOf(tokens.dai, HOLDER)) - dai).toBe(2n * e18);

    const v1 = found.get(vaults.v1)!;
    expect(await sendAsHolder(v1.exit!.to, v1.exit!.data)).toEqual({ok: true});
    expect(await balanceOf(vaults.v1, HOLDER)).toBe(0n);
    expect((await balanceOf(tokens.dai, HOLDER)) - dai).toBe(2n * e18 + (36n * e18) / 10n);
  });

  it('says, for a V1 position found with a receiver asked for, that the vault pays the sender', async () => {
    await send(vaults.v1, 'V1VaultStandIn', 'seed', [HOLDER, e18, e18]);
    const v1 = (await find({receiver: OTHER})).get(vaults.v1)!;
    expect(v1.summary.at(-1)).toBe(
      'The vault pays the address that sends the call, so the receiver you asked for cannot be used: send the call from the holding address, then move the assets.',
    );
  });
});
