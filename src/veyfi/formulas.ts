/**
 * veYFI balance and gauge boost, computed exactly as the contracts do, in
 * integer (wei) arithmetic with the same rounding. Sources, in yearn/veYFI:
 * - contracts/VotingYFI.vy: lock ends round down to whole weeks; a lock with
 *   at most MAX_LOCK_DURATION left has slope = amount / MAX_LOCK_DURATION
 *   (integer division) and balance = slope * (end - now); a longer lock counts
 *   as the full amount.
 * - contracts/Gauge.sol `_boostedBalanceOf`: min((balance * BOOSTING_FACTOR +
 *   totalSupply * veBalance / veTotalSupply * (BOOST_DENOMINATOR -
 *   BOOSTING_FACTOR)) / BOOST_DENOMINATOR, balance), with the constants 1 and
 *   10; with no veYFI supply at all the gauge returns the plain balance.
 * The constants come from src/reference/constants.ts, checked against source.
 * Pure TypeScript with no React and no viem, so it is cheap to test and load.
 */
import {VEYFI_GAUGE, VOTING_YFI} from '../reference/constants';

export const VEYFI = {
  week: VOTING_YFI.WEEK,
  /** 4 years of 365 days rounded down to whole weeks: 208 weeks (VotingYFI.vy since commit 7ff1357, 2022-08-04). */
  maxLockDuration: VOTING_YFI.MAX_LOCK_DURATION,
  boostingFactor: VEYFI_GAUGE.BOOSTING_FACTOR,
  boostDenominator: VEYFI_GAUGE.BOOST_DENOMINATOR,
  /** Longest lock that still adds voting power, in whole weeks (208 weeks is under 4 years). */
  maxLockWeeks: 208,
  decimals: 18,
} as const;

/** VotingYFI.round_to_week. */
export function roundToWeek(timestamp: bigint): bigint {
  return (timestamp / VEYFI.week) * VEYFI.week;
}

/** Unlock time of a new lock of `weeks` weeks created at `now`, as modify_lock stores it. */
export function lockEnd(now: bigint, weeks: number): bigint {
  return roundToWeek(now + BigInt(Math.max(0, Math.floor(weeks))) * VEYFI.week);
}

/** veYFI balance at `now` of `amount` YFI (wei) locked until `end` (VotingYFI.lock_to_point). */
export function veYfiBalance(amount: bigint, end: bigint, now: bigint): bigint {
  if (amount <= 0n || end <= now) return 0n;
  if (end > now + VEYFI.maxLockDuration) return amount;
  const slope = amount / VEYFI.maxLockDuration;
  return slope * (end - now);
}

/** Gauge._boostedBalanceOf for a deposit, the gauge's total deposits (including it) and the veYFI balances. */
export function boostedBalance(deposit: bigint, gaugeTotal: bigint, veBalance: bigint, veTotal: bigint): bigint {
  if (veTotal === 0n) return deposit;
  const {boostingFactor: factor, boostDenominator: denominator} = VEYFI;
  const boosted = (deposit * factor + ((gaugeTotal * veBalance) / veTotal) * (denominator - factor)) / denominator;
  return boosted < deposit ? boosted : deposit;
}

/**
 * Boost as a multiple of the unboosted balance (deposit * 10 %): 1 with no
 * veYFI, up to denominator / factor (10) when fully boosted. Null for no deposit.
 */
export function boostMultiple(deposit: bigint, boosted: bigint): number | null {
  if (deposit <= 0n) return null;
  const base = deposit * VEYFI.boostingFactor;
  // Four decimals of precision, then a float for display.
  return Number((boosted * VEYFI.boostDenominator * 10_000n) / base) / 10_000;
}

/** Least veYFI that gives the full boost: deposit / gaugeTotal * veTotal, rounded up. */
export function veYfiForFullBoost(deposit: bigint, gaugeTotal: bigint, veTotal: bigint): bigint {
  if (gaugeTotal <= 0n) return 0n;
  return (deposit * veTotal + gaugeTotal - 1n) / gaugeTotal;
}

/**
 * Boost against share of the total veYFI, for the chart: `points` samples of
 * share from 0 to `maxShare`, with the deposit's share of the gauge fixed.
 * Floating point is fine here: the chart is a picture of the same formula.
 */
export function boostCurve(depositShare: number, maxShare: number, points = 101): {share: number[]; boost: number[]} {
  const f = Number(VEYFI.boostingFactor) / Number(VEYFI.boostDenominator);
  const share: number[] = [];
  const boost: number[] = [];
  for (let i = 0; i < points; i++) {
    const s = (maxShare * i) / (points - 1);
    const boosted = depositShare > 0 ? Math.min(1, f + (s / depositShare) * (1 - f)) : 1;
    share.push(s);
    boost.push(boosted / f);
  }
  return {share, boost};
}

/** Parses a non-negative decimal string ("1,234.5") to an integer with `decimals` places; null if invalid. */
export function parseDecimal(text: string, decimals: number = VEYFI.decimals): bigint | null {
  const clean = text.replace(/[,_\s]/g, '');
  const match = /^(\d*)(?:\.(\d*))?$/.exec(clean);
  if (!match || (!match[1] && !match[2])) return null;
  const whole = match[1] || '0';
  const fraction = (match[2] ?? '').slice(0, decimals).padEnd(decimals, '0');
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction || '0');
}

/** Formats an integer with `decimals` places to at most `digits` fraction digits, with thousands separators. */
export function formatDecimal(value: bigint, digits = 4, decimals: number = VEYFI.decimals): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const unit = 10n ** BigInt(decimals);
  const scale = 10n ** BigInt(digits);
  const rounded = (abs * scale + unit / 2n) / unit;
  const whole = (rounded / scale).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = (rounded % scale).toString().padStart(digits, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}
