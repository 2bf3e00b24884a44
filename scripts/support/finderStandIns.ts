/**
 * The position finder's world on the local nodes (e2e tests and the bench): every registry the finder
 * reads (src/positions/sources.ts) answers at the address the book lists,
 * and one holder has a position of each kind the finder must explain.
 *
 * These are stand-ins, not Yearn's contracts: no bytecode compiled from Yearn's
 * sources can be committed to this repository, so the vaults, registries and
 * strategies are CannedRegistry stand-ins (scripts/support/localChain.ts) that
 * answer exactly the reads the finder makes with the values a real vault in
 * that state would return. Two of them carry an unrealised loss in their one
 * strategy (`loss` below): a V3 vault on Ethereum and a V2 0.4.6 vault on
 * Fantom. The exits themselves are sent on contracts that reproduce Yearn's
 * vault arithmetic in tests/unit/positions-exit-run.test.ts (tests/fixtures/finder-run/).
 */
import {erc20Abi, getAddress, zeroAddress, type Address} from 'viem';

import {
  SHARE_TOKEN_ABI,
  V1_REGISTRY_ABI,
  V1_VAULT_ABI,
  V2_QUEUE_ABI,
  V2_REGISTRY_ABI,
  V2_VAULT_ABI,
  V3_QUEUE_ABI,
  V3_REGISTRY_ABI,
  V3_STRATEGY_ABI,
  V3_VAULT_ABI,
} from '../../src/positions/abis';
import {MAX_BPS} from '../../src/positions/exit';
import {V2_MAX_STRATEGIES} from '../../src/positions/loss';
import {registriesOn} from '../../src/positions/sources';
import type {LocalChain} from './localChain';
import type {FakeServiceData} from './fakeDataServices';

const at = (n: number) => getAddress(`0x5afe${n.toString(16).padStart(36, '0')}`);

export const FINDER = {
  holder: getAddress('0x000000000000000000000000000000000000bEEF'),
  ens: 'finder-holder.eth',
  /** Chains with positions besides Ethereum; the others have empty registries. */
  base: 8453,
  fantom: 250,
  usdc: at(0xa0),
  dai: at(0xa1),
  baseUsdc: at(0xa2),
} as const;

export interface StandInVault {
  readonly chainId: number;
  readonly address: Address;
  readonly generation: 'v3' | 'v2' | 'v1';
  readonly name: string;
  readonly symbol: string;
  readonly decimals: number;
  readonly apiVersion: string | null;
  readonly asset: Address;
  readonly shares: bigint;
  readonly assets: bigint;
  /** maxRedeem (V3) or maxAvailableShares (V2). */
  readonly redeemable: bigint;
  readonly shutdown: boolean;
  /** A loss the exit realizes: the vault's idle assets and its one strategy, worth less than its debt. */
  readonly loss?: StandInLoss;
}

export interface StandInLoss {
  readonly idle: bigint;
  readonly strategy: Address;
  /** V3 `current_debt`, V2 `totalDebt`; for V3 also the vault's shares of the strategy. */
  readonly debt: bigint;
  /** V3: the strategy's `convertToAssets` of the vault's shares; V2: its `estimatedTotalAssets`. */
  readonly worth: bigint;
}

const e18 = 10n ** 18n;

/**
 * One position of each kind: active V3, V3 with a payout limit, shut-down V3, retired V2, V1, V3 on Base,
 * and the two with an unrealised loss: V3 on Ethereum (8 of 100 DAI, exact) and V2 on Fantom (up to 5 of 50 DAI).
 */
