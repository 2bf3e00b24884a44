import {describe, expect, it} from 'vitest';

import golden from '../../../data/contract-constants.json';
import {CONTRACT_CONSTANTS, compareConstants, VAULT_V3_ROLES, VOTING_YFI} from '../../../src/reference/constants';
import {VEYFI} from '../../../src/veyfi/formulas';

const fromSource: Record<string, bigint> = Object.fromEntries(
  Object.entries(golden.constants).map(([key, {value}]) => [key, BigInt(value)]),
);

describe('contract constants', () => {
  it('equal the values read from the tagged sources, none missing or extra', () => {
    expect(compareConstants(CONTRACT_CONSTANTS, fromSource)).toEqual([]);
  });

  it('report a wrong, a missing and an extra value', () => {
    const wrong = {...CONTRACT_CONSTANTS, 'VotingYFI.MAX_LOCK_DURATION': 126_144_000n, 'Gauge.EXTRA': 1n};
    delete (wrong as Record<string, bigint>)['VaultV3.MAX_QUEUE'];
    expect(compareConstants(wrong, fromSource)).toEqual([
      {key: 'Gauge.EXTRA', ours: 1n, source: undefined},
      {key: 'VaultV3.MAX_QUEUE', ours: undefined, source: 10n},
      {key: 'VotingYFI.MAX_LOCK_DURATION', ours: 126_144_000n, source: 125_798_400n},
    ]);
  });

  it('name their source by full commit', () => {
    for (const source of golden.sources) expect(source.commit, source.path).toMatch(/^[0-9a-f]{40}$/);
  });

  it('are what the veYFI calculator computes with', () => {
    expect(VEYFI.maxLockDuration).toBe(VOTING_YFI.MAX_LOCK_DURATION);
    expect(VEYFI.week).toBe(VOTING_YFI.WEEK);
  });

  it('make the roles distinct powers of two', () => {
    const flags = Object.values(VAULT_V3_ROLES);
    expect(flags.reduce((all, flag) => all | flag, 0n)).toBe(2n ** BigInt(flags.length) - 1n);
  });
});
