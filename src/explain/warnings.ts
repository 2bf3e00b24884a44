/**
 * What a signer must see before signing, found in every call of the tree.
 * Each warning names the call it is about (`path`) and says why in one
 * sentence.
 */
import {maxUint256} from 'viem';

import {describeAddress, isMultiSend} from './addresses';
import type {DecodedArg, ExplainedCall} from './calldata';
import {POWERFUL_ROLES, ROLE_SETTERS, spellRoles} from './roles';

export type WarningCode =
  | 'unknown-target'
  | 'delegatecall'
  | 'approval-unknown-spender'
  | 'approval-max'
  | 'powerful-role'
  | 'control-transfer'
  | 'receiver-not-owner'
  | 'limit-max'
  | 'value-not-payable'
  | 'undecoded';

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

function warningsOfCall(call: ExplainedCall): Warning[] {
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
  if (BigInt(call.value) > 0n && fn.stateMutability !== 'payable')
    warn(
      'value-not-payable',
      `The call sends ${call.value} wei of the native token to ${name}, which does not accept it: the transaction will revert.`,
    );
  return found;
}

export function warningsOf(root: ExplainedCall): Warning[] {
  const all: Warning[] = [];
  const walk = (call: ExplainedCall) => {
    all.push(...warningsOfCall(call));
    call.calls.forEach(walk);
  };
  walk(root);
  return all;
}
