/**
 * Explains calldata: which function of which Yearn contract it calls, with
 * named and typed arguments, every address named from the address book,
 * the calls it wraps decoded in turn (Safe `execTransaction`, MultiSend
 * batches, timelock `schedule`/`scheduleBatch`/`execute`, the executor's
 * queueing calls, the router's `multicall`), what each call does and who may
 * make it, and the warnings a signer must see (`warnings.ts`). Offline:
 * nothing here reads a chain.
 */
import {decodeFunctionData, isHex, size, type AbiFunction, type Address, type Hex} from 'viem';

import {nameAddress, describeAddress, type NamedAddress} from './addresses';
import {ExplainInputError} from './errors';
import {decodeMultiSend} from './multiSend';
import {ROLE_SETTERS, spellRoles} from './roles';
import type {Candidate, SelectorIndex} from './selectorIndex';
import {TIMELOCK_ROLES} from './timelock';
import {formatAmount, tokenFactsOf, unitOf, type TokenFacts} from './tokens';
import {warningsOf, type Warning} from './warnings';

/** Deeper nesting than this is refused rather than followed (a batch inside a batch inside ...). */
export const MAX_DEPTH = 8;
/** Inputs longer than this (hex characters or JSON text) are refused before any decoding. */
export const MAX_INPUT_CHARS = 512 * 1024;

export type Operation = 'call' | 'delegatecall';

export interface DecodedArg {
  readonly name: string;
  readonly type: string;
  /** The value as text: decimal integers, checksummed addresses, hex bytes, JSON for arrays and tuples. */
  readonly value: string;
  readonly address?: NamedAddress;
  /** V3 role names of a role bitmask argument. */
  readonly roles?: string;
  /** The amount in the token's units where the token is known, such as `1,000.5 USDC`. */
  readonly amount?: string;
}

export interface ExplainedCall {
  /** Position in the tree: `0`, `0.1`, `0.1.2`. */
  readonly path: string;
  readonly to?: NamedAddress;
  readonly value: string;
  readonly operation: Operation;
  readonly data: Hex;
  readonly selector?: Hex;
  /** The candidate used to decode (the one the target implies, else the newest current release). */
  readonly function?: {
    readonly name: string;
    readonly signature: string;
    readonly stateMutability: AbiFunction['stateMutability'];
    readonly args: readonly DecodedArg[];
  };
  /** Every documented contract version with this selector; `implied` when the target's address book entry is a deployment of it. */
  readonly candidates: readonly (Omit<Candidate, 'abi'> & {readonly implied: boolean})[];
  /** One sentence: what the call does and who may make it. */
  readonly meaning: string;
  /** Why the call could not be decoded, when it could not. */
  readonly problem?: string;
  readonly calls: readonly ExplainedCall[];
}

export type ExplainResult =
  | {readonly ok: true; readonly call: ExplainedCall; readonly warnings: readonly Warning[]}
  | {readonly ok: false; readonly error: string};

export interface CallInput {
  readonly data: string;
  readonly to?: string;
  readonly chainId?: number;
  readonly value?: bigint | string;
  readonly operation?: Operation;
}

interface Context {
  readonly index: SelectorIndex;
  readonly chainId?: number;
}

const JSON_SAFE = (_key: string, v: unknown) => (typeof v === 'bigint' ? v.toString() : v);

function text(value: unknown): string {
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  return JSON.stringify(value, JSON_SAFE);
}

/**
 * Version order (`3.0.10` after `3.0.9`). One collator for every comparison: `localeCompare` with options builds
 * a new one each call, which made ranking the 62 candidates of `approve` most of a batch's decode time.
 */
const VERSIONS = new Intl.Collator('en', {numeric: true});

type Listed = Omit<Candidate, 'abi'>;

/**
 * Each selector's candidates, current releases before deprecated ones, newest first, each with its listing (the
 * candidate without its ABI item, as a call shows it): sorted and copied once per index rather than per call.
 */
const NEWEST_FIRST = new WeakMap<readonly Candidate[], readonly {candidate: Candidate; listed: Listed}[]>();

