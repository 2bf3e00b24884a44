/**
 * The transaction explainer (src/explain/): every function of every ABI of
 * the reference round-trips, nested Safe -> MultiSend -> timelock -> vault
 * calls decode, each warning fires, each revert is explained with a docs
 * section that exists, and bad input gets a sentence instead of an error.
 */
import {existsSync, readFileSync} from 'node:fs';

import GithubSlugger from 'github-slugger';
import {
  encodeAbiParameters,
  encodeErrorResult,
  encodeFunctionData,
  getAddress,
  keccak256,
  maxUint256,
  parseAbi,
  toHex,
  type AbiFunction,
  type AbiParameter,
  type Hex,
} from 'viem';
import {beforeAll, describe, expect, it} from 'vitest';

import {getEntry} from '../../src/chain/addressBook';
import {
  explainCalldata,
  explainInput,
  explainRevert,
  explainSafeJson,
  REVERT_REASONS,
  spellRoles,
  type ExplainResult,
  type ExplainedCall,
  type SelectorIndex,
} from '../../src/explain';
import {catalogSources, loadSelectorIndex, missingFromIndex} from '../../src/explain/fromCatalog';
import {buildSelectorIndex} from '../../src/explain/selectorIndex';
import {WRAPPER_SOURCES} from '../../src/explain/wrappers';
import {encodeMultiSend} from '../../src/explain/multiSend';
import {
  MULTISEND_CALL_ONLY_141,
  SAFE,
  safeExec,
  STRANGER,
  TIMELOCK,
  vaultCall,
  YCHAD,
  ZERO32,
} from '../support/explainSamples';
import {REAL_CALLS, realData} from '../support/realCalls';
import {loadCatalog} from '../../src/reference/catalog';
import {canonicalSignature} from '../../src/reference/signature';
import {benchBatch, EXPLAIN_BATCH_CALLS} from '../../scripts/bench/explain';

let index: SelectorIndex;
beforeAll(() => {
  index = loadSelectorIndex();
});

const V3_VAULT_ENTRY = getEntry('v3.release-304.vault-original');

const TIMELOCK_ABI = parseAbi([
  'function schedule(address target, uint256 value, bytes data, bytes32 predecessor, bytes32 salt, uint256 delay)',
  'function updateDelay(uint256 newDelay)',
  'function grantRole(bytes32 role, address account)',
  'function scheduleBatch(address[] targets, uint256[] values, bytes[] payloads, bytes32 predecessor, bytes32 salt, uint256 delay)',
]);

function ok(result: ExplainResult) {
  if (!result.ok) throw new Error(`expected a result, got: ${result.error}`);
  return result;
}
const codes = (result: ExplainResult) => ok(result).warnings.map((w) => w.code);

// ---------- random values per ABI type, in the form the explainer prints ----------

let seed = 48;
function random(): number {
  // A small deterministic generator, so a failure can be replayed.
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
}
const randomBytes = (n: number) =>
  `0x${Array.from({length: n}, () =>
    Math.floor(random() * 256)
      .toString(16)
      .padStart(2, '0'),
  ).join('')}` as Hex;
function randomBigInt(bits: number): bigint {
  const hex = randomBytes(Math.ceil(bits / 8));
  return BigInt(hex) & ((1n << BigInt(bits)) - 1n);
}

function randomValue(param: AbiParameter): unknown {
  const array = /^(.*)\[([0-9]*)\]$/.exec(param.type);
  if (array) {
    const length = array[2] ? Number(array[2]) : Math.floor(random() * 3);
    return Array.from({length}, () => randomValue({...param, type: array[1]!} as AbiParameter));
  }
  if (param.type === 'tuple') {
    const components = (param as {components: readonly AbiParameter[]}).components;
    return Object.fromEntries(components.map((c) => [c.name, randomValue(c)]));
  }
  if (param.type === 'address') return getAddress(randomBytes(20));
  if (param.type === 'bool') return random() < 0.5;
  if (param.type === 'string') return `s${Math.floor(random() * 1e6)}`;
  if (param.type === 'bytes') return randomBytes(Math.floor(random() * 40));
  const fixed = /^bytes([0-9]+)$/.exec(param.type);
  if (fixed) return randomBytes(Number(fixed[1]));
  const int = /^(u?)int([0-9]*)$/.exec(param.type);
  if (int) {
    const bits = Number(int[2] || 256);
    const value = randomBigInt(int[1] ? bits : bits - 1);
    return int[1] || random() < 0.5 ? value : -value;
  }
  throw new Error(`no generator for ${param.type}`);
}

const printed = (value: unknown) =>
  typeof value === 'bigint' || typeof value === 'boolean'
    ? String(value)
    : typeof value === 'string'
      ? value
      : JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));

