import {CHAIN} from '../config/chain';

export interface RpcSettings {
  /** YEARN_RPC_URL: an explicit URL, used as is (tests point it at a local node). */
  readonly rpcUrl?: unknown;
  /** YEARN_PROVIDER_KEY: a key for the provider named in CHAIN.providerUrlPrefix. */
  readonly providerKey?: unknown;
}

/** Picks the RPC URL: explicit URL, else provider key, else the public RPC. */
export function resolveRpcUrl(settings: RpcSettings): string {
  if (typeof settings.rpcUrl === 'string' && settings.rpcUrl) return settings.rpcUrl;
  if (typeof settings.providerKey === 'string' && settings.providerKey) {
    return `${CHAIN.providerUrlPrefix}${encodeURIComponent(settings.providerKey)}`;
  }
  return CHAIN.publicRpcUrl;
}
