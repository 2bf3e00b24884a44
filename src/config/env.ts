/**
 * Environment variables the build reads, parsed and validated once by one
 * schema. Names are documented in docs/deploying.md and `.env.example`.
 *
 * Runs in Node at config load time only (docusaurus.config.ts, the address
 * check); browser code reads what it needs through `useSiteSettings()`.
 */
import * as z from 'zod';

import {chainRpcEnvVar, VAULT_CHAIN_IDS, type VaultChainId} from './chain';
import {DATA_SERVICES} from './dataServices';
import {currentBranch} from './gitBranch';
import {SEARCH} from './search';
import {systemToolPath} from './systemTools';
import type {SearchSiteConfig} from './siteSettings';

export interface EnvProblem {
  readonly variable: string;
  readonly value: string;
  readonly reason: string;
}

export class InvalidEnvError extends Error {
  constructor(readonly problems: readonly EnvProblem[]) {
    super(
      problems
        .map(
          ({variable, value, reason}) =>
            `Environment variable ${variable}=${JSON.stringify(value)} is invalid: ${reason}`,
        )
        .join('\n'),
    );
    this.name = 'InvalidEnvError';
  }
}

/** Empty and blank values count as unset, so an empty line in a CI config does not override a default. */
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() || undefined : value);

const text = z.preprocess(trimmed, z.string().optional());

/** An http(s) URL without trailing slashes, so callers can append a path. */
const httpUrl = z.preprocess(
  trimmed,
  z
    .url({protocol: /^https?$/, error: 'must be an http:// or https:// URL'})
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
);

/** Mainnet keeps YEARN_RPC_URL; each other chain read live has YEARN_RPC_URL_<chain id>. */
type OtherChainId = Exclude<VaultChainId, 1>;
const OTHER_CHAIN_IDS = VAULT_CHAIN_IDS.filter((chainId): chainId is OtherChainId => chainId !== 1);
type ChainRpcVar = `YEARN_RPC_URL_${OtherChainId}`;
const chainRpcVar = (chainId: OtherChainId) => chainRpcEnvVar(chainId) as ChainRpcVar;
const CHAIN_RPC_VARS = Object.fromEntries(OTHER_CHAIN_IDS.map((chainId) => [chainRpcVar(chainId), httpUrl])) as Record<
  ChainRpcVar,
  typeof httpUrl
>;

const ENV_SCHEMA = z
  .object({
    NODE_ENV: text,
    /** Key of the Ethereum mainnet RPC provider. */
    YEARN_PROVIDER_KEY: text,
    /** Explicit mainnet RPC URL; overrides the provider key. */
    YEARN_RPC_URL: httpUrl,
    ...CHAIN_RPC_VARS,
    ALGOLIA_APP_ID: text,
    ALGOLIA_API_KEY: text,
    ALGOLIA_INDEX_NAME: text,
    YEARN_E2E_PROBES: text,
    /** `1` when the bench builds: the build prints each docs area's MDX compile time. */
    YEARN_MDX_TIMING: text,
    /** Kong's base URL (src/config/dataServices.ts); a mirror or a local stand-in. */
    YEARN_DATA_API_URL: httpUrl,
    /** The price service's base URL (yDaemon by default). */
    YEARN_PRICE_API_URL: httpUrl,
    /** The Chromium (or Chrome) the build draws diagrams in, where it is not Debian's. */
    YEARN_CHROMIUM_PATH: z.preprocess(trimmed, z.string().startsWith('/', 'must be an absolute path').optional()),
  })
  .superRefine((raw, ctx) => {
    // Any ALGOLIA_* variable asks for Algolia; it cannot work without both the app id and the search-only key.
    if (!raw.ALGOLIA_APP_ID && !raw.ALGOLIA_API_KEY && !raw.ALGOLIA_INDEX_NAME) return;
    if (!raw.ALGOLIA_APP_ID)
      ctx.addIssue({code: 'custom', path: ['ALGOLIA_APP_ID'], message: 'Algolia search: app id is missing'});
    if (!raw.ALGOLIA_API_KEY)
      ctx.addIssue({code: 'custom', path: ['ALGOLIA_API_KEY'], message: 'Algolia search: api key is missing'});
  })
  .transform((raw) => {
    const isDevelopment = raw.NODE_ENV === 'development';
    const indexName = raw.ALGOLIA_INDEX_NAME ?? SEARCH.indexName;
    const search: SearchSiteConfig =
      raw.ALGOLIA_APP_ID && raw.ALGOLIA_API_KEY
        ? {mode: 'algolia', appId: raw.ALGOLIA_APP_ID, apiKey: raw.ALGOLIA_API_KEY, indexName}
        : {mode: 'local', indexName};
    const chainRpcUrls: Record<number, string> = {};
    for (const chainId of OTHER_CHAIN_IDS) {
      const url = raw[chainRpcVar(chainId)];
      if (url) chainRpcUrls[chainId] = url;
    }
    return {
      providerKey: raw.YEARN_PROVIDER_KEY,
      rpcUrl: raw.YEARN_RPC_URL,
      /** RPC URLs of the other chains read live (VAULT_CHAIN_IDS) by chain id; unset chains are absent. */
      chainRpcUrls: chainRpcUrls as Readonly<Record<number, string>>,
      /** Search mode: the built-in local index unless Algolia credentials are set. */
      search,
      /** Current git branch, shown as a label in development builds only. */
      gitBranch: isDevelopment ? currentBranch() : undefined,
      isDevelopment,
      /**
       * YEARN_E2E_PROBES=1: a test build for the e2e tests only. It adds probe
       * routes that crash or load slowly on purpose (plugins/e2e-probes), keeps
       * only the few docs pages the tests open, and turns on the navbar's
       * hide-on-scroll. Never set for a deployed build.
       */
      e2eProbes: raw.YEARN_E2E_PROBES === '1',
      /** YEARN_MDX_TIMING=1 (the bench sets it): plugins/mdx-timing measures each page's compile. */
      mdxTiming: raw.YEARN_MDX_TIMING === '1',
      /** Base URLs of Yearn's data and price services, the defaults of src/config/dataServices.ts unless set. */
      dataServices: {
        dataApiUrl: raw.YEARN_DATA_API_URL ?? DATA_SERVICES.dataApiUrl,
        priceApiUrl: raw.YEARN_PRICE_API_URL ?? DATA_SERVICES.priceApiUrl,
      },
      /**
       * The origins of the two data services, for the CSP's connect-src
       * (src/config/hosting.ts): the position finder's page fetches them.
       */
      dataServiceOrigins: [
        ...new Set(
          [
            raw.YEARN_DATA_API_URL ?? DATA_SERVICES.dataApiUrl,
            raw.YEARN_PRICE_API_URL ?? DATA_SERVICES.priceApiUrl,
          ].map((url) => new URL(url).origin),
        ),
      ],
      /** YEARN_CHROMIUM_PATH, else the first usual Chromium install found (src/config/systemTools.ts). */
      chromiumPath: raw.YEARN_CHROMIUM_PATH ?? systemToolPath('chromium', {}),
    } as const;
  });

export type SiteEnv = z.output<typeof ENV_SCHEMA>;

/** The build's settings from the environment; throws InvalidEnvError naming every bad variable. */
export function readEnv(env: NodeJS.ProcessEnv = process.env): SiteEnv {
  const result = ENV_SCHEMA.safeParse(env);
  if (result.success) return result.data;
  throw new InvalidEnvError(
    result.error.issues.map((issue) => {
      const variable = String(issue.path[0] ?? '');
      return {variable, value: env[variable] ?? '', reason: issue.message};
    }),
  );
}
