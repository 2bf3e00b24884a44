import {getAddress, type Address} from 'viem';
import {describe, expect, it} from 'vitest';

import {parseHolder} from '../../src/positions';
import {createFinderSearch, type FinderCode, type FinderState} from '../../src/positions/finderSearch';
import {searchHolder, type ChainView} from '../../src/positions/search';

const FIRST = getAddress('0x00000000000000000000000000000000000000a1');
const SECOND = getAddress('0x00000000000000000000000000000000000000b2');

/** A promise settled by hand, to make one search's answer arrive after another's. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return {promise, resolve};
}

const done = (chainId: number, vaultsChecked: number): ChainView => ({
  chainId,
  state: 'done',
  positions: [],
  vaultsChecked,
  problems: [],
  servicesDone: true,
  dataProblem: null,
  priceProblem: null,
});

describe('the page search (src/positions/finderSearch.ts)', () => {
  it('never shows a slow answer for a previous address under the current one', async () => {
    const slow = deferred<void>();
    const reports = new Map<Address, (view: ChainView) => void>();
    const code: FinderCode = {
      parseHolder: (input) => parseHolder(input),
      resolveHolderName: async () => null,
      searchPositions: (holder, report) => {
        reports.set(holder, report);
        return holder === FIRST ? slow.promise : Promise.resolve(report(done(1, 2)));
      },
    };
    const states: FinderState[] = [];
    const searcher = createFinderSearch(
      async () => code,
      [1],
      (state) => states.push(state),
    );
    const first = searcher.search(FIRST);
    await new Promise((r) => setTimeout(r, 0));
    await searcher.search(SECOND);
    // The first search's chain answers now, after the second one finished.
    reports.get(FIRST)!(done(1, 99));
    slow.resolve();
    await first;
    const last = states.at(-1)!;
    expect(last.outcome).toEqual({kind: 'searching', holder: SECOND, name: null});
    expect(last.chains.get(1)).toEqual(done(1, 2));
    expect(
      states.some(
        (s) =>
          s.outcome.kind === 'searching' &&
          s.outcome.holder === SECOND &&
          s.chains.get(1)?.state === 'done' &&
          (s.chains.get(1) as {vaultsChecked: number}).vaultsChecked === 99,
      ),
    ).toBe(false);
  });

  it('ends a search that rejects unexpectedly with each unanswered chain failed, not "Checking…" forever', async () => {
    const code: FinderCode = {
      parseHolder: (input) => parseHolder(input),
      resolveHolderName: async () => null,
      searchPositions: async (_holder, report) => {
        report(done(1, 3));
        throw new TypeError('boom');
      },
    };
    let state: FinderState | undefined;
    const searcher = createFinderSearch(
      async () => code,
      [1, 10],
      (s) => (state = s),
    );
    await expect(searcher.search(FIRST)).resolves.toBeUndefined();
    expect(state!.chains.get(1)).toEqual(done(1, 3));
    expect(state!.chains.get(10)).toEqual({
      chainId: 10,
      state: 'failed',
      reason: 'the search failed in an unexpected way',
    });
  });

  it('says, as a sentence, when an ENS lookup fails', async () => {
    const code: FinderCode = {
      parseHolder: (input) => parseHolder(input),
      resolveHolderName: () => Promise.reject(new Error('HTTP request failed. URL: http://x Details: fetch failed')),
      searchPositions: async () => undefined,
    };
    let state: FinderState | undefined;
    await createFinderSearch(
      async () => code,
      [1],
      (s) => (state = s),
    ).search('someone.eth');
    expect(state!.outcome).toEqual({
      kind: 'problem',
      text: 'Cannot look up someone.eth on Ethereum: the lookup failed in an unexpected way. Try again, or paste the address.',
    });
  });
});

describe('searchHolder', () => {
  it('reports a chain whose search throws as failed, with a sentence, and still answers the others', async () => {
    const views: ChainView[] = [];
    await searchHolder(
      FIRST,
      [1, 10],
      {
        findOnChain: async (_holder, chainId) => {
          if (chainId === 10) throw new Error('Chain 10 is not among the build networks');
          return {chainId, ok: true, positions: [], vaultsChecked: 4, errors: []};
        },
        listings: async () => new Map(),
        prices: async () => new Map(),
      },
      (view) => views.push(view),
    );
    expect(views.filter((v) => v.state !== 'checking')).toEqual([
      done(1, 4),
      {chainId: 10, state: 'failed', reason: 'the search of this chain failed in an unexpected way'},
    ]);
  });
});
