/**
 * The call that takes a position out of its vault, ready for a wallet or the
 * explorer's write tab:
 *
 * - V3 vaults and tokenized strategies: `redeem(shares, receiver, owner, maxLoss)`,
 *   the 4-argument form of VaultV3.vy and TokenizedStrategy.sol. Its 3-argument
 *   form lets a vault accept any loss (VaultV3.vy's default is 10 000 basis
 *   points), so the exit call always names the limit.
 * - V2 vaults from 0.3.0 on: `withdraw(maxShares, recipient, maxLoss)`.
 * - V2 vaults 0.2.x: `withdraw(_shares, _recipient)`, which has no loss limit.
 * - V1 vaults: `withdraw(_shares)`, which pays the sender and has no loss limit.
 *
 * `maxLoss` is in basis points (1 = 0.01 %, 10 000 = 100 %).
 */
import {encodeFunctionData, getAddress, isAddress, zeroAddress, type Address, type Hex} from 'viem';

import {V1_WITHDRAW_ABI, V2_WITHDRAW_ABI, V2_WITHDRAW_NO_LOSS_LIMIT_ABI, V3_REDEEM_ABI} from './abis';
import {PositionsError} from './errors';
import {wrongChecksum, wrongChecksumWhy} from './holder';
import type {Position} from './read';

export const MAX_BPS = 10_000;
/** The default loss limit: Vault.vy's own default for `withdraw`, 1 basis point. */
export const DEFAULT_MAX_LOSS_BPS = 1;

export class InvalidExitOptionsError extends PositionsError {
  override readonly name = 'InvalidExitOptionsError';
  readonly reason: string;
  constructor(why: string) {
    super(`Invalid exit options: ${why}`);
    this.reason = why;
  }
}

export interface ExitOptions {
  /** Where the assets go; the holder when absent. */
  readonly receiver?: string;
  /** Loss limit in basis points, an integer from 0 to 10 000. */
  readonly maxLossBps?: number;
  /** The chain's explorer address URL (src/chain/networks.ts `Network.explorerAddressUrl`). */
  readonly explorerAddressUrl: string;
}

export interface ExitCall {
  readonly chainId: number;
  /** The vault to call. */
  readonly to: Address;
  /** The function as the explorer's write tab lists it, e.g. `redeem(uint256,address,address,uint256)`. */
  readonly signature: string;
  readonly functionName: 'redeem' | 'withdraw';
  /** Named arguments in order, for a person filling in the explorer's form. */
  readonly args: readonly {readonly name: string; readonly value: string}[];
  /** The calldata for a wallet or `cast send`. */
  readonly data: Hex;
  /** The shares the call redeems. */
  readonly shares: bigint;
  /** The loss limit the call carries, or null when the vault's withdraw takes none (V2 0.2.x, V1). */
  readonly maxLossBps: number | null;
  /** The explorer's write-contract tab of the vault. */
  readonly explorerWriteUrl: string;
  /** The explorer's page of the vault. */
  readonly explorerUrl: string;
  /** Why this call, sent now as shown, would revert (a loss above its limit); null when it goes through. */
  readonly reverts: string | null;
}

/** Whether a V2 vault's `withdraw` lacks the loss argument (releases before 0.3.0). */
export function v2WithdrawHasNoLossLimit(apiVersion: string): boolean {
  return /^0\.[0-2]\./.test(apiVersion.trim());
}

/**
 * An address typed by a person, checksummed; throws InvalidExitOptionsError for text that is not one,
 * and for a mixed-case address whose checksum is wrong (a sign of a typo), showing the checksummed form.
 */
export function checkedAddress(text: string, what: string): Address {
  const trimmed = text.trim();
  if (!isAddress(trimmed, {strict: false}))
    throw new InvalidExitOptionsError(`the ${what} is not an address (0x followed by 40 hexadecimal digits)`);
  const corrected = wrongChecksum(trimmed);
  if (corrected) throw new InvalidExitOptionsError(`the ${what} ${wrongChecksumWhy(trimmed, corrected)}`);
  const address = getAddress(trimmed);
  return address;
}

/** The loss limit and receiver of `options`, checked; throws InvalidExitOptionsError. */
export function checkExitOptions(options: Pick<ExitOptions, 'receiver' | 'maxLossBps'>, holder: Address) {
  const maxLossBps = options.maxLossBps ?? DEFAULT_MAX_LOSS_BPS;
  if (!Number.isInteger(maxLossBps) || maxLossBps < 0 || maxLossBps > MAX_BPS)
    throw new InvalidExitOptionsError(`maxLoss must be a whole number of basis points from 0 to ${MAX_BPS}`);
  if (options.receiver === undefined) return {maxLossBps, receiver: holder};
  const receiver = checkedAddress(options.receiver, 'receiver');
  // Vault.vy (V2) does not check its recipient: assets sent to the zero address would be burned.
  if (receiver === zeroAddress)
    throw new InvalidExitOptionsError('the receiver is the zero address: assets sent there are lost');
  return {maxLossBps, receiver};
}

