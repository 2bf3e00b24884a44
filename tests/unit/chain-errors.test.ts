import {HttpRequestError, RpcRequestError, TimeoutError as ViemTimeout, BaseError} from 'viem';
import {describe, expect, it} from 'vitest';

import {CHAIN, RPC_GIVE_UP_MS} from '../../src/config/chain';
import {RequestCache} from '../../src/chain/cache';
import {
  CallRevertedError,
  HttpStatusError,
  MalformedResponseError,
  NetworkError,
  RateLimitedError,
  RpcError,
  RpcTimeoutError,
  UnexpectedChainError,
  WrongChainError,
  toChainError,
} from '../../src/chain/errors';
import {resolveRpcUrl} from '../../src/chain/rpcUrl';

const url = 'http://127.0.0.1:1';
const wrap = (cause: Error) => new BaseError('Read failed', {cause});

describe('toChainError', () => {
  it("maps viem timeouts, under a name of its own, keeping viem's error as the cause", () => {
    const viemError = wrap(new ViemTimeout({body: {}, url}));
    const error = toChainError(viemError);
    expect(error).toBeInstanceOf(RpcTimeoutError);
    expect(error.reason).toBe('the RPC node did not answer in time');
    expect(error.name).toBe('RpcTimeoutError');
    expect(error.name).not.toBe(new ViemTimeout({body: {}, url}).name);
    expect(error.cause).toBe(viemError);
  });

  it('keeps the original error as the cause of every mapped error', () => {
    const causes = [
      wrap(new HttpRequestError({url, status: 500})),
      wrap(new HttpRequestError({url, status: 429})),
      wrap(new RpcRequestError({body: {}, url, error: {code: -32601, message: 'method not found'}})),
      wrap(new HttpRequestError({url, cause: new SyntaxError('Unexpected token')})),
      wrap(new HttpRequestError({url, cause: new TypeError('fetch failed')})),
      new SyntaxError('bad JSON'),
      new Error('boom'),
    ];
    for (const cause of causes) expect(toChainError(cause).cause).toBe(cause);
  });

  it('maps HTTP statuses, with 429 as rate limiting', () => {
    expect(toChainError(wrap(new HttpRequestError({url, status: 500})))).toBeInstanceOf(HttpStatusError);
    expect(toChainError(wrap(new HttpRequestError({url, status: 500}))).reason).toBe('the RPC node answered HTTP 500');
    expect(toChainError(wrap(new HttpRequestError({url, status: 429})))).toBeInstanceOf(RateLimitedError);
  });

  it('maps JSON-RPC error codes', () => {
    const rpc = new RpcRequestError({body: {}, url, error: {code: -32601, message: 'method not found'}});
    const error = toChainError(wrap(rpc));
    expect(error).toBeInstanceOf(RpcError);
    expect((error as RpcError).code).toBe(-32601);
    expect(
      toChainError(wrap(new RpcRequestError({body: {}, url, error: {code: -32005, message: 'limit'}}))),
    ).toBeInstanceOf(RateLimitedError);
  });

  it('maps malformed bodies and unreachable nodes', () => {
    expect(toChainError(wrap(new HttpRequestError({url, cause: new SyntaxError('Unexpected token')})))).toBeInstanceOf(
      MalformedResponseError,
    );
    expect(toChainError(wrap(new HttpRequestError({url, cause: new TypeError('fetch failed')})))).toBeInstanceOf(
      NetworkError,
    );
  });

  it('keeps typed errors as they are', () => {
    // Reverts are typed where the batch reports them (src/chain/multicall.ts).
    const reverted = new CallRevertedError('getRouter()', {revertData: '0x12345678'});
    expect(toChainError(reverted)).toBe(reverted);
    expect(reverted.reason).toBe('the contract call getRouter() reverted');
    const wrong = new WrongChainError(1, 5, 'Ethereum');
    expect(toChainError(wrong)).toBe(wrong);
    expect(wrong.reason).toBe('the RPC node is on chain 5, not Ethereum (1)');
    expect(toChainError('boom')).toBeInstanceOf(UnexpectedChainError);
  });
});

describe('RPC settings', () => {
  it('are the documented timeout, retries, batch sizes and cache size', () => {
    expect(CHAIN).toMatchObject({
      rpcTimeoutMs: 10_000,
      retryCount: 3,
      retryDelayMs: 150,
      rpcBatchSize: 1000,
      multicallBatchSizeBytes: 1024,
      requestCacheEntries: 8192,
    });
    expect(RPC_GIVE_UP_MS).toBe(40_000 + 300 + 600 + 1200);
  });

  it('pick the explicit URL, then the provider key, then the public RPC', () => {
    expect(resolveRpcUrl({rpcUrl: 'http://127.0.0.1:18545', providerKey: 'k'})).toBe('http://127.0.0.1:18545');
    expect(resolveRpcUrl({providerKey: 'a/b'})).toBe(`${CHAIN.providerUrlPrefix}a%2Fb`);
    expect(resolveRpcUrl({})).toBe(CHAIN.publicRpcUrl);
    expect(resolveRpcUrl({rpcUrl: '', providerKey: undefined})).toBe(CHAIN.publicRpcUrl);
  });
});

describe('RequestCache', () => {
  it('shares a read, evicts the least recently used entry and forgets failures', async () => {
    const cache = new RequestCache(2);
    let calls = 0;
    const load = () => Promise.resolve(++calls);
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    await cache.get('b', load);
    await cache.get('a', load);
    await cache.get('c', load); // evicts b, the least recently used
    expect(cache.size).toBe(2);
    expect(await cache.get('b', load)).toBe(4);
    await expect(cache.get('x', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    await Promise.resolve();
    expect(await cache.get('x', load)).toBe(5);
  });
});
