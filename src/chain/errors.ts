/**
 * Typed chain failures. viem's errors are mapped to these so the widgets and
 * the check script can say plainly what went wrong; each keeps the error it
 * was mapped from as its `cause`, for the console and for debugging.
 */
import {
  BaseError,
  ChainDoesNotSupportContract,
  HttpRequestError,
  RpcRequestError,
  TimeoutError as ViemTimeoutError,
  type Hex,
} from 'viem';

import {UNREACHABLE_REASON} from './reasons';

export interface ChainErrorOptions {
  /** The error this one was mapped from (usually viem's). */
  readonly cause?: unknown;
}

export abstract class ChainError extends Error {
  /** Short reason shown to readers next to "could not verify". */
  abstract readonly reason: string;
  constructor(message?: string, options?: ChainErrorOptions) {
    super(message, options);
  }
}

/** Named apart from viem's `TimeoutError`, which it is mapped from. */
export class RpcTimeoutError extends ChainError {
  override readonly name = 'RpcTimeoutError';
  readonly reason = 'the RPC node did not answer in time';
}

export class HttpStatusError extends ChainError {
  override readonly name = 'HttpStatusError';
  readonly reason: string;
  constructor(
    readonly status: number,
    message?: string,
    options?: ChainErrorOptions,
  ) {
    super(message ?? `HTTP ${status}`, options);
    this.reason = `the RPC node answered HTTP ${status}`;
  }
}

export class RateLimitedError extends ChainError {
  override readonly name = 'RateLimitedError';
  readonly reason = 'the RPC node is rate limiting requests (retried, still refused)';
}

export class RpcError extends ChainError {
  override readonly name = 'RpcError';
  readonly reason: string;
  constructor(
    readonly code: number,
    message: string,
    options?: ChainErrorOptions,
  ) {
    super(message, options);
    this.reason = `the RPC node returned error ${code}`;
  }
}

export class MalformedResponseError extends ChainError {
  override readonly name = 'MalformedResponseError';
  readonly reason = 'the RPC node sent a response that is not valid JSON-RPC';
}

export class NetworkError extends ChainError {
  override readonly name = 'NetworkError';
  readonly reason = UNREACHABLE_REASON;
}

export class WrongChainError extends ChainError {
  override readonly name = 'WrongChainError';
  readonly reason: string;
  constructor(
    readonly expected: number,
    readonly actual: number,
    readonly expectedName: string,
  ) {
    super(`Expected chain id ${expected}, the RPC node reports ${actual}`);
    this.reason = `the RPC node is on chain ${actual}, not ${expectedName} (${expected})`;
  }
}

export class CallRevertedError extends ChainError {
  override readonly name = 'CallRevertedError';
  readonly reason: string;
  /** What the contract reverted with (an error selector and its arguments), when the batch returned it. */
  readonly revertData?: Hex;
  constructor(
    readonly call: string,
    options?: ChainErrorOptions & {readonly revertData?: Hex},
  ) {
    super(`${call} reverted`, options);
    this.reason = `the contract call ${call} reverted`;
    this.revertData = options?.revertData;
  }
}

/** The node's chain has no ENS universal resolver: names are looked up on Ethereum only. */
export class EnsUnavailableError extends ChainError {
  override readonly name = 'EnsUnavailableError';
  readonly reason = 'this chain has no ENS, so names are looked up on Ethereum only';
}

export class UnexpectedChainError extends ChainError {
  override readonly name = 'UnexpectedChainError';
  readonly reason: string;
  constructor(message: string, options?: ChainErrorOptions) {
    super(message, options);
    this.reason = `unexpected error: ${message.split('\n')[0]}`;
  }
}

/** Maps anything thrown by a viem read to one of the typed errors above, keeping it as the `cause`. */
export function toChainError(error: unknown): ChainError {
  if (error instanceof ChainError) return error;
  const cause = {cause: error};
  if (error instanceof BaseError) {
    if (error.walk((e) => e instanceof ChainDoesNotSupportContract && e.message.includes('ensUniversalResolver')))
      return new EnsUnavailableError(error.shortMessage, cause);
    if (error.walk((e) => e instanceof ViemTimeoutError)) return new RpcTimeoutError(error.shortMessage, cause);
    const http = error.walk((e) => e instanceof HttpRequestError) as HttpRequestError | null;
    if (http?.status === 429) return new RateLimitedError(http.shortMessage, cause);
    if (http?.status && (http.status < 200 || http.status >= 300))
      return new HttpStatusError(http.status, http.shortMessage, cause);
    const rpc = error.walk((e) => e instanceof RpcRequestError) as RpcRequestError | null;
    if (rpc) {
      if (rpc.code === 429 || rpc.code === -32005) return new RateLimitedError(rpc.shortMessage, cause);
      return new RpcError(rpc.code, rpc.shortMessage, cause);
    }
    if (http) {
      if (error.walk((e) => e instanceof SyntaxError)) return new MalformedResponseError(http.shortMessage, cause);
      return new NetworkError(http.shortMessage, cause);
    }
    return new UnexpectedChainError(error.shortMessage, cause);
  }
  if (error instanceof SyntaxError) return new MalformedResponseError(error.message, cause);
  return new UnexpectedChainError(error instanceof Error ? error.message : String(error), cause);
}

export class NoEnsAddressError extends ChainError {
  override readonly name = 'NoEnsAddressError';
  readonly reason: string;
  constructor(readonly ensName: string) {
    super(`${ensName} has no ENS address`);
    this.reason = `${ensName} has no ENS name record`;
  }
}
