/**
 * What a signer must see before signing, found in every call of the tree.
 * Each warning names the call it is about (`path`) and says why in one
 * sentence.
 */
import {maxUint256} from 'viem';

import {describeAddress, isMultiSend, type NamedAddress} from './addresses';
import type {DecodedArg, ExplainedCall} from './calldata';
import {POWERFUL_ROLES, ROLE_SETTERS, spellRoles} from './roles';
import {
  describeDelay,
  isTimelock,
  STRATEGY_TIMELOCK_MIN_DELAY,
  TIMELOCK_ROLES,
  TIMELOCK_ROUTED,
  TIMELOCK_WRAPPERS,
} from './timelock';

/** Every warning the explainer gives; the tests drive each through the MCP tools from this list. */
export const WARNING_CODES = [
  'unknown-target',
  'delegatecall',
  'approval-unknown-spender',
  'approval-max',
  'powerful-role',
  'control-transfer',
  'receiver-not-owner',
  'limit-max',
  'timelock-bypass',
  'value-not-payable',
  'undecoded',
] as const;

export type WarningCode = (typeof WARNING_CODES)[number];

export interface Warning {
  readonly code: WarningCode;
  readonly path: string;
  readonly message: string;
}

/** Functions that hand over control of a contract: governance, role manager, ownership, Safe owners. */
const CONTROL_TRANSFERS =
  /^(transfer_?role_?manager|accept_?role_?manager|set_?governance|transfer_?governance|set_?pending_?governance|accept_?governance|transfer_?ownership|set_?owner|set_?management|set_?pending_?management|accept_?management|set_?role_?manager|add_?owner_?with_?threshold|remove_?owner|swap_?owner|change_?threshold|enable_?module|set_?guard|set_?fallback_?handler)$/i;

/** Setters of a deposit limit or a strategy's max debt, where max uint256 means no limit. */
const LIMIT_SETTERS = /deposit_?limit|max_?debt/i;

const arg = (args: readonly DecodedArg[], ...names: string[]) =>
  args.find((a) => names.includes(a.name.replace(/^_+/, '').toLowerCase()));

/** Where a call sits: sent by a Safe (inside execTransaction or MultiSend, or a Safe export), and inside a timelock operation. */
export interface CallContext {
  readonly fromSafe: boolean;
  readonly viaTimelock: boolean;
  /** The Safe that sends it, when the input says which: the target of `execTransaction`, or the export's Safe. */
  readonly safe?: NamedAddress | undefined;
}

const SAFE_WRAPPERS = new Set(['execTransaction', 'multiSend']);

/** Why a call gets around the strategy timelock's delay (`timelock.ts`), if it does. */
function delayBypass(call: ExplainedCall, context: CallContext): string | undefined {
  const fn = call.function!;
  const min = describeDelay(STRATEGY_TIMELOCK_MIN_DELAY);
  const delay = arg(fn.args, 'delay');
  if (delay && TIMELOCK_WRAPPERS.has(fn.name) && (!call.to || isTimelock(call.to))) {
    const seconds = BigInt(delay.value);
    if (seconds < STRATEGY_TIMELOCK_MIN_DELAY)
      return `${fn.name} asks for a delay of ${describeDelay(seconds)}, below the ${min} Yearn keeps on the strategy timelock: the timelock refuses it unless its minimum delay was lowered first.`;
  }
  if (fn.name === 'updateDelay') {
    const seconds = BigInt(fn.args[0]!.value);
    if (seconds < STRATEGY_TIMELOCK_MIN_DELAY)
      return `updateDelay lowers the timelock's minimum delay to ${describeDelay(seconds)}, below the ${min} Yearn keeps: every later operation could run sooner.`;
  }
  if (fn.name === 'grantRole') {
    const role = TIMELOCK_ROLES[fn.args[0]!.value as `0x${string}`];
    const account = fn.args[1]?.address;
    if (role && account && !account.known)
      return `grantRole gives the timelock's ${role} to ${account.address}, an address not in Yearn's address book: it could queue, run or cancel operations, or change the timelock itself.`;
  }
  // Only a Yearn vault's role manager routes these through the timelock: the call must go to a vault in the address
  // book, or come from a Safe in it (the book does not list every vault a Yearn multisig manages). A vault and a
  // Safe that are both unknown have no Yearn timelock to skip.
  const yearns = Boolean(call.to?.known || context.safe?.known);
  if (TIMELOCK_ROUTED.has(fn.name) && context.fromSafe && !context.viaTimelock && yearns)
    return `${fn.name} is sent straight from a Safe: Yearn's role managers leave adding and revoking strategies to the strategy timelock, so this call skips the timelock's delay of ${min} (or reverts with "not allowed" if the Safe lacks the role).`;
  return undefined;
}

