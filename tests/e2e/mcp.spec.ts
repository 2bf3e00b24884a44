/**
 * The MCP server (mcp/), driven by the SDK's own client over stdio exactly as
 * an assistant's client starts it (`npm run --silent mcp -- --site <build>`),
 * against the production build. No browser: the server only reads files.
 */
import fs from 'node:fs';
import path from 'node:path';

import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {expect, test} from '@playwright/test';

import {AGENT_API, type AddressBookFile, type ContractIndexFile} from '../../src/agents/api';
import {PROTOCOL_ADDRESS_PROVIDER_ABI} from '../../src/chain/abis';
import {ADDRESS_BOOK, getEntry} from '../../src/chain/addressBook';
import {DOCS_AREAS} from '../../src/config/areas';
import {SEARCH} from '../../src/config/search';
import {E2E, LOCAL_CHAIN} from '../support/constants';
import {LocalChain} from '../../scripts/support/localChain';
import {startNginx} from '../../scripts/support/nginx';

const ROOT = path.resolve(__dirname, '../..');
const BUILD = path.resolve(ROOT, E2E.buildDir);
const REGISTRY = getEntry('v3.release-registry');
const WRONG_REGISTRY = '0x000000000000000000000000000000000000dEaD';

async function connect(site: string, env: Record<string, string> = {}): Promise<Client> {
  const transport = new StdioClientTransport({
    command: 'npm',
    args: ['run', '--silent', 'mcp', '--', '--site', site],
    cwd: ROOT,
    env: {PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env},
    stderr: 'ignore',
  });
  const client = new Client({name: 'yearn-docs-test', version: '1.0.0'});
  await client.connect(transport);
  return client;
}

async function call(
  client: Client,
  name: string,
  args: Record<string, unknown>,
): Promise<{text: string; isError: boolean}> {
  const result = (await client.callTool({name, arguments: args})) as CallToolResult;
  const text = result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');
  return {text, isError: result.isError === true};
}

async function callJson<T>(client: Client, name: string, args: Record<string, unknown>): Promise<T> {
  const {text, isError} = await call(client, name, args);
  expect(isError, text).toBe(false);
  return JSON.parse(text) as T;
}

interface AddressAnswer {
  entries: {
    id: string;
    address: string;
    chain: string;
    explorerUrl: string;
    confirmedBy: string;
    lastConfirmed: string | null;
    page: string;
    liveCheck?: {status: string; chainSays: string};
  }[];
}

