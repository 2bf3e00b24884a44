/**
 * Plain sentences about what limits an exit, for the page and the MCP tool.
 */
import {formatUnits} from 'viem';

import type {ExitCall} from './exit';
import type {Position} from './read';

/** An amount in whole units, trimmed to at most 6 decimals (rounded down) so a sentence stays readable. */
export function formatAmount(value: bigint, decimals: number): string {
  const text = formatUnits(value, decimals);
  const [whole, fraction = ''] = text.split('.');
  const kept = fraction.slice(0, 6).replace(/0+$/, '');
  return kept ? `${whole}.${kept}` : (whole ?? '0');
}

function assetName(position: Position): string {
  return position.assetSymbol ?? `of the asset ${position.asset}`;
}

/** The asset value of `shares`, in proportion to the position's value. */
function assetsFor(position: Position, shares: bigint): bigint {
  return position.shares === 0n ? 0n : (position.assets * shares) / position.shares;
}

/** A share of `whole` in percent, with up to two decimals, rounded up so a loss never reads smaller than it is. */
function percent(part: bigint, whole: bigint): string {
  if (whole === 0n) return '100';
  const hundredths = (part * 10_000n + whole - 1n) / whole;
  // formatUnits already drops a fraction's trailing zeros; trimming more would turn 10 into 1.
  return formatUnits(hundredths, 2);
}

/**
 * The position in plain sentences: what it is worth, what limits the exit,
 * the loss an exit realizes now and the limit it needs, and what the call
 * shown does when sent. `receiverRequested` is true when the reader named
 * a receiver (V1 vaults cannot take one).
 */
export function positionSummary(
  position: Position,
  exit: ExitCall | null,
  exitAcceptingLoss: ExitCall | null = null,
  receiverRequested = false,
): string[] {
  const sentences: string[] = [];
  const amount = (value: bigint) => `${formatAmount(value, position.decimals)} ${assetName(position)}`;
  sentences.push(
    `You hold ${formatAmount(position.shares, position.decimals)} ${position.symbol} shares, worth about ${amount(position.assets)}.`,
  );
  if (position.shutdown)
    sentences.push('The vault is shut down: it takes no new deposits, and withdrawals still work.');
  if (position.redeemableShares < position.shares) {
    const now = assetsFor(position, position.redeemableShares);
    if (position.redeemableShares === 0n) {
      sentences.push(
        position.generation === 'v3'
          ? 'The vault can pay out nothing to you right now: its funds are in strategies that cannot release them at the moment. No exit call is shown, since a redemption of 0 shares always fails. Try again later.'
          : 'The vault reports nothing available to withdraw right now. Try again later.',
      );
    } else if (position.generation === 'v3') {
      sentences.push(
        `The vault can pay out about ${amount(now)} now, not the whole position; the exit call redeems that part. Call it again later for the rest.`,
      );
    } else {
      sentences.push(
        `The vault can pay out about ${amount(now)} now; withdraw pays what it can and leaves the rest of your shares in the vault.`,
      );
    }
  }
  if (position.generation === 'v1') {
    sentences.push(
      'V1 vaults do not report how much they can pay out now: withdraw takes what the vault holds and asks its strategy for the rest. It has no loss limit, so if the strategy returns less, you receive less.',
      receiverRequested
        ? 'The vault pays the address that sends the call, so the receiver you asked for cannot be used: send the call from the holding address, then move the assets.'
        : 'The vault pays the address that sends the call: send it from the holding address.',
    );
    return sentences;
  }
  const loss = position.exitLoss;
  if (loss && exit) {
    const exitAssets = assetsFor(position, exit.shares);
    const size = `${loss.upperBound ? 'up to ' : 'about '}${amount(loss.assets)} (${percent(loss.assets, exitAssets)} % of what you take out)`;
    sentences.push(
      position.generation === 'v3'
        ? `Exiting now realizes a loss of ${size}: a strategy of the vault is worth less than the vault has recorded, and whoever withdraws from it now bears their share of the difference.`
        : `Exiting now can realize a loss of ${size}: a strategy the vault withdraws from estimates its assets below its debt to the vault, and the strategy decides how much of that it realizes.`,
    );
    if (exit.reverts && exitAcceptingLoss) {
      sentences.push(
        position.generation === 'v3'
          ? `So the exit call below, with a limit of ${exit.maxLossBps} basis points, fails with "too much loss" and costs only gas. To take the loss now, send the second call, whose maxLoss is ${loss.neededMaxLossBps}.`
          : `So the exit call below, with a limit of ${exit.maxLossBps} basis points, fails, without an error message (Vault.vy's check has none), and costs only gas. To take the loss now, send the second call, whose maxLoss is ${loss.neededMaxLossBps}.`,
        "Or wait: once the vault records that strategy's result in a report, a remaining loss is spread over all shares and the exit no longer needs a loss allowance; if the strategy recovers first, there may be no loss at all.",
      );
    } else {
      sentences.push(`The exit call's limit of ${exit.maxLossBps} basis points covers it.`);
    }
    return sentences;
  }
  if (exit === null) return sentences;
  if (exit.maxLossBps === null) {
    sentences.push('This vault release (before 0.3.0) has no loss limit on withdraw.');
    return sentences;
  }
  const limit = `The exit call accepts a loss of at most ${exit.maxLossBps / 100} % (${exit.maxLossBps} basis points)`;
  sentences.push(
    position.generation === 'v3'
      ? `${limit}; if the vault would lose more, the call fails with "too much loss" and nothing is spent but gas.`
      : `${limit}; if the vault would lose more, the call fails without an error message and nothing is spent but gas.`,
  );
  if (!position.lossEstimated)
    sentences.push(
      'The loss this exit would realize could not be estimated in advance (the finder estimates it for V3 and for V2 0.4.x vaults whose strategies answer): a strategy can still realize one when you withdraw, and above the limit the call fails.',
    );
  return sentences;
}