export const STAND_IN_VAULTS: readonly StandInVault[] = [
  {
    chainId: 1,
    address: at(1),
    generation: 'v3',
    name: 'USDC stand-in vault',
    symbol: 'yvUSDC-T',
    decimals: 6,
    apiVersion: '3.0.4',
    asset: FINDER.usdc,
    shares: 1_000_000_000n,
    assets: 1_050_000_000n,
    redeemable: 1_000_000_000n,
    shutdown: false,
  },
  {
    chainId: 1,
    address: at(2),
    generation: 'v3',
    name: 'DAI lossy stand-in',
    symbol: 'yvDAI-L',
    decimals: 18,
    apiVersion: '3.0.4',
    asset: FINDER.dai,
    shares: 10n * e18,
    assets: (95n * e18) / 10n,
    redeemable: 4n * e18,
    shutdown: false,
  },
  {
    chainId: 1,
    address: at(3),
    generation: 'v3',
    name: 'USDC shut-down stand-in',
    symbol: 'yvUSDC-S',
    decimals: 6,
    apiVersion: '3.0.2',
    asset: FINDER.usdc,
    shares: 500_000_000n,
    assets: 500_000_000n,
    redeemable: 500_000_000n,
    shutdown: true,
  },
  {
    chainId: 1,
    address: at(4),
    generation: 'v2',
    name: 'DAI retired V2 stand-in',
    symbol: 'yvDAI-R',
    decimals: 18,
    apiVersion: '0.4.6',
    asset: FINDER.dai,
    shares: 2n * e18,
    assets: (22n * e18) / 10n,
    redeemable: 1000n * e18,
    shutdown: false,
  },
  {
    chainId: 1,
    address: at(5),
    generation: 'v1',
    name: 'yearn DAI stand-in',
    symbol: 'yDAI-1',
    decimals: 18,
    apiVersion: null,
    asset: FINDER.dai,
    shares: 3n * e18,
    assets: (36n * e18) / 10n,
    redeemable: 3n * e18,
    shutdown: false,
  },
  {
    chainId: FINDER.base,
    address: at(6),
    generation: 'v3',
    name: 'Base USDC stand-in',
    symbol: 'yvUSDC-B',
    decimals: 6,
    apiVersion: '3.0.4',
    asset: FINDER.baseUsdc,
    shares: 42_000_000n,
    assets: 42_000_000n,
    redeemable: 42_000_000n,
    shutdown: false,
  },
  {
    // 20 DAI idle; the rest is owed by a strategy whose shares are worth 72 for a debt of 80: the holder's
    // 80 taken from it bear 80 − 80 × 72 / 80 = 8 DAI, so the exit needs maxLoss 800 (8 % of 100).
    chainId: 1,
    address: at(7),
    generation: 'v3',
    name: 'DAI strategy-loss stand-in',
    symbol: 'yvDAI-X',
    decimals: 18,
    apiVersion: '3.0.4',
    asset: FINDER.dai,
    shares: 100n * e18,
    assets: 100n * e18,
    redeemable: 100n * e18,
    shutdown: false,
    loss: {idle: 20n * e18, strategy: at(0x17), debt: 80n * e18, worth: 72n * e18},
  },
  {
    // 10 DAI idle; the strategy estimates 95 for a debt of 100: the 40 asked of it can lose up to its
    // shortfall of 5 DAI, so the exit needs maxLoss 1000 (10 % of 50).
    chainId: FINDER.fantom,
    address: at(8),
    generation: 'v2',
    name: 'DAI V2 strategy-loss stand-in',
    symbol: 'yvDAI-F',
    decimals: 18,
    apiVersion: '0.4.6',
    asset: FINDER.dai,
    shares: 50n * e18,
    assets: 50n * e18,
    redeemable: 1000n * e18,
    shutdown: false,
    loss: {idle: 10n * e18, strategy: at(0x18), debt: 100n * e18, worth: 95n * e18},
  },
];

/** What the fake data services know: the active and shut-down vaults listed (the latter hidden), the V2 one retired. */
export const STAND_IN_SERVICES: FakeServiceData = {
  vaults: {
    1: [
      {chainId: 1, address: at(1), name: 'USDC Vault (listed name)', isRetired: false, isHidden: false},
      {chainId: 1, address: at(3), name: 'USDC Shut Vault', isRetired: false, isHidden: true},
      {chainId: 1, address: at(4), name: 'DAI yVault (retired)', isRetired: true, isHidden: false},
    ],
    [FINDER.base]: [{chainId: FINDER.base, address: at(6), name: 'USDC on Base', isRetired: false, isHidden: false}],
  },
  prices: {
    1: {[FINDER.usdc]: 1, [FINDER.dai]: 0.5},
    [FINDER.base]: {[FINDER.baseUsdc]: 1},
    [FINDER.fantom]: {[FINDER.dai]: 0.5},
  },
};

