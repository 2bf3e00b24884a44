/**
 * The contracts Yearn's operations sign through that the contract reference
 * does not document, so their calls can be decoded and opened:
 * - Safe (`execTransaction` and the owner and module settings) and its
 *   MultiSend and MultiSendCallOnly libraries, ABIs and canonical addresses
 *   from `@safe-global/safe-deployments`;
 * - the strategy timelock, OpenZeppelin's TimelockController v4.9.5 as
 *   Yearn's deployment script in yearn/vault-periphery uses it (its roles
 *   are AccessControl's grantRole and revokeRole; see `timelock.ts`), and Yearn's
 *   `TimelockExecutor` (yearn/vault-periphery at 310ea83,
 *   src/managers/TimelockExecutor.sol), whose `execute` and `executeBatch`
 *   schedule in the timelock.
 */
import {
  getMultiSendCallOnlyDeployment,
  getMultiSendDeployment,
  getSafeSingletonDeployment,
} from '@safe-global/safe-deployments';
import {getAddress, parseAbi, type Address} from 'viem';

import type {AbiEntry} from '../reference/schema';
import type {IndexSource} from './selectorIndex';

/** Safe releases whose MultiSend libraries a Safe may delegatecall. */
const SAFE_VERSIONS = ['1.1.1', '1.2.0', '1.3.0', '1.4.1', '1.5.0'] as const;
const SAFE_ABI_VERSION = '1.4.1';
const SAFE_SOURCE = 'https://github.com/safe-global/safe-deployments';
const OZ_TIMELOCK_SOURCE =
  'https://github.com/OpenZeppelin/openzeppelin-contracts/blob/v4.9.5/contracts/governance/TimelockController.sol';
const TIMELOCK_EXECUTOR_SOURCE =
  'https://github.com/yearn/vault-periphery/blob/310ea835616a059f0d9566413695706d664ac269/src/managers/TimelockExecutor.sol';

export interface KnownLibrary {
  readonly address: Address;
  readonly label: string;
}

/** Every MultiSend and MultiSendCallOnly deployment of every Safe release: the only targets a Safe should delegatecall. */
export const MULTISEND_LIBRARIES: readonly KnownLibrary[] = SAFE_VERSIONS.flatMap((version) =>
  (
    [
      ['MultiSend', getMultiSendDeployment({version})],
      ['MultiSendCallOnly', getMultiSendCallOnlyDeployment({version})],
    ] as const
  ).flatMap(([name, deployment]) =>
    Object.values(deployment?.deployments ?? {}).map((d) => ({
      address: getAddress(d.address),
      label: `Safe ${name} ${version}`,
    })),
  ),
);

type Docs = Readonly<Record<string, readonly [notice: string, access?: string]>>;

function source(contract: string, version: string, page: string, abi: readonly unknown[], docs: Docs): IndexSource {
  return {
    contract,
    version,
    deprecated: false,
    page,
    deployments: [],
    abi: abi as readonly AbiEntry[],
    docs: new Map(
      Object.entries(docs).map(([signature, [notice, access]]) => [
        `function:${signature}`,
        {notice, anchor: '', ...(access ? {details: access} : {})},
      ]),
    ),
  };
}

const SAFE_SELF = 'Only the Safe itself may call it, through a transaction its owners signed.';

const safeAbi = getSafeSingletonDeployment({version: SAFE_ABI_VERSION})?.abi ?? [];
const multiSendAbi = getMultiSendDeployment({version: SAFE_ABI_VERSION})?.abi ?? [];

const TIMELOCK_ABI = parseAbi([
  'function schedule(address target, uint256 value, bytes data, bytes32 predecessor, bytes32 salt, uint256 delay)',
  'function scheduleBatch(address[] targets, uint256[] values, bytes[] payloads, bytes32 predecessor, bytes32 salt, uint256 delay)',
  'function execute(address target, uint256 value, bytes payload, bytes32 predecessor, bytes32 salt) payable',
  'function executeBatch(address[] targets, uint256[] values, bytes[] payloads, bytes32 predecessor, bytes32 salt) payable',
  'function cancel(bytes32 id)',
  'function updateDelay(uint256 newDelay)',
  'function grantRole(bytes32 role, address account)',
  'function revokeRole(bytes32 role, address account)',
  'function renounceRole(bytes32 role, address account)',
]);

const TIMELOCK_EXECUTOR_ABI = parseAbi([
  'function execute(address target, uint256 value, bytes data, bytes32 predecessor, bytes32 salt, uint256 delay)',
  'function executeBatch(address[] targets, uint256[] values, bytes[] data, bytes32 predecessor, bytes32 salt, uint256 delay)',
  'function addExecutor(address executor)',
  'function removeExecutor(address executor)',
]);

