/**
 * Live detail for an explained transaction, read from the chain it is for:
 * each target's `apiVersion()`, the token units of amounts (the target's
 * `symbol()` and `decimals()`, or its `asset()`'s for the asset amounts of a
 * vault), and the owners and threshold of a Safe whose `execTransaction` is
 * explained. Optional by design: the offline explanation is complete without
 * it, so a chain that cannot be read gives `{ok: false, reason}` and nothing
 * else changes. A target that simply lacks a function (no `apiVersion()` on
 * a token) is no failure: that detail is left out. Plain TypeScript, no React;
 * the page reads through the same per-chain readers as the other widgets.
 */
import {formatUnits, getAddress, maxUint256, type Address} from 'viem';

import {view} from '../chain/abiView';
import {SAFE_ABI} from '../chain/abis';
import type {ChainReader} from '../chain/client';
import {CallRevertedError, toChainError, UnexpectedChainError} from '../chain/errors';
import type {ExplainedCall} from './calldata';

const API_VERSION_ABI = [view('apiVersion', 'string')] as const;
const TOKEN_ABI = [view('symbol', 'string'), view('decimals', 'uint8'), view('asset', 'address')] as const;

export interface TokenUnits {
  readonly address: Address;
  readonly symbol: string;
  readonly decimals: number;
}

export interface LiveSafe {
  readonly owners: readonly Address[];
  readonly threshold: number;
}

