/**
 * The transaction explainer's speed, in Node rather than a browser: the time
 * to explain a Safe `execTransaction` that delegatecalls MultiSend with a
 * batch of 50 calls (vault role grants, strategy additions, max debts,
 * token approvals and timelock batches, so every decoder and warning runs),
 * with the selector index already built. Median and p90 over the runs, after
 * a few runs to warm the JIT; the index build is timed once on its own.
 */
import {performance} from 'node:perf_hooks';

import {encodeFunctionData, maxUint256, parseAbi, type Hex} from 'viem';

import {getEntry} from '../../src/chain/addressBook';
import {explainCalldata} from '../../src/explain';
import {loadSelectorIndex} from '../../src/explain/fromCatalog';
import {encodeMultiSend, type PackedCall} from '../../src/explain/multiSend';
import {median, percentile} from './stats';

export interface ExplainFigures {
  /** Where it ran: `Node v20.x`, never a browser. */
  readonly runtime: string;
  readonly calls: number;
  readonly runs: number;
  readonly indexBuildMs: number;
  readonly medianMs: number;
  readonly p90Ms: number;
}

export const EXPLAIN_BATCH_CALLS = 50;
const RUNS = 60;
const WARM_UP = 5;

const ABI = parseAbi([
  'function set_role(address account, uint256 role)',
  'function add_strategy(address new_strategy)',
  'function update_max_debt_for_strategy(address strategy, uint256 new_max_debt)',
  'function approve(address spender, uint256 amount)',
  'function scheduleBatch(address[] targets, uint256[] values, bytes[] payloads, bytes32 predecessor, bytes32 salt, uint256 delay)',
  'function multiSend(bytes transactions)',
  'function execTransaction(address to, uint256 value, bytes data, uint8 operation, uint256 safeTxGas, uint256 baseGas, uint256 gasPrice, address gasToken, address refundReceiver, bytes signatures) returns (bool)',
]);
const ZERO32 = `0x${'0'.repeat(64)}` as Hex;
const ZERO20 = `0x${'0'.repeat(40)}` as Hex;
/** Safe's MultiSendCallOnly 1.4.1, from @safe-global/safe-deployments. */
const MULTISEND = '0x9641d764fc13c8B624c04430C7356C1C7C8102e2';

/** The Safe transaction the bench explains: 50 calls of five kinds, in turn. */
export function benchBatch(): {data: Hex; to: string} {
  const vault = getEntry('yvusd.vault').address;
  const yfi = getEntry('token.yfi').address;
  const timelock = getEntry('timelock.strategy').address;
  const strategy = '0x908244B6ef0e52911a380a5454aEC0743598Fb20';
  const addStrategy = encodeFunctionData({abi: ABI, functionName: 'add_strategy', args: [strategy]});
  const maxDebt = encodeFunctionData({
    abi: ABI,
    functionName: 'update_max_debt_for_strategy',
    args: [strategy, 10n ** 14n],
  });
  const kinds: PackedCall[] = [
    {
      operation: 'call',
      to: vault,
      value: 0n,
      data: encodeFunctionData({abi: ABI, functionName: 'set_role', args: [timelock, 3n]}),
    },
    {operation: 'call', to: vault, value: 0n, data: addStrategy},
    {operation: 'call', to: vault, value: 0n, data: maxDebt},
    {
      operation: 'call',
      to: yfi,
      value: 0n,
      data: encodeFunctionData({abi: ABI, functionName: 'approve', args: [vault, maxUint256]}),
    },
    {
      operation: 'call',
      to: timelock,
      value: 0n,
      data: encodeFunctionData({
        abi: ABI,
        functionName: 'scheduleBatch',
        args: [[vault, vault], [0n, 0n], [addStrategy, maxDebt], ZERO32, ZERO32, 604_800n],
      }),
    },
  ];
  const calls = Array.from({length: EXPLAIN_BATCH_CALLS}, (_, i) => kinds[i % kinds.length]!);
  const multiSend = encodeFunctionData({abi: ABI, functionName: 'multiSend', args: [encodeMultiSend(calls)]});
  const data = encodeFunctionData({
    abi: ABI,
    functionName: 'execTransaction',
    args: [MULTISEND, 0n, multiSend, 1, 0n, 0n, 0n, ZERO20, ZERO20, '0x'],
  });
  return {data, to: getEntry('multisig.ychad').address};
}

const round = (ms: number) => Math.round(ms * 100) / 100;

export function measureExplain(root: string): ExplainFigures {
  const start = performance.now();
  const index = loadSelectorIndex(root);
  const indexBuildMs = performance.now() - start;
  const {data, to} = benchBatch();
  const times: number[] = [];
  for (let run = 0; run < WARM_UP + RUNS; run++) {
    const t0 = performance.now();
    const result = explainCalldata(index, {data, to, chainId: 1});
    const elapsed = performance.now() - t0;
    if (!result.ok || result.call.calls[0]?.calls.length !== EXPLAIN_BATCH_CALLS)
      throw new Error('the bench batch did not decode into its 50 calls');
    if (run >= WARM_UP) times.push(elapsed);
  }
  return {
    runtime: `Node ${process.version}`,
    calls: EXPLAIN_BATCH_CALLS,
    runs: RUNS,
    indexBuildMs: round(indexBuildMs),
    medianMs: round(median(times)),
    p90Ms: round(percentile(times, 90)),
  };
}
