import {getAddress, type Address} from 'viem';
import {describe, expect, it} from 'vitest';

import {
  buildExitCall,
  ChainPositionsError,
  DataServiceError,
  enrichPosition,
  fetchListings,
  fetchPrices,
  positionSummary,
  type ChainPositions,
  type Fetch,
  type Position,
  type PositionReport,
} from '../../src/positions';
import {searchHolder, type ChainView} from '../../src/positions/search';

const HOLDER = getAddress('0x000000000000000000000000000000000000bEEF');
const VAULT = getAddress('0xBe53A109B494E5c9f97b9Cd39Fe969BE68BF6204');
const USDC = getAddress('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48');
const BASE = 'http://127.0.0.1:1';

/** A fetch that answers from `respond` and records the URLs asked. */
function fakeFetch(respond: (url: string) => Response | Promise<Response>) {
  const urls: string[] = [];
  const fn: Fetch = async (url, init) => {
    urls.push(url);
    if (init?.signal?.aborted) throw init.signal.reason;
    return respond(url);
  };
  return {fn, urls};
}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {status, headers: {'content-type': 'application/json'}});

const position: Position = {
  chainId: 1,
  vault: VAULT,
  generation: 'v3',
  registries: ['v3.registry'],
  name: 'USDC-1 yVault',
  symbol: 'yvUSDC-1',
  decimals: 6,
  apiVersion: '3.0.4',
  asset: USDC,
  assetSymbol: 'USDC',
  shares: 100_000_000n,
  assets: 110_000_000n,
  redeemableShares: 100_000_000n,
  shutdown: false,
  exitLoss: null,
  lossEstimated: true,
};
const exit = buildExitCall(position, HOLDER, {explorerAddressUrl: 'https://etherscan.io/address/'});
const report: PositionReport = {...position, exit, exitAcceptingLoss: null, summary: positionSummary(position, exit)};

describe('fetchListings (the vault data API)', () => {
  it("asks Kong's list of one chain and keeps name, retired and hidden by checksummed address", async () => {
    const {fn, urls} = fakeFetch(() =>
      json([
        {chainId: 1, address: VAULT.toLowerCase(), name: 'USDC-1 yVault', isRetired: false, isHidden: false},
        {chainId: 1, address: 'not an address', name: 'junk'},
        {chainId: 10, address: USDC, name: 'another chain'},
      ]),
    );
    const listings = await fetchListings(BASE, 1, fn);
    expect(urls).toEqual([`${BASE}/api/rest/list/vaults/1`]);
    expect([...listings.values()]).toEqual([{address: VAULT, name: 'USDC-1 yVault', retired: false, hidden: false}]);
  });

  it.each([
    ['an HTTP error', () => json({error: 'x'}, 503), 'answered HTTP 503'],
    ['text that is not JSON', () => new Response('<html>oops</html>'), 'did not answer with JSON'],
    ['JSON that is not a list', () => json({vaults: []}), 'something other than a vault list'],
    ['a list of nonsense', () => json([1, 'two', {address: 3}]), 'no vault could be read'],
  ])('refuses %s with a reason for the reader', async (_what, respond, reason) => {
    const error = await fetchListings(BASE, 1, fakeFetch(respond).fn).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataServiceError);
    expect((error as DataServiceError).reason).toContain(reason);
  });

  it('gives up on a service that does not answer in time, and says so', async () => {
    const never: Fetch = (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));
    const error = (await fetchListings(BASE, 1, never, 50).catch((e: unknown) => e)) as DataServiceError;
    expect(error.reason).toBe('the vault data service did not answer within 0.05 s');
  });

  it('says when the service cannot be reached at all', async () => {
    const down: Fetch = () => Promise.reject(new TypeError('fetch failed'));
    const error = (await fetchListings(BASE, 1, down).catch((e: unknown) => e)) as DataServiceError;
    expect(error.reason).toBe('the vault data service could not be reached');
    expect(error.cause).toBeInstanceOf(TypeError);
  });
});

