/**
 * What Yearn's data services add to a position found on chain: the product
 * data API (Kong's `/api/rest/list/vaults/{chainId}`) gives the name yearn.fi
 * shows, whether the vault is retired or hidden, and so whether yearn.fi lists
 * it; the price service (yDaemon's `/{chainId}/prices/some/{addresses}`)
 * gives the asset's USD price. Both are optional: when one is down, slow or
 * answers nonsense, the position stands on its chain reads and says what is
 * missing. Every answer is checked field by field before it is used.
 */
import {getAddress, isAddress, type Address} from 'viem';

import {PositionsError} from './errors';

/** How long a data service may take before the finder goes on without it. */
export const DATA_SERVICE_TIMEOUT_MS = 8_000;
/** Answers larger than this are refused unread (Kong's largest chain list is far below it). */
export const MAX_SERVICE_RESPONSE_BYTES = 20_000_000;

/** A data service did not answer usefully; the positions stand without what it adds. */
export class DataServiceError extends PositionsError {
  override readonly name = 'DataServiceError';
  readonly reason: string;
  constructor(
    readonly service: 'data' | 'price',
    why: string,
    options?: {readonly cause: unknown},
  ) {
    const label = service === 'data' ? 'the vault data service' : 'the price service';
    super(`${label}: ${why}`, options);
    this.reason = `${label} ${why}`;
  }
}

/** One vault as the data API lists it. */
export interface VaultListing {
  readonly address: Address;
  readonly name: string;
  readonly retired: boolean;
  /** Hidden vaults have no place in yearn.fi's lists. */
  readonly hidden: boolean;
}

export type Fetch = (url: string, init?: {signal?: AbortSignal}) => Promise<Response>;

async function getJson(service: 'data' | 'price', url: string, fetchFn: Fetch, timeoutMs: number): Promise<unknown> {
  let response: Response;
  try {
    response = await fetchFn(url, {signal: AbortSignal.timeout(timeoutMs)});
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new DataServiceError(
      service,
      timedOut ? `did not answer within ${timeoutMs / 1000} s` : 'could not be reached',
      {cause: error},
    );
  }
  if (!response.ok) throw new DataServiceError(service, `answered HTTP ${response.status}`);
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > MAX_SERVICE_RESPONSE_BYTES) throw new DataServiceError(service, 'sent an answer too large to read');
  try {
    return (await response.json()) as unknown;
  } catch (error) {
    throw new DataServiceError(service, 'did not answer with JSON', {cause: error});
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The data API's vaults of one chain, by checksummed address. Items that do not fit the shape are skipped. */
export async function fetchListings(
  baseUrl: string,
  chainId: number,
  fetchFn: Fetch = fetch,
  timeoutMs = DATA_SERVICE_TIMEOUT_MS,
): Promise<ReadonlyMap<Address, VaultListing>> {
  const body = await getJson('data', `${baseUrl}/api/rest/list/vaults/${chainId}`, fetchFn, timeoutMs);
  if (!Array.isArray(body)) throw new DataServiceError('data', 'answered with something other than a vault list');
  const listings = new Map<Address, VaultListing>();
  for (const item of body) {
    if (!isRecord(item) || typeof item.address !== 'string' || !isAddress(item.address, {strict: false})) continue;
    if (item.chainId !== undefined && item.chainId !== chainId) continue;
    const address = getAddress(item.address);
    listings.set(address, {
      address,
      name: typeof item.name === 'string' ? item.name.slice(0, 200) : '',
      retired: item.isRetired === true,
      hidden: item.isHidden === true,
    });
  }
  if (body.length > 0 && listings.size === 0)
    throw new DataServiceError('data', 'answered with a list in which no vault could be read');
  return listings;
}

/** USD prices of `tokens` on `chainId`; a token the service has no positive price for is absent. */
export async function fetchPrices(
  baseUrl: string,
  chainId: number,
  tokens: readonly Address[],
  fetchFn: Fetch = fetch,
  timeoutMs = DATA_SERVICE_TIMEOUT_MS,
): Promise<ReadonlyMap<Address, number>> {
  const prices = new Map<Address, number>();
  if (tokens.length === 0) return prices;
  const unique = [...new Set(tokens.map((token) => getAddress(token)))];
  const url = `${baseUrl}/${chainId}/prices/some/${unique.join(',')}?humanized=true`;
  const body = await getJson('price', url, fetchFn, timeoutMs);
  if (!isRecord(body)) throw new DataServiceError('price', 'answered with something other than a price list');
  for (const [key, value] of Object.entries(body)) {
    if (!isAddress(key, {strict: false})) continue;
    const price = typeof value === 'string' ? Number(value) : value;
    // yDaemon answers 0 for a token it has no price for.
    if (typeof price === 'number' && Number.isFinite(price) && price > 0) prices.set(getAddress(key), price);
  }
  return prices;
}

/** The vault's page on yearn.fi, the app's own route for a vault. */
export const yearnFiVaultUrl = (chainId: number, vault: Address): string =>
  `https://yearn.fi/vaults/${chainId}/${vault}`;
