/**
 * Safe transactions as Safe's interface exports them:
 * - a Transaction Builder batch file (`version`, `chainId`, `meta`,
 *   `transactions` of `{to, value, data}` or `{to, value, contractMethod,
 *   contractInputsValues}`; shape of safe-global/safe-react-apps at c1dff3f,
 *   apps/tx-builder/src/typings/models.ts);
 * - one Safe transaction as the transaction service returns it (`to`,
 *   `value`, `data`, `operation`, optionally `safe`).
 */
import {encodeFunctionData, type AbiFunction, type AbiParameter, type Hex} from 'viem';

import {explainCalls, failure, MAX_INPUT_CHARS, type ExplainResult, type CallInput} from './calldata';
import {ExplainInputError} from './errors';
import type {SelectorIndex} from './selectorIndex';

interface BuilderTransaction {
  readonly to?: unknown;
  readonly value?: unknown;
  readonly data?: unknown;
  readonly operation?: unknown;
  readonly contractMethod?: {readonly name?: unknown; readonly inputs?: unknown; readonly payable?: unknown};
  readonly contractInputsValues?: Readonly<Record<string, unknown>> | null;
}

function valueFor(param: AbiParameter, raw: unknown): unknown {
  if (param.type.endsWith(']') || param.type === 'tuple') {
    const parsed: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
    if (param.type === 'tuple') {
      const components = (param as {components?: readonly AbiParameter[]}).components ?? [];
      return Array.isArray(parsed)
        ? parsed.map((v, i) => valueFor(components[i]!, v))
        : Object.fromEntries(
            components.map((c) => [c.name, valueFor(c, (parsed as Record<string, unknown>)[c.name!])]),
          );
    }
    const inner = {...param, type: param.type.replace(/\[[0-9]*\]$/, '')} as AbiParameter;
    return (parsed as unknown[]).map((v) => valueFor(inner, v));
  }
  if (/^u?int/.test(param.type)) return BigInt(String(raw));
  if (param.type === 'bool') return raw === true || raw === 'true';
  return raw;
}

function dataOf(tx: BuilderTransaction, n: number): Hex {
  if (typeof tx.data === 'string' && tx.data !== '') return tx.data as Hex;
  const method = tx.contractMethod;
  if (!method) return '0x';
  if (typeof method.name !== 'string' || !Array.isArray(method.inputs))
    throw new ExplainInputError(`transaction ${n} has a contractMethod without a name and inputs`);
  const fn = {
    type: 'function',
    name: method.name,
    inputs: method.inputs,
    outputs: [],
    stateMutability: method.payable ? 'payable' : 'nonpayable',
  } as AbiFunction;
  const values = tx.contractInputsValues ?? {};
  try {
    return encodeFunctionData({
      abi: [fn],
      functionName: fn.name,
      args: fn.inputs.map((p) => valueFor(p, values[p.name ?? ''])),
    });
  } catch (error) {
    throw new ExplainInputError(`the values of transaction ${n} (${method.name}) do not fit its inputs`, {
      cause: error,
    });
  }
}

function callOf(tx: BuilderTransaction, n: number): CallInput {
  if (typeof tx.to !== 'string') throw new ExplainInputError(`transaction ${n} has no "to" address`);
  const value = tx.value === undefined || tx.value === null ? '0' : String(tx.value);
  return {
    to: tx.to,
    value,
    data: dataOf(tx, n),
    ...(Number(tx.operation) === 1 ? {operation: 'delegatecall' as const} : {}),
  };
}

/** Explains a Safe JSON export; a malformed one gets a sentence saying what is wrong. */
export function explainSafeJson(index: SelectorIndex, json: string, chainId?: number): ExplainResult {
  if (json.length > MAX_INPUT_CHARS)
    return {ok: false, error: `The input is longer than ${MAX_INPUT_CHARS} characters.`};
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return {ok: false, error: 'The Safe transaction is not valid JSON.'};
  }
  try {
    if (!parsed || typeof parsed !== 'object') throw new ExplainInputError('the Safe transaction is not a JSON object');
    const file = parsed as {
      transactions?: unknown;
      chainId?: unknown;
      meta?: {createdFromSafeAddress?: unknown};
    } & BuilderTransaction;
    const chain =
      chainId ??
      (file.chainId !== undefined && /^[0-9]+$/.test(String(file.chainId)) ? Number(file.chainId) : undefined);
    if (Array.isArray(file.transactions)) {
      if (!file.transactions.length) throw new ExplainInputError('the batch holds no transactions');
      const calls = (file.transactions as BuilderTransaction[]).map((tx, i) => callOf(tx ?? {}, i + 1));
      const safe = typeof file.meta?.createdFromSafeAddress === 'string' ? file.meta.createdFromSafeAddress : undefined;
      return explainCalls(index, calls, {
        ...(chain !== undefined ? {chainId: chain} : {}),
        fromSafe: true,
        ...(safe ? {safe} : {}),
        meaning: `A Safe Transaction Builder batch of ${calls.length} call${calls.length === 1 ? '' : 's'}${safe ? ` from the Safe ${safe}` : ''}; the Safe sends them together through MultiSend.`,
      });
    }
    return explainCalls(index, [callOf(file, 1)], {...(chain !== undefined ? {chainId: chain} : {}), fromSafe: true});
  } catch (error) {
    return failure(error);
  }
}