function warningsOfCall(call: ExplainedCall, context: CallContext): Warning[] {
  const found: Warning[] = [];
  const warn = (code: WarningCode, message: string) => found.push({code, path: call.path, message});
  const fn = call.function;
  if (call.to && !call.to.known && !call.to.library)
    warn(
      'unknown-target',
      `The call goes to ${call.to.address}, which is not in Yearn's address book${call.to.names.length ? ' on this chain' : ''}.`,
    );
  if (call.operation === 'delegatecall' && !(call.to && isMultiSend(call.to.address)))
    warn(
      'delegatecall',
      `A delegatecall runs ${call.to?.address ?? 'the target'}'s code with the Safe's own storage and funds; only Safe's MultiSend libraries should be delegatecalled.`,
    );
  if (call.problem) warn('undecoded', call.problem);
  if (!fn) return found;
  const name = fn.name;
  if (name === 'approve' || name === 'increaseAllowance') {
    const spender = fn.args.find((a) => a.type === 'address');
    const amount = fn.args.find((a) => a.type === 'uint256');
    if (spender?.address && !spender.address.known)
      warn(
        'approval-unknown-spender',
        `The approval lets ${spender.address.address}, an address not in Yearn's address book, spend the tokens.`,
      );
    if (amount && BigInt(amount.value) === maxUint256)
      warn(
        'approval-max',
        'The approval is for the maximum amount: the spender may take every token of this kind, now and later.',
      );
  }
  if (ROLE_SETTERS.has(name) && name !== 'remove_role') {
    const account = fn.args.find((a) => a.type === 'address');
    const mask = fn.args.find((a) => a.roles !== undefined);
    if (account?.address && mask) {
      const roles = spellRoles(BigInt(mask.value));
      const powerful = roles.all ? ['all roles'] : roles.names.filter((r) => POWERFUL_ROLES.includes(r));
      if (powerful.length && !account.address.known)
        warn(
          'powerful-role',
          `The call grants ${roles.all ? roles.text : powerful.join(', ')} to ${account.address.address}, an address not in Yearn's address book.`,
        );
    }
  }
  if (CONTROL_TRANSFERS.test(name)) {
    const to = fn.args.find((a) => a.address);
    warn(
      'control-transfer',
      `${name} changes who controls the contract${to?.address ? `: it names ${to.address.address} (${describeAddress(to.address)})` : ''}.`,
    );
  }
  if (name === 'withdraw' || name === 'redeem') {
    const receiver = arg(fn.args, 'receiver', 'recipient');
    const owner = arg(fn.args, 'owner');
    if (receiver && owner && receiver.value.toLowerCase() !== owner.value.toLowerCase())
      warn('receiver-not-owner', `The assets go to ${receiver.value}, not to the owner of the shares, ${owner.value}.`);
  }
  if (LIMIT_SETTERS.test(name)) {
    const limit = fn.args.find((a) => a.type === 'uint256' && BigInt(a.value) === maxUint256);
    if (limit) warn('limit-max', `${name} sets ${limit.name} to the maximum uint256, which means no limit at all.`);
  }
  const bypass = delayBypass(call, context);
  if (bypass) warn('timelock-bypass', bypass);
  if (BigInt(call.value) > 0n && fn.stateMutability !== 'payable')
    warn(
      'value-not-payable',
      `The call sends ${call.value} wei of the native token to ${name}, which does not accept it: the transaction will revert.`,
    );
  return found;
}

export function warningsOf(
  root: ExplainedCall,
  options: {readonly fromSafe?: boolean; readonly safe?: NamedAddress} = {},
): Warning[] {
  const all: Warning[] = [];
  const walk = (call: ExplainedCall, context: CallContext) => {
    all.push(...warningsOfCall(call, context));
    const name = call.function?.name ?? '';
    const inner: CallContext = {
      fromSafe: context.fromSafe || SAFE_WRAPPERS.has(name),
      viaTimelock: context.viaTimelock || TIMELOCK_WRAPPERS.has(name),
      safe: name === 'execTransaction' ? call.to : context.safe,
    };
    call.calls.forEach((child) => walk(child, inner));
  };
  walk(root, {fromSafe: options.fromSafe ?? false, viaTimelock: false, safe: options.safe});
  return all;
}
