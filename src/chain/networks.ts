/**
 * The chains the address book names, taken from viem's chain definitions:
 * name, block explorer, Multicall3 and the public RPC. Runs in Node only (the
 * site config, the check script, the Markdown export, the tests): the browser
 * gets the small `Network` records as a build constant (plugins/networks,
 * read through src/chain/siteNetworks.ts), so no chain definition is bundled
 * into the site's JavaScript.
 */
import type {Address, Chain} from 'viem';
import {arbitrum, base, fantom, gnosis, katana, mainnet, optimism, polygon, sonic} from 'viem/chains';

import {VAULT_CHAIN_IDS} from '../config/chain';
import {resolveRpcUrl, type RpcSettings} from './rpcUrl';

/** What a page needs to know about a chain; plain JSON, so it can go into customFields. */
export interface Network {
  readonly id: number;
  readonly name: string;
  readonly explorerName: string;
  /** Explorer URL that an address is appended to. */
  readonly explorerAddressUrl: string;
  /** The RPC the live checks and the position finder read; only the chains of VAULT_CHAIN_IDS have one. */
  readonly rpcUrl?: string;
  readonly multicall3?: Address;
}

/** viem's definitions of every chain an address book entry can name. */
export const VIEM_CHAINS: readonly Chain[] = [
  mainnet,
  optimism,
  polygon,
  base,
  arbitrum,
  katana,
  fantom,
  gnosis,
  sonic,
];

export function viemChain(chainId: number): Chain {
  const chain = VIEM_CHAINS.find((c) => c.id === chainId);
  if (!chain)
    throw new Error(
      `Chain ${chainId} has no viem definition in VIEM_CHAINS (src/chain/networks.ts): step 1 of 'Adding a chain' in docs/addresses.md`,
    );
  return chain;
}

export interface NetworkSettings extends RpcSettings {
  /** YEARN_RPC_URL_<chain id> values (src/config/env.ts). */
  readonly chainRpcUrls?: Readonly<Record<number, string>>;
}

/** The RPC a chain is read through: the override, else viem's public RPC (mainnet: CHAIN's settings). */
export function chainRpcUrl(chainId: number, settings: NetworkSettings): string {
  if (chainId === 1) return resolveRpcUrl(settings);
  const override = settings.chainRpcUrls?.[chainId];
  if (override) return override;
  const url = viemChain(chainId).rpcUrls.default.http[0];
  if (!url) throw new Error(`viem defines no public RPC for chain ${chainId}`);
  return url;
}

export function networkOf(chainId: number, settings?: NetworkSettings): Network {
  const chain = viemChain(chainId);
  const explorer = chain.blockExplorers?.default;
  if (!explorer) throw new Error(`viem defines no block explorer for chain ${chainId}`);
  const live = (VAULT_CHAIN_IDS as readonly number[]).includes(chainId);
  return {
    id: chain.id,
    name: chain.name,
    explorerName: explorer.name,
    explorerAddressUrl: `${explorer.url.replace(/\/+$/, '')}/address/`,
    ...(live && settings ? {rpcUrl: chainRpcUrl(chainId, settings)} : {}),
    ...(chain.contracts?.multicall3 ? {multicall3: chain.contracts.multicall3.address} : {}),
  };
}

/** Every chain of the address book, with the RPC of each chain of VAULT_CHAIN_IDS resolved from the build's settings. */
export function siteNetworks(settings: NetworkSettings): Network[] {
  return VIEM_CHAINS.map((chain) => networkOf(chain.id, settings));
}

/** The RPC origins the browser reads: what the CSP's connect-src must allow. */
export function rpcOrigins(networks: readonly Network[]): string[] {
  return [...new Set(networks.flatMap((n) => (n.rpcUrl ? [new URL(n.rpcUrl).origin] : [])))];
}
