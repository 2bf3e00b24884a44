/**
 * The MCP server: four tools over what a build publishes (the search index,
 * the Markdown copies, the address book and the contract reference JSON), and
 * `get_positions`, which reads a holder's Yearn positions from the chains
 * themselves (src/positions), and `explain_calldata` and `explain_revert`,
 * which explain a transaction or a revert offline (src/explain).
 * Every failure becomes a tool result with `isError` and a plain message, so
 * a bad argument or an unreachable site never stops the server.
 */
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import type {Address} from 'viem';
import {z} from 'zod';

import {AGENT_API, type AddressBookFile, type ContractIndexFile, type PublishedAddress} from '../src/agents/api';
import type {AddressEntry} from '../src/chain/addressBook';
import {createChainReader, type ChainReader} from '../src/chain/client';
import {chainRpcUrl, networkOf, VIEM_CHAINS, viemChain, type NetworkSettings} from '../src/chain/networks';
import {resolveEnsName} from '../src/chain/ens';
import {toChainError} from '../src/chain/errors';
import {verifyEntry} from '../src/chain/verify';
import {VAULT_CHAIN_IDS} from '../src/config/chain';
import {DATA_SERVICES} from '../src/config/dataServices';
import {
  checkExitOptions,
  fetchListings,
  fetchPrices,
  findChainPositions,
  InvalidExitOptionsError,
  InvalidHolderError,
  parseHolder,
  type Fetch,
  type Read,
} from '../src/positions';
import {positionsRead} from '../src/positions/chainRead';
import {searchHolder, type ChainView} from '../src/positions/search';
import {DOCS_AREAS} from '../src/config/areas';
import {SEARCH} from '../src/config/search';
import {SITE} from '../src/config/site';
import {markdownUrl} from '../src/docs/markdownUrl';
import {unescapeHtml} from '../src/search/highlight';
import {loadIndexFromJson, searchLocalIndex, type LoadedIndex} from '../src/search/localClient';
import {areaSearchTag, type SerializedSearchIndex} from '../src/search/types';
import {explainInput, explainRevert, MAX_INPUT_CHARS, type SelectorIndex} from '../src/explain';
import {loadSelectorIndex} from '../src/explain/fromCatalog';
import {MCP} from './config';
import {chainIdOf, closestNames, findAddresses, findContract, LookupError, pageRoute} from './lookup';
import {SiteError, type Site} from './site';

export interface ServerOptions {
  /** RPC settings for `verify: true`, as the site reads them (YEARN_RPC_URL, YEARN_PROVIDER_KEY, YEARN_RPC_URL_<chain id>). */
  readonly rpc: NetworkSettings;
  readonly version: string;
  /**
   * The readers get_positions uses, by chain id, and the ENS lookup of a holder
   * name; by default each chain's RPC from `rpc`. The tests put stand-ins here.
   */
  readonly positions?: {
    readonly readFor: (chainId: number) => Read;
    readonly resolveName: (name: string) => Promise<`0x${string}` | null>;
  };
  /**
   * The vault data API and price service get_positions asks for names, status
   * and USD values, as the site's finder does (YEARN_DATA_API_URL,
   * YEARN_PRICE_API_URL, else Yearn's public services); `fetch` is for tests.
   */
  readonly dataServices?: {readonly dataApiUrl: string; readonly priceApiUrl: string; readonly fetch?: Fetch};
  /**
   * The selector index explain_calldata and explain_revert decode with; by
   * default built from the contract reference of the repository the server
   * runs in (`data/contracts/`, `npm run mcp` runs at its root).
   */
  readonly explainIndex?: () => SelectorIndex;
}

const AREA_IDS = DOCS_AREAS.map((area) => area.routeBasePath) as [string, ...string[]];
/** The chains get_positions searches, by name, for its description. */
const SEARCHED_CHAINS = VAULT_CHAIN_IDS.map((id) => viemChain(id).name).join(', ');