function newestFirst(candidates: readonly Candidate[]) {
  let sorted = NEWEST_FIRST.get(candidates);
  if (!sorted) {
    sorted = [...candidates]
      .sort((a, b) => Number(a.deprecated) - Number(b.deprecated) || VERSIONS.compare(b.version, a.version))
      .map((candidate) => {
        const {abi: _abi, ...listed} = candidate;
        return {candidate, listed};
      });
    NEWEST_FIRST.set(candidates, sorted);
  }
  return sorted;
}

/**
 * The candidates the target implies first, then current releases before deprecated ones, newest first: the one
 * to decode with (`best`), and the list the call shows.
 */
function rank(
  candidates: readonly Candidate[],
  to: NamedAddress | undefined,
): {best: Candidate | undefined; listed: ExplainedCall['candidates']} {
  const ids = new Set(to?.names.map((n) => n.id) ?? []);
  const sorted = newestFirst(candidates);
  const implied = sorted.map(({candidate}) => candidate.deployments.some((id) => ids.has(id)));
  const order = [...sorted.keys()].sort((a, b) => Number(implied[b]) - Number(implied[a]));
  const first = order[0];
  return {
    best: first === undefined ? undefined : sorted[first]!.candidate,
    listed: order.map((i) => ({...sorted[i]!.listed, implied: implied[i]!})),
  };
}

function argsOf(
  fn: AbiFunction,
  values: readonly unknown[],
  chainId: number | undefined,
  token: TokenFacts | undefined,
): DecodedArg[] {
  const roleFunction = ROLE_SETTERS.has(fn.name);
  return fn.inputs.map((input, i) => {
    const value = values[i];
    const name = input.name || `arg${i}`;
    const arg: DecodedArg = {name, type: input.type, value: text(value)};
    if (input.type === 'address' && typeof value === 'string') return {...arg, address: nameAddress(value, chainId)};
    if (roleFunction && input.type === 'uint256' && typeof value === 'bigint')
      return {...arg, roles: spellRoles(value).text};
    const unit = token && typeof value === 'bigint' ? unitOf(token, fn.name, name, input.type) : undefined;
    if (unit) return {...arg, amount: formatAmount(value as bigint, unit)};
    return arg;
  });
}

function meaningOf(fn: AbiFunction | undefined, best: Candidate | undefined, args: readonly DecodedArg[]): string {
  if (!fn || !best) return 'Unknown function: no Yearn contract, Safe or timelock ABI has this selector.';
  const account = args.find((a) => a.type === 'address');
  const roles = args.find((a) => a.roles !== undefined);
  const who = account?.address ? `${account.address.address} (${describeAddress(account.address)})` : '';
  let what = best.notice ?? `Calls ${fn.name} on ${best.contract} ${best.version}.`;
  const timelockRole = fn.name.endsWith('Role') ? TIMELOCK_ROLES[args[0]?.value as Hex] : undefined;
  if (timelockRole && (fn.name === 'grantRole' || fn.name === 'revokeRole'))
    what = `${fn.name === 'grantRole' ? 'Grants' : 'Takes away'} the timelock's ${timelockRole} ${fn.name === 'grantRole' ? 'to' : 'from'} ${who}.`;
  if (roles?.roles && ROLE_SETTERS.has(fn.name)) {
    const none = BigInt(roles.value) === 0n;
    if (fn.name === 'remove_role') what = `Removes ${roles.roles} from ${who}.`;
    else if (fn.name === 'add_role') what = `Grants ${roles.roles} to ${who}, keeping the roles it holds.`;
    else
      what = none
        ? `Takes every role away from ${who}.`
        : `Grants ${roles.roles} to ${who}, replacing every role it held.`;
  }
  return best.access ? `${what} ${best.access}` : what;
}

/** What a transfer or approval of a plain token does, in its units; a vault keeps the reference's notice. */
function tokenMeaning(fn: AbiFunction, args: readonly DecodedArg[], token: TokenFacts | undefined): string | undefined {
  if (!token || token.asset) return undefined;
  const amount = args.find((a) => a.amount)?.amount;
  const [first, second] = args.flatMap((a) =>
    a.address ? [`${a.address.address} (${describeAddress(a.address)})`] : [],
  );
  if (!amount || !first) return undefined;
  if (fn.name === 'transfer') return `Sends ${amount} from the sender to ${first}.`;
  if (fn.name === 'approve')
    return amount.startsWith('unlimited')
      ? `Lets ${first} spend all of the sender's ${token.token.symbol}, now and later.`
      : `Lets ${first} spend up to ${amount} from the sender's balance.`;
  if (fn.name === 'transferFrom' && second)
    return `Moves ${amount} from ${first} to ${second}, out of the caller's allowance.`;
  return undefined;
}