describe('fetchPrices (the price service)', () => {
  it("asks yDaemon's humanized prices of the chain's assets once each and drops zero or nonsense prices", async () => {
    const DAI = getAddress('0x6B175474E89094C44Da98b954EedeAC495271d0F');
    const WETH = getAddress('0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2');
    const {fn, urls} = fakeFetch(() => json({[USDC]: 0.9998, [DAI]: 0, [WETH]: 'lots', 'not-an-address': 5}));
    const prices = await fetchPrices(BASE, 1, [USDC, USDC.toLowerCase() as Address, DAI, WETH], fn);
    expect(urls).toEqual([`${BASE}/1/prices/some/${USDC},${DAI},${WETH}?humanized=true`]);
    expect([...prices]).toEqual([[USDC, 0.9998]]);
  });

  it('asks nothing when there is nothing to price', async () => {
    const {fn, urls} = fakeFetch(() => json({}));
    expect((await fetchPrices(BASE, 1, [], fn)).size).toBe(0);
    expect(urls).toEqual([]);
  });

  it('refuses an answer that is not a price map', async () => {
    const error = (await fetchPrices(BASE, 1, [USDC], fakeFetch(() => json([1, 2])).fn).catch(
      (e: unknown) => e,
    )) as DataServiceError;
    expect(error.reason).toBe('the price service answered with something other than a price list');
  });
});

describe('enrichPosition', () => {
  const listing = {address: VAULT, name: 'USDC-1 yVault (listed)', retired: false, hidden: false};

  it('adds the listed name, the yearn.fi page and the USD value', () => {
    const enriched = enrichPosition(report, new Map([[VAULT, listing]]), new Map([[USDC, 2]]));
    expect(enriched).toMatchObject({
      displayName: 'USDC-1 yVault (listed)',
      status: 'active',
      yearnFiUrl: `https://yearn.fi/vaults/1/${VAULT}`,
      usdValue: 220,
    });
  });

  it('names each status, and gives no yearn.fi link for a hidden or unknown vault', () => {
    const retired = enrichPosition(report, new Map([[VAULT, {...listing, retired: true, hidden: true}]]), null);
    expect(retired).toMatchObject({status: 'retired', yearnFiUrl: null, usdValue: null});
    expect(enrichPosition(report, new Map(), null)).toMatchObject({status: 'not listed', displayName: 'USDC-1 yVault'});
    expect(enrichPosition(report, null, null).status).toBe('unknown');
    expect(enrichPosition({...report, shutdown: true}, new Map([[VAULT, listing]]), null).status).toBe('shut down');
  });
});

describe('searchHolder', () => {
  const found: ChainPositions = {chainId: 1, ok: true, positions: [report], vaultsChecked: 12, errors: []};
  const failed: ChainPositions = {
    chainId: 10,
    ok: false,
    error: new ChainPositionsError(10, {cause: new Error('down')}),
  };

  it('reports each chain as it answers, then again with what the services add; a failed chain stays apart', async () => {
    const views: ChainView[] = [];
    await searchHolder(
      HOLDER,
      [1, 10],
      {
        findOnChain: async (_holder, chainId) => (chainId === 1 ? found : failed),
        listings: async () => new Map([[VAULT, {address: VAULT, name: 'Listed', retired: true, hidden: false}]]),
        prices: async () => {
          throw new DataServiceError('price', 'answered HTTP 500');
        },
      },
      (view) => views.push(view),
    );
    const mainnet = views.filter((v) => v.chainId === 1);
    expect(mainnet.map((v) => v.state)).toEqual(['checking', 'done', 'done']);
    expect(mainnet[1]).toMatchObject({servicesDone: false, positions: [{status: 'unknown'}]});
    expect(mainnet[2]).toMatchObject({
      servicesDone: true,
      dataProblem: null,
      priceProblem: 'the price service answered HTTP 500',
      positions: [{status: 'retired', displayName: 'Listed', usdValue: null}],
    });
    expect(views.filter((v) => v.chainId === 10).at(-1)).toMatchObject({state: 'failed'});
  });

  it('reports a chain without positions once, without asking for prices', async () => {
    const views: ChainView[] = [];
    let priced = 0;
    await searchHolder(
      HOLDER,
      [1],
      {
        findOnChain: async () => ({...found, positions: []}),
        listings: async () => new Map(),
        prices: async () => {
          priced++;
          return new Map();
        },
      },
      (view) => views.push(view),
    );
    expect(views.at(-1)).toMatchObject({state: 'done', positions: [], vaultsChecked: 12});
    expect(priced).toBe(0);
  });
});