/** Loads a published file once; a failure is not kept, so the next call tries again. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

const json = (value: unknown): CallToolResult => ({content: [{type: 'text', text: JSON.stringify(value, null, 2)}]});
const text = (value: string): CallToolResult => ({content: [{type: 'text', text: value}]});
const failure = (message: string): CallToolResult => ({content: [{type: 'text', text: message}], isError: true});

/** Runs a tool; errors the user can act on become their message, anything else says what failed. */
async function answer(tool: string, run: () => Promise<CallToolResult>): Promise<CallToolResult> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof LookupError || error instanceof SiteError) return failure(error.message);
    if (error instanceof InvalidHolderError || error instanceof InvalidExitOptionsError)
      return failure(`${tool}: ${error.reason}`);
    return failure(`${tool} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export function createServer(site: Site, options: ServerOptions): McpServer {
  const server = new McpServer({name: MCP.serverName, version: options.version});
  const readJson = async <T>(sitePath: string): Promise<T> => {
    const raw = await site.readText(sitePath);
    try {
      return JSON.parse(raw) as T;
    } catch (error) {
      throw new SiteError(`${sitePath} on ${site.location} is not JSON: is this a build of the Yearn docs?`, false, {
        cause: error,
      });
    }
  };
  const searchIndex = once<LoadedIndex>(async () =>
    loadIndexFromJson(await readJson<SerializedSearchIndex>(SEARCH.localIndexPath)),
  );
  const addressBook = once(() => readJson<AddressBookFile>(AGENT_API.addresses));
  const contracts = once(() => readJson<ContractIndexFile>(AGENT_API.contracts));
  const link = (sitePath: string) => `${site.linkBase}${sitePath}`;

  const search = async (query: string, limit: number, area?: string) => {
    const areaId =
      area === undefined ? undefined : DOCS_AREAS.find((candidate) => candidate.routeBasePath === area)?.id;
    const response = searchLocalIndex(await searchIndex(), {
      query,
      hitsPerPage: limit,
      // The index keeps only this many words of a section, so the snippet is the whole excerpt.
      attributesToSnippet: [`content:${SEARCH.storedExcerptWords}`],
      highlightPreTag: '',
      highlightPostTag: '',
      ...(areaId ? {facetFilters: [`docusaurus_tag:${areaSearchTag(areaId)}`]} : {}),
    });
    return response.hits.map((hit) => {
      const h = hit.hierarchy;
      const headings = [h.lvl2, h.lvl3, h.lvl4, h.lvl5, h.lvl6]
        .filter((value): value is string => value !== null)
        .map(unescapeHtml);
      return {
        title: unescapeHtml(h.lvl1 ?? ''),
        section: headings.join(' > ') || null,
        area: unescapeHtml(h.lvl0 ?? ''),
        url: link(hit.url),
        markdown: link(markdownUrl(hit.url.replace(/#.*$/, ''))),
        snippet: hit._snippetResult.content ? unescapeHtml(hit._snippetResult.content.value) : null,
      };
    });
  };

  server.registerTool(
    'search_docs',
    {
      title: 'Search the Yearn docs',
      description:
        'Full-text search over every section of the Yearn documentation (user guides, developer and integration guides, the smart contract reference, governance, partners), ranked exactly like the search box on docs.yearn.fi. ' +
        'Returns up to `limit` results with the page title, the section, its URL, the URL of the page as Markdown and a short snippet. ' +
        'Use short keyword queries (a function name such as process_report, a concept such as "profit unlocking"); then read the best page with read_page.',
      inputSchema: z.strictObject({
        query: z
          .string()
          .trim()
          .min(1, 'query is empty')
          .max(SEARCH.maxQueryLength, `query is longer than ${SEARCH.maxQueryLength} characters: use a few keywords`),
        area: z
          .enum(AREA_IDS)
          .optional()
          .describe(`Only this docs area: ${AREA_IDS.join(', ')}`),
        limit: z
          .number()
          .int()
          .min(1)
          .max(MCP.maxResults)
          .optional()
          .describe(`Results to return, default ${MCP.defaultResults}`),
      }),
    },
    ({query, area, limit}) =>
      answer('search_docs', async () => {
        const results = await search(query, limit ?? MCP.defaultResults, area);
        return json({
          query,
          results,
          ...(results.length ? {} : {note: 'Nothing matched: try other or fewer keywords.'}),
        });
      }),
  );

  server.registerTool(
    'read_page',
    {
      title: 'Read a docs page as Markdown',
      description:
        'The full text of one Yearn docs page as Markdown, from the copy the site publishes next to each page. ' +
        'Accepts a site path (/developers/v3/overview) or a full docs URL (anchors are ignored). ' +
        'If the page does not exist, the error names the closest pages.',
      inputSchema: z.strictObject({
        page: z
          .string()
          .min(1)
          .max(MCP.maxPathChars, `page is longer than ${MCP.maxPathChars} characters`)
          .describe('Site path or URL of the page'),
      }),
    },
    ({page}) =>
      answer('read_page', async () => {
        const route = pageRoute(page, [site.linkBase, SITE.url]);
        try {
          return text(await site.readText(markdownUrl(route)));
        } catch (error) {
          if (!(error instanceof SiteError && error.notFound)) throw error;
          const near = closestNames(
            route,
            (await searchIndex()).pages.map((stored) => stored.url),
            MCP.closestPages,
          ).map(link);
          return failure(
            `There is no page at ${route}.${near.length ? ` Closest pages:\n${near.map((url) => `- ${url}`).join('\n')}` : ' Use search_docs to find the page.'}`,
          );
        }
      }),
  );

  server.registerTool(
    'get_address',
    {
      title: 'Look up a Yearn contract address',
      description:
        'Entries of Yearn\'s address book (the addresses the docs show), found by contract name ("V3 release registry", "yChad multisig"), ENS name or address. ' +
        'Each entry gives the chain, the explorer link, how the address is confirmed on chain (confirmedBy), whether the site checks it on chain, the date of its last recorded confirmation and the docs page that shows it. ' +
        'With verify: true, each entry is also checked live on its own chain now and the result says what the chain returned. ' +
        'Never use an address that is not confirmed; tell the user to check it on the docs page or on chain before sending funds.',
      inputSchema: z.strictObject({
        query: z
          .string()
          .trim()
          .min(1, 'query is empty')
          .max(MCP.maxNameChars, `query is longer than ${MCP.maxNameChars} characters`),
        chain: z
          .union([z.number().int().positive(), z.string().max(32)])
          .optional()
          .describe(
            `Chain id (${VIEM_CHAINS.map((c) => c.id).join(', ')}) or name (${VIEM_CHAINS.map((c) => c.name).join(', ')})`,
          ),
        verify: z
          .boolean()
          .optional()
          .describe('Check each match live on its chain (entries with an on-chain source on a V3 chain)'),
      }),
    },
    ({query, chain, verify}) =>
      answer('get_address', async () => {
        const all = findAddresses(await addressBook(), {query, ...(chain === undefined ? {} : {chain})});
        if (!all.length)
          return failure(`No address book entry matches "${query}". Try a shorter name, or search_docs.`);
        const shown = all.slice(0, MCP.maxAddresses);
        const entries = shown.map((entry) => ({...entry, page: entry.page === null ? null : link(entry.page)}));
        if (!verify) return json({matches: all.length, entries});
        // One reader per chain, each through that chain's RPC; entries only listed on their chain are not read.
        const readers = new Map<number, ChainReader>();
        const readerOf = (chainId: number) => {
          const reader =
            readers.get(chainId) ?? createChainReader(chainRpcUrl(chainId, options.rpc), viemChain(chainId));
          readers.set(chainId, reader);
          return reader;
        };
        const checked = await Promise.all(
          shown.map(async (entry, i) => {
            const result = entry.liveCheckable
              ? await verifyEntry(readerOf(entry.chainId), toBookEntry(entry))
              : ({status: 'not-checked', how: entry.confirmedBy} as const);
            return {...entries[i]!, liveCheck: describeCheck(result)};
          }),
        );
        const rpc = Object.fromEntries(
          [...readers].map(([chainId, reader]) => [chainId, new URL(reader.rpcUrl).origin]),
        );
        return json({matches: all.length, rpc, entries: checked});
      }),
  );

  server.registerTool(
    'get_contract',
    {
      title: 'Look up a Yearn contract in the reference',
      description:
        'The smart contract reference of a Yearn contract (VaultV3, TokenizedStrategy, ReleaseRegistry, ...): its versions, source, compiler and page. ' +
        'Without member it lists every function, event and error with its canonical signature and selector. ' +
        'With member (a name such as process_report, a signature such as deposit(uint256,address), or a selector) it returns that member: its declaration in Solidity or Vyper, canonical signature, 4-byte selector (functions, errors) or topic (events), parameters, return values and our description. ' +
        'Use these exact values instead of writing signatures from memory.',
      inputSchema: z.strictObject({
        name: z.string().trim().min(1).max(MCP.maxNameChars).describe('Contract name, for example VaultV3'),
        version: z.string().max(32).optional().describe('Version such as 3.0.4; default: the current one'),
        member: z
          .string()
          .min(1)
          .max(MCP.maxNameChars)
          .optional()
          .describe('Function, event or error: name, signature or selector'),
      }),
    },
    ({name, version, member}) =>
      answer('get_contract', async () => {
        const found = findContract(await contracts(), {
          name,
          ...(version === undefined ? {} : {version}),
          ...(member === undefined ? {} : {member}),
        });
        const absolute = <T extends {url: string}>(item: T): T => ({...item, url: link(item.url)});
        return json({
          contract: absolute(found.contract),
          versions: found.versions.map(absolute),
          members: found.members.map((m) => ('url' in m ? absolute(m) : m)),
        });
      }),
  );

  // One reader per chain for the server's life: the chain id is checked once, the reads themselves are not cached.
  const chainReaders = new Map<number, ChainReader>();
  const chainReader = (chainId: number) => {
    const reader =
      chainReaders.get(chainId) ?? createChainReader(chainRpcUrl(chainId, options.rpc), viemChain(chainId));
    chainReaders.set(chainId, reader);
    return reader;
  };
  const services: NonNullable<ServerOptions['dataServices']> = options.dataServices ?? DATA_SERVICES;
  const positionsAccess = options.positions ?? {
    readFor: (chainId: number) => positionsRead(chainReader(chainId)),
    resolveName: (name: string) => resolveEnsName(chainReader(1), name),
  };

  server.registerTool(
    'get_positions',
    {
      title: "Find a holder's Yearn positions and how to exit them",
      description:
        `Reads, live from each chain where Yearn's registries list vaults (${SEARCHED_CHAINS}; not Berachain, where Yearn's indexer reads no registry), the Yearn vaults an address holds shares of: V3 vaults and tokenized strategies from the V3 registries (current, legacy and Polygon's first one), V2 vaults from the V2 registries, and V1 vaults from the V1 registry on Ethereum. ` +
        "Each position gives its shares, their value in the asset, what the vault can pay out now, whether it is shut down, the loss an exit would realize now (exitLoss, with the maxLoss it needs, and exitAcceptingLoss, the call with that limit; exit.reverts says why the call as built would fail), a plain summary, and the exit call (null when the vault can pay nothing now): V3 redeem(shares, receiver, owner, maxLoss), V2 withdraw(maxShares, recipient, maxLoss) (withdraw(_shares, _recipient) before 0.3.0) or V1 withdraw(_shares), with calldata and the explorer page to send it from. Yearn's vault data service adds the listed name, status (active, retired, shut down) and the yearn.fi page, and the price service a USD value; when either fails, the answer says why and keeps the chain's facts. " +
        'Read-only: it never signs or sends. A chain that cannot be read is reported as such; the others still answer. Tell the user to check the call in their wallet before signing.',
      inputSchema: z.strictObject({
        holder: z
          .string()
          .max(MCP.maxNameChars, `holder is longer than ${MCP.maxNameChars} characters`)
          .describe('The holder: an address (0x...) or an ENS name (resolved on Ethereum)'),
        chain: z
          .union([z.number().int().positive(), z.string().max(32)])
          .optional()
          .describe(`One chain, by id (${VAULT_CHAIN_IDS.join(', ')}) or name; default: all of them`),
        maxLossBps: z
          .number()
          .int()
          .min(0)
          .max(10_000)
          .optional()
          .describe('Loss the exit call accepts, in basis points (1 = 0.01 %); default 1'),
        receiver: z
          .string()
          .max(64)
          .optional()
          .describe(
            'Where the assets go; default: the holder. Refused: the zero address, the vault itself, a wrong checksum',
          ),
      }),
    },
    ({holder, chain, maxLossBps, receiver}) =>
      answer('get_positions', async () => {
        const parsed = await parseHolder(holder);
        let address: Address | null;
        try {
          address = parsed.kind === 'address' ? parsed.address : await positionsAccess.resolveName(parsed.name);
        } catch (error) {
          return failure(
            `get_positions: ${holder} could not be looked up on Ethereum: ${toChainError(error).reason}. Try again, or give the address.`,
          );
        }
        if (!address) return failure(`get_positions: ${holder} has no ENS address record`);
        const chainIds: number[] = chain === undefined ? [...VAULT_CHAIN_IDS] : [chainIdOf(chain)];
        const unknown = chainIds.filter((id) => !(VAULT_CHAIN_IDS as readonly number[]).includes(id));
        if (unknown.length)
          return failure(
            `get_positions reads the chains where Yearn's registries list vaults: ${VAULT_CHAIN_IDS.join(', ')}; not ${unknown.join(', ')}`,
          );
        const options = {
          ...(maxLossBps === undefined ? {} : {maxLossBps}),
          ...(receiver === undefined ? {} : {receiver}),
        };
        checkExitOptions(options, address);
        const views = new Map<number, ChainView>();
        const fetchFn = services.fetch ?? fetch;
        await searchHolder(
          address,
          chainIds,
          {
            findOnChain: (holderAddress, chainId) =>
              findChainPositions(
                holderAddress,
                {
                  chainId,
                  read: positionsAccess.readFor(chainId),
                  explorerAddressUrl: networkOf(chainId).explorerAddressUrl,
                },
                options,
              ),
            listings: (chainId) => fetchListings(services.dataApiUrl, chainId, fetchFn),
            prices: (chainId, tokens) => fetchPrices(services.priceApiUrl, chainId, tokens, fetchFn),
          },
          (view) => views.set(view.chainId, view),
        );
        const results = chainIds.map((chainId) => views.get(chainId)!);
        return json({
          holder: address,
          ...(parsed.kind === 'ens' ? {ens: parsed.name} : {}),
          chains: results.map(describeChain),
        });
      }),
  );

  let index: SelectorIndex | null = null;
  const explainIndex = () => (index ??= (options.explainIndex ?? loadSelectorIndex)());

  server.registerTool(
    'explain_calldata',
    {
      title: 'Explain a transaction before signing it',
      description:
        "Explains, offline, what a transaction does: the function across every ABI of every Yearn release the docs document (every candidate when several releases or contracts share the selector, the one the target address implies first), its arguments with names and types, every address named from Yearn's address book or marked unknown, and the calls it wraps decoded in turn: Safe execTransaction, Safe MultiSend batches, the strategy timelock's schedule, scheduleBatch and execute, and the router's multicall. " +
        "Each call says in one sentence what it does and which role it needs (V3 and timelock roles by name), with amounts in the token's units where the docs state its decimals (YFI, yvUSD and its USDC). Warnings list what a signer must look at: unknown targets, delegatecalls other than MultiSend, unknown or unlimited approvals, powerful roles granted to unknown addresses, transfers of governance, role manager or ownership, withdrawals to someone else, limits set to the maximum, calls that get around the strategy timelock's 7-day delay, value sent to a function that does not take it. " +
        'Input: calldata (0x...) with an optional target and chain, or the JSON of a Safe transaction or Transaction Builder batch. Reference links (`page`, `docs`) are paths on siteUrl. Tell the user to compare the answer with what their wallet shows.',
      inputSchema: z.strictObject({
        input: z
          .string()
          .max(MAX_INPUT_CHARS, `input is longer than ${MAX_INPUT_CHARS} characters`)
          .describe('Calldata (0x...) or a Safe transaction or Transaction Builder batch as JSON'),
        to: z.string().max(64).optional().describe('The address the calldata is sent to'),
        chain: z
          .union([z.number().int().positive(), z.string().max(32)])
          .optional()
          .describe('The chain, by id or name; names addresses of that chain only'),
      }),
    },
    ({input, to, chain}) =>
      answer('explain_calldata', async () => {
        const chainId = chain === undefined ? undefined : chainIdOf(chain);
        const result = explainInput(explainIndex(), input, {
          ...(to === undefined ? {} : {to}),
          ...(chainId === undefined ? {} : {chainId}),
        });
        return result.ok ? json({siteUrl: site.linkBase, ...result}) : failure(`explain_calldata: ${result.error}`);
      }),
  );

  server.registerTool(
    'explain_revert',
    {
      title: 'Explain why a Yearn transaction reverted',
      description:
        'Explains, offline, revert data (0x...) or a revert message (`execution reverted: too much loss`): the vault revert strings of V3 and V2 releases, Solidity Error(string) and Panic(uint256), and the custom errors of every Yearn ABI the docs document, each with what to do next and the docs section about it (`docs`, a path on siteUrl).',
      inputSchema: z.strictObject({
        input: z
          .string()
          .max(MAX_INPUT_CHARS, `input is longer than ${MAX_INPUT_CHARS} characters`)
          .describe('Revert data (0x...) or the revert message'),
      }),
    },
    ({input}) =>
      answer('explain_revert', async () => {
        const result = explainRevert(explainIndex(), input);
        return result.ok ? json({siteUrl: site.linkBase, ...result}) : failure(`explain_revert: ${result.error}`);
      }),
  );

  return server;
}

