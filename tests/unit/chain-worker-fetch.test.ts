import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {MessageChannel, type MessagePort} from 'node:worker_threads';

import {mainnet} from 'viem/chains';
import {afterEach, describe, expect, it, vi} from 'vitest';

import {createChainReader, createMainnetClient} from '../../src/chain/client';
import {HttpStatusError, MalformedResponseError, NetworkError, WrongChainError} from '../../src/chain/errors';
import {createWorkerFetch, serveFetchRequests, type FetchFn, type MessageEndpoint} from '../../src/chain/workerFetch';

/**
 * The page's side and the worker's side of src/chain/workerFetch.ts joined by
 * a MessageChannel, the way the browser joins a page and its worker.
 */
const openPorts: MessagePort[] = [];
function workerPair(workerFetch: FetchFn = fetch): MessageEndpoint {
  const {port1, port2} = new MessageChannel();
  openPorts.push(port1, port2);
  serveFetchRequests(port2 as unknown as MessageEndpoint, workerFetch);
  port1.start();
  port2.start();
  return port1 as unknown as MessageEndpoint;
}

let server: Server | undefined;
/** A local HTTP server answering every request with `answer`; resolves to its URL. */
async function rpcServer(answer: (body: string) => {status: number; type: string; body: string}): Promise<string> {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const reply = answer(body);
      response.writeHead(reply.status, {'Content-Type': reply.type}).end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

/** The answer of a node on `chainIdHex` to viem's batched JSON-RPC requests. */
const chainIdAnswer = (chainIdHex: string) => (body: string) => ({
  status: 200,
  type: 'application/json',
  body: JSON.stringify((JSON.parse(body) as {id: number}[]).map(({id}) => ({jsonrpc: '2.0', id, result: chainIdHex}))),
});

/** A reader as src/chain/browser.ts makes it, its requests sent through `rpcFetch`. */
const readerThrough = (rpcUrl: string, rpcFetch: FetchFn) =>
  createChainReader(
    rpcUrl,
    mainnet,
    createMainnetClient(rpcUrl, mainnet, {retryUnreachable: false, fetchFn: rpcFetch}),
  );

afterEach(async () => {
  for (const port of openPorts.splice(0)) port.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

describe('RPC requests sent from the worker', () => {
  it("carry viem's request to the node and its answer back", async () => {
    const bodies: string[] = [];
    const url = await rpcServer((body) => (bodies.push(body), chainIdAnswer('0x1')(body)));
    const pageFetch = vi.fn(fetch);
    const reader = readerThrough(
      url,
      createWorkerFetch(() => workerPair(), pageFetch),
    );
    expect(await reader.cached('read', () => Promise.resolve('answered'))).toBe('answered');
    expect(bodies).toHaveLength(1);
    expect(JSON.parse(bodies[0]!)).toMatchObject([{jsonrpc: '2.0', method: 'eth_chainId'}]);
    expect(pageFetch).not.toHaveBeenCalled();
  });

  it('keep the checks that read the answer: a node on another chain is refused', async () => {
    const url = await rpcServer(chainIdAnswer('0xa'));
    const reader = readerThrough(
      url,
      createWorkerFetch(() => workerPair()),
    );
    await expect(reader.cached('read', () => Promise.resolve(1))).rejects.toBeInstanceOf(WrongChainError);
  });

  it('end in the same typed errors as the page fetch: unreachable, HTTP status, malformed answer', async () => {
    const refused = readerThrough(
      'http://127.0.0.1:1/',
      createWorkerFetch(() => workerPair()),
    );
    await expect(refused.cached('read', () => Promise.resolve(1))).rejects.toBeInstanceOf(NetworkError);

    const failing = await rpcServer(() => ({status: 500, type: 'text/plain', body: 'Internal Server Error'}));
    const status = readerThrough(
      failing,
      createWorkerFetch(() => workerPair()),
    );
    await expect(status.cached('read', () => Promise.resolve(1))).rejects.toBeInstanceOf(HttpStatusError);
    await new Promise<void>((resolve) => server!.close(() => resolve()));

    const garbled = await rpcServer(() => ({status: 200, type: 'application/json', body: '{"jsonrpc": '}));
    const malformed = readerThrough(
      garbled,
      createWorkerFetch(() => workerPair()),
    );
    await expect(malformed.cached('read', () => Promise.resolve(1))).rejects.toBeInstanceOf(MalformedResponseError);
  });

  it("abort the worker's request when the page gives up on it", async () => {
    let workerSignal: AbortSignal | undefined;
    const hanging: FetchFn = (_input, init) => {
      workerSignal = init?.signal ?? undefined;
      return new Promise(() => {});
    };
    const rpcFetch = createWorkerFetch(() => workerPair(hanging));
    const controller = new AbortController();
    const request = rpcFetch('http://node.invalid/', {method: 'POST', body: '{}', signal: controller.signal});
    await vi.waitFor(() => expect(workerSignal).toBeDefined());
    controller.abort();
    await expect(request).rejects.toHaveProperty('name', 'AbortError');
    await vi.waitFor(() => expect(workerSignal?.aborted).toBe(true));
  });

  it('build a bodiless response for a 204 and keep the status text and headers', async () => {
    const answer: FetchFn = () =>
      Promise.resolve(new Response(null, {status: 204, statusText: 'No Content', headers: {'X-Node': 'a'}}));
    const response = await createWorkerFetch(() => workerPair(answer))('http://node.invalid/', {method: 'POST'});
    expect(response.status).toBe(204);
    expect(response.statusText).toBe('No Content');
    expect(response.headers.get('x-node')).toBe('a');
    expect(await response.text()).toBe('');
  });
});

describe('without a working worker', () => {
  it("use the page's fetch when the worker cannot be started", async () => {
    const pageFetch = vi.fn<FetchFn>(() => Promise.resolve(new Response('from the page')));
    const rpcFetch = createWorkerFetch(() => {
      throw new Error('Worker is not defined');
    }, pageFetch);
    expect(await (await rpcFetch('http://node.invalid/')).text()).toBe('from the page');
    expect(pageFetch).toHaveBeenCalledTimes(1);
  });

  it("send the requests it had not answered, and every later one, through the page's fetch once it fails", async () => {
    const listeners: {error?: (event: Event) => void} = {};
    const silentWorker: MessageEndpoint = {
      postMessage: () => {},
      addEventListener: (type: string, listener: (event: never) => void) => {
        if (type === 'error') listeners.error = listener as (event: Event) => void;
      },
    };
    const pageFetch = vi.fn<FetchFn>((input) => Promise.resolve(new Response(`page: ${String(input)}`)));
    const rpcFetch = createWorkerFetch(() => silentWorker, pageFetch);
    const waiting = rpcFetch('http://node.invalid/a');
    expect(pageFetch).not.toHaveBeenCalled();
    listeners.error!(new Event('error'));
    expect(await (await waiting).text()).toBe('page: http://node.invalid/a');
    expect(await (await rpcFetch('http://node.invalid/b')).text()).toBe('page: http://node.invalid/b');
    expect(pageFetch).toHaveBeenCalledTimes(2);
  });
});
