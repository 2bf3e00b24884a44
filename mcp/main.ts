/**
 * Entry point: `npm run --silent mcp -- --site <build folder or site URL>`.
 * Speaks MCP over stdio, so stdout carries only protocol messages; anything
 * for a person goes to stderr.
 */
import {parseArgs} from 'node:util';

import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';

import {chainRpcEnvVar, VAULT_CHAIN_IDS} from '../src/config/chain';
import {readEnv} from '../src/config/env';
import {SITE} from '../src/config/site';
import {createServer} from './server';
import {openSite} from './site';

async function main(): Promise<void> {
  const {values} = parseArgs({options: {site: {type: 'string', default: SITE.url}}, strict: true});
  const site = openSite(values.site, SITE.url);
  const server = createServer(site, {
    version: SITE.version,
    // YEARN_DATA_API_URL and YEARN_PRICE_API_URL, checked as the site build checks them.
    dataServices: readEnv().dataServices,
    rpc: {
      ...(process.env.YEARN_RPC_URL ? {rpcUrl: process.env.YEARN_RPC_URL} : {}),
      ...(process.env.YEARN_PROVIDER_KEY ? {providerKey: process.env.YEARN_PROVIDER_KEY} : {}),
      chainRpcUrls: Object.fromEntries(
        VAULT_CHAIN_IDS.flatMap((id) =>
          process.env[chainRpcEnvVar(id)] ? [[id, process.env[chainRpcEnvVar(id)]!]] : [],
        ),
      ),
    },
  });
  await server.connect(new StdioServerTransport());
  console.error(`[yearn-docs mcp] serving ${site.location} over stdio`);
}

main().catch((error: unknown) => {
  console.error(`[yearn-docs mcp] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
