/**
 * Reads a holder's positions in a list of vaults: first every balance (one
 * round of Multicall3 calls), then, for the vaults where it is not zero, the
 * share token and its release, then what the exit call and the summary need
 * for that release, then the asset's symbol. A vault whose
 * reads fail is reported apart; the others still come back.
 */
import {erc20Abi, getAddress, type Address} from 'viem';

import {SHARE_TOKEN_ABI, V1_VAULT_ABI, V2_VAULT_ABI, V3_NO_LOSS_ARG_ABI, V3_VAULT_ABI} from './abis';
import type {Read, VaultRef} from './enumerate';
import {VaultReadError} from './errors';
import {MAX_BPS} from './exit';
import {v2ExitLoss, v3ExitLoss, type ExitLoss} from './loss';
import type {Generation} from './sources';

export interface Position {
  readonly chainId: number;
  readonly vault: Address;
  /** From the vault's `apiVersion()`, whichever registry lists it; `v1` for the V1 registry's vaults. */
  readonly generation: Generation;
  readonly registries: readonly string[];
  readonly name: string;
  readonly symbol: string;
  /** Decimals of the shares (the asset's, for every Yearn vault). */
  readonly decimals: number;
  /** The vault's `apiVersion()`; null for V1 vaults, which have none. */
  readonly apiVersion: string | null;
  readonly asset: Address;
  /** The asset's symbol, or null when the token does not answer `symbol()` as a string. */
  readonly assetSymbol: string | null;
  /** The holder's shares. */
  readonly shares: bigint;
  /** What the shares are worth in the asset: `convertToAssets` (V3), shares × `pricePerShare` (V2), shares × `getPricePerFullShare` (V1). */
  readonly assets: bigint;
  /**
   * Shares that can be redeemed now: the whole balance when `maxWithdraw(holder, 10 000)` covers its
   * value, else `maxRedeem(holder, 10 000)` (V3); `maxAvailableShares()` capped at the balance (V2). V1 vaults do not say; their withdraw asks the controller for what the vault lacks.
   */
  readonly redeemableShares: bigint;
  /** `isShutdown()` (V3) or `emergencyShutdown()` (V2); V1 vaults have no such flag (false). */
  readonly shutdown: boolean;
  /** The loss the exit would realize now (./loss.ts), or null when none is expected. */
  readonly exitLoss: ExitLoss | null;
  /** False where the finder cannot tell a loss in advance (V1, V2 before 0.4.0). */
  readonly lossEstimated: boolean;
}

export interface PositionReads {
  readonly positions: readonly Position[];
  readonly errors: readonly VaultReadError[];
  /** Vaults whose balance was read. */
  readonly checked: number;
}

const min = (a: bigint, b: bigint) => (a < b ? a : b);

/**
 * The vault's release decides how it is read and exited, not the registry that lists it, so a
 * registry listing the wrong kind of vault cannot produce a call the vault lacks. Every Yearn V2
 * release is 0.x; V3 releases are 3.x.
 */
export function generationOf(apiVersion: string): Generation {
  return /^0\./.test(apiVersion.trim()) ? 'v2' : 'v3';
}

/** V1's getPricePerFullShare is the asset value of 10 ** 18 share units, whatever the decimals. */
const V1_PRICE_SCALE = 10n ** 18n;

/** A loss estimate that could not be read leaves the position standing, marked as not estimated. */
const settleEstimate = (estimate: Promise<ExitLoss | null>) =>
  estimate.then(
    (exitLoss) => ({exitLoss, lossEstimated: true}),
    () => ({exitLoss: null, lossEstimated: false}),
  );

