/**
 * Transactions for the tests of the "Check before you sign" page: a nested
 * Safe -> MultiSend -> timelock -> vault call, and one input per warning code
 * of src/explain/warnings.ts. `WARNING_SAMPLES` is typed by `WarningCode`, so
 * a new code without a sample fails the type check, and `warningCodesInSource`
 * reads the codes from the module's source, so the tests fail at run time too.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {encodeFunctionData, getAddress, maxUint256, parseAbi, type Hex} from 'viem';

import {getEntry} from '../../src/chain/addressBook';
import type {WarningCode} from '../../src/explain';
import {encodeMultiSend} from '../../src/explain/multiSend';

export const ZERO32 = `0x${'0'.repeat(64)}` as Hex;
export const STRANGER = getAddress('0x00000000000000000000000000000000DeaDBeef');
export const YCHAD = getEntry('multisig.ychad').address;
export const TIMELOCK = getEntry('timelock.strategy').address;
export const MULTISEND_CALL_ONLY_141 = getAddress('0x9641d764fc13c8B624c04430C7356C1C7C8102e2');
export const V3_VAULT = getEntry('v3.release-304.vault-original').address;

const VAULT = parseAbi([
  'function set_role(address account, uint256 role)',
  'function add_strategy(address new_strategy)',
  'function update_max_debt_for_strategy(address strategy, uint256 new_max_debt)',
  'function set_deposit_limit(uint256 deposit_limit)',
  'function transfer_role_manager(address role_manager)',
  'function redeem(uint256 shares, address receiver, address owner, uint256 max_loss)',
  'function approve(address spender, uint256 amount)',
  'function process_report(address strategy)',
  'function add_role(address account, uint256 role)',
]);
export const SAFE = parseAbi([
  'function execTransaction(address to, uint256 value, bytes data, uint8 operation, uint256 safeTxGas, uint256 baseGas, uint256 gasPrice, address gasToken, address refundReceiver, bytes signatures) payable returns (bool)',
  'function multiSend(bytes transactions) payable',
]);
const TIMELOCK_ABI = parseAbi([
  'function scheduleBatch(address[] targets, uint256[] values, bytes[] payloads, bytes32 predecessor, bytes32 salt, uint256 delay)',
  'function updateDelay(uint256 newDelay)',
]);

export const vaultCall = (functionName: (typeof VAULT)[number]['name'], args: readonly unknown[]) =>
  encodeFunctionData({abi: VAULT, functionName, args} as Parameters<typeof encodeFunctionData>[0]);

export function safeExec(to: string, data: Hex, operation: 0 | 1 = 0): Hex {
  return encodeFunctionData({
    abi: SAFE,
    functionName: 'execTransaction',
    args: [to as Hex, 0n, data, operation, 0n, 0n, 0n, `0x${'0'.repeat(40)}`, `0x${'0'.repeat(40)}`, '0x'],
  });
}

/** What a signer pastes: calldata with its target and chain, or a Safe JSON. */
export interface Sample {
  readonly input: string;
  readonly to?: string;
  readonly chainId?: number;
}

/**
 * The governance Safe's execTransaction making a delegatecall to MultiSendCallOnly,
 * whose batch schedules two calls on a V3 vault in the strategy timelock and
 * sets a role on the vault: paths 0, 0.0, 0.0.0, 0.0.0.0, 0.0.0.1 and 0.0.1.
 */
export function nestedSafeBatch(vault: string = V3_VAULT): Sample {
  const scheduled = encodeFunctionData({
    abi: TIMELOCK_ABI,
    functionName: 'scheduleBatch',
    args: [
      [vault as Hex, vault as Hex],
      [0n, 0n],
      [vaultCall('add_strategy', [STRANGER]), vaultCall('update_max_debt_for_strategy', [STRANGER, 10n ** 24n])],
      ZERO32,
      ZERO32,
      604_800n,
    ],
  });
  const batch = encodeMultiSend([
    {operation: 'call', to: TIMELOCK, value: 0n, data: scheduled},
    {operation: 'call', to: vault, value: 0n, data: vaultCall('set_role', [YCHAD, 16_383n])},
  ]);
  const multiSend = encodeFunctionData({abi: SAFE, functionName: 'multiSend', args: [batch]});
  return {input: safeExec(MULTISEND_CALL_ONLY_141, multiSend, 1), to: YCHAD, chainId: 1};
}

/** One input that raises each warning code. */
export const WARNING_SAMPLES: Readonly<Record<WarningCode, Sample>> = {
  'unknown-target': {input: vaultCall('process_report', [STRANGER]), to: STRANGER, chainId: 1},
  delegatecall: {input: safeExec(STRANGER, vaultCall('process_report', [STRANGER]), 1), to: YCHAD, chainId: 1},
  'approval-unknown-spender': {input: vaultCall('approve', [STRANGER, 5n])},
  'approval-max': {input: vaultCall('approve', [YCHAD, maxUint256]), chainId: 1},
  'powerful-role': {input: vaultCall('add_role', [STRANGER, 64n])},
  'control-transfer': {input: vaultCall('transfer_role_manager', [STRANGER])},
  'receiver-not-owner': {input: vaultCall('redeem', [1n, STRANGER, YCHAD, 1n])},
  'limit-max': {input: vaultCall('set_deposit_limit', [maxUint256])},
  'timelock-bypass': {
    input: encodeFunctionData({abi: TIMELOCK_ABI, functionName: 'updateDelay', args: [3_600n]}),
    to: TIMELOCK,
    chainId: 1,
  },
  'value-not-payable': {
    input: JSON.stringify({to: V3_VAULT, value: '1', data: vaultCall('process_report', [STRANGER])}),
    chainId: 1,
  },
  undecoded: {input: '0x12345678'},
};

/** The codes of `WARNING_CODES`, read from src/explain/warnings.ts. */
export function warningCodesInSource(root = process.cwd()): string[] {
  const source = readFileSync(path.join(root, 'src/explain/warnings.ts'), 'utf8');
  const list = /export const WARNING_CODES = \[([^\]]+)\]/.exec(source)?.[1] ?? '';
  return [...list.matchAll(/'([a-z0-9-]+)'/g)].map((m) => m[1]!);
}