/** The positions above plus one V3 position on every chain that has none: the bench's holder on every chain searched. */
export function standInsOnEveryChain(chainIds: readonly number[]): readonly StandInVault[] {
  const extra = chainIds
    .filter((chainId) => !STAND_IN_VAULTS.some((v) => v.chainId === chainId))
    .map((chainId, i) => ({...STAND_IN_VAULTS[5]!, chainId, address: at(0x100 + i), name: `Stand-in on ${chainId}`}));
  return [...STAND_IN_VAULTS, ...extra];
}

/**
 * Programs the registries of `node`'s chain and the stand-in vaults on it; `empty` holders answer zero
 * balances. The asset stand-ins (`FINDER.usdc` and the others) answer `symbol()` on every chain.
 */
export async function programFinder(
  node: LocalChain,
  empty: readonly Address[],
  all: readonly StandInVault[] = STAND_IN_VAULTS,
): Promise<void> {
  const chainId = node.chainId;
  const vaults = all.filter((v) => v.chainId === chainId);
  const byGeneration = (g: StandInVault['generation']) =>
    vaults.filter((v) => v.generation === g).map((v) => v.address);
  const sources = registriesOn(chainId);
  const firstOf = (generation: StandInVault['generation']) => sources.find((r) => r.generation === generation);
  for (const source of sources) {
    if (source.generation === 'v1') {
      await node.standIn(source.address, V1_REGISTRY_ABI, 'getVaults', [], byGeneration('v1'));
    } else if (source.generation === 'v3') {
      // The chain's first V3 registry (the current one, or Gnosis's legacy one) lists the V3 vaults; the others are empty.
      const listed = source === firstOf('v3') ? byGeneration('v3') : [];
      await node.standIn(source.address, V3_REGISTRY_ABI, 'getAllEndorsedVaults', [], listed.length ? [listed] : []);
    } else {
      // The chain's first V2 registry lists its V2 vaults; the others are empty.
      const listed = source === firstOf('v2') ? byGeneration('v2') : [];
      await node.standIn(source.address, V2_REGISTRY_ABI, 'numTokens', [], listed.length ? 1n : 0n);
      if (listed.length) {
        await node.answer(source.address, V2_REGISTRY_ABI, 'tokens', [0n], FINDER.dai);
        await node.answer(source.address, V2_REGISTRY_ABI, 'numVaults', [FINDER.dai], BigInt(listed.length));
        for (const [i, address] of listed.entries())
          await node.answer(source.address, V2_REGISTRY_ABI, 'vaults', [FINDER.dai, BigInt(i)], address);
      }
    }
  }
  for (const vault of vaults) {
    const a = vault.address;
    await node.standIn(a, SHARE_TOKEN_ABI, 'balanceOf', [FINDER.holder], vault.shares);
    for (const other of empty) await node.answer(a, SHARE_TOKEN_ABI, 'balanceOf', [other], 0n);
    await node.answer(a, SHARE_TOKEN_ABI, 'name', [], vault.name);
    await node.answer(a, SHARE_TOKEN_ABI, 'symbol', [], vault.symbol);
    await node.answer(a, SHARE_TOKEN_ABI, 'decimals', [], vault.decimals);
    if (vault.generation === 'v3') {
      await node.answer(a, SHARE_TOKEN_ABI, 'apiVersion', [], vault.apiVersion!);
      await node.answer(a, V3_VAULT_ABI, 'asset', [], vault.asset);
      await node.answer(a, V3_VAULT_ABI, 'convertToAssets', [vault.shares], vault.assets);
      const payable =
        vault.redeemable >= vault.shares ? vault.assets : (vault.assets * vault.redeemable) / vault.shares;
      // Without a loss the vault pays the same for any limit; with one, a limit of 0 stops at the lossy strategy.
      await node.answer(a, V3_VAULT_ABI, 'maxWithdraw', [FINDER.holder, 0n], vault.loss?.idle ?? payable);
      await node.answer(a, V3_VAULT_ABI, 'maxWithdraw', [FINDER.holder, BigInt(MAX_BPS)], payable);
      if (vault.loss) await programV3Loss(node, a, vault.loss);
      await node.answer(a, V3_VAULT_ABI, 'maxRedeem', [FINDER.holder, BigInt(MAX_BPS)], vault.redeemable);
      await node.answer(a, V3_VAULT_ABI, 'convertToAssets', [vault.redeemable], payable);
      await node.answer(a, V3_VAULT_ABI, 'isShutdown', [], vault.shutdown);
    } else if (vault.generation === 'v2') {
      await node.answer(a, SHARE_TOKEN_ABI, 'apiVersion', [], vault.apiVersion!);
      await node.answer(a, V2_VAULT_ABI, 'token', [], vault.asset);
      await node.answer(
        a,
        V2_VAULT_ABI,
        'pricePerShare',
        [],
        (vault.assets * 10n ** BigInt(vault.decimals)) / vault.shares,
      );
      await node.answer(a, V2_VAULT_ABI, 'maxAvailableShares', [], vault.redeemable);
      await node.answer(a, V2_VAULT_ABI, 'emergencyShutdown', [], vault.shutdown);
      if (vault.loss) await programV2Loss(node, a, vault.loss);
      // Else enough idle assets to pay every holder: no strategy is asked, so no loss.
      else await node.answer(a, V2_QUEUE_ABI, 'totalIdle', [], vault.assets * 2n);
    } else {
      await node.answer(a, V1_VAULT_ABI, 'token', [], vault.asset);
      await node.answer(a, V1_VAULT_ABI, 'getPricePerFullShare', [], (vault.assets * e18) / vault.shares);
    }
  }
  const symbols: [Address, string][] = [
    [FINDER.usdc, 'USDC'],
    [FINDER.dai, 'DAI'],
    [FINDER.baseUsdc, 'USDC'],
  ];
  for (const [token, symbol] of symbols)
    if (vaults.some((v) => v.asset === token)) await node.standIn(token, erc20Abi, 'symbol', [], symbol);
}

