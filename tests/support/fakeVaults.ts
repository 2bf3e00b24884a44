/**
 * A stand-in chain for the position finder's tests: contracts as plain
 * functions behind a Multicall3 that decodes each call with the finder's own
 * ABIs, so every read goes through src/chain/multicall.ts and real ABI coding.
 * Stand-ins, not Yearn's contracts: no bytecode compiled from Yearn's sources is
 * kept in this repository, so each answer is the value a vault in that state returns.
 */
import {
  decodeFunctionData,
  encodeFunctionResult,
  erc20Abi,
  multicall3Abi,
  type Abi,
  type Address,
  type Hex,
  zeroAddress,
} from 'viem';

import {createBatchedReader} from '../../src/chain/multicall';
import {
  SHARE_TOKEN_ABI,
  V1_REGISTRY_ABI,
  V1_VAULT_ABI,
  V2_REGISTRY_ABI,
  V2_QUEUE_ABI,
  V2_VAULT_ABI,
  V3_QUEUE_ABI,
  V3_REGISTRY_ABI,
  V3_STRATEGY_ABI,
  V3_VAULT_ABI,
} from '../../src/positions/abis';
import type {StandInLoss} from '../../scripts/support/finderStandIns';

export const MULTICALL3: Address = '0xcA11bde05977b3631167028862bE2a173976CA11';

/** A contract: its ABI and an answer per function; a function that throws reverts. */
export interface FakeContract {
  readonly abi: Abi;
  readonly answers: Record<string, (...args: readonly unknown[]) => unknown>;
}

export const v3Registry = (groups: readonly (readonly Address[])[]): FakeContract => ({
  abi: V3_REGISTRY_ABI,
  answers: {getAllEndorsedVaults: () => groups},
});

export function v2Registry(byToken: Readonly<Record<Address, readonly Address[]>>): FakeContract {
  const tokens = Object.keys(byToken) as Address[];
  return {
    abi: V2_REGISTRY_ABI,
    answers: {
      numTokens: () => BigInt(tokens.length),
      tokens: (i) => tokens[Number(i)],
      numVaults: (token) => BigInt(byToken[token as Address]?.length ?? 0),
      vaults: (token, i) => byToken[token as Address]![Number(i)],
    },
  };
}

export const v1Registry = (vaults: readonly Address[]): FakeContract => ({
  abi: V1_REGISTRY_ABI,
  answers: {getVaults: () => vaults},
});

interface VaultState {
  readonly symbol: string;
  readonly decimals: number;
  readonly apiVersion: string;
  readonly asset: Address;
  readonly balances: Readonly<Record<Address, bigint>>;
  readonly shutdown?: boolean;
}

/** A V3 vault whose shares are worth `assetsPerShare` asset units per whole share, paying out at most `maxRedeem` shares. */
export function v3Vault(
  state: VaultState & {readonly assetsPerShare: bigint; readonly maxRedeem?: bigint},
): FakeContract {
  const one = 10n ** BigInt(state.decimals);
  const redeemable = (owner: unknown) => {
    const balance = state.balances[owner as Address] ?? 0n;
    return state.maxRedeem === undefined || state.maxRedeem > balance ? balance : state.maxRedeem;
  };
  return {
    abi: [...SHARE_TOKEN_ABI, ...V3_VAULT_ABI],
    answers: {
      ...shareToken(state),
      asset: () => state.asset,
      convertToAssets: (shares) => ((shares as bigint) * state.assetsPerShare) / one,
      maxRedeem: (owner) => redeemable(owner),
      // No unrealised loss here: the answer is the same for every limit.
      maxWithdraw: (owner) => ((redeemable(owner) as bigint) * state.assetsPerShare) / one,
      isShutdown: () => state.shutdown ?? false,
    },
  };
}

export function v2Vault(
  state: VaultState & {readonly pricePerShare: bigint; readonly maxAvailableShares: bigint},
): FakeContract {
  return {
    abi: [...SHARE_TOKEN_ABI, ...V2_VAULT_ABI, ...V2_QUEUE_ABI],
    answers: {
      // Enough idle assets for every withdrawal: no strategy is asked, so no loss.
      totalIdle: () => 2n ** 128n,
      ...shareToken(state),
      token: () => state.asset,
      pricePerShare: () => state.pricePerShare,
      maxAvailableShares: () => state.maxAvailableShares,
      emergencyShutdown: () => state.shutdown ?? false,
    },
  };
}

/**
 * `vault` (v3Vault) with one strategy worth less than its debt, as the e2e stand-ins carry it
 * (scripts/support/finderStandIns.ts): a limit of 0 pays only the idle assets, and the loss is read
 * from the default queue; the strategy itself is `lossyStrategy(vault address, loss)`.
 */