/**
 * The exit call of `position` with the loss limit of `options`, or null when a V3 vault can pay nothing
 * now (a redemption of 0 shares always reverts). Throws InvalidExitOptionsError for a bad receiver,
 * including the vault itself.
 */
export function buildExitCall(position: Position, holder: Address, options: ExitOptions): ExitCall | null {
  const checked = checkExitOptions(options, holder);
  const {receiver} = checked;
  if (receiver === position.vault)
    throw new InvalidExitOptionsError(
      `the receiver is the vault ${position.vault} itself: the assets would stay in it`,
    );
  if (position.generation === 'v3' && position.redeemableShares === 0n) return null;
  const call = exitCallWith(position, holder, receiver, checked.maxLossBps, options.explorerAddressUrl);
  const loss = position.exitLoss;
  if (!loss || call.maxLossBps === null || call.maxLossBps >= loss.neededMaxLossBps) return call;
  return {
    ...call,
    reverts:
      position.generation === 'v3'
        ? `with maxLoss ${call.maxLossBps} it reverts with "too much loss": exiting now needs at least ${loss.neededMaxLossBps}`
        : `with maxLoss ${call.maxLossBps} it reverts, without a message: exiting now needs at least ${loss.neededMaxLossBps}`,
  };
}

/**
 * The same exit call with the smallest `maxLoss` that lets it through, for a holder who chooses to take
 * the loss now; null when the call of `buildExitCall` already goes through.
 */
export function buildLossAcceptingExitCall(position: Position, holder: Address, options: ExitOptions): ExitCall | null {
  const call = buildExitCall(position, holder, options);
  const loss = position.exitLoss;
  if (!call?.reverts || !loss) return null;
  return exitCallWith(
    position,
    holder,
    checkExitOptions(options, holder).receiver,
    loss.neededMaxLossBps,
    options.explorerAddressUrl,
  );
}

function exitCallWith(
  position: Position,
  holder: Address,
  receiver: Address,
  maxLossBps: number,
  explorerAddressUrl: string,
): ExitCall {
  const explorerUrl = `${explorerAddressUrl}${position.vault}`;
  const base = {
    reverts: null,
    chainId: position.chainId,
    to: position.vault,
    explorerUrl,
    explorerWriteUrl: `${explorerUrl}#writeContract`,
  };

  if (position.generation === 'v3') {
    // The whole balance when the vault can pay it (./read.ts), else the part it can pay now.
    const shares = position.redeemableShares;
    return {
      ...base,
      functionName: 'redeem',
      signature: 'redeem(uint256,address,address,uint256)',
      args: [
        {name: 'shares', value: shares.toString()},
        {name: 'receiver', value: receiver},
        {name: 'owner', value: holder},
        {name: 'maxLoss', value: String(maxLossBps)},
      ],
      data: encodeFunctionData({
        abi: V3_REDEEM_ABI,
        functionName: 'redeem',
        args: [shares, receiver, holder, BigInt(maxLossBps)],
      }),
      shares,
      maxLossBps,
    };
  }
  // Vault.vy's withdraw pays what it can and burns only the shares it paid for, so it asks for the whole balance.
  const shares = position.shares;
  if (position.generation === 'v1' || position.apiVersion === null) {
    // The V1 vault pays msg.sender: the holder sends it, and a receiver cannot be named.
    return {
      ...base,
      functionName: 'withdraw',
      signature: 'withdraw(uint256)',
      args: [{name: '_shares', value: shares.toString()}],
      data: encodeFunctionData({abi: V1_WITHDRAW_ABI, functionName: 'withdraw', args: [shares]}),
      shares,
      maxLossBps: null,
    };
  }
  if (v2WithdrawHasNoLossLimit(position.apiVersion)) {
    return {
      ...base,
      functionName: 'withdraw',
      signature: 'withdraw(uint256,address)',
      args: [
        {name: '_shares', value: shares.toString()},
        {name: '_recipient', value: receiver},
      ],
      data: encodeFunctionData({
        abi: V2_WITHDRAW_NO_LOSS_LIMIT_ABI,
        functionName: 'withdraw',
        args: [shares, receiver],
      }),
      shares,
      maxLossBps: null,
    };
  }
  return {
    ...base,
    functionName: 'withdraw',
    signature: 'withdraw(uint256,address,uint256)',
    args: [
      {name: 'maxShares', value: shares.toString()},
      {name: 'recipient', value: receiver},
      {name: 'maxLoss', value: String(maxLossBps)},
    ],
    data: encodeFunctionData({
      abi: V2_WITHDRAW_ABI,
      functionName: 'withdraw',
      args: [shares, receiver, BigInt(maxLossBps)],
    }),
    shares,
    maxLossBps,
  };
}
