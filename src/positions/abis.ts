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

/** VaultV3.vy and TokenizedStrategy.sol: ERC-4626 plus the shutdown flag. */
export const V3_VAULT_ABI = [
  view('asset', 'address'),
  view('convertToAssets', 'uint256', [amount('shares')]),
  view('maxRedeem', 'uint256', [account('owner')]),
  view('isShutdown', 'bool'),
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