export function withV3Loss(vault: FakeContract, loss: StandInLoss): FakeContract {
  const payable = vault.answers.maxWithdraw!;
  return {
    abi: [...vault.abi, ...V3_QUEUE_ABI],
    answers: {
      ...vault.answers,
      maxWithdraw: (owner, maxLoss) => (maxLoss === 0n ? loss.idle : payable(owner, maxLoss)),
      get_default_queue: () => [loss.strategy],
      totalIdle: () => loss.idle,
      strategies: () => [1n, 1n, loss.debt, loss.debt],
    },
  };
}

/** `vault` (v2Vault, 0.4.x) with one strategy in its withdrawal queue that estimates less than its debt. */
export function withV2Loss(vault: FakeContract, loss: StandInLoss): FakeContract {
  return {
    abi: vault.abi,
    answers: {
      ...vault.answers,
      totalIdle: () => loss.idle,
      withdrawalQueue: (i) => (i === 0n ? loss.strategy : zeroAddress),
      strategies: () => [1000n, 1n, 10_000n, 0n, 2n ** 256n - 1n, 1n, loss.debt, 0n, 0n],
    },
  };
}

/** The strategy of `withV3Loss` or `withV2Loss`: the vault holds `debt` of its shares, worth `worth`. */
export function lossyStrategy(vault: Address, loss: StandInLoss): FakeContract {
  const held = (owner: unknown) => ((owner as Address).toLowerCase() === vault.toLowerCase() ? loss.debt : 0n);
  return {
    abi: [...V3_STRATEGY_ABI, ...V2_QUEUE_ABI],
    answers: {
      balanceOf: held,
      maxRedeem: held,
      convertToAssets: (shares) => ((shares as bigint) * loss.worth) / loss.debt,
      estimatedTotalAssets: () => loss.worth,
    },
  };
}

/** A V1 yVault: no apiVersion (the call reverts), value from getPricePerFullShare (1e18 per share). */
export function v1Vault(
  state: Omit<VaultState, 'apiVersion' | 'shutdown'> & {readonly pricePerFullShare: bigint},
): FakeContract {
  const {apiVersion: _none, ...shares} = shareToken({...state, apiVersion: ''});
  return {
    abi: [...SHARE_TOKEN_ABI, ...V1_VAULT_ABI],
    answers: {...shares, token: () => state.asset, getPricePerFullShare: () => state.pricePerFullShare},
  };
}

function shareToken(state: VaultState) {
  return {
    balanceOf: (owner: unknown) => state.balances[owner as Address] ?? 0n,
    symbol: () => state.symbol,
    name: () => `${state.symbol} vault`,
    decimals: () => state.decimals,
    apiVersion: () => state.apiVersion,
  };
}

export const erc20 = (symbol: string): FakeContract => ({abi: erc20Abi, answers: {symbol: () => symbol}});

/** The chain: the batched reader over the contracts, and every aggregate3 request it received. */
export function fakeChain(contracts: Readonly<Record<Address, FakeContract>>) {
  const byAddress = new Map(Object.entries(contracts).map(([address, c]) => [address.toLowerCase(), c]));
  const requests: {calls: number; bytes: number}[] = [];
  const answer = (target: Address, callData: Hex): {success: boolean; returnData: Hex} => {
    const contract = byAddress.get(target.toLowerCase());
    if (!contract) return {success: true, returnData: '0x'};
    try {
      const {functionName, args = []} = decodeFunctionData({abi: contract.abi, data: callData});
      const handler = contract.answers[functionName];
      if (!handler) return {success: false, returnData: '0x'};
      const result = handler(...args);
      return {success: true, returnData: encodeFunctionResult({abi: contract.abi, functionName, result} as never)};
    } catch {
      return {success: false, returnData: '0x'};
    }
  };
  const ethCall = async (to: Address, data: Hex) => {
    if (to !== MULTICALL3) throw new Error(`eth_call to ${to}, not Multicall3`);
    const {args} = decodeFunctionData({abi: multicall3Abi, data});
    const calls = args[0] as readonly {target: Address; callData: Hex}[];
    requests.push({calls: calls.length, bytes: calls.reduce((sum, c) => sum + (c.callData.length - 2) / 2, 0)});
    return encodeFunctionResult({
      abi: multicall3Abi,
      functionName: 'aggregate3',
      result: calls.map((call) => answer(call.target, call.callData)),
    });
  };
  return {read: createBatchedReader(ethCall, MULTICALL3, 1024), requests};
}
