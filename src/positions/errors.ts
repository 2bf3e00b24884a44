/**
 * Failures of the position finder, by domain: the holder given, a registry
 * that could not be listed, a vault that could not be read, a whole chain.
 * Each keeps what it was raised from as its `cause` (usually a ChainError
 * from src/chain/errors.ts, which in turn keeps viem's error).
 */
import {ChainError, toChainError} from '../chain/errors';

export abstract class PositionsError extends Error {
  /** One plain sentence for the reader. */
  abstract readonly reason: string;
}

/** The holder is neither an address nor an ENS name. */
export class InvalidHolderError extends PositionsError {
  override readonly name = 'InvalidHolderError';
  readonly reason: string;
  constructor(why: string) {
    super(`Invalid holder: ${why}`);
    this.reason = `the holder ${why}`;
  }
}

/** A registry could not be listed; the chain's other registries still are. */
export class RegistryReadError extends PositionsError {
  override readonly name = 'RegistryReadError';
  readonly reason: string;
  constructor(
    readonly registry: string,
    readonly chainId: number,
    options: {readonly cause: unknown},
  ) {
    const chainError = asChainError(options.cause);
    super(`Could not list the vaults of ${registry} on chain ${chainId}: ${chainError.message}`, {cause: chainError});
    this.reason = `the vaults of the ${registry} could not be listed: ${chainError.reason}`;
  }
}

/** One vault's reads failed; the chain's other vaults are still listed. */
export class VaultReadError extends PositionsError {
  override readonly name = 'VaultReadError';
  readonly reason: string;
  constructor(
    readonly vault: string,
    readonly chainId: number,
    options: {readonly cause: unknown},
  ) {
    const chainError = asChainError(options.cause);
    super(`Could not read vault ${vault} on chain ${chainId}: ${chainError.message}`, {cause: chainError});
    this.reason = `vault ${vault} could not be read: ${chainError.reason}`;
  }
}

/** Nothing could be read on a chain (its node failed, or every registry did). */
export class ChainPositionsError extends PositionsError {
  override readonly name = 'ChainPositionsError';
  readonly reason: string;
  constructor(
    readonly chainId: number,
    options: {readonly cause: unknown},
  ) {
    const cause = options.cause;
    const why =
      cause instanceof PositionsError || cause instanceof ChainError ? cause.reason : asChainError(cause).reason;
    super(`Chain ${chainId}: ${why}`, {cause});
    this.reason = why;
  }
}

function asChainError(error: unknown): ChainError {
  return toChainError(error);
}
