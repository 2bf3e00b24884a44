import {describe, expect, it} from 'vitest';

import {
  boostCurve,
  boostedBalance,
  boostMultiple,
  formatDecimal,
  lockEnd,
  parseDecimal,
  roundToWeek,
  VEYFI,
  veYfiBalance,
  veYfiForFullBoost,
} from '../../src/veyfi/formulas';

const E18 = 10n ** 18n;
const yfi = (n: number | string) => parseDecimal(String(n))!;
const YEAR = 31_536_000n;

describe('veYFI balance (VotingYFI.vy)', () => {
  const now = 1_764_083_025n;

  it('uses the contract constants', () => {
    // VotingYFI.vy: MAX_LOCK_DURATION = 4 * 365 * 86400 / WEEK * WEEK (integer division), not 4 * 365 days.
    expect(VEYFI.maxLockDuration).toBe(125_798_400n);
    expect(VEYFI.maxLockDuration).toBe(BigInt(VEYFI.maxLockWeeks) * VEYFI.week);
    expect(VEYFI.week).toBe(7n * 86_400n);
  });

  it('rounds unlock times down to whole weeks', () => {
    expect(roundToWeek(VEYFI.week * 3n + 5n)).toBe(VEYFI.week * 3n);
    expect(lockEnd(now, 1) % VEYFI.week).toBe(0n);
    expect(lockEnd(now, 1)).toBeLessThanOrEqual(now + VEYFI.week);
  });

  it('matches the worked examples of the calculator page', () => {
    // 10 YFI with 2 years, 1 year and 6 months left: about 5.01, 2.51 and 1.25 veYFI
    // (the maximum is 208 weeks, a little under 4 years), with the integer-division
    // dust of slope = amount / MAX_LOCK_DURATION.
    const slope = yfi(10) / VEYFI.maxLockDuration;
    expect(slope).toBe(79_492_266_992n);
    expect(veYfiBalance(yfi(10), now + 2n * YEAR, now)).toBe(slope * 2n * YEAR);
    expect(formatDecimal(veYfiBalance(yfi(10), now + 2n * YEAR, now)).slice(0, 4)).toBe('5.01');
    expect(formatDecimal(veYfiBalance(yfi(10), now + YEAR, now)).slice(0, 4)).toBe('2.50');
    expect(formatDecimal(veYfiBalance(yfi(10), now + YEAR / 2n, now)).slice(0, 4)).toBe('1.25');
  });

  it('counts a lock of 4 years or more as the full amount, and an expired lock as 0', () => {
    expect(veYfiBalance(yfi(10), now + VEYFI.maxLockDuration + 1n, now)).toBe(yfi(10));
    expect(veYfiBalance(yfi(10), now + VEYFI.maxLockDuration, now)).toBe(79_492_266_992n * VEYFI.maxLockDuration);
    expect(veYfiBalance(yfi(10), now, now)).toBe(0n);
    expect(veYfiBalance(0n, now + YEAR, now)).toBe(0n);
  });
});

describe('boost (Gauge.sol _boostedBalanceOf)', () => {
  // The page's examples: a gauge with 100,000 deposited, 10,000 veYFI in total.
  const D = yfi(100_000);
  const V = yfi(10_000);
  const rows: [number, number, number, number][] = [
    // deposit, veYFI, boosted balance, boost
    [1_000, 0, 100, 1],
    [1_000, 10, 190, 1.9],
    [1_000, 50, 550, 5.5],
    [1_000, 100, 1_000, 10],
    [1_000, 200, 1_000, 10],
    [10_000, 100, 1_900, 1.9],
  ];
  for (const [d, v, b, boost] of rows) {
    it(`deposit ${d}, veYFI ${v}: boosted ${b}, boost ${boost}x`, () => {
      const boosted = boostedBalance(yfi(d), D, yfi(v), V);
      expect(boosted).toBe(yfi(b));
      expect(boostMultiple(yfi(d), boosted)).toBe(boost);
    });
  }

  it('returns the plain deposit when nobody holds veYFI', () => {
    expect(boostedBalance(yfi(5), D, 0n, 0n)).toBe(yfi(5));
  });

  it('rounds like the contract: the veYFI share term is divided before scaling', () => {
    // gaugeTotal * veBalance / veTotal = 7 * 1 / 3 = 2 in integers, then * 900.
    expect(boostedBalance(1000n, 7n, 1n, 3n)).toBe((1000n * 100n + 2n * 900n) / 1000n);
  });

  it('gives the veYFI needed for full boost', () => {
    expect(veYfiForFullBoost(yfi(1_000), D, V)).toBe(yfi(100));
    expect(boostedBalance(yfi(1_000), D, veYfiForFullBoost(yfi(1_000), D, V), V)).toBe(yfi(1_000));
    expect(boostMultiple(0n, 0n)).toBeNull();
  });

  it('draws the curve from 1x to the 10x cap', () => {
    const curve = boostCurve(0.01, 0.02, 5);
    expect(curve.share).toEqual([0, 0.005, 0.01, 0.015, 0.02]);
    expect(curve.boost.map((b) => Math.round(b * 100) / 100)).toEqual([1, 5.5, 10, 10, 10]);
  });
});

describe('decimal input and output', () => {
  it('parses and formats 18-decimal amounts', () => {
    expect(parseDecimal('1,234.5')).toBe(1234n * E18 + 5n * 10n ** 17n);
    expect(parseDecimal('.5')).toBe(5n * 10n ** 17n);
    expect(parseDecimal('abc')).toBeNull();
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal('-1')).toBeNull();
    expect(formatDecimal(1234n * E18 + 5n * 10n ** 17n)).toBe('1,234.5');
    expect(formatDecimal((2n * E18) / 3n, 2)).toBe('0.67');
  });
});
