/**
 * Compiles one self-contained Solidity file of the repository with npm solc, for the local test
 * nodes (anvil accepts Cancun code). Returns each contract's ABI, creation and runtime bytecode.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

import type {Abi, Hex} from 'viem';

export interface CompiledContract {
  readonly abi: Abi;
  readonly bytecode: Hex;
  readonly deployedBytecode: Hex;
}

export function compileSolidity(file: string): Record<string, CompiledContract> {
  const solc = createRequire(__filename)('solc') as {compile(input: string): string};
  const name = path.basename(file);
  const output = JSON.parse(
    solc.compile(
      JSON.stringify({
        language: 'Solidity',
        sources: {[name]: {content: fs.readFileSync(file, 'utf8')}},
        settings: {
          evmVersion: 'cancun',
          optimizer: {enabled: true, runs: 200},
          outputSelection: {'*': {'*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object']}},
        },
      }),
    ),
  ) as {
    errors?: {severity: string; formattedMessage: string}[];
    contracts: Record<
      string,
      Record<string, {abi: Abi; evm: {bytecode: {object: string}; deployedBytecode: {object: string}}}>
    >;
  };
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
  return Object.fromEntries(
    Object.entries(output.contracts[name]!).map(([contract, {abi, evm}]) => [
      contract,
      {
        abi,
        bytecode: `0x${evm.bytecode.object}` as Hex,
        deployedBytecode: `0x${evm.deployedBytecode.object}` as Hex,
      },
    ]),
  );
}
