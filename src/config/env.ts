/**
 * Environment variables the build reads, parsed and validated in one place.
 * Names are documented in README.md and `.env.example`.
 *
 * Runs in Node at config load time only (docusaurus.config.ts); browser code
 * reads the results through `siteConfig.customFields`.
 */
import {execSync} from 'node:child_process';

import {chainRpcEnvVar, V3_CHAIN_IDS} from './chain';
import {SEARCH, type SearchSiteConfig} from './search';

export interface SiteEnv {
  /** Key of the Ethereum mainnet RPC provider (YEARN_PROVIDER_KEY). */
  readonly providerKey: string | undefined;
  /** Explicit mainnet RPC URL (YEARN_RPC_URL); overrides the provider key. */
  readonly rpcUrl: string | undefined;
  /** RPC URLs of the other V3 chains (YEARN_RPC_URL_<chain id>), by chain id; unset chains are absent. */
  readonly chainRpcUrls: Readonly<Record<number, string>>;
  /** Base URL of Yearn's product data API (YEARN_DATA_API_URL). */
  readonly dataApiUrl: string;
  /** Base URL of the price service (YEARN_PRICE_API_URL). */
  readonly priceApiUrl: string;
  /** Search mode: the built-in local index unless Algolia credentials are set. */
  readonly search: SearchSiteConfig;
  /** Current git branch, shown as a label in development builds only. */
  readonly gitBranch: string | undefined;
  readonly isDevelopment: boolean;
  /**
   * YEARN_E2E_PROBES=1: a test build for the e2e tests only. It adds probe
   * routes that crash or load slowly on purpose (plugins/e2e-probes), keeps
   * only the few docs pages the tests open, and turns on the navbar's
   * hide-on-scroll. Never set for a deployed build.
   */
  readonly e2eProbes: boolean;
}

export class InvalidEnvError extends Error {
  constructor(name: string, value: string, reason: string) {
    super(`Environment variable ${name}=${JSON.stringify(value)} is invalid: ${reason}`);
    this.name = 'InvalidEnvError';
  }
}

export const ENV_DEFAULTS = {
  dataApiUrl: 'https://ydaemon.yearn.fi',
  priceApiUrl: 'https://ydaemon.yearn.fi',
} as const;

function optional(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function httpUrl(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = optional(env, name);
  if (value === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new InvalidEnvError(name, value, 'not a URL');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new InvalidEnvError(name, value, 'must start with http:// or https://');
  }
  return value.replace(/\/+$/, '');
}

/**
 * Algolia DocSearch is used when any ALGOLIA_* variable is set; then the app
 * id and the search-only api key must both be present.
 */
function readSearch(env: NodeJS.ProcessEnv): SearchSiteConfig {
  const appId = optional(env, 'ALGOLIA_APP_ID');
  const apiKey = optional(env, 'ALGOLIA_API_KEY');
  const indexName = optional(env, 'ALGOLIA_INDEX_NAME');
  if (!appId && !apiKey && !indexName) return {mode: 'local', indexName: SEARCH.indexName};
  if (!appId) throw new InvalidEnvError('ALGOLIA_APP_ID', '', 'Algolia search: app id is missing');
  if (!apiKey) throw new InvalidEnvError('ALGOLIA_API_KEY', '', 'Algolia search: api key is missing');
  return {mode: 'algolia', appId, apiKey, indexName: indexName ?? SEARCH.indexName};
}

function git(args: string): string | undefined {
  try {
    return execSync(`git ${args}`, {stdio: ['ignore', 'pipe', 'ignore']}).toString().trim() || undefined;
  } catch {
    return undefined;
  }
}

/** The branch name, or the commit on a detached HEAD; undefined outside git. */
function currentBranch(): string | undefined {
  return git('symbolic-ref --short HEAD') ?? git('rev-parse --short HEAD');
}

function readChainRpcUrls(env: NodeJS.ProcessEnv): Record<number, string> {
  const urls: Record<number, string> = {};
  for (const chainId of V3_CHAIN_IDS) {
    if (chainId === 1) continue;
    const url = httpUrl(env, chainRpcEnvVar(chainId));
    if (url) urls[chainId] = url;
  }
  return urls;
}

export function readEnv(env: NodeJS.ProcessEnv = process.env): SiteEnv {
  const isDevelopment = env.NODE_ENV === 'development';
  return {
    providerKey: optional(env, 'YEARN_PROVIDER_KEY'),
    rpcUrl: httpUrl(env, 'YEARN_RPC_URL'),
    chainRpcUrls: readChainRpcUrls(env),
    dataApiUrl: httpUrl(env, 'YEARN_DATA_API_URL') ?? ENV_DEFAULTS.dataApiUrl,
    priceApiUrl: httpUrl(env, 'YEARN_PRICE_API_URL') ?? ENV_DEFAULTS.priceApiUrl,
    search: readSearch(env),
    gitBranch: isDevelopment ? currentBranch() : undefined,
    isDevelopment,
    e2eProbes: optional(env, 'YEARN_E2E_PROBES') === '1',
  };
}