export const WRAPPER_SOURCES: readonly IndexSource[] = [
  source('Safe', SAFE_ABI_VERSION, SAFE_SOURCE, safeAbi, {
    'execTransaction(address,uint256,bytes,uint8,uint256,uint256,uint256,address,address,bytes)': [
      "Executes one transaction from the Safe once enough owners' signatures are given.",
    ],
    'addOwnerWithThreshold(address,uint256)': [
      'Adds an owner to the Safe and sets the signature threshold.',
      SAFE_SELF,
    ],
    'removeOwner(address,address,uint256)': [
      'Removes an owner from the Safe and sets the signature threshold.',
      SAFE_SELF,
    ],
    'swapOwner(address,address,address)': ['Replaces one owner of the Safe with another address.', SAFE_SELF],
    'changeThreshold(uint256)': ['Changes how many owners must sign a Safe transaction.', SAFE_SELF],
    'enableModule(address)': ['Lets a module execute transactions from the Safe without owner signatures.', SAFE_SELF],
    'disableModule(address,address)': ['Stops a module from executing transactions from the Safe.', SAFE_SELF],
    'setGuard(address)': ['Sets the contract that checks every Safe transaction before and after it runs.', SAFE_SELF],
    'setFallbackHandler(address)': ['Sets the contract that answers calls the Safe does not implement.', SAFE_SELF],
  }),
  source('MultiSend', SAFE_ABI_VERSION, SAFE_SOURCE, multiSendAbi, {
    'multiSend(bytes)': ['Runs a batch of calls one after the other; if one fails, the whole batch fails.'],
  }),
  source('TimelockController', 'OpenZeppelin', OZ_TIMELOCK_SOURCE, TIMELOCK_ABI, {
    'schedule(address,uint256,bytes,bytes32,bytes32,uint256)': [
      'Queues one call in the timelock; it can be executed once the delay has passed.',
      'Requires the PROPOSER_ROLE of the timelock.',
    ],
    'scheduleBatch(address[],uint256[],bytes[],bytes32,bytes32,uint256)': [
      'Queues a batch of calls in the timelock; they can be executed together once the delay has passed.',
      'Requires the PROPOSER_ROLE of the timelock.',
    ],
    'execute(address,uint256,bytes,bytes32,bytes32)': [
      'Runs a call that was queued in the timelock and whose delay has passed.',
      'Requires the EXECUTOR_ROLE of the timelock, unless that role is open to anyone.',
    ],
    'executeBatch(address[],uint256[],bytes[],bytes32,bytes32)': [
      'Runs a queued batch of calls whose delay has passed.',
      'Requires the EXECUTOR_ROLE of the timelock, unless that role is open to anyone.',
    ],
    'cancel(bytes32)': ['Cancels a queued operation.', 'Requires the CANCELLER_ROLE of the timelock.'],
    'updateDelay(uint256)': [
      'Changes the minimum delay of the timelock.',
      'Only the timelock itself may call it, so the change goes through the delay.',
    ],
    'grantRole(bytes32,address)': [
      'Grants a role of the timelock (proposer, executor, canceller or admin) to an account.',
      "Only the role's admin may call it; Yearn's strategy timelock is its own admin, so a grant goes through the delay.",
    ],
    'revokeRole(bytes32,address)': [
      'Takes a role of the timelock away from an account.',
      "Only the role's admin may call it; Yearn's strategy timelock is its own admin, so it goes through the delay.",
    ],
    'renounceRole(bytes32,address)': [
      'Gives up a role of the timelock that the caller holds.',
      'Only the account itself may call it.',
    ],
  }),
  source('TimelockExecutor', '310ea83', TIMELOCK_EXECUTOR_SOURCE, TIMELOCK_EXECUTOR_ABI, {
    'execute(address,uint256,bytes,bytes32,bytes32,uint256)': [
      'Queues one call in the strategy timelock on behalf of an approved executor.',
      'Only an approved executor may call it.',
    ],
    'executeBatch(address[],uint256[],bytes[],bytes32,bytes32,uint256)': [
      'Queues a batch of calls in the strategy timelock on behalf of an approved executor.',
      'Only an approved executor may call it.',
    ],
    'addExecutor(address)': [
      'Approves an account to queue calls through the executor.',
      'Only governance may call it.',
    ],
    'removeExecutor(address)': ["Withdraws an account's approval to queue calls.", 'Only governance may call it.'],
  }),
];
