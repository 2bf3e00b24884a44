/**
 * A position as the reader sees it: the chain's facts plus what the data
 * services add (src/positions/services.ts), with each missing piece named
 * rather than guessed.
 */
import {formatUnits} from 'viem';

import type {PositionReport} from './index';
import {yearnFiVaultUrl, type VaultListing} from './services';

export type VaultStatus =
  /** The data API lists it and it is not retired. */
  | 'active'
  | 'retired'
  /** `isShutdown()` / `emergencyShutdown()` is true: withdrawals only. */
  | 'shut down'
  /** The data API answered but does not know the vault. */
  | 'not listed'
  /** The data API did not answer, and the chain says it is not shut down. */
  | 'unknown';

export interface EnrichedPosition extends PositionReport {
  /** The data API's name when it has one, else the vault's own `name()`. */
  readonly displayName: string;
  readonly status: VaultStatus;
  /** The vault's page on yearn.fi when yearn.fi lists it (known and not hidden), else null. */
  readonly yearnFiUrl: string | null;
  /** The position's value in US dollars, or null when no price is known. */
  readonly usdValue: number | null;
}

/**
 * `listings` and `prices` are null when their service did not answer; an
 * empty map means it answered and knows nothing of this chain's vaults.
 */
export function enrichPosition(
  position: PositionReport,
  listings: ReadonlyMap<string, VaultListing> | null,
  prices: ReadonlyMap<string, number> | null,
): EnrichedPosition {
  const listing = listings?.get(position.vault) ?? null;
  let status: VaultStatus;
  if (position.shutdown) status = 'shut down';
  else if (listings === null) status = 'unknown';
  else if (listing === null) status = 'not listed';
  else status = listing.retired ? 'retired' : 'active';
  const price = prices?.get(position.asset);
  return {
    ...position,
    displayName: listing?.name || position.name,
    status,
    yearnFiUrl: listing && !listing.hidden ? yearnFiVaultUrl(position.chainId, position.vault) : null,
    usdValue: price === undefined ? null : Number(formatUnits(position.assets, position.decimals)) * price,
  };
}

/** A dollar amount as the page and the MCP tool print it. */
export function formatUsd(value: number): string {
  return value.toLocaleString('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 2});
}
