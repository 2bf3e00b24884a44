/**
 * Gives the MDX widgets access to the one mainnet reader. The chain module
 * (viem, the reads and the address book lookup) is imported on first use, so pages without widgets
 * never download it, and the reader is created once per page load.
 */
import {createContext, useContext, useEffect, useMemo, useState, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import {resolveRpcUrl} from '@site/src/chain/rpcUrl';

type ChainModule = typeof import('@site/src/chain/browser');
type Reader = ReturnType<ChainModule['createChainReader']>;
type VerifyResult = Awaited<ReturnType<ChainModule['verifyEntry']>>;

export interface ChainAccess {
  readonly rpcUrl: string;
  /** The chain module and the page's reader, loaded once. */
  load(): Promise<{readonly chain: ChainModule; readonly reader: Reader}>;
  /** The live check of an address book entry, shared by every widget that shows it. */
  verify(id: string): Promise<VerifyResult>;
}

const ChainContext = createContext<ChainAccess | null>(null);

function createAccess(rpcUrl: string): ChainAccess {
  let loaded: ReturnType<ChainAccess['load']> | undefined;
  const results = new Map<string, Promise<VerifyResult>>();
  const access: ChainAccess = {
    rpcUrl,
    load() {
      loaded ??= import('@site/src/chain/browser').then((chain) => ({chain, reader: chain.createChainReader(rpcUrl)}));
      return loaded;
    },
    verify(id) {
      let result = results.get(id);
      if (!result) {
        result = access.load().then(({chain, reader}) => chain.verifyEntry(reader, chain.getEntry(id)));
        results.set(id, result);
      }
      return result;
    },
  };
  return access;
}

export default function ChainProvider({children}: {readonly children: ReactNode}) {
  const {siteConfig} = useDocusaurusContext();
  const {rpcUrl, providerKey} = siteConfig.customFields ?? {};
  const access = useMemo(() => createAccess(resolveRpcUrl({rpcUrl, providerKey})), [rpcUrl, providerKey]);
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
