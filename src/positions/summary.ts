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

export function positionSummary(position: Position, exit: ExitCall): string[] {
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
          ? 'The vault can pay out nothing to you right now: its funds are in strategies that cannot release them at the moment. Try again later.'
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
      'The vault pays the address that sends the call: send it from the holding address.',
    );
    return sentences;
  }
  sentences.push(
    exit.maxLossBps === null
      ? 'This vault release (before 0.3.0) has no loss limit on withdraw.'
      : `The exit call accepts a loss of at most ${exit.maxLossBps / 100} % (${exit.maxLossBps} basis points); if the vault would lose more, the call reverts and nothing is spent but gas.`,
  );
  return sentences;
}