export interface LiveDetails {
  readonly chainId: number;
  /** `apiVersion()` of each target that has one, by checksummed address. */
  readonly versions: Readonly<Record<Address, string>>;
  /** Owners and threshold of each Safe whose `execTransaction` is explained, by checksummed address. */
  readonly safes: Readonly<Record<Address, LiveSafe>>;
  /** Amounts in token units, by call path and argument name: `1,000.5 USDC`. */
  readonly amounts: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

export type LiveResult =
  {readonly ok: true; readonly details: LiveDetails} | {readonly ok: false; readonly reason: string};

/** Functions whose amount is in the target token's own units. */
const TOKEN_FUNCTIONS = /^(approve|increaseAllowance|decreaseAllowance|transfer|transferFrom|permit)$/;

/** Argument names, compared without underscores and case (`new_max_debt`, `newMaxDebt`). */
const names = (...list: string[]) => new Set(list.map((name) => plainName(name)));
const TOKEN_AMOUNTS = names('amount', 'value', 'wad', 'added_value', 'subtracted_value');
/** Arguments of a vault or strategy that count shares (the target's units) or assets (its `asset()`'s). */
const SHARE_AMOUNTS = names('shares', 'max_shares');
const ASSET_AMOUNTS = names(
  'assets',
  'amount',
  'new_max_debt',
  'max_debt',
  'target_debt',
  'new_debt',
  'deposit_limit',
  'new_deposit_limit',
  'minimum_total_idle',
  'new_minimum_total_idle',
);

function plainName(name: string): string {
  return name.replace(/_/g, '').toLowerCase();
}

function walk(call: ExplainedCall, visit: (call: ExplainedCall) => void): void {
  visit(call);
  call.calls.forEach((inner) => walk(inner, visit));
}

/** `1234567.5` as `1,234,567.5`. */
function grouped(decimal: string): string {
  const [whole = '0', fraction] = decimal.split('.');
  const withCommas = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction ? `${withCommas}.${fraction}` : withCommas;
}

export function formatTokenAmount(raw: bigint, units: TokenUnits): string {
  if (raw === maxUint256) return `the maximum (unlimited) ${units.symbol}`;
  return `${grouped(formatUnits(raw, units.decimals))} ${units.symbol}`;
}

/** True when the read failed because the contract lacks the function, not because the chain could not be read. */
const absent = (error: unknown) => {
  const mapped = toChainError(error);
  return mapped instanceof CallRevertedError || mapped instanceof UnexpectedChainError;
};

/**
 * Reads the live detail of `root` through `reader`. Never rejects: a chain
 * that cannot be read (down, on another chain, too slow for `timeoutMs`)
 * gives `{ok: false, reason}` with a plain reason.
 */
export async function readLiveDetails(
  reader: ChainReader,
  root: ExplainedCall,
  {timeoutMs}: {readonly timeoutMs: number},
): Promise<LiveResult> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<LiveResult>((resolve) => {
    timer = setTimeout(
      () =>
        resolve({
          ok: false,
          reason: `the RPC node did not answer within ${timeoutMs >= 1000 ? `${Math.round(timeoutMs / 1000)} seconds` : `${timeoutMs} ms`}`,
        }),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([read(reader, root), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function read(reader: ChainReader, root: ExplainedCall): Promise<LiveResult> {
  const failures: unknown[] = [];
  /** The answer, or undefined when the contract lacks the function; chain failures are kept. */
  const optional = async <T>(load: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await load();
    } catch (error) {
      if (!absent(error)) failures.push(error);
      return undefined;
    }
  };
  try {
    // The chain id check of the reader: a node that is down or on another chain fails here, once.
    await reader.cached('explain:chain', () => Promise.resolve(true));
  } catch (error) {
    return {ok: false, reason: toChainError(error).reason};
  }

  const calls: ExplainedCall[] = [];
  walk(root, (call) => calls.push(call));
  const targets = [...new Set(calls.flatMap((c) => (c.to ? [getAddress(c.to.address)] : [])))];

  const unitsOf = new Map<Address, Promise<TokenUnits | undefined>>();
  const units = (address: Address) => {
    let pending = unitsOf.get(address);
    if (!pending) {
      pending = Promise.all([
        optional(() => reader.readContract({address, abi: TOKEN_ABI, functionName: 'symbol'})),
        optional(() => reader.readContract({address, abi: TOKEN_ABI, functionName: 'decimals'})),
      ]).then(([symbol, decimals]) =>
        symbol !== undefined && decimals !== undefined ? {address, symbol, decimals: Number(decimals)} : undefined,
      );
      unitsOf.set(address, pending);
    }
    return pending;
  };
  const assetOf = new Map<Address, Promise<Address | undefined>>();
  const asset = (address: Address) => {
    let pending = assetOf.get(address);
    if (!pending) {
      pending = optional(() => reader.readContract({address, abi: TOKEN_ABI, functionName: 'asset'}));
      assetOf.set(address, pending);
    }
    return pending;
  };

  const versions: Record<Address, string> = {};
  const safes: Record<Address, LiveSafe> = {};
  const amounts: Record<string, Record<string, string>> = {};

  const versionReads = targets.map(async (address) => {
    const version = await optional(() =>
      reader.readContract({address, abi: API_VERSION_ABI, functionName: 'apiVersion'}),
    );
    if (version) versions[address] = version;
  });
  const safeReads = calls
    .filter((c) => c.to && c.function?.name === 'execTransaction')
    .map(async (c) => {
      const address = getAddress(c.to!.address);
      const [owners, threshold] = await Promise.all([
        optional(() => reader.readContract({address, abi: SAFE_ABI, functionName: 'getOwners'})),
        optional(() => reader.readContract({address, abi: SAFE_ABI, functionName: 'getThreshold'})),
      ]);
      if (owners && threshold !== undefined) safes[address] = {owners, threshold: Number(threshold)};
    });
  const amountReads = calls.flatMap((c) => {
    if (!c.to || !c.function) return [];
    const target = getAddress(c.to.address);
    const tokenCall = TOKEN_FUNCTIONS.test(c.function.name);
    return c.function.args
      .filter((a) => /^uint/.test(a.type) && a.roles === undefined)
      .map(async (a) => {
        const name = plainName(a.name);
        let token: TokenUnits | undefined;
        if (tokenCall) token = TOKEN_AMOUNTS.has(name) ? await units(target) : undefined;
        else if (SHARE_AMOUNTS.has(name)) token = await units(target);
        else if (ASSET_AMOUNTS.has(name)) {
          const underlying = await asset(target);
          token = underlying ? await units(getAddress(underlying)) : undefined;
        }
        if (token) (amounts[c.path] ??= {})[a.name] = formatTokenAmount(BigInt(a.value), token);
      });
  });
  await Promise.all([...versionReads, ...safeReads, ...amountReads]);

  const nothing = !Object.keys(versions).length && !Object.keys(safes).length && !Object.keys(amounts).length;
  if (nothing && failures.length) return {ok: false, reason: toChainError(failures[0]).reason};
  return {ok: true, details: {chainId: reader.chainId, versions, safes, amounts}};
}