test.describe('MCP server over stdio', {tag: '@desktop'}, () => {
  test.describe.configure({mode: 'serial', timeout: 60_000});
  let client: Client;

  test.beforeAll(async () => {
    client = await connect(BUILD);
  });

  test.afterAll(async () => {
    await client?.close();
  });

  test('lists the seven tools, each described, with a strict JSON schema', async () => {
    const {tools} = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'explain_calldata',
      'explain_revert',
      'get_address',
      'get_contract',
      'get_positions',
      'read_page',
      'search_docs',
    ]);
    for (const tool of tools) {
      expect(tool.description?.length, tool.name).toBeGreaterThan(100);
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.inputSchema.additionalProperties, tool.name).toBe(false);
    }
    const search = tools.find((tool) => tool.name === 'search_docs')!;
    expect(search.inputSchema.required).toEqual(['query']);
    expect(search.inputSchema.properties?.query).toMatchObject({type: 'string', maxLength: SEARCH.maxQueryLength});
    expect(tools.find((tool) => tool.name === 'get_contract')!.inputSchema.required).toEqual(['name']);
  });

  test('search_docs finds the VaultV3 reference for process_report', async () => {
    const {results} = await callJson<{results: {title: string; url: string; snippet: string | null}[]}>(
      client,
      'search_docs',
      {query: 'process_report', limit: 5},
    );
    expect(results.length).toBeGreaterThan(0);
    expect(results.map((result) => result.url)).toContainEqual(
      expect.stringMatching(/\/developers\/smart-contracts\/V3\/VaultV3#process_report$/),
    );
    for (const result of results) expect(result.snippet ?? '').not.toMatch(/<mark>|&amp;|&lt;/);
    const {results: inArea} = await callJson<{results: {url: string}[]}>(client, 'search_docs', {
      query: 'vault',
      area: 'getting-started',
    });
    expect(inArea.length).toBeGreaterThan(0);
    for (const result of inArea) expect(result.url).toContain('/getting-started/');
  });

  test('read_page returns a page as Markdown, by path or URL', async () => {
    const byPath = await call(client, 'read_page', {page: '/developers/v3/overview'});
    expect(byPath.isError).toBe(false);
    expect(byPath.text).toMatch(/^# .+\n\n> /);
    const byUrl = await call(client, 'read_page', {page: 'https://docs.yearn.fi/developers/v3/overview#overview'});
    expect(byUrl.text).toBe(byPath.text);
  });

  test('read_page of an unknown path names the closest pages', async () => {
    const missing = await call(client, 'read_page', {page: '/developers/v3/overveiw'});
    expect(missing.isError).toBe(true);
    expect(missing.text).toContain('There is no page at /developers/v3/overveiw');
    expect(missing.text).toContain('https://docs.yearn.fi/developers/v3/overview');
  });

  test('get_address finds the V3 release registry with its confirmation', async () => {
    const {entries} = await callJson<AddressAnswer>(client, 'get_address', {query: 'V3 release registry'});
    // One CREATE2 address, one entry per chain it is on.
    expect(
      entries
        .filter((entry) => entry.id === 'v3.release-registry')
        .map((entry) => entry.chain)
        .sort(),
    ).toEqual(['Arbitrum One', 'Base', 'Ethereum', 'Katana', 'OP Mainnet', 'Polygon']);
    const onEthereum = entries.find((entry) => entry.id === 'v3.release-registry' && entry.chain === 'Ethereum')!;
    expect(onEthereum).toMatchObject({
      id: 'v3.release-registry',
      address: REGISTRY.address,
      chain: 'Ethereum',
      explorerUrl: `https://etherscan.io/address/${REGISTRY.address}`,
      lastConfirmed: REGISTRY.checkedOn,
      page: 'https://docs.yearn.fi/developers/addresses/v3-contracts',
    });
    expect(onEthereum.confirmedBy).toContain('release.registry.v3.ychad.eth');
    expect(onEthereum.liveCheck).toBeUndefined();
    const byEns = await callJson<AddressAnswer>(client, 'get_address', {query: 'release.registry.v3.ychad.eth'});
    expect(byEns.entries.map((entry) => entry.id)).toEqual(['v3.release-registry']);
    const byAddress = await callJson<AddressAnswer>(client, 'get_address', {query: REGISTRY.address.toLowerCase()});
    expect([...new Set(byAddress.entries.map((entry) => entry.id))]).toEqual(['v3.release-registry']);
  });

  test('get_contract gives the declaration and selector of deposit(uint256,address)', async () => {
    const answer = await callJson<{
      contract: {name: string; version: string};
      versions: unknown[];
      members: {signature: string; selector: string; declaration: string; notice: string | null}[];
    }>(client, 'get_contract', {name: 'VaultV3', member: 'deposit(uint256,address)'});
    expect(answer.contract.name).toBe('VaultV3');
    expect(answer.versions.length).toBeGreaterThan(0);
    expect(answer.members).toHaveLength(1);
    expect(answer.members[0]).toMatchObject({signature: 'deposit(uint256,address)', selector: '0x6e553f65'});
    expect(answer.members[0]!.declaration).toContain('def deposit(');
    const report = await callJson<{members: {name: string; notice: string | null; details: string | null}[]}>(
      client,
      'get_contract',
      {name: 'vaultv3', member: 'process_report'},
    );
    expect(report.members[0]!.name).toBe('process_report');
    expect(`${report.members[0]!.notice ?? ''}${report.members[0]!.details ?? ''}`.length).toBeGreaterThan(20);
  });

  test('bad input gets an error result with a plain message, and the server keeps answering', async () => {
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['search_docs', {query: 'vault', colour: 'red'}, /colour|unrecognized/i],
      ['search_docs', {query: 'x'.repeat(10_000)}, new RegExp(`longer than ${SEARCH.maxQueryLength} characters`)],
      ['search_docs', {}, /query/],
      ['read_page', {page: '../../../etc/passwd'}, /outside the site/],
      ['read_page', {page: '/developers/%2e%2e/%2e%2e/package.json'}, /outside the site/],
      ['read_page', {page: 'https://evil.example/developers/v3/overview'}, /is not this site/],
      ['get_address', {query: 'no such contract anywhere'}, /No address book entry matches/],
      ['get_address', {query: 'registry', chain: 'Narnia'}, /unknown chain "Narnia"/],
      ['get_contract', {name: 'VaultV9'}, /no contract named "VaultV9".*VaultV3/],
      ['get_contract', {name: 'VaultV3', member: 'withdraw_all'}, /no member "withdraw_all"/],
    ];
    for (const [tool, args, message] of cases) {
      const result = await call(client, tool, args);
      expect(result.isError, `${tool} ${JSON.stringify(args).slice(0, 80)}`).toBe(true);
      expect(result.text).toMatch(message);
    }
    const unknownTool = await call(client, 'delete_everything', {});
    expect(unknownTool).toEqual({isError: true, text: expect.stringMatching(/Tool delete_everything not found/)});
    expect((await call(client, 'read_page', {page: '/developers/v3/overview'})).isError).toBe(false);
  });

  test('reads a served site by URL as it reads a build folder, with links on that site', async () => {
    const nginx = await startNginx(BUILD);
    const served = await connect(nginx.baseUrl);
    try {
      const page = await call(served, 'read_page', {page: `${nginx.baseUrl}/developers/v3/overview`});
      expect(page).toEqual(await call(client, 'read_page', {page: '/developers/v3/overview'}));
      const {results} = await callJson<{results: {url: string}[]}>(served, 'search_docs', {
        query: 'set_deposit_hook',
        limit: 1,
      });
      expect(results[0]!.url).toBe(`${nginx.baseUrl}/developers/smart-contracts/V3/VaultV3#set_deposit_hook`);
      const {entries} = await callJson<AddressAnswer>(served, 'get_address', {query: 'V3 release registry'});
      expect(entries[0]!.page).toBe(`${nginx.baseUrl}/developers/addresses/v3-contracts`);
    } finally {
      await served.close();
      await nginx.stop();
    }
  });

  test('an unreachable site or a missing build folder gives an error result, not a crash', async () => {
    const offline = await connect('http://127.0.0.1:9');
    try {
      const result = await call(offline, 'search_docs', {query: 'vault'});
      expect(result.isError).toBe(true);
      expect(result.text).toMatch(/could not be reached/);
      expect((await call(offline, 'get_address', {query: 'release registry'})).text).toMatch(/could not be reached/);
    } finally {
      await offline.close();
    }
    const nowhere = await connect(path.join(ROOT, 'no-such-build'));
    try {
      const result = await call(nowhere, 'read_page', {page: '/developers/v3/overview'});
      expect(result.isError).toBe(true);
      expect(result.text).toMatch(/build folder .* does not exist/);
    } finally {
      await nowhere.close();
    }
  });
});

