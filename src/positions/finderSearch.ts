/**
 * The position finder page's search, without React: one search at a time,
 * the latest wins. A search started later makes every answer of an earlier
 * one stale (checked after each wait), so a slow answer for a previous
 * address never shows under the current one; and a search that fails in an
 * unexpected way ends as a sentence, never as "Checking…" forever. The page
 * (src/components/PositionFinder) imports it at once: it holds no viem and
 * loads the finder's code (./browser) only on the first search.
 */
import type {Address} from 'viem';

import type {Holder} from './holder';
import type {ChainView} from './search';

/** What the search line says; `problem` is a refusal or failure, shown as an alert. */
export type Outcome =
  | {readonly kind: 'idle'}
  | {readonly kind: 'problem'; readonly text: string}
  | {readonly kind: 'resolving'; readonly name: string}
  | {readonly kind: 'searching'; readonly holder: Address; readonly name: string | null};

export interface FinderState {
  readonly outcome: Outcome;
  readonly chains: ReadonlyMap<number, ChainView>;
}

/** The parts of ./browser a search uses. */
export interface FinderCode {
  parseHolder(input: string): Promise<Holder>;
  resolveHolderName(name: string): Promise<Address | null>;
  searchPositions(holder: Address, report: (view: ChainView) => void): Promise<void>;
}

export const IDLE: FinderState = {outcome: {kind: 'idle'}, chains: new Map()};

/** The reason a PositionsError or ChainError carries, or a plain default. */
const reasonOf = (error: unknown, fallback: string): string =>
  error instanceof Error && 'reason' in error && typeof error.reason === 'string' ? error.reason : fallback;

/**
 * A searcher whose `search` reports each state change of the newest search
 * to `onChange`, and `reset` makes any running search stale.
 */
export function createFinderSearch(
  load: () => Promise<FinderCode>,
  chainIds: readonly number[],
  onChange: (state: FinderState) => void,
) {
  let run = 0;
  let state: FinderState = IDLE;
  const set = (id: number, next: (before: FinderState) => FinderState) => {
    if (id !== run) return;
    state = next(state);
    onChange(state);
  };

  async function search(input: string): Promise<void> {
    const id = ++run;
    const current = () => id === run;
    set(id, () => IDLE);
    let code: FinderCode;
    try {
      code = await load();
    } catch {
      set(id, () => ({
        ...IDLE,
        outcome: {kind: 'problem', text: 'The finder could not load. Check your connection and try again.'},
      }));
      return;
    }
    let holder: Address;
    let name: string | null = null;
    try {
      const parsed = await code.parseHolder(input);
      if (!current()) return;
      if (parsed.kind === 'address') holder = parsed.address;
      else {
        name = parsed.name;
        set(id, (s) => ({...s, outcome: {kind: 'resolving', name: parsed.name}}));
        let resolved: Address | null;
        try {
          resolved = await code.resolveHolderName(parsed.name);
        } catch (error) {
          const why = reasonOf(error, 'the lookup failed in an unexpected way');
          set(id, (s) => ({
            ...s,
            outcome: {
              kind: 'problem',
              text: `Cannot look up ${parsed.name} on Ethereum: ${why}. Try again, or paste the address.`,
            },
          }));
          return;
        }
        if (!current()) return;
        if (!resolved) {
          set(id, (s) => ({
            ...s,
            outcome: {
              kind: 'problem',
              text: `${parsed.name} does not point to an address. Check the name, or paste the address.`,
            },
          }));
          return;
        }
        holder = resolved;
      }
    } catch (error) {
      set(id, (s) => ({
        ...s,
        outcome: {
          kind: 'problem',
          text: `Cannot search: ${reasonOf(error, 'the search failed in an unexpected way')}.`,
        },
      }));
      return;
    }
    set(id, () => ({
      outcome: {kind: 'searching', holder, name},
      chains: new Map(chainIds.map((chainId) => [chainId, {chainId, state: 'checking'} as ChainView])),
    }));
    try {
      await code.searchPositions(holder, (view) =>
        set(id, (s) => ({...s, chains: new Map(s.chains).set(view.chainId, view)})),
      );
    } catch (error) {
      // Each chain reports its own failures; this is the unexpected rest: no chain stays "Checking…".
      const reason = reasonOf(error, 'the search failed in an unexpected way');
      set(id, (s) => ({
        ...s,
        chains: new Map(
          [...s.chains].map(([chainId, view]) => [
            chainId,
            view.state === 'checking' ? ({chainId, state: 'failed', reason} as ChainView) : view,
          ]),
        ),
      }));
    }
  }

  return {
    search,
    /** Makes a running search stale and clears the results. */
    reset() {
      run += 1;
      state = IDLE;
      onChange(state);
    },
  };
}