/** The calls a wrapper function carries: Safe, MultiSend, timelock, executor and router multicall. */
function innerCalls(
  fn: AbiFunction,
  values: readonly unknown[],
  to: Address | undefined,
): {to: string; value: bigint; data: Hex; operation: Operation}[] | string {
  const byName = (name: string) => values[fn.inputs.findIndex((i) => i.name === name)];
  switch (`${fn.name}/${fn.inputs.length}`) {
    case 'execTransaction/10':
      return [
        {
          to: byName('to') as string,
          value: byName('value') as bigint,
          data: byName('data') as Hex,
          operation: Number(byName('operation')) === 1 ? 'delegatecall' : 'call',
        },
      ];
    case 'multiSend/1':
      return decodeMultiSend(values[0] as Hex);
    case 'schedule/6':
    case 'execute/5':
    case 'execute/6':
      return [{to: values[0] as string, value: values[1] as bigint, data: values[2] as Hex, operation: 'call'}];
    case 'scheduleBatch/6':
    case 'executeBatch/5':
    case 'executeBatch/6': {
      const [targets, amounts, payloads] = values as [readonly string[], readonly bigint[], readonly Hex[]];
      if (targets.length !== amounts.length || targets.length !== payloads.length)
        return `the batch has ${targets.length} targets, ${amounts.length} values and ${payloads.length} payloads`;
      return targets.map((target, i) => ({to: target, value: amounts[i]!, data: payloads[i]!, operation: 'call'}));
    }
    case 'multicall/1':
      if (fn.inputs[0]?.type !== 'bytes[]' || !to) return [];
      return (values[0] as readonly Hex[]).map((data) => ({to, value: 0n, data, operation: 'call'}));
    default:
      return [];
  }
}

function explainOne(
  ctx: Context,
  input: CallInput & {value: bigint; operation: Operation},
  path: string,
  depth: number,
): ExplainedCall {
  const to = input.to ? nameAddress(input.to, ctx.chainId) : undefined;
  const base = {
    path,
    ...(to ? {to} : {}),
    value: input.value.toString(),
    operation: input.operation,
    data: input.data as Hex,
  };
  if (input.data === '0x' || input.data === '')
    return {...base, candidates: [], meaning: 'Sends the native token with no call data.', calls: []};
  if (size(input.data as Hex) < 4)
    return {
      ...base,
      candidates: [],
      meaning: '',
      problem: 'The call data is shorter than a 4-byte selector.',
      calls: [],
    };
  const selector = input.data.slice(0, 10).toLowerCase() as Hex;
  const {best, listed: candidates} = rank(ctx.index.functions[selector] ?? [], to);
  if (!best)
    return {
      ...base,
      selector,
      candidates,
      meaning: meaningOf(undefined, undefined, []),
      problem: `No Yearn, Safe or timelock ABI has the selector ${selector}.`,
      calls: [],
    };
  const fn = best.abi as AbiFunction;
  let values: readonly unknown[];
  try {
    values = decodeFunctionData({abi: [fn], data: input.data as Hex}).args ?? [];
  } catch {
    return {
      ...base,
      selector,
      candidates,
      meaning: meaningOf(fn, best, []),
      problem: `The arguments do not decode as ${fn.name}(${fn.inputs.map((i) => i.type).join(',')}): the data is truncated or malformed.`,
      calls: [],
    };
  }
  const token = tokenFactsOf(to, ctx.chainId);
  const args = argsOf(fn, values, ctx.chainId, token);
  const inner = innerCalls(fn, values, to?.address);
  const calls: ExplainedCall[] = [];
  let problem: string | undefined;
  if (typeof inner === 'string') problem = inner;
  else if (inner.length && depth >= MAX_DEPTH)
    problem = `Calls nested deeper than ${MAX_DEPTH} levels are not decoded.`;
  else inner.forEach((call, i) => calls.push(explainOne(ctx, call, `${path}.${i}`, depth + 1)));
  return {
    ...base,
    selector,
    function: {
      name: fn.name,
      signature: `${fn.name}(${fn.inputs.map((i) => i.type).join(',')})`,
      stateMutability: fn.stateMutability,
      args,
    },
    candidates,
    meaning: tokenMeaning(fn, args, token) ?? meaningOf(fn, best, args),
    ...(problem ? {problem} : {}),
    calls,
  };
}