describe('selector index', () => {
  it('holds every function and error of every contract version the reference documents', () => {
    const catalog = loadCatalog('data/contracts');
    expect(
      missingFromIndex(catalog, index),
      'These functions and errors of data/contracts/ are not in the selector index: loadSelectorIndex (src/explain/fromCatalog.ts) builds it from every contract page of the catalog, and a release it leaves out cannot be explained',
    ).toEqual([]);
    const entries = catalog.pages.flatMap((p) => (p.kind === 'contract' ? p.data.abi : []));
    expect(entries.filter((e) => e.type === 'function' || e.type === 'error').length).toBeGreaterThan(2000);
  });

  it('names what is missing when a release is added to the reference but not to the index', () => {
    const catalog = loadCatalog('data/contracts');
    const vault = catalog.pages.find((p) => p.kind === 'contract' && p.model.contract === 'VaultV3' && !p.deprecated)!;
    if (vault.kind !== 'contract') throw new Error('no current VaultV3 page');
    const added = {
      type: 'function',
      name: 'set_future_feature',
      inputs: [{name: 'x', type: 'uint256'}],
      outputs: [],
      stateMutability: 'nonpayable',
    };
    const release = {
      ...vault,
      model: {...vault.model, version: '9.9.9'},
      data: {...vault.data, abi: [...vault.data.abi, added]},
    };
    const extended = {...catalog, pages: [...catalog.pages, release]} as typeof catalog;
    const missing = missingFromIndex(extended, index);
    expect(missing).toContain('VaultV3 9.9.9 set_future_feature(uint256)');
    expect(missing).toContain('VaultV3 9.9.9 add_role(address,uint256)');
    expect(missing.every((m) => m.startsWith('VaultV3 9.9.9 '))).toBe(true);
    // Built from the extended catalog, the index holds it.
    const rebuilt = buildSelectorIndex([...catalogSources(extended), ...WRAPPER_SOURCES]);
    expect(missingFromIndex(extended, rebuilt)).toEqual([]);
  });

  it('round-trips random arguments of every function of every ABI and names the right candidates', () => {
    const catalog = loadCatalog('data/contracts');
    let checked = 0;
    for (const page of catalog.pages) {
      if (page.kind !== 'contract') continue;
      for (const entry of page.data.abi) {
        if (entry.type !== 'function') continue;
        const fn = entry as unknown as AbiFunction;
        const args = fn.inputs.map(randomValue);
        const data = encodeFunctionData({abi: [fn], functionName: fn.name, args});
        const result = ok(explainCalldata(index, {data}));
        const label = `${page.model.contract} ${page.model.version} ${canonicalSignature(entry)}`;
        expect(result.call.function?.signature, label).toBe(canonicalSignature(entry));
        expect(
          result.call.function?.args.map((a) => a.value),
          label,
        ).toEqual(args.map(printed));
        expect(
          result.call.candidates.some((c) => c.contract === page.model.contract && c.version === page.model.version),
          label,
        ).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(2000);
  }, 120_000);

  it('puts the candidate the target address implies first', () => {
    const data = vaultCall('process_report', [STRANGER]);
    const result = ok(explainCalldata(index, {data, to: V3_VAULT_ENTRY.address, chainId: 1}));
    const [first] = result.call.candidates;
    expect(first).toMatchObject({contract: 'VaultV3', version: '3.0.4', implied: true});
    expect(result.call.candidates.length).toBeGreaterThan(1);
    expect(result.call.meaning).toContain('Requires the REPORTING_MANAGER role.');
  });
});

describe('who may call', () => {
  it('takes the sentence of the reference that names the caller, wherever it stands in the details', () => {
    const sweep = encodeFunctionData({
      abi: parseAbi(['function sweepToken(address token, uint256 amountMinimum, address recipient)']),
      args: [STRANGER, 1n, STRANGER],
    });
    expect(ok(explainCalldata(index, {data: sweep})).call.meaning).toContain(
      'Anyone can sweep tokens left in the router.',
    );
    const setLimit = encodeFunctionData({abi: parseAbi(['function setDepositLimit(uint256 limit)']), args: [1n]});
    const v2 = ok(explainCalldata(index, {data: setLimit}));
    expect(v2.call.candidates[0]).toMatchObject({contract: 'Vault', version: '0.4.6'});
    expect(v2.call.meaning).toContain('Only governance may call this.');
  });
});

describe('nested calls', () => {
  it('decodes Safe -> MultiSend -> timelock scheduleBatch -> vault calls with names and roles', () => {
    const vault = STRANGER;
    const addStrategy = vaultCall('add_strategy', [STRANGER]);
    const maxDebt = vaultCall('update_max_debt_for_strategy', [STRANGER, 10n ** 24n]);
    const scheduled = encodeFunctionData({
      abi: TIMELOCK_ABI,
      functionName: 'scheduleBatch',
      args: [[vault, vault], [0n, 0n], [addStrategy, maxDebt], ZERO32, ZERO32, 604_800n],
    });
    const batch = encodeMultiSend([
      {operation: 'call', to: TIMELOCK, value: 0n, data: scheduled},
      {operation: 'call', to: vault, value: 0n, data: vaultCall('set_role', [YCHAD, 16_383n])},
    ]);
    const multiSend = encodeFunctionData({abi: SAFE, functionName: 'multiSend', args: [batch]});
    const result = ok(
      explainCalldata(index, {data: safeExec(MULTISEND_CALL_ONLY_141, multiSend, 1), to: YCHAD, chainId: 1}),
    );

    const root = result.call;
    expect(root.function?.name).toBe('execTransaction');
    expect(root.to?.names.map((n) => n.ens)).toContain('ychad.eth');
    const ms = root.calls[0]!;
    expect(ms).toMatchObject({operation: 'delegatecall', function: {name: 'multiSend'}});
    expect(ms.to?.library).toBe('Safe MultiSendCallOnly 1.4.1');
    const [timelock, setRole] = ms.calls as [ExplainedCall, ExplainedCall];
    expect(timelock.to?.names[0]?.label).toBe('Strategy timelock');
    expect(timelock.function?.args.find((a) => a.name === 'delay')?.value).toBe('604800');
    expect(timelock.calls.map((c) => c.function?.name)).toEqual(['add_strategy', 'update_max_debt_for_strategy']);
    expect(timelock.calls[0]!.meaning).toContain('Requires the ADD_STRATEGY_MANAGER role.');
    expect(timelock.calls[1]!.path).toBe('0.0.0.1');
    expect(setRole.meaning).toBe(
      `Grants all fourteen roles to ${YCHAD} (Daddy (governance multisig), ychad.eth), replacing every role it held. Only the \`role_manager\` may call it.`,
    );
    // The delegatecall goes to a known MultiSend: no warning for it.
    expect(codes(result)).not.toContain('delegatecall');
  });

  it('decodes the timelock execute, the executor that queues and the router multicall', () => {
    const report = vaultCall('process_report', [STRANGER]);
    const execute = encodeFunctionData({
      abi: parseAbi([
        'function execute(address target, uint256 value, bytes payload, bytes32 predecessor, bytes32 salt) payable',
      ]),
      args: [STRANGER, 0n, report, ZERO32, ZERO32],
    });
    const executed = ok(explainCalldata(index, {data: execute, to: TIMELOCK, chainId: 1})).call;
    expect(executed.function?.name).toBe('execute');
    expect(executed.calls.map((c) => [c.to?.address, c.function?.name])).toEqual([[STRANGER, 'process_report']]);

    const executor = getEntry('timelock.executor').address;
    const queue = encodeFunctionData({
      abi: parseAbi([
        'function executeBatch(address[] targets, uint256[] values, bytes[] data, bytes32 predecessor, bytes32 salt, uint256 delay)',
      ]),
      args: [[STRANGER], [0n], [report], ZERO32, ZERO32, 86_400n],
    });
    const queued = ok(explainCalldata(index, {data: queue, to: executor, chainId: 1})).call;
    expect(queued.candidates[0]).toMatchObject({contract: 'TimelockExecutor'});
    expect(queued.meaning).toContain('Only an approved executor may call it.');
    expect(queued.calls.map((c) => c.function?.name)).toEqual(['process_report']);

    const router = getEntry('v3.router').address;
    const multicall = encodeFunctionData({
      abi: parseAbi(['function multicall(bytes[] data) payable returns (bytes[])']),
      args: [[report, report]],
    });
    const batched = ok(explainCalldata(index, {data: multicall, to: router, chainId: 1})).call;
    expect(batched.calls.map((c) => [c.to?.address, c.function?.name])).toEqual([
      [router, 'process_report'],
      [router, 'process_report'],
    ]);
  });

  it('says what each role setter does to the account', () => {
    const meaning = (name: 'add_role' | 'set_role', mask: bigint) =>
      ok(explainCalldata(index, {data: vaultCall(name, [STRANGER, mask])})).call.meaning;
    expect(meaning('add_role', 64n)).toMatch(
      new RegExp(`^Grants DEBT_MANAGER to ${STRANGER} \\(unknown address\\), keeping the roles it holds\\.`),
    );
    expect(meaning('set_role', 0n)).toMatch(new RegExp(`^Takes every role away from ${STRANGER} `));
    const remove = encodeFunctionData({
      abi: parseAbi(['function remove_role(address account, uint256 role)']),
      args: [STRANGER, 8192n],
    });
    expect(ok(explainCalldata(index, {data: remove})).call.meaning).toMatch(/^Removes EMERGENCY_MANAGER from /);
  });

  it('stops at the nesting limit and flags a batch that does not unpack', () => {
    let data = vaultCall('process_report', [STRANGER]);
    for (let i = 0; i < 12; i++) data = safeExec(YCHAD, data);
    const deep = ok(explainCalldata(index, {data, to: YCHAD, chainId: 1}));
    expect(deep.warnings.find((w) => w.code === 'undecoded')?.message).toMatch(/nested deeper than 8 levels/);
    const broken = encodeFunctionData({abi: SAFE, functionName: 'multiSend', args: ['0x00aa']});
    const result = ok(explainCalldata(index, {data: broken}));
    expect(result.call.problem).toMatch(/ends inside the header of call 1/);
    expect(result.warnings.map((w) => w.code)).toContain('undecoded');
  });

  it('spells role bitmasks by name', () => {
    expect(spellRoles(16_383n).text).toBe('all fourteen roles');
    expect(spellRoles(64n + 1n).text).toBe('ADD_STRATEGY_MANAGER and DEBT_MANAGER');
    expect(spellRoles(0n).text).toBe('no role');
  });
});

describe('the bench batch', () => {
  it('is a Safe MultiSend of 50 calls that all decode, with named targets', () => {
    const {data, to} = benchBatch();
    const result = ok(explainCalldata(index, {data, to, chainId: 1}));
    const calls = result.call.calls[0]!.calls;
    expect(calls).toHaveLength(EXPLAIN_BATCH_CALLS);
    expect(calls.every((c) => c.function && c.to?.known)).toBe(true);
    // Ten unlimited YFI approvals, and ten add_strategy calls sent by the Safe itself; those the timelock queues pass.
    const count = (code: string) => result.warnings.filter((w) => w.code === code).length;
    expect([count('approval-max'), count('timelock-bypass'), result.warnings.length]).toEqual([10, 10, 20]);
  });
});

describe('amounts', () => {
  const YFI = getEntry('token.yfi').address;
  const YVUSD = getEntry('yvusd.vault').address;
  const amountsOf = (result: ExplainResult) =>
    Object.fromEntries(ok(result).call.function!.args.flatMap((a) => (a.amount ? [[a.name, a.amount]] : [])));

  it("prints a token's amounts in its units, the maximum as unlimited", () => {
    expect(
      amountsOf(
        explainCalldata(index, {
          data: vaultCall('approve', [STRANGER, 1_500_250_000_000_000_000_000n]),
          to: YFI,
          chainId: 1,
        }),
      ),
    ).toEqual({amount: '1,500.25 YFI'});
    const some = ok(
      explainCalldata(index, {
        data: vaultCall('approve', [STRANGER, 1_500_250_000_000_000_000_000n]),
        to: YFI,
        chainId: 1,
      }),
    );
    expect(some.call.meaning).toBe(
      `Lets ${STRANGER} (unknown address) spend up to 1,500.25 YFI from the sender's balance.`,
    );
    const max = ok(explainCalldata(index, {data: vaultCall('approve', [STRANGER, maxUint256]), to: YFI, chainId: 1}));
    expect(max.call.meaning).toBe(`Lets ${STRANGER} (unknown address) spend all of the sender's YFI, now and later.`);
  });

  it("prints a vault's assets in its asset and its shares in its own token", () => {
    const deposit = encodeFunctionData({
      abi: parseAbi(['function deposit(uint256 assets, address receiver)']),
      args: [1_000_500_000n, STRANGER],
    });
    expect(amountsOf(explainCalldata(index, {data: deposit, to: YVUSD, chainId: 1}))).toEqual({assets: '1,000.5 USDC'});
    expect(
      amountsOf(
        explainCalldata(index, {data: vaultCall('redeem', [2_000_000n, YCHAD, YCHAD, 1n]), to: YVUSD, chainId: 1}),
      ),
    ).toEqual({shares: '2 yvUSD'});
    expect(
      amountsOf(explainCalldata(index, {data: vaultCall('set_deposit_limit', [maxUint256]), to: YVUSD, chainId: 1})),
    ).toEqual({deposit_limit: 'unlimited USDC'});
  });

  it('prints no amount where the token is not known offline', () => {
    expect(
      amountsOf(explainCalldata(index, {data: vaultCall('approve', [STRANGER, 5n]), to: STRANGER, chainId: 1})),
    ).toEqual({});
    // yvUSD is on Ethereum only: on another chain the address is some other contract.
    expect(
      amountsOf(explainCalldata(index, {data: vaultCall('approve', [STRANGER, 5n]), to: YVUSD, chainId: 8453})),
    ).toEqual({});
    // A role bitmask or max_loss is no amount.
    expect(
      amountsOf(explainCalldata(index, {data: vaultCall('add_role', [STRANGER, 64n]), to: YVUSD, chainId: 1})),
    ).toEqual({});
  });
});

describe('warnings', () => {
  it('flags a target that is not in the address book, and not one that is', () => {
    const data = vaultCall('process_report', [STRANGER]);
    expect(codes(explainCalldata(index, {data, to: STRANGER, chainId: 1}))).toContain('unknown-target');
    expect(codes(explainCalldata(index, {data, to: V3_VAULT_ENTRY.address, chainId: 1}))).not.toContain(
      'unknown-target',
    );
  });

  it('flags a delegatecall to anything but MultiSend', () => {
    const data = safeExec(STRANGER, vaultCall('process_report', [STRANGER]), 1);
    const result = explainCalldata(index, {data, to: YCHAD, chainId: 1});
    expect(ok(result).warnings.find((w) => w.code === 'delegatecall')?.path).toBe('0.0');
  });

  it('flags approvals to an unknown spender and of the maximum amount', () => {
    expect(codes(explainCalldata(index, {data: vaultCall('approve', [STRANGER, 5n])}))).toEqual([
      'approval-unknown-spender',
    ]);
    expect(codes(explainCalldata(index, {data: vaultCall('approve', [YCHAD, maxUint256]), chainId: 1}))).toEqual([
      'approval-max',
    ]);
  });

  it('flags grants of powerful roles to an unknown address only', () => {
    for (const mask of [16_383n, 64n, 1n, 8n, 8192n])
      expect(codes(explainCalldata(index, {data: vaultCall('add_role', [STRANGER, mask])}))).toContain('powerful-role');
    expect(codes(explainCalldata(index, {data: vaultCall('add_role', [STRANGER, 32n])}))).not.toContain(
      'powerful-role',
    );
    expect(codes(explainCalldata(index, {data: vaultCall('set_role', [YCHAD, 16_383n]), chainId: 1}))).not.toContain(
      'powerful-role',
    );
  });

  it('flags governance, role manager and ownership transfers', () => {
    expect(codes(explainCalldata(index, {data: vaultCall('transfer_role_manager', [STRANGER])}))).toContain(
      'control-transfer',
    );
    const swap = encodeFunctionData({
      abi: parseAbi(['function swapOwner(address prevOwner, address oldOwner, address newOwner)']),
      args: [YCHAD, YCHAD, STRANGER],
    });
    expect(codes(explainCalldata(index, {data: swap}))).toContain('control-transfer');
    const [safe] = ok(explainCalldata(index, {data: swap})).call.candidates;
    // Contracts outside the reference link their source, with no empty anchor.
    expect(safe).toMatchObject({contract: 'Safe', page: 'https://github.com/safe-global/safe-deployments'});
  });

  it('flags a redeem whose receiver is not the owner', () => {
    expect(codes(explainCalldata(index, {data: vaultCall('redeem', [1n, STRANGER, YCHAD, 1n])}))).toContain(
      'receiver-not-owner',
    );
    expect(codes(explainCalldata(index, {data: vaultCall('redeem', [1n, YCHAD, YCHAD, 1n])}))).not.toContain(
      'receiver-not-owner',
    );
  });

  it('flags a deposit limit or max debt set to the maximum', () => {
    expect(codes(explainCalldata(index, {data: vaultCall('set_deposit_limit', [maxUint256])}))).toContain('limit-max');
    expect(
      codes(explainCalldata(index, {data: vaultCall('update_max_debt_for_strategy', [STRANGER, maxUint256])})),
    ).toContain('limit-max');
    expect(codes(explainCalldata(index, {data: vaultCall('set_deposit_limit', [10n ** 24n])}))).not.toContain(
      'limit-max',
    );
  });

  it('flags a timelock call that gets around the delay', () => {
    const schedule = (delay: bigint) =>
      encodeFunctionData({
        abi: TIMELOCK_ABI,
        functionName: 'schedule',
        args: [STRANGER, 0n, vaultCall('process_report', [STRANGER]), ZERO32, ZERO32, delay],
      });
    const short = ok(explainCalldata(index, {data: schedule(86_400n), to: TIMELOCK, chainId: 1}));
    expect(short.warnings.find((w) => w.code === 'timelock-bypass')?.message).toMatch(
      /delay of 1 day, below the 7 days Yearn keeps/,
    );
    expect(codes(explainCalldata(index, {data: schedule(604_800n), to: TIMELOCK, chainId: 1}))).not.toContain(
      'timelock-bypass',
    );
    // Another timelock's minimum delay is not known: no warning.
    expect(codes(explainCalldata(index, {data: schedule(60n), to: YCHAD, chainId: 1}))).not.toContain(
      'timelock-bypass',
    );

    const updateDelay = (seconds: bigint) =>
      encodeFunctionData({abi: TIMELOCK_ABI, functionName: 'updateDelay', args: [seconds]});
    expect(codes(explainCalldata(index, {data: updateDelay(3_600n), to: TIMELOCK, chainId: 1}))).toContain(
      'timelock-bypass',
    );
    expect(codes(explainCalldata(index, {data: updateDelay(1_209_600n), to: TIMELOCK, chainId: 1}))).not.toContain(
      'timelock-bypass',
    );

    const grant = (role: string, account: Hex) =>
      encodeFunctionData({abi: TIMELOCK_ABI, functionName: 'grantRole', args: [keccak256(toHex(role)), account]});
    for (const role of ['PROPOSER_ROLE', 'EXECUTOR_ROLE', 'CANCELLER_ROLE', 'TIMELOCK_ADMIN_ROLE']) {
      const result = ok(explainCalldata(index, {data: grant(role, STRANGER), to: TIMELOCK, chainId: 1}));
      expect(result.call.meaning).toContain(`Grants the timelock's ${role} to ${STRANGER} (unknown address).`);
      expect(codes(result)).toContain('timelock-bypass');
    }
    expect(codes(explainCalldata(index, {data: grant('PROPOSER_ROLE', YCHAD), to: TIMELOCK, chainId: 1}))).toEqual([]);
    // A role no timelock uses is not a timelock grant.
    expect(codes(explainCalldata(index, {data: grant('MINTER_ROLE', STRANGER), to: TIMELOCK, chainId: 1}))).toEqual([]);
  });

  it('flags a strategy added or revoked by a Safe batch without the timelock', () => {
    const batch = JSON.stringify({
      chainId: '1',
      meta: {createdFromSafeAddress: YCHAD},
      transactions: [
        {to: V3_VAULT_ENTRY.address, value: '0', data: vaultCall('add_strategy', [STRANGER])},
        {to: V3_VAULT_ENTRY.address, value: '0', data: vaultCall('process_report', [STRANGER])},
      ],
    });
    const result = ok(explainInput(index, batch));
    expect(result.warnings.filter((w) => w.code === 'timelock-bypass').map((w) => w.path)).toEqual(['0.0']);
    // The same call pasted alone says nothing about who sends it: no warning.
    expect(codes(explainCalldata(index, {data: vaultCall('add_strategy', [STRANGER])}))).not.toContain(
      'timelock-bypass',
    );
  });

  it('flags a strategy change skipping the timelock only where a Yearn vault or Yearn Safe is involved', () => {
    const otherSafe = '0x000000000000000000000000000000000000CafE';
    const bypasses = (result: ExplainResult) => ok(result).warnings.filter((w) => w.code === 'timelock-bypass');
    const exported = (vault: string, safe?: string) =>
      explainInput(
        index,
        JSON.stringify({
          chainId: '1',
          ...(safe ? {meta: {createdFromSafeAddress: safe}} : {}),
          transactions: [{to: vault, value: '0', data: vaultCall('add_strategy', [STRANGER])}],
        }),
      );
    const executed = (vault: string, safe: string) =>
      explainCalldata(index, {data: safeExec(vault, vaultCall('add_strategy', [STRANGER])), to: safe, chainId: 1});
    // A vault outside the address book, sent by a Safe outside it or by one the input does not name: not Yearn's.
    expect(bypasses(exported(STRANGER))).toEqual([]);
    expect(bypasses(exported(STRANGER, otherSafe))).toEqual([]);
    expect(bypasses(executed(STRANGER, otherSafe))).toEqual([]);
    // A Yearn vault, whoever sends it; any vault, when a Yearn multisig sends it.
    expect(bypasses(exported(V3_VAULT_ENTRY.address)).map((w) => w.path)).toEqual(['0']);
    expect(bypasses(exported(V3_VAULT_ENTRY.address, otherSafe)).map((w) => w.path)).toEqual(['0']);
    expect(bypasses(executed(V3_VAULT_ENTRY.address, otherSafe)).map((w) => w.path)).toEqual(['0.0']);
    expect(bypasses(exported(STRANGER, YCHAD)).map((w) => w.path)).toEqual(['0']);
    expect(bypasses(executed(STRANGER, YCHAD)).map((w) => w.path)).toEqual(['0.0']);
  });

  it('flags value sent to a function that is not payable', () => {
    const data = vaultCall('process_report', [STRANGER]);
    expect(codes(explainCalldata(index, {data, value: '1'}))).toContain('value-not-payable');
    expect(codes(explainCalldata(index, {data, value: '0'}))).not.toContain('value-not-payable');
  });
});

function docsFile(sitePath: string): string | undefined {
  const [area, ...rest] = sitePath.replace(/^\//, '').split('/');
  for (const ext of ['.md', '.mdx']) {
    const file = `docs-${area}/${rest.join('/')}${ext}`;
    if (existsSync(file)) return file;
  }
  return undefined;
}

function anchorsOf(file: string): Set<string> {
  const slugger = new GithubSlugger();
  const anchors = new Set<string>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const heading = /^#{1,6}\s+(.*?)\s*(?:\\?\{#([\w-]+)\})?\s*$/.exec(line);
    if (!heading) continue;
    anchors.add(heading[2] ?? slugger.slug(heading[1]!.replace(/[`*]/g, '')));
  }
  return anchors;
}

describe('reverts', () => {
  it.each(REVERT_REASONS.map((r) => [r.message, r] as const))(
    'explains "%s" and links a section that exists',
    (message, reason) => {
      const fromText = explainRevert(index, `execution reverted: ${message}`);
      expect(fromText).toMatchObject({ok: true, kind: 'string', reason: {message}});
      const data = encodeErrorResult({abi: parseAbi(['error Error(string)']), errorName: 'Error', args: [message]});
      expect(explainRevert(index, data)).toMatchObject({ok: true, kind: 'string', message, reason: {message}});
      const [page, anchor] = reason.docs.split('#') as [string, string | undefined];
      if (page.startsWith('/developers/smart-contracts/')) return;
      const file = docsFile(page);
      expect(file, page).toBeDefined();
      if (anchor) expect([...anchorsOf(file!)], reason.docs).toContain(anchor);
    },
  );

  it('explains every revert string of every documented vault and strategy release', () => {
    const {releases} = JSON.parse(readFileSync('tests/fixtures/explain/revert-strings.json', 'utf8')) as {
      releases: {contract: string; version: string; messages: string[]}[];
    };
    const documented = new Set(
      loadCatalog('data/contracts').pages.flatMap((p) =>
        p.kind === 'contract' && ['VaultV3', 'TokenizedStrategy', 'Vault'].includes(p.model.contract)
          ? [`${p.model.contract} ${p.model.version}`]
          : [],
      ),
    );
    expect(
      releases.map((r) => `${r.contract} ${r.version}`).sort(),
      'a release in data/contracts/ without its revert strings',
    ).toEqual([...documented].sort());
    const explained = new Set(REVERT_REASONS.map((r) => r.message));
    for (const release of releases)
      for (const message of release.messages)
        expect(explained.has(message), `${release.contract} ${release.version} raises "${message}"`).toBe(true);
    const raised = new Set(releases.flatMap((r) => r.messages));
    expect(REVERT_REASONS.map((r) => r.message).filter((m) => !raised.has(m))).toEqual([]);
  });

  it('decodes the custom errors of every ABI', () => {
    const all = Object.entries(index.errors);
    expect(all.length).toBeGreaterThan(0);
    for (const [selector, [candidate]] of all) {
      const args = candidate!.abi.inputs.map(randomValue);
      const data = `${selector}${encodeAbiParameters(candidate!.abi.inputs, args).slice(2)}` as Hex;
      expect(explainRevert(index, data)).toMatchObject({
        ok: true,
        kind: 'custom-error',
        explanation: candidate!.notice,
      });
      // Each links the section of its reference page that documents it.
      expect(candidate!.page).toMatch(/^\/developers\/smart-contracts\/.+#.+/);
    }
  });

  it.each([
    'execution reverted: too much loss',
    'execution reverted: "too much loss" (action="estimateGas", reason="too much loss", code=CALL_EXCEPTION)',
    'Execution reverted with reason: too much loss.',
    'The contract function "withdraw" reverted with the following reason:\ntoo much loss\n\nContract Call:',
    'Error: VM Exception while processing transaction: revert too much loss',
    "VM Exception while processing transaction: reverted with reason string 'too much loss'",
    "Fail with error 'too much loss'",
    '[Revert] too much loss',
    'too much loss',
  ])('finds the reason in a wallet or tool message: %s', (message) => {
    expect(explainRevert(index, message)).toMatchObject({
      ok: true,
      kind: 'string',
      message: 'too much loss',
      reason: {message: 'too much loss'},
    });
  });

  it.each([
    'not paused or stopped',
    'the contract is paused',
    'xpaused',
    'Action not allowed',
    'execution reverted: action not allowed',
    "reverted with reason string 'the job is initialized'",
  ])('claims no Yearn reason for a message that only ends with one: %s', (message) => {
    const result = explainRevert(index, message);
    expect(result).toMatchObject({ok: true, kind: 'string'});
    expect(result.ok && result.reason).toBeFalsy();
  });

  it('explains a panic and an unknown selector', () => {
    const panic = encodeErrorResult({abi: parseAbi(['error Panic(uint256)']), errorName: 'Panic', args: [0x11n]});
    expect(explainRevert(index, panic)).toMatchObject({ok: true, kind: 'panic', message: 'Panic(17)'});
    expect(explainRevert(index, '0x12345678')).toMatchObject({ok: true, kind: 'unknown'});
  });
});

describe('bad input', () => {
  const failed = (result: ExplainResult | ReturnType<typeof explainRevert>) => {
    expect(result.ok).toBe(false);
    return result.ok ? '' : result.error;
  };

  it('answers every kind of bad input with a sentence', () => {
    expect(failed(explainCalldata(index, {data: '0x123'}))).toMatch(/odd number of hex digits/);
    expect(failed(explainCalldata(index, {data: 'hello'}))).toMatch(/not hexadecimal/);
    expect(failed(explainCalldata(index, {data: 'ab'.repeat(600_000)}))).toMatch(/longer than/);
    expect(failed(explainCalldata(index, {data: '0x12345678', to: '0x1234'}))).toMatch(/target/);
    expect(failed(explainInput(index, 'x'.repeat(1 << 20)))).toMatch(/longer than|not hexadecimal/);
    expect(failed(explainRevert(index, 'x'.repeat(1 << 20)))).toMatch(/longer than/);
    expect(failed(explainRevert(index, '0x123'))).toMatch(/odd number/);
    expect(failed(explainSafeJson(index, '{"transactions": [{"value": "0"}]}'))).toMatch(/no "to" address/);
    expect(failed(explainSafeJson(index, '{"transactions": ['))).toMatch(/not valid JSON/);
    expect(failed(explainInput(index, `{"data": "${'0'.repeat(1 << 20)}"}`))).toMatch(/longer than/);
  });

  it('reports truncated calldata and an unknown selector in the result', () => {
    const truncated = vaultCall('redeem', [1n, YCHAD, YCHAD, 1n]).slice(0, 80);
    expect(ok(explainCalldata(index, {data: truncated})).call.problem).toMatch(/truncated or malformed/);
    const unknown = ok(explainCalldata(index, {data: '0xdeadbeef'}));
    expect(unknown.call.problem).toMatch(/No Yearn, Safe or timelock ABI/);
    expect(unknown.warnings.map((w) => w.code)).toContain('undecoded');
  });
});

describe('Safe JSON', () => {
  it('reads a Transaction Builder batch, with raw data and with contractMethod values', () => {
    const file = {
      version: '1.0',
      chainId: '1',
      createdAt: 1_760_000_000_000,
      meta: {
        name: 'Transactions Batch',
        description: '',
        txBuilderVersion: '1.18.0',
        createdFromSafeAddress: YCHAD,
        createdFromOwnerAddress: '',
        checksum: ZERO32,
      },
      transactions: [
        {to: STRANGER, value: '0', data: vaultCall('add_strategy', [STRANGER])},
        {
          to: STRANGER,
          value: '0',
          data: null,
          contractMethod: {
            inputs: [
              {internalType: 'address', name: 'account', type: 'address'},
              {internalType: 'uint256', name: 'role', type: 'uint256'},
            ],
            name: 'set_role',
            payable: false,
          },
          contractInputsValues: {account: STRANGER, role: '16383'},
        },
      ],
    };
    const result = ok(explainInput(index, JSON.stringify(file)));
    expect(result.call.meaning).toContain(`2 calls from the Safe ${YCHAD}`);
    expect(result.call.calls.map((c) => c.function?.name)).toEqual(['add_strategy', 'set_role']);
    expect(result.call.calls[1]!.meaning).toContain('all fourteen roles');
    expect(result.warnings.map((w) => w.code)).toContain('powerful-role');
  });

  it('reads one Safe transaction with its operation', () => {
    const tx = {safe: YCHAD, to: STRANGER, value: '0', data: vaultCall('process_report', [STRANGER]), operation: 1};
    const result = ok(explainSafeJson(index, JSON.stringify(tx), 1));
    expect(result.call.operation).toBe('delegatecall');
    expect(result.warnings.map((w) => w.code)).toContain('delegatecall');
  });
});

describe('real calls from Yearn governance and operations', () => {
  it('holds at least ten, each with its source', () => {
    expect(REAL_CALLS.length).toBeGreaterThanOrEqual(10);
    for (const real of REAL_CALLS) {
      expect(real.source.commit).toMatch(/^[0-9a-f]{40}$/);
      expect(real.source.lines).toMatch(/^[0-9]/);
      expect(Boolean(real.data) !== Boolean(real.call), real.source.path).toBe(true);
    }
  });

  it.each(
    REAL_CALLS.map((c) => [`${c.source.repository}@${c.source.commit.slice(0, 7)} ${c.expect.signature}`, c] as const),
  )('%s', (_name, real) => {
    const result = ok(explainCalldata(index, {data: realData(real), to: real.to, chainId: real.chainId}));
    const fn = result.call.function!;
    expect(fn.signature).toBe(real.expect.signature);
    expect(result.call.to?.names.map((n) => n.label)).toContain(real.expect.target);
    expect(result.call.to?.known).toBe(true);
    expect(Object.fromEntries(fn.args.map((a) => [a.name, a.value]))).toEqual(real.expect.args);
    expect(Object.fromEntries(fn.args.flatMap((a) => (a.amount ? [[a.name, a.amount]] : [])))).toEqual(
      real.expect.amounts ?? {},
    );
    expect(result.call.meaning).toContain(real.expect.meaning);
    expect(result.warnings.map((w) => w.code)).toEqual(real.expect.warnings);
  });

  it('flags the real add_strategy sent straight from ychad.eth, and not when the timelock queues it', () => {
    const addStrategy = REAL_CALLS.find((c) => c.expect.signature === 'add_strategy(address)')!;
    const direct = ok(
      explainCalldata(index, {data: safeExec(addStrategy.to, realData(addStrategy)), to: YCHAD, chainId: 1}),
    );
    expect(direct.warnings).toEqual([
      expect.objectContaining({
        code: 'timelock-bypass',
        path: '0.0',
        message: expect.stringMatching(/skips the timelock's delay of 7 days/),
      }),
    ]);
    const queued = encodeFunctionData({
      abi: TIMELOCK_ABI,
      functionName: 'schedule',
      args: [addStrategy.to as Hex, 0n, realData(addStrategy), ZERO32, ZERO32, 604_800n],
    });
    const viaTimelock = ok(explainCalldata(index, {data: safeExec(TIMELOCK, queued), to: YCHAD, chainId: 1}));
    expect(viaTimelock.call.calls[0]!.calls[0]!.function?.name).toBe('add_strategy');
    expect(codes(viaTimelock)).toEqual([]);
  });
});
