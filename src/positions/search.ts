/**
 * One search of a holder across chains, as the page shows it: each chain is
 * reported as soon as its node answers, then again when the data services
 * have added names, status and prices. The chain reads and the services are
 * passed in, so the same steps run in the browser and in the unit tests.
 */
import type {Address} from 'viem';

import {enrichPosition, type EnrichedPosition} from './enrich';
import type {ChainPositions} from './index';
import {ChainError} from '../chain/errors';
import {PositionsError} from './errors';
import {DataServiceError, type VaultListing} from './services';

export interface SearchDeps {
  readonly findOnChain: (holder: Address, chainId: number) => Promise<ChainPositions>;
  readonly listings: (chainId: number) => Promise<ReadonlyMap<Address, VaultListing>>;
  readonly prices: (chainId: number, tokens: readonly Address[]) => Promise<ReadonlyMap<Address, number>>;
}

export type ChainView =
  | {readonly chainId: number; readonly state: 'checking'}
  | {readonly chainId: number; readonly state: 'failed'; readonly reason: string}
  | {
      readonly chainId: number;
      readonly state: 'done';
      readonly positions: readonly EnrichedPosition[];
      readonly vaultsChecked: number;
      /** Registries or vaults that could not be read: the list may be incomplete. */
      readonly problems: readonly string[];
      /** False until the data services have answered or given up. */
      readonly servicesDone: boolean;
      /** Why names and status are missing, when the data API failed. */
      readonly dataProblem: string | null;
      /** Why USD values are missing, when the price service failed. */
      readonly priceProblem: string | null;
    };

const reasonOf = (error: unknown): string =>
  error instanceof DataServiceError ? error.reason : 'the service failed in an unexpected way';

/** A chain's unexpected failure as a sentence. */
const failureOf = (error: unknown): string =>
  error instanceof PositionsError || error instanceof ChainError
    ? error.reason
    : 'the search of this chain failed in an unexpected way';

/** A service's answer, or why there is none; never rejects. */
const settle = <T>(answer: Promise<T>): Promise<{value: T | null; problem: string | null}> =>
  answer.then(
    (value) => ({value, problem: null}),
    (error: unknown) => ({value: null, problem: reasonOf(error)}),
  );

/**
 * Searches every chain of `chainIds` and calls `report` with each chain's
 * view as it changes. Resolves when every chain is final.
 */
export async function searchHolder(
  holder: Address,
  chainIds: readonly number[],
  deps: SearchDeps,
  report: (view: ChainView) => void,
): Promise<void> {
  await Promise.all(
    chainIds.map(async (chainId) => {
      try {
        await searchChain(holder, chainId, deps, report);
      } catch (error) {
        // findOnChain never rejects by contract; anything else that throws ends this chain as a failure.
        report({chainId, state: 'failed', reason: failureOf(error)});
      }
    }),
  );
}

async function searchChain(
  holder: Address,
  chainId: number,
  deps: SearchDeps,
  report: (view: ChainView) => void,
): Promise<void> {
  report({chainId, state: 'checking'});
  // The vault list of the data API is fetched while the chain is read.
  const listingsRequest = settle(deps.listings(chainId));
  const result = await deps.findOnChain(holder, chainId);
  if (!result.ok) {
    report({chainId, state: 'failed', reason: result.error.reason});
    return;
  }
  const base = {
    chainId,
    state: 'done' as const,
    vaultsChecked: result.vaultsChecked,
    problems: result.errors.map((error) => error.reason),
  };
  if (result.positions.length === 0) {
    report({...base, positions: [], servicesDone: true, dataProblem: null, priceProblem: null});
    return;
  }
  report({
    ...base,
    positions: result.positions.map((p) => enrichPosition(p, null, null)),
    servicesDone: false,
    dataProblem: null,
    priceProblem: null,
  });
  const assets = [...new Set(result.positions.map((p) => p.asset))];
  const [listings, prices] = await Promise.all([listingsRequest, settle(deps.prices(chainId, assets))]);
  report({
    ...base,
    positions: result.positions.map((p) => enrichPosition(p, listings.value, prices.value)),
    servicesDone: true,
    dataProblem: listings.problem,
    priceProblem: prices.problem,
  });
}
