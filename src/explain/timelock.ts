/**
 * What the explainer knows of Yearn's strategy timelock (`timelock.strategy`
 * in the address book, one address on every V3 chain) and the executor that
 * queues in it (`timelock.executor`):
 * - It is OpenZeppelin's TimelockController at v4.9.5 (the release
 *   yearn/vault-periphery pins in .gitmodules at
 *   bc4eee4051e3319427012e65296110bbdc00488d), deployed by
 *   scripts/DeployTimelock.s.sol of the same commit with Daddy as its only
 *   proposer, the TimelockExecutor and Daddy as executors and no admin
 *   account: the timelock administers itself, so a role grant or a delay
 *   change has to pass its own delay.
 * - The same script gives the timelock the Strategy Manager position of a
 *   new YearnRoleManager (src/managers/YearnRoleManager.sol:
 *   ADD_STRATEGY_MANAGER and REVOKE_STRATEGY_MANAGER), while Daddy holds
 *   every role: adding or revoking a strategy is meant to wait for the
 *   delay, and a direct call from a Yearn multisig skips it.
 * - Its minimum delay is 7 days on every chain, the value yearn/monitoring
 *   at 51eb2c98be7c7fef2e28640d984accf895fd4acc checks
 *   (protocols/yearn/check_timelock_delay.py); the deploy script started at
 *   1 day, and the Base timelock was raised to 604800 seconds by a
 *   scheduled `updateDelay` (transaction
 *   0x7c03e52b297ffc6d73ddcc7ed14621295f76d058f82d96b734185c182b717a7a,
 *   recorded in scripts/diagnose_telegram_400.py of yearn/monitoring at
 *   0d86982f5bd507093347deca3f9d8a13f28ad12f).
 */
import {keccak256, toHex, type Hex} from 'viem';

import type {NamedAddress} from './addresses';

/** Seconds: the least delay Yearn keeps on the strategy timelock. */
export const STRATEGY_TIMELOCK_MIN_DELAY = 604_800n;

/** Address book ids of the timelock and of the executor that schedules in it. */
export const TIMELOCK_IDS: ReadonlySet<string> = new Set(['timelock.strategy', 'timelock.executor']);

/** TimelockController's roles by their bytes32 id (OpenZeppelin 4.9: TIMELOCK_ADMIN_ROLE; 5.x: DEFAULT_ADMIN_ROLE). */
export const TIMELOCK_ROLES: Readonly<Record<Hex, string>> = Object.fromEntries([
  ...['TIMELOCK_ADMIN_ROLE', 'PROPOSER_ROLE', 'EXECUTOR_ROLE', 'CANCELLER_ROLE'].map((name) => [
    keccak256(toHex(name)),
    name,
  ]),
  [`0x${'0'.repeat(64)}`, 'DEFAULT_ADMIN_ROLE'],
]) as Record<Hex, string>;

/** VaultV3 functions a Yearn role manager leaves to the timelock (the Strategy Manager position). */
export const TIMELOCK_ROUTED: ReadonlySet<string> = new Set([
  'add_strategy',
  'revoke_strategy',
  'force_revoke_strategy',
]);

/** Functions that queue calls in a timelock or run queued ones: what they carry waits for the delay. */
export const TIMELOCK_WRAPPERS: ReadonlySet<string> = new Set(['schedule', 'scheduleBatch', 'execute', 'executeBatch']);

export function isTimelock(to: NamedAddress | undefined): boolean {
  return Boolean(to?.names.some((n) => TIMELOCK_IDS.has(n.id)));
}

/** `7 days`, `1 day`, `3600 seconds`. */
export function describeDelay(seconds: bigint): string {
  if (seconds > 0n && seconds % 86_400n === 0n) {
    const days = seconds / 86_400n;
    return `${days} day${days === 1n ? '' : 's'}`;
  }
  return `${seconds} second${seconds === 1n ? '' : 's'}`;
}