function toBookEntry(entry: PublishedAddress): AddressEntry {
  return {
    id: entry.id,
    label: entry.label,
    address: entry.address as `0x${string}`,
    chains: [entry.chainId],
    source: entry.source,
    ...(entry.lastConfirmed ? {checkedOn: entry.lastConfirmed} : {}),
  };
}

function describeCheck(result: Awaited<ReturnType<typeof verifyEntry>>) {
  switch (result.status) {
    case 'verified':
      return {status: result.status, chainSays: `${result.how} returns this address`};
    case 'mismatch':
      return {
        status: result.status,
        chainSays: `${result.how}: ${result.onChain}`,
        warning: 'The chain disagrees with the docs: do not use this address.',
      };
    case 'unverified':
      return {status: result.status, chainSays: `could not be read: ${result.error.message}`};
    case 'not-checked':
      return {
        status: result.status,
        chainSays: `no on-chain source (${result.how}); only the published list confirms it`,
      };
  }
}

/** A chain's result as JSON: amounts as decimal strings, errors as their plain reason. */
function describeChain(result: ChainView) {
  const name = viemChain(result.chainId).name;
  if (result.state === 'checking') throw new Error(`chain ${result.chainId} was never answered`);
  if (result.state === 'failed') return {chainId: result.chainId, chain: name, ok: false, error: result.reason};
  return {
    chainId: result.chainId,
    chain: name,
    ok: true,
    vaultsChecked: result.vaultsChecked,
    positions: result.positions.map((p) => ({
      vault: p.vault,
      name: p.name,
      symbol: p.symbol,
      generation: p.generation,
      apiVersion: p.apiVersion,
      asset: p.asset,
      assetSymbol: p.assetSymbol,
      decimals: p.decimals,
      shares: p.shares.toString(),
      assets: p.assets.toString(),
      redeemableShares: p.redeemableShares.toString(),
      shutdown: p.shutdown,
      listedName: p.displayName === p.name ? null : p.displayName,
      status: p.status,
      yearnFiUrl: p.yearnFiUrl,
      usdValue: p.usdValue,
      summary: p.summary,
      exit: p.exit && {...p.exit, shares: p.exit.shares.toString()},
      exitAcceptingLoss: p.exitAcceptingLoss && {...p.exitAcceptingLoss, shares: p.exitAcceptingLoss.shares.toString()},
      ...(p.exitLoss
        ? {
            exitLoss: {
              assets: p.exitLoss.assets.toString(),
              neededMaxLossBps: p.exitLoss.neededMaxLossBps,
              upperBound: p.exitLoss.upperBound,
            },
          }
        : {}),
    })),
    incomplete: result.problems,
    ...(result.dataProblem ? {statusMissing: result.dataProblem} : {}),
    ...(result.priceProblem ? {usdMissing: result.priceProblem} : {}),
  };
}
