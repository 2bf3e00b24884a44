/**
 * Amounts in a token's own units (`350 YFI`, `100,000,000 USDC`), for the
 * tokens and vaults of the address book whose decimals the site states:
 * - YFI: ERC-20 with 18 decimals (docs-contributing/governance/yfi.md);
 * - the yvUSD vault: USDC (6 decimals) in, yvUSD shares (6 decimals) out,
 *   and Locked yvUSD: yvUSD shares in, Locked yvUSD shares (6 decimals) out
 *   (docs-developers/yvusd/index.md).
 * Any other target gets no amount: its decimals are not known offline.
 */
import {formatUnits, maxUint256} from 'viem';

import type {NamedAddress} from './addresses';

export interface TokenUnit {
  readonly symbol: string;
  readonly decimals: number;
}

export interface TokenFacts {
  /** The token itself; for a vault or strategy, its shares. */
  readonly token: TokenUnit;
  /** What a vault or strategy takes in, when the target is one. */
  readonly asset?: TokenUnit;
}

const USDC: TokenUnit = {symbol: 'USDC', decimals: 6};
const YVUSD: TokenUnit = {symbol: 'yvUSD', decimals: 6};

/** By address book id. */
export const TOKEN_FACTS: Readonly<Record<string, TokenFacts>> = {
  'token.yfi': {token: {symbol: 'YFI', decimals: 18}},
  'yvusd.vault': {token: YVUSD, asset: USDC},
  'yvusd.locked': {token: {symbol: 'l-yvUSD', decimals: 6}, asset: YVUSD},
};

/** ERC-20 functions whose amount is in the target token's own units. */
const TOKEN_FUNCTIONS = new Set([
  'approve',
  'transfer',
  'transferFrom',
  'increaseAllowance',
  'decreaseAllowance',
  'permit',
]);
const TOKEN_AMOUNTS = new Set(['amount', 'value', 'wad', 'addedvalue', 'subtractedvalue']);
/** Vault arguments counted in the vault's asset (VaultV3 and TokenizedStrategy names). */
const ASSET_AMOUNTS = new Set(['assets', 'new_max_debt', 'target_debt', 'deposit_limit', 'minimum_total_idle']);

/** The facts of the target on the chain given, when the address book names a token the site has decimals for. */
export function tokenFactsOf(to: NamedAddress | undefined, chainId: number | undefined): TokenFacts | undefined {
  const name = to?.names.find(
    (n) => TOKEN_FACTS[n.id] !== undefined && (chainId === undefined || n.chains.includes(chainId)),
  );
  return name ? TOKEN_FACTS[name.id] : undefined;
}

/** The unit an argument counts in, or undefined when it is no amount or the unit is not known. */
export function unitOf(facts: TokenFacts, functionName: string, argName: string, type: string): TokenUnit | undefined {
  if (!/^uint[0-9]*$/.test(type)) return undefined;
  const name = argName.replace(/^_+/, '').toLowerCase();
  if (TOKEN_FUNCTIONS.has(functionName)) return TOKEN_AMOUNTS.has(name) ? facts.token : undefined;
  if (!facts.asset) return undefined;
  if (name === 'shares') return facts.token;
  if (ASSET_AMOUNTS.has(name) || (functionName === 'buy_debt' && name === 'amount')) return facts.asset;
  return undefined;
}

/** `1,000.5 USDC`; the maximum uint256 reads `unlimited USDC`, as contracts treat it. */
export function formatAmount(value: bigint, unit: TokenUnit): string {
  if (value === maxUint256) return `unlimited ${unit.symbol}`;
  const [whole, fraction] = formatUnits(value, unit.decimals).split('.') as [string, string | undefined];
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction ? `.${fraction}` : ''} ${unit.symbol}`;
}
