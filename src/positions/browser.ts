/**
 * The position finder's code for the page, downloaded when the reader first
 * searches (src/components/PositionFinder imports it lazily), so neither
 * viem nor the registries reach the page's first load. It reads through the
 * same per-chain readers as the address widgets (src/chain/browser.ts).
 */
import type {Address} from 'viem';

import {readerFor, workerFetch} from '../chain/browser';
import {resolveEnsName} from '../chain/ens';
import {siteNetwork} from '../chain/siteNetworks';
import {positionsRead} from './chainRead';
import {fetchListings, fetchPrices, findChainPositions, type ChainPositions} from './index';
import {searchHolder, type ChainView} from './search';

export {formatAmount, formatUsd, parseHolder} from './index';
export type {EnrichedPosition, Holder, VaultStatus} from './index';
export type {ChainView} from './search';

/** The address an ENS name points to on mainnet, or null. Rejects with a ChainError when mainnet cannot be read. */
export function resolveHolderName(name: string): Promise<Address | null> {
  return resolveEnsName(readerFor(1), name);
}

/** The holder's positions on one chain; never rejects (a chain without an RPC is that chain's error). */
function findOnChain(holder: Address, chainId: number): Promise<ChainPositions> {
  let read;
  try {
    read = positionsRead(readerFor(chainId));
  } catch (error) {
    read = () => Promise.reject(error);
  }
  return findChainPositions(holder, {chainId, read, explorerAddressUrl: siteNetwork(chainId).explorerAddressUrl});
}

/**
 * Each chain's vault list, fetched once per page: it is the same for every
 * holder, so a second search does not download it again. A failed fetch is
 * forgotten, so the next search asks again.
 */
const listingsByChain = new Map<string, ReturnType<typeof fetchListings>>();
function listingsOf(dataApiUrl: string, chainId: number): ReturnType<typeof fetchListings> {
  const key = `${dataApiUrl} ${chainId}`;
  let listings = listingsByChain.get(key);
  if (!listings) {
    listings = fetchListings(dataApiUrl, chainId, workerFetch);
    listingsByChain.set(key, listings);
    listings.catch(() => listingsByChain.delete(key));
  }
  return listings;
}

export interface ServiceUrls {
  readonly dataApiUrl: string;
  readonly priceApiUrl: string;
}

/** Searches every chain in `chainIds`, reporting each chain's view as it changes. */
export function searchPositions(
  holder: Address,
  chainIds: readonly number[],
  services: ServiceUrls,
  report: (view: ChainView) => void,
): Promise<void> {
  return searchHolder(
    holder,
    chainIds,
    {
      findOnChain,
      listings: (chainId) => listingsOf(services.dataApiUrl, chainId),
      prices: (chainId, tokens) => fetchPrices(services.priceApiUrl, chainId, tokens, workerFetch),
    },
    report,
  );
}