async function details(read: Read, chainId: number, holder: Address, vault: VaultRef, shares: bigint) {
  const address = vault.address;
  const share = (functionName: string) => read({address, abi: SHARE_TOKEN_ABI, functionName});
  const [name, symbol, decimals, apiVersion] = (await Promise.all([
    share('name'),
    share('symbol'),
    share('decimals'),
    vault.generation === 'v1' ? null : share('apiVersion'),
  ])) as [string, string, number, string | null];
  const generation = apiVersion === null ? 'v1' : generationOf(apiVersion);
  const common = {
    chainId,
    vault: address,
    generation,
    registries: vault.registries,
    name,
    symbol,
    decimals: Number(decimals),
    apiVersion,
    shares,
  };
  if (generation === 'v3') {
    const v3 = (functionName: string, args: readonly unknown[] = []) =>
      read({address, abi: V3_VAULT_ABI, functionName, args});
    const maxWithdraw = (maxLoss: bigint) =>
      v3('maxWithdraw', [holder, maxLoss]).catch(() =>
        read({address, abi: V3_NO_LOSS_ARG_ABI, functionName: 'maxWithdraw', args: [holder]}),
      ) as Promise<bigint>;
    const [asset, assets, payableAnyLoss, payableNoLoss, shutdown] = (await Promise.all([
      v3('asset'),
      v3('convertToAssets', [shares]),
      maxWithdraw(BigInt(MAX_BPS)),
      maxWithdraw(0n),
      v3('isShutdown'),
    ])) as [string, bigint, bigint, bigint, boolean];
    // `maxRedeem` converts `maxWithdraw` back to shares rounding down, so it is often 1 wei below a balance
    // the vault can pay in full; when it can pay the balance's whole value, the whole balance is redeemable.
    const redeemableShares =
      payableAnyLoss >= assets
        ? shares
        : min(
            (await v3('maxRedeem', [holder, BigInt(MAX_BPS)]).catch(() =>
              read({address, abi: V3_NO_LOSS_ARG_ABI, functionName: 'maxRedeem', args: [holder]}),
            )) as bigint,
            shares,
          );
    const exitAssets =
      redeemableShares === shares ? assets : ((await v3('convertToAssets', [redeemableShares])) as bigint);
    // With a limit of 0 the vault stops at the first strategy that would charge a loss: only then is there one.
    const estimate =
      redeemableShares > 0n && payableNoLoss < min(payableAnyLoss, exitAssets)
        ? await settleEstimate(v3ExitLoss(read, address, exitAssets))
        : {exitLoss: null, lossEstimated: true};
    return {
      ...common,
      asset: getAddress(asset),
      assets,
      redeemableShares,
      shutdown,
      ...estimate,
    };
  }
  if (generation === 'v1') {
    const v1 = (functionName: string) => read({address, abi: V1_VAULT_ABI, functionName});
    const [token, pricePerFullShare] = await Promise.all([v1('token'), v1('getPricePerFullShare')]);
    return {
      ...common,
      asset: getAddress(token as string),
      assets: (shares * (pricePerFullShare as bigint)) / V1_PRICE_SCALE,
      redeemableShares: shares,
      shutdown: false,
      exitLoss: null,
      // V1 withdraw has no loss limit and its strategies do not report a loss before it happens.
      lossEstimated: false,
    };
  }
  const v2 = (functionName: string) => read({address, abi: V2_VAULT_ABI, functionName});
  const [token, pricePerShare, available, shutdown] = await Promise.all([
    v2('token'),
    v2('pricePerShare'),
    v2('maxAvailableShares'),
    v2('emergencyShutdown'),
  ]);
  // Vault.vy's pricePerShare is the asset value of one whole share (10 ** decimals of share units).
  const assets = (shares * (pricePerShare as bigint)) / 10n ** BigInt(decimals);
  // The queue and the strategy data the estimate reads are laid out as in 0.4.x only.
  const estimate = /^0\.4\./.test(apiVersion!.trim())
    ? await settleEstimate(v2ExitLoss(read, address, apiVersion!, assets))
    : {exitLoss: null, lossEstimated: false};
  return {
    ...common,
    asset: getAddress(token as string),
    assets,
    redeemableShares: min(available as bigint, shares),
    shutdown: shutdown as boolean,
    ...estimate,
  };
}

async function assetSymbol(read: Read, asset: Address): Promise<string | null> {
  try {
    const symbol = await read({address: asset, abi: erc20Abi, functionName: 'symbol'});
    return typeof symbol === 'string' ? symbol : null;
  } catch {
    // Some old tokens return bytes32 symbols; the position stands without it.
    return null;
  }
}

/** The holder's non-zero positions in `vaults`. */
export async function readPositions(
  read: Read,
  chainId: number,
  holder: Address,
  vaults: readonly VaultRef[],
): Promise<PositionReads> {
  const errors: VaultReadError[] = [];
  let unread = 0;
  const balances = await Promise.all(
    vaults.map(async (vault) => {
      try {
        return {
          vault,
          shares: (await read({
            address: vault.address,
            abi: SHARE_TOKEN_ABI,
            functionName: 'balanceOf',
            args: [holder],
          })) as bigint,
        };
      } catch (error) {
        unread += 1;
        errors.push(new VaultReadError(vault.address, chainId, {cause: error}));
        return {vault, shares: 0n};
      }
    }),
  );
  const held = balances.filter(({shares}) => shares > 0n);
  const read2 = await Promise.all(
    held.map(async ({vault, shares}) => {
      try {
        return await details(read, chainId, holder, vault, shares);
      } catch (error) {
        errors.push(new VaultReadError(vault.address, chainId, {cause: error}));
        return null;
      }
    }),
  );
  const found = read2.filter((p): p is NonNullable<typeof p> => p !== null);
  const symbols = await Promise.all(found.map((p) => assetSymbol(read, p.asset)));
  return {
    positions: found.map((p, i) => ({...p, assetSymbol: symbols[i] ?? null})),
    errors,
    checked: vaults.length - unread,
  };
}
