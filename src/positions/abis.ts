/**
 * The functions the position finder reads and calls, as viem ABI objects
 * (with the helper of src/chain/abiView.ts). Each exit function is written with
 * exactly one overload, so viem encodes the one the exit call names.
 */
import {view} from '../chain/abiView';

const account = (name: string) => ({name, type: 'address'}) as const;
const amount = (name: string) => ({name, type: 'uint256'}) as const;

/** yearn/vault-periphery Registry (current and legacy): every endorsed vault and strategy, grouped by asset. */
export const V3_REGISTRY_ABI = [view('getAllEndorsedVaults', 'address[][]')] as const;

/** yearn/yearn-vaults Registry.vy: tokens by index, then the vaults of each token by index. */
export const V2_REGISTRY_ABI = [
  view('numTokens', 'uint256'),
  view('tokens', 'address', [amount('index')]),
  view('numVaults', 'uint256', [account('token')]),
  view('vaults', 'address', [account('token'), amount('index')]),
] as const;

/** yearn/yearn-protocol YRegistry: every V1 vault it lists. */
export const V1_REGISTRY_ABI = [view('getVaults', 'address[]')] as const;

/** The reads common to every vault generation (V1 vaults have no `apiVersion`). */
export const SHARE_TOKEN_ABI = [
  view('balanceOf', 'uint256', [account('owner')]),
  view('symbol', 'string'),
  view('name', 'string'),
  view('decimals', 'uint8'),
  view('apiVersion', 'string'),
] as const;

/**
 * VaultV3.vy and TokenizedStrategy.sol: ERC-4626 plus the shutdown flag, and
 * the 2-argument `maxWithdraw`/`maxRedeem` that take a loss limit (VaultV3.vy
 * counts unrealized losses against it; tokenized strategies from 3.0.3 accept
 * it and ignore it).
 */
export const V3_VAULT_ABI = [
  view('asset', 'address'),
  view('convertToAssets', 'uint256', [amount('shares')]),
  view('maxWithdraw', 'uint256', [account('owner'), amount('maxLoss')]),
  view('maxRedeem', 'uint256', [account('owner'), amount('maxLoss')]),
  view('isShutdown', 'bool'),
] as const;

/** The 1-argument forms, all that tokenized strategies before 3.0.3 answer. */
export const V3_NO_LOSS_ARG_ABI = [
  view('maxWithdraw', 'uint256', [account('owner')]),
  view('maxRedeem', 'uint256', [account('owner')]),
] as const;

/** What VaultV3.vy's `_redeem` reads to charge a holder its share of a strategy's unrealized loss. */
export const V3_QUEUE_ABI = [
  view('get_default_queue', 'address[]'),
  view('totalIdle', 'uint256'),
  {
    type: 'function',
    name: 'strategies',
    stateMutability: 'view',
    inputs: [account('strategy')],
    outputs: [amount('activation'), amount('last_report'), amount('current_debt'), amount('max_debt')],
  },
] as const;

/** A V3 vault's strategy, as the vault reads it: the vault's shares, their value and what it may redeem. */
export const V3_STRATEGY_ABI = [
  view('balanceOf', 'uint256', [account('owner')]),
  view('convertToAssets', 'uint256', [amount('shares')]),
  view('maxRedeem', 'uint256', [account('owner')]),
] as const;

/** What Vault.vy 0.4.x's `withdraw` reads to take from its strategies, and the strategies' own estimate. */
export const V2_QUEUE_ABI = [
  view('totalIdle', 'uint256'),
  view('withdrawalQueue', 'address', [amount('index')]),
  {
    type: 'function',
    name: 'strategies',
    stateMutability: 'view',
    inputs: [account('strategy')],
    outputs: [
      amount('performanceFee'),
      amount('activation'),
      amount('debtRatio'),
      amount('minDebtPerHarvest'),
      amount('maxDebtPerHarvest'),
      amount('lastReport'),
      amount('totalDebt'),
      amount('totalGain'),
      amount('totalLoss'),
    ],
  },
  view('estimatedTotalAssets', 'uint256'),
] as const;

/** Vault.vy of yearn/yearn-vaults (0.2.x to 0.4.x). */
export const V2_VAULT_ABI = [
  view('token', 'address'),
  view('pricePerShare', 'uint256'),
  view('maxAvailableShares', 'uint256'),
  view('emergencyShutdown', 'bool'),
] as const;

/** yVault.sol and yDelegatedVault.sol of yearn/yearn-protocol. */
export const V1_VAULT_ABI = [view('token', 'address'), view('getPricePerFullShare', 'uint256')] as const;

/** `withdraw(_shares)` of the V1 vaults: it pays the caller, with no loss limit. */
export const V1_WITHDRAW_ABI = [
  {
    type: 'function',
    name: 'withdraw',
    stateMutability: 'nonpayable',
    inputs: [amount('_shares')],
    outputs: [],
  },
] as const;

/** The 4-argument `redeem` of VaultV3.vy (Vyper's default arguments make it one overload) and TokenizedStrategy.sol. */
export const V3_REDEEM_ABI = [
  {
    type: 'function',
    name: 'redeem',
    stateMutability: 'nonpayable',
    inputs: [amount('shares'), account('receiver'), account('owner'), amount('maxLoss')],
    outputs: [amount('')],
  },
] as const;

/** `withdraw(maxShares, recipient, maxLoss)` of Vault.vy from 0.3.0 on. */
export const V2_WITHDRAW_ABI = [
  {
    type: 'function',
    name: 'withdraw',
    stateMutability: 'nonpayable',
    inputs: [amount('maxShares'), account('recipient'), amount('maxLoss')],
    outputs: [amount('')],
  },
] as const;

/** `withdraw(_shares, _recipient)` of Vault.vy 0.2.x, which has no loss limit. */
export const V2_WITHDRAW_NO_LOSS_LIMIT_ABI = [
  {
    type: 'function',
    name: 'withdraw',
    stateMutability: 'nonpayable',
    inputs: [amount('_shares'), account('_recipient')],
    outputs: [amount('')],
  },
] as const;
