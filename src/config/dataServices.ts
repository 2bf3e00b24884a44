/**
 * Yearn's public data services, each defined once: the indexer the yearn.fi
 * app reads its vault data from (Kong) and the REST service that answers
 * token prices without a key (yDaemon's `/{chainID}/prices/...` routes).
 * docs-developers/data-services/kong.md and ydaemon.md describe both.
 * YEARN_DATA_API_URL and YEARN_PRICE_API_URL (src/config/env.ts) override
 * them, for a mirror or a local stand-in.
 */
export const DATA_SERVICES = {
  /** Kong: GraphQL at `/api/gql`, REST at `/api/rest`. */
  dataApiUrl: 'https://kong.yearn.fi',
  /** yDaemon: prices at `/{chainID}/prices/{address}`. */
  priceApiUrl: 'https://ydaemon.yearn.fi',
} as const;