test.describe('files published for assistants without MCP', {tag: '@desktop'}, () => {
  const read = (sitePath: string) => fs.readFileSync(path.join(BUILD, sitePath), 'utf8');

  test('the address book and the contract index are JSON at their stable URLs', () => {
    const book = JSON.parse(read(AGENT_API.addresses)) as AddressBookFile;
    expect(book.entries.map((entry) => `${entry.id}@${entry.chainId}`)).toEqual(
      ADDRESS_BOOK.flatMap((entry) => entry.chains.map((chain) => `${entry.id}@${chain}`)),
    );
    const index = JSON.parse(read(AGENT_API.contracts)) as ContractIndexFile;
    const vault = index.contracts.find((contract) => contract.name === 'VaultV3' && !contract.deprecated)!;
    expect(vault.members.find((member) => member.signature === 'deposit(uint256,address)')?.selector).toBe(
      '0x6e553f65',
    );
  });

  test('each docs area has its own llms.txt, and SKILL.md points at the files', () => {
    for (const area of DOCS_AREAS) {
      const lines = read(`/${area.routeBasePath}/${AGENT_API.areaIndexFile}`)
        .split('\n')
        .filter((line) => line.startsWith('- ['));
      expect(lines.length, area.routeBasePath).toBeGreaterThan(0);
      for (const line of lines)
        expect(line, area.routeBasePath).toContain(`https://docs.yearn.fi/${area.routeBasePath}/`);
    }
    expect(read(AGENT_API.skill)).toContain(`https://docs.yearn.fi${AGENT_API.addresses}`);
  });

  test('docs pages name their Markdown copy in the head', () => {
    for (const route of [
      '/developers/v3/overview',
      '/developers/ai-assistants',
      '/developers/smart-contracts/V3/VaultV3',
    ]) {
      const html = read(`${route}/index.html`);
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, route).toMatch(
        new RegExp(`<link[^>]*rel="?alternate"?[^>]*type="?text/markdown"?[^>]*href="?${route}\\.md"?`),
      );
      expect(fs.existsSync(path.join(BUILD, `${route}.md`)), route).toBe(true);
    }
  });
});

test.describe('MCP server: live verification against a local node', {tag: '@desktop'}, () => {
  test.describe.configure({mode: 'serial', timeout: 90_000});
  let chain: LocalChain;
  let client: Client;

  test.beforeAll(async () => {
    chain = await LocalChain.start(LOCAL_CHAIN.mcpPort);
    client = await connect(BUILD, {YEARN_RPC_URL: `http://127.0.0.1:${LOCAL_CHAIN.mcpPort}`});
  });

  test.afterAll(async () => {
    await client?.close();
    await chain?.stop();
  });

  test('verify: true reads the release registry on chain and reports it verified', async () => {
    const {entries} = await callJson<AddressAnswer>(client, 'get_address', {
      query: 'V3 release registry',
      chain: 1,
      verify: true,
    });
    expect(entries[0]!.id).toBe('v3.release-registry');
    expect(entries[0]!.liveCheck).toEqual({
      status: 'verified',
      chainSays: expect.stringContaining('returns this address'),
    });
  });

  test('verify: true reports what the chain returned when it disagrees', async () => {
    await chain.answer(
      getEntry('v3.address-provider').address,
      PROTOCOL_ADDRESS_PROVIDER_ABI,
      'getReleaseRegistry',
      [],
      WRONG_REGISTRY,
    );
    const {entries} = await callJson<AddressAnswer>(client, 'get_address', {
      query: 'V3 release registry',
      chain: 1,
      verify: true,
    });
    expect(entries[0]!.liveCheck?.status).toBe('mismatch');
    expect(entries[0]!.liveCheck?.chainSays).toContain(WRONG_REGISTRY);
  });
});
