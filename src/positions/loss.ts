/**
 * The loss an exit would realize now, read from the chain before the holder
 * acts, and the loss limit (`maxLoss`, in basis points) the exit call needs
 * to go through.
 *
 * - V3 (VaultV3.vy at v3.0.4 of yearn/yearn-vaults-v3, `_redeem` and
 *   `_assess_share_of_unrealised_losses`): what idle does not cover is taken
 *   from the default queue's strategies in order; from each, the holder bears
 *   the share of the strategy's unrealized loss (its `convertToAssets` of the
 *   vault's shares below `strategies(s).current_debt`) in proportion to what
 *   is taken, rounded up, and scaled down when the strategy's `maxRedeem`
 *   limits the amount. `_redeem` then requires loss ≤ assets × maxLoss / 10 000.
 * - V2 (Vault.vy 0.4.x of yearn/yearn-vaults, `withdraw`): what idle does not
 *   cover is asked of the withdrawal queue's strategies in order; each
 *   strategy's `withdraw` reports its own loss, which depends on the strategy,
 *   so the estimate is the most it can be: the strategy's shortfall
 *   (`totalDebt` − `estimatedTotalAssets`), capped at what is asked of it.
 *   `withdraw` then requires loss ≤ maxLoss × (value + loss) / 10 000, with a
 *   bare `assert` (no revert message).
 */
import {erc20Abi, type Address} from 'viem';

import {V1_VAULT_ABI, V2_QUEUE_ABI, V3_QUEUE_ABI, V3_STRATEGY_ABI} from './abis';
import type {Read} from './enumerate';
import {MAX_BPS} from './exit';

export interface ExitLoss {
  /** The loss in the asset's base units. */
  readonly assets: bigint;
  /** The smallest `maxLoss`, in basis points, with which the exit call goes through. */
  readonly neededMaxLossBps: number;
  /** True when `assets` is the most the loss can be (V2: each strategy decides its own loss). */
  readonly upperBound: boolean;
}

/** Vault.vy's withdrawal queue holds at most this many strategies (MAXIMUM_STRATEGIES). */
export const V2_MAX_STRATEGIES = 20;

const min = (a: bigint, b: bigint) => (a < b ? a : b);

/** The smallest limit L with loss ≤ floor(base × L / 10 000), the check both generations make. */
export function neededMaxLoss(loss: bigint, base: bigint): number {
  if (loss === 0n) return 0;
  if (base === 0n) return MAX_BPS;
  let bps = (loss * BigInt(MAX_BPS) + base - 1n) / base;
  while ((base * bps) / BigInt(MAX_BPS) < loss) bps += 1n;
  return Number(bps > BigInt(MAX_BPS) ? BigInt(MAX_BPS) : bps);
}

/** The V3 vault's loss for a redemption worth `assets`, or null when it realizes none. */
export async function v3ExitLoss(read: Read, vault: Address, assets: bigint): Promise<ExitLoss | null> {
  const call = (functionName: string, args: readonly unknown[] = []) =>
    read({address: vault, abi: V3_QUEUE_ABI, functionName, args});
  const [queue, idle] = (await Promise.all([call('get_default_queue'), call('totalIdle')])) as [
    readonly Address[],
    bigint,
  ];
  if (assets <= idle) return null;
  const strategies = await Promise.all(
    queue.map(async (strategy) => {
      const s = (functionName: string, args: readonly unknown[]) =>
        read({address: strategy, abi: V3_STRATEGY_ABI, functionName, args}) as Promise<bigint>;
      const [params, shares, redeemable] = await Promise.all([
        call('strategies', [strategy]) as Promise<readonly bigint[]>,
        s('balanceOf', [vault]),
        s('maxRedeem', [vault]),
      ]);
      const [value, maxWithdraw] = await Promise.all([
        s('convertToAssets', [shares]),
        s('convertToAssets', [redeemable]),
      ]);
      return {currentDebt: params[2] ?? 0n, value, maxWithdraw};
    }),
  );
  let needed = assets - idle;
  let loss = 0n;
  for (const {currentDebt, value, maxWithdraw} of strategies) {
    let toWithdraw = min(needed, currentDebt);
    let share = 0n;
    if (value < currentDebt && currentDebt > 0n) {
      const numerator = toWithdraw * value;
      share = toWithdraw - numerator / currentDebt + (numerator % currentDebt === 0n ? 0n : 1n);
    }
    if (share > 0n) {
      if (maxWithdraw < toWithdraw - share) {
        const wanted = toWithdraw - share;
        share = (share * maxWithdraw) / wanted;
        toWithdraw = maxWithdraw + share;
      }
      toWithdraw -= share;
      needed -= share;
      loss += share;
    }
    toWithdraw = min(toWithdraw, maxWithdraw);
    if (toWithdraw === 0n) continue;
    needed -= toWithdraw;
    if (needed === 0n) break;
  }
  return loss === 0n ? null : {assets: loss, neededMaxLossBps: neededMaxLoss(loss, assets), upperBound: false};
}

/** The most a Vault.vy 0.4.x withdrawal worth `value` can lose, or null when it takes nothing from a strategy with a shortfall. */
export async function v2ExitLoss(
  read: Read,
  vault: Address,
  apiVersion: string,
  value: bigint,
): Promise<ExitLoss | null> {
  const call = (functionName: string, args: readonly unknown[] = []) =>
    read({address: vault, abi: V2_QUEUE_ABI, functionName, args});
  // 0.4.5 keeps its idle balance in `totalIdle`; earlier 0.4.x releases use the token balance.
  const idle = (await (/^0\.4\.[0-4]$/.test(apiVersion.trim())
    ? read({address: vault, abi: V1_VAULT_ABI, functionName: 'token'}).then((token) =>
        read({address: token as Address, abi: erc20Abi, functionName: 'balanceOf', args: [vault]}),
      )
    : call('totalIdle'))) as bigint;
  if (value <= idle) return null;
  const slots = (await Promise.all(
    Array.from({length: V2_MAX_STRATEGIES}, (_, i) => call('withdrawalQueue', [BigInt(i)])),
  )) as Address[];
  const end = slots.findIndex((s) => /^0x0{40}$/i.test(s));
  const queue = end === -1 ? slots : slots.slice(0, end);
  const strategies = await Promise.all(
    queue.map(async (strategy) => {
      const [params, estimated] = await Promise.all([
        call('strategies', [strategy]) as Promise<readonly bigint[]>,
        read({address: strategy, abi: V2_QUEUE_ABI, functionName: 'estimatedTotalAssets'}) as Promise<bigint>,
      ]);
      const totalDebt = params[6] ?? 0n;
      return {totalDebt, shortfall: estimated < totalDebt ? totalDebt - estimated : 0n};
    }),
  );
  let needed = value - idle;
  let loss = 0n;
  for (const {totalDebt, shortfall} of strategies) {
    if (needed === 0n) break;
    const asked = min(needed, totalDebt);
    loss += min(asked, shortfall);
    needed -= asked;
  }
  return loss === 0n ? null : {assets: loss, neededMaxLossBps: neededMaxLoss(loss, value), upperBound: true};
}
