/**
 * The ABI item of a view function, written as an object (see abis.ts for why
 * not `parseAbi`); shared by the chain reads and the position finder.
 */
import type {AbiParameter} from 'viem';

/** A view function returning one value of type `output`, e.g. `view('getRouter', 'address')`. */
export function view<
  const Name extends string,
  const Output extends string,
  const Inputs extends readonly AbiParameter[] = readonly [],
>(name: Name, output: Output, inputs: Inputs = [] as unknown as Inputs) {
  return {type: 'function', name, stateMutability: 'view', inputs, outputs: [{name: '', type: output}]} as const;
}
