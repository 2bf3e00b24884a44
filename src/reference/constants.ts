/**
 * Numbers the contracts define, named once. Pages, the veYFI calculator and
 * the tests take them from here; `tests/unit/reference/constants.test.ts`
 * compares every value with `data/contract-constants.json`, which
 * `scripts/extract-constants.ts` reads out of the tagged sources.
 * Plain TypeScript with bigints, no viem, so the calculator can load it cheaply.
 */

/** VaultV3 (yearn/yearn-vaults-v3 v3.0.4, contracts/VaultV3.vy; unchanged at 5b698f9, the 3.1.0 vault). */
export const VAULT_V3 = {
  MAX_QUEUE: 10n,
  MAX_BPS: 10_000n,
  MAX_BPS_EXTENDED: 1_000_000_000_000n,
} as const;

/**
 * VaultV3 role flags, in declaration order: each role is the next power of two,
 * and an account holds the bitwise OR of its roles.
 */
export const VAULT_V3_ROLES = {
  ADD_STRATEGY_MANAGER: 1n,
  REVOKE_STRATEGY_MANAGER: 2n,
  FORCE_REVOKE_MANAGER: 4n,
  ACCOUNTANT_MANAGER: 8n,
  QUEUE_MANAGER: 16n,
  REPORTING_MANAGER: 32n,
  DEBT_MANAGER: 64n,
  MAX_DEBT_MANAGER: 128n,
  DEPOSIT_LIMIT_MANAGER: 256n,
  WITHDRAW_LIMIT_MANAGER: 512n,
  MINIMUM_IDLE_MANAGER: 1024n,
  PROFIT_UNLOCK_MANAGER: 2048n,
  DEBT_PURCHASER: 4096n,
  EMERGENCY_MANAGER: 8192n,
} as const;

/** TokenizedStrategy (yearn/tokenized-strategy v3.1.0, src/TokenizedStrategy.sol). */
export const TOKENIZED_STRATEGY = {
  /** Highest performance fee, in basis points (50%). */
  MAX_FEE: 5_000n,
  MAX_BPS: 10_000n,
  /** Below this share supply, 3.1.0 books accrued profit to a dead address instead of charging fees. */
  MINIMUM_SUPPLY: 1_000n,
} as const;

/** VotingYFI (yearn/veYFI, contracts/VotingYFI.vy). */
export const VOTING_YFI = {
  WEEK: 604_800n,
  /** `4 * 365 * 86400 / WEEK * WEEK`: 208 weeks, 125,798,400 s. */
  MAX_LOCK_DURATION: 125_798_400n,
} as const;

/** Gauge (yearn/veYFI, contracts/Gauge.sol): a deposit counts for a tenth without veYFI. */
export const VEYFI_GAUGE = {
  BOOSTING_FACTOR: 1n,
  BOOST_DENOMINATOR: 10n,
} as const;

/** Every constant above, keyed `<Contract>.<NAME>` as in the golden file. */
export const CONTRACT_CONSTANTS: Readonly<Record<string, bigint>> = Object.fromEntries(
  Object.entries({
    VaultV3: {
      ...VAULT_V3,
      ...Object.fromEntries(Object.entries(VAULT_V3_ROLES).map(([role, flag]) => [`Roles.${role}`, flag])),
    },
    TokenizedStrategy: TOKENIZED_STRATEGY,
    VotingYFI: VOTING_YFI,
    Gauge: VEYFI_GAUGE,
  }).flatMap(([contract, values]) => Object.entries(values).map(([name, value]) => [`${contract}.${name}`, value])),
);

export interface ConstantMismatch {
  readonly key: string;
  readonly ours?: bigint;
  readonly source?: bigint;
}

/** Differences between our constants and the values read from source: missing, extra or changed. */
export function compareConstants(
  ours: Readonly<Record<string, bigint>>,
  source: Readonly<Record<string, bigint>>,
): ConstantMismatch[] {
  const keys = [...new Set([...Object.keys(ours), ...Object.keys(source)])].sort();
  return keys.filter((key) => ours[key] !== source[key]).map((key) => ({key, ours: ours[key], source: source[key]}));
}
