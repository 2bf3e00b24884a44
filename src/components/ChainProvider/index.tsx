/**
 * Gives the MDX widgets one reader per chain. The chain module (viem, the
 * chains' RPC settings, the reads and the address book lookup) is imported on
 * first use, so pages without widgets never download it, and a chain's reader
 * is created only when a widget on the page reads that chain, once per page
 * load. Nothing here names a chain, so the main bundle carries no chain data.
 */
import {createContext, useContext, useEffect, useMemo, useState, type ReactNode} from 'react';

type ChainModule = typeof import('@site/src/chain/browser');
type Reader = ReturnType<ChainModule['readerFor']>;
type VerifyResult = Awaited<ReturnType<ChainModule['verifyEntry']>>;

export interface ChainAccess {
  /** The chain module and the page's reader of `chainId` (default mainnet), loaded once. */
  load(chainId?: number): Promise<{readonly chain: ChainModule; readonly reader: Reader}>;
  /** The live check of an address book entry on one chain, shared by every widget that shows it. */
  verify(id: string, chainId: number): Promise<VerifyResult>;
}

const ChainContext = createContext<ChainAccess | null>(null);

function createAccess(): ChainAccess {
  let module: Promise<ChainModule> | undefined;
  const readers = new Map<number, Promise<{readonly chain: ChainModule; readonly reader: Reader}>>();
  const results = new Map<string, Promise<VerifyResult>>();
  const access: ChainAccess = {
    load(chainId = 1) {
      let loaded = readers.get(chainId);
      if (!loaded) {
        module ??= import('@site/src/chain/browser');
        loaded = module.then((chain) => ({chain, reader: chain.readerFor(chainId)}));
        readers.set(chainId, loaded);
      }
      return loaded;
    },
    verify(id, chainId) {
      const key = `${chainId}:${id}`;
      let result = results.get(key);
      if (!result) {
        result = access.load(chainId).then(({chain, reader}) => chain.verifyEntry(reader, chain.getEntry(id)));
        results.set(key, result);
      }
      return result;
    },
  };
  return access;
}

export default function ChainProvider({children}: {readonly children: ReactNode}) {
  const access = useMemo(createAccess, []);
  return <ChainContext.Provider value={access}>{children}</ChainContext.Provider>;
}

export function useChain(): ChainAccess {
  const access = useContext(ChainContext);
  if (!access) throw new Error('Chain widgets must render inside ChainProvider (src/theme/Root.tsx)');
  return access;
}

/**
 * Runs an async read after hydration. `idle` is what the server renders (and
 * what a reader without JavaScript keeps); `loading` while the read runs.
 */
export type Loadable<T> =
  | {readonly state: 'idle'}
  | {readonly state: 'loading'}
  | {readonly state: 'done'; readonly value: T} | {readonly state: 'failed'; readonly reason: string};

export function useChainRead<T>(read: (access: ChainAccess) => Promise<T>, key: string): Loadable<T> {
  const access = useChain();
  const [value, setValue] = useState<Loadable<T>>({state: 'idle'});
  useEffect(() => {
    let live = true;
    setValue({state: 'loading'});
    read(access).then(
      (result) => live && setValue({state: 'done', value: result}),
      (error: unknown) => {
        // Reads map failures to typed errors with a reason; anything else
        // (a chunk that failed to load) still leaves the static value in place.
        const reason =
          typeof error === 'object' && error !== null && 'reason' in error && typeof error.reason === 'string'
            ? error.reason
            : 'the live check could not load';
        if (live) setValue({state: 'failed', reason});
      },
    );
    return () => {
      live = false;
    };
    // `key` identifies the read: a new closure with the same key is the same read.
  }, [access, key]);
  return value;
}