/** VaultV3's queue and its one strategy as `_redeem` reads them (src/positions/loss.ts, `v3ExitLoss`). */
async function programV3Loss(node: LocalChain, vault: Address, loss: StandInLoss): Promise<void> {
  await node.answer(vault, V3_QUEUE_ABI, 'get_default_queue', [], [loss.strategy]);
  await node.answer(vault, V3_QUEUE_ABI, 'totalIdle', [], loss.idle);
  await node.answer(vault, V3_QUEUE_ABI, 'strategies', [loss.strategy], [1n, 1n, loss.debt, loss.debt]);
  await node.standIn(loss.strategy, V3_STRATEGY_ABI, 'balanceOf', [vault], loss.debt);
  await node.answer(loss.strategy, V3_STRATEGY_ABI, 'maxRedeem', [vault], loss.debt);
  await node.answer(loss.strategy, V3_STRATEGY_ABI, 'convertToAssets', [loss.debt], loss.worth);
}

/** Vault.vy 0.4.x's withdrawal queue and its one strategy (src/positions/loss.ts, `v2ExitLoss`). */
async function programV2Loss(node: LocalChain, vault: Address, loss: StandInLoss): Promise<void> {
  await node.answer(vault, V2_QUEUE_ABI, 'totalIdle', [], loss.idle);
  for (let i = 0; i < V2_MAX_STRATEGIES; i++)
    await node.answer(vault, V2_QUEUE_ABI, 'withdrawalQueue', [BigInt(i)], i === 0 ? loss.strategy : zeroAddress);
  // performanceFee, activation, debtRatio, min/maxDebtPerHarvest, lastReport, totalDebt, totalGain, totalLoss.
  const params = [1000n, 1n, 10_000n, 0n, 2n ** 256n - 1n, 1n, loss.debt, 0n, 0n];
  await node.answer(vault, V2_QUEUE_ABI, 'strategies', [loss.strategy], params);
  await node.standIn(loss.strategy, V2_QUEUE_ABI, 'estimatedTotalAssets', [], loss.worth);
}
