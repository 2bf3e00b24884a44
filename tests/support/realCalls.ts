/**
 * Calls of Yearn's governance and operations, each with its source
 * (tests/fixtures/explain/real-calls.json): calldata copied from the source, or
 * the function and values the source describes, encoded here with viem.
 */
import {readFileSync} from 'node:fs';

import {encodeFunctionData, parseAbi, type AbiFunction, type Hex} from 'viem';

export interface RealCall {
  readonly source: {
    readonly repository: string;
    readonly commit: string;
    readonly path: string;
    readonly lines: string;
  };
  readonly to: string;
  readonly chainId: number;
  /** Call data copied from the source, or the function and values it describes (encoded here with viem). */
  readonly data?: string;
  readonly call?: {readonly function: string; readonly args: readonly string[]};
  readonly expect: {
    readonly signature: string;
    readonly target: string;
    readonly args: Record<string, string>;
    readonly amounts?: Record<string, string>;
    readonly meaning: string;
    readonly warnings: readonly string[];
  };
}

export const REAL_CALLS = (
  JSON.parse(readFileSync('tests/fixtures/explain/real-calls.json', 'utf8')) as {calls: RealCall[]}
).calls;

export function realData(real: RealCall): Hex {
  if (real.data) return real.data as Hex;
  const fn = parseAbi([`function ${real.call!.function}`] as string[])[0] as AbiFunction;
  const args = real.call!.args.map((value, i) => (fn.inputs[i]!.type.startsWith('uint') ? BigInt(value) : value));
  return encodeFunctionData({abi: [fn], functionName: fn.name, args});
}
