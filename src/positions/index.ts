/**
 * Finds a holder's Yearn positions on several chains and gives each its exit
 * call and a plain summary. Read-only: nothing here signs or sends.
 *
 * Each chain is searched on its own; a chain that fails comes back as an error
 * result while the others still return. The data services (./services)
 * add names, status and prices on top (./enrich), and are optional. The caller supplies each chain's
 * reader (e.g. `createMainnetClient(...).readContract` from src/chain/client.ts)
 * and resolves an ENS holder first (`resolveName` in src/chain/access.ts).
 */
import type {Address} from 'viem';

import {enumerateVaults, type Read} from './enumerate';
import {ChainPositionsError, type PositionsError} from './errors';
import {buildExitCall, buildLossAcceptingExitCall, checkExitOptions, type ExitCall} from './exit';
import {readPositions, type Position} from './read';
import {registriesOn, type RegistrySource} from './sources';
import {positionSummary} from './summary';

export {parseHolder, type Holder} from './holder';
export {
  buildExitCall,
  buildLossAcceptingExitCall,
  checkedAddress,
  checkExitOptions,
  DEFAULT_MAX_LOSS_BPS,
  InvalidExitOptionsError,
  type ExitCall,
} from './exit';
export {neededMaxLoss, type ExitLoss} from './loss';
export {enumerateVaults, type Read, type VaultRef} from './enumerate';
export {readPositions, type Position} from './read';
export {registriesOn, type RegistrySource} from './sources';
export {formatAmount, positionSummary} from './summary';
export * from './errors';
export {enrichPosition, formatUsd, type EnrichedPosition, type VaultStatus} from './enrich';
export {DataServiceError, fetchListings, fetchPrices, yearnFiVaultUrl, type Fetch, type VaultListing} from './services';

export interface ChainInput {
  readonly chainId: number;
  readonly read: Read;
  /** The explorer's address URL for the chain (`networkOf(chainId).explorerAddressUrl`). */
  readonly explorerAddressUrl: string;
  /** Defaults to the address book's registries of the chain. */
  readonly sources?: readonly RegistrySource[];
}

export interface PositionReport extends Position {
  /** The exit call; null when a V3 vault can pay nothing now (the summary says why). */
  readonly exit: ExitCall | null;
  /** When `exit` would revert for a loss above its limit: the same call with the limit the loss needs. */
  readonly exitAcceptingLoss: ExitCall | null;
  readonly summary: readonly string[];
}

export type ChainPositions =
  | {
      readonly chainId: number;
      readonly ok: true;
      readonly positions: readonly PositionReport[];
      /** Vaults whose balance was read. */
      readonly vaultsChecked: number;
      /** Registries or vaults that could not be read; the positions above are complete only when this is empty. */
      readonly errors: readonly PositionsError[];
    }
  | {readonly chainId: number; readonly ok: false; readonly error: ChainPositionsError};

export interface FindOptions {
  readonly maxLossBps?: number;
  readonly receiver?: string;
}

/**
 * The positions of `holder` on one chain, for a caller that shows each chain
 * as it answers. Never rejects: a failure is the chain's result.
 */
export async function findChainPositions(
  holder: Address,
  chain: ChainInput,
  options: FindOptions = {},
): Promise<ChainPositions> {
  const {chainId, read} = chain;
  try {
    const sources = chain.sources ?? registriesOn(chainId);
    const listed = await enumerateVaults(read, chainId, sources);
    if (listed.registries > 0 && listed.errors.length === listed.registries)
      throw new ChainPositionsError(chainId, {cause: listed.errors[0]});
    const found = await readPositions(read, chainId, holder, listed.vaults);
    if (listed.vaults.length > 0 && found.checked === 0)
      throw new ChainPositionsError(chainId, {cause: found.errors[0]});
    const positions = found.positions.map((position) => {
      const exitOptions = {...options, explorerAddressUrl: chain.explorerAddressUrl};
      const exit = buildExitCall(position, holder, exitOptions);
      const exitAcceptingLoss = buildLossAcceptingExitCall(position, holder, exitOptions);
      const summary = positionSummary(position, exit, exitAcceptingLoss, options.receiver !== undefined);
      return {...position, exit, exitAcceptingLoss, summary};
    });
    return {chainId, ok: true, positions, vaultsChecked: found.checked, errors: [...listed.errors, ...found.errors]};
  } catch (error) {
    return {
      chainId,
      ok: false,
      error: error instanceof ChainPositionsError ? error : new ChainPositionsError(chainId, {cause: error}),
    };
  }
}

/**
 * The positions of `holder` on each chain, in the order of `chains`. Rejects
 * only on bad options (InvalidExitOptionsError), before any read; a chain's
 * failure is that chain's result.
 */
export async function findPositions(
  holder: Address,
  chains: readonly ChainInput[],
  options: FindOptions = {},
): Promise<ChainPositions[]> {
  checkExitOptions(options, holder);
  return Promise.all(chains.map((chain) => findChainPositions(holder, chain, options)));
}
