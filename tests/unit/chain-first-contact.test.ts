import {mainnet} from 'viem/chains';
import {afterEach, describe, expect, it, vi} from 'vitest';

import {createChainReader, createMainnetClient} from '../../src/chain/client';
import {HttpStatusError, NetworkError} from '../../src/chain/errors';
import {CHAIN} from '../../src/config/chain';

const RPC = 'http://127.0.0.1:1/';
/** A reader as the browser's chain code makes it (src/chain/browser.ts). */
const browserReader = () =>
  createChainReader(RPC, mainnet, createMainnetClient(RPC, mainnet, {retryUnreachable: false}));

/** Replaces fetch with `answer` and counts the requests sent to the RPC. */
function stubFetch(answer: (ids: number[]) => Promise<Response>) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', (url: string, init: {body: string}) => {
    calls.push(String(url));
    // The transport batches JSON-RPC requests: an answer carries one result per id.
    const body = JSON.parse(init.body) as {id: number}[];
    return answer(body.map((request) => request.id));
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a chain's first contact from the browser", () => {
  it('is sent once to a node that cannot be reached: a retry meets the same refusal, and each is a console error', async () => {
    const calls = stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const reader = browserReader();
    const read = reader.cached('x', () => Promise.resolve(1));
    await expect(read).rejects.toBeInstanceOf(NetworkError);
    await expect(read).rejects.toHaveProperty('reason', 'the RPC node could not be reached');
    expect(calls).toHaveLength(1);
  });

  it('is retried when the node answers with a server error, as often as the settings say', async () => {
    const calls = stubFetch(() => Promise.resolve(new Response('Internal Server Error', {status: 500})));
    const reader = browserReader();
    await expect(reader.cached('x', () => Promise.resolve(1))).rejects.toBeInstanceOf(HttpStatusError);
    expect(calls).toHaveLength(CHAIN.retryCount + 1);
  });

  it('goes on once a rate-limited node answers', async () => {
    let sent = 0;
    const calls = stubFetch((ids) =>
      Promise.resolve(
        ++sent < 3
          ? new Response('Too Many Requests', {status: 429})
          : new Response(JSON.stringify(ids.map((id) => ({jsonrpc: '2.0', id, result: '0x1'}))), {
              headers: {'Content-Type': 'application/json'},
            }),
      ),
    );
    const reader = browserReader();
    expect(await reader.cached('x', () => Promise.resolve('read'))).toBe('read');
    expect(calls).toHaveLength(3);
  });
});

describe("a chain's first contact from the scripts", () => {
  it('is retried when the node cannot be reached: there a retry costs nothing and may meet a node that came back', async () => {
    const calls = stubFetch(() => Promise.reject(new TypeError('fetch failed')));
    await expect(createChainReader(RPC, mainnet).cached('x', () => Promise.resolve(1))).rejects.toBeInstanceOf(
      NetworkError,
    );
    expect(calls).toHaveLength(CHAIN.retryCount + 1);
  });
});
