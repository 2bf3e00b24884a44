/**
 * The chains of this build, for browser code: name, explorer and the RPC each
 * V3 chain is read through. plugins/networks inlines them at build time, only
 * in the chunks that import this module, so pages without address widgets
 * do not carry them.
 */
import type {Network} from './networks';

declare const __YEARN_NETWORKS__: readonly Network[] | undefined;

// Outside a site build (unit tests) the constant is not defined.
export const SITE_NETWORKS: readonly Network[] = typeof __YEARN_NETWORKS__ === 'undefined' ? [] : __YEARN_NETWORKS__;

/** The chain with this id; throws for a chain the build does not know, so a typo fails the build. */
export function siteNetwork(chainId: number): Network {
  const network = SITE_NETWORKS.find((n) => n.id === chainId);
  if (!network) throw new Error(`Chain ${chainId} is not among the build's networks (src/chain/networks.ts)`);
  return network;
}