function checkHex(data: string): Hex {
  const trimmed = data.trim();
  if (trimmed.length > MAX_INPUT_CHARS)
    throw new ExplainInputError(`the input is longer than ${MAX_INPUT_CHARS} characters`);
  const hex = (trimmed.startsWith('0x') || trimmed.startsWith('0X') ? `0x${trimmed.slice(2)}` : `0x${trimmed}`) as Hex;
  if (!isHex(hex, {strict: true})) throw new ExplainInputError('the call data is not hexadecimal');
  if ((hex.length - 2) % 2 !== 0)
    throw new ExplainInputError('the call data has an odd number of hex digits, so a byte is cut in half');
  return hex.toLowerCase() as Hex;
}

function parseValue(value: CallInput['value']): bigint {
  if (value === undefined) return 0n;
  if (typeof value === 'bigint') return value;
  if (!/^\s*(0x[0-9a-f]+|[0-9]+)\s*$/i.test(value))
    throw new ExplainInputError(`the value "${value.slice(0, 40)}" is not a whole number`);
  return BigInt(value.trim());
}

/** The failed result of an error: its plain sentence when it is an input error. */
export function failure(error: unknown): ExplainResult {
  if (error instanceof ExplainInputError)
    return {ok: false, error: `${error.reason[0]!.toUpperCase()}${error.reason.slice(1)}.`};
  return {ok: false, error: 'The input could not be explained.'};
}

function prepared(input: CallInput): CallInput & {data: Hex; value: bigint; operation: Operation} {
  const data = checkHex(input.data);
  const to = input.to?.trim();
  if (to !== undefined && !/^0x[0-9a-fA-F]{40}$/.test(to))
    throw new ExplainInputError('the target is not a 20-byte hex address');
  return {...input, data, ...(to ? {to} : {}), value: parseValue(input.value), operation: input.operation ?? 'call'};
}

/** Explains one call; every failure becomes `{ok: false, error}` with a plain sentence. */
export function explainCalldata(index: SelectorIndex, input: CallInput): ExplainResult {
  try {
    const ctx: Context = {index, ...(input.chainId !== undefined ? {chainId: input.chainId} : {})};
    const call = explainOne(ctx, prepared(input), '0', 0);
    return {ok: true, call, warnings: warningsOf(call)};
  } catch (error) {
    return failure(error);
  }
}

/**
 * Explains several calls sent together (a Safe Transaction Builder batch):
 * one call is explained as itself; several hang under a root that carries
 * `meaning` and no data of its own. `fromSafe` says a Safe sends them, and
 * `safe` which one, which some warnings depend on.
 */
export function explainCalls(
  index: SelectorIndex,
  inputs: readonly CallInput[],
  options: {
    readonly chainId?: number;
    readonly meaning?: string;
    readonly fromSafe?: boolean;
    /** The Safe's address, when the export names it. */
    readonly safe?: string;
  } = {},
): ExplainResult {
  try {
    const ctx: Context = {index, ...(options.chainId !== undefined ? {chainId: options.chainId} : {})};
    const ready = inputs.map(prepared);
    const safe = {
      fromSafe: options.fromSafe ?? false,
      ...(options.safe ? {safe: nameAddress(options.safe, options.chainId)} : {}),
    };
    if (ready.length === 1) {
      const call = explainOne(ctx, ready[0]!, '0', 0);
      return {ok: true, call, warnings: warningsOf(call, safe)};
    }
    const call: ExplainedCall = {
      path: '0',
      value: '0',
      operation: 'call',
      data: '0x',
      candidates: [],
      meaning: options.meaning ?? `A batch of ${ready.length} calls.`,
      calls: ready.map((input, i) => explainOne(ctx, input, `0.${i}`, 1)),
    };
    return {ok: true, call, warnings: warningsOf(call, safe)};
  } catch (error) {
    return failure(error);
  }
}
