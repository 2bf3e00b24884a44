import {decodeFunctionData, getAddress, parseAbi, slice, toFunctionSelector} from 'viem';
import {describe, expect, it} from 'vitest';

import {
  buildExitCall,
  InvalidExitOptionsError,
  InvalidHolderError,
  parseHolder,
  positionSummary,
  type Position,
} from '../../src/positions';
import {formatAmount} from '../../src/positions/summary';

const HOLDER = getAddress('0x000000000000000000000000000000000000bEEF');
const OTHER = getAddress('0x000000000000000000000000000000000000cafe');
const VAULT = getAddress('0xBe53A109B494E5c9f97b9Cd39Fe969BE68BF6204');
const EXPLORER = 'https://etherscan.io/address/';

const v3: Position = {
  chainId: 1,
  vault: VAULT,
  generation: 'v3',
  registries: ['v3.registry'],
  name: 'USDC-1 yVault',
  symbol: 'yvUSDC-1',
  decimals: 6,
  apiVersion: '3.0.2',
  asset: getAddress('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'),
  assetSymbol: 'USDC',
  shares: 100_000_000n,
  assets: 110_000_000n,
  redeemableShares: 100_000_000n,
  shutdown: false,
  exitLoss: null,
  lossEstimated: true,
};

const v2: Position = {
  ...v3,
  generation: 'v2',
  registries: ['v2.v2-registry'],
  symbol: 'yvDAI',
  decimals: 18,
  apiVersion: '0.4.6',
  assetSymbol: 'DAI',
  shares: 2n * 10n ** 18n,
  assets: 25n * 10n ** 17n,
  redeemableShares: 2n * 10n ** 18n,
};

/** Decodes calldata against the signature the exit call names, as a wallet or the explorer would. */
function decode(signature: string, data: `0x${string}`) {
  expect(slice(data, 0, 4)).toBe(toFunctionSelector(signature));
  return decodeFunctionData({abi: parseAbi([`function ${signature}`] as string[]), data}).args;
}

describe('buildExitCall', () => {
  it('builds the 4-argument redeem of a V3 vault with the loss limit in basis points', () => {
    const exit = buildExitCall(v3, HOLDER, {explorerAddressUrl: EXPLORER, maxLossBps: 25})!;
    expect(exit.signature).toBe('redeem(uint256,address,address,uint256)');
    expect(decode(exit.signature, exit.data)).toEqual([100_000_000n, HOLDER, HOLDER, 25n]);
    expect(exit.args).toEqual([
      {name: 'shares', value: '100000000'},
      {name: 'receiver', value: HOLDER},
      {name: 'owner', value: HOLDER},
      {name: 'maxLoss', value: '25'},
    ]);
    expect(exit.to).toBe(VAULT);
    expect(exit.explorerWriteUrl).toBe(`https://etherscan.io/address/${VAULT}#writeContract`);
  });

  it('redeems only what a V3 vault can pay now, to another receiver when asked', () => {
    const exit = buildExitCall({...v3, redeemableShares: 40_000_000n}, HOLDER, {
      explorerAddressUrl: EXPLORER,
      receiver: OTHER.toLowerCase(),
    })!;
    expect(decode(exit.signature, exit.data)).toEqual([40_000_000n, OTHER, HOLDER, 1n]);
    expect(exit.shares).toBe(40_000_000n);
  });

  it('builds withdraw(maxShares, recipient, maxLoss) for a V2 vault of 0.3.0 or later, for the whole balance', () => {
    const exit = buildExitCall({...v2, redeemableShares: 10n}, HOLDER, {explorerAddressUrl: EXPLORER})!;
    expect(exit.signature).toBe('withdraw(uint256,address,uint256)');
    expect(decode(exit.signature, exit.data)).toEqual([2n * 10n ** 18n, HOLDER, 1n]);
    expect(exit.maxLossBps).toBe(1);
  });

  it('builds the 2-argument withdraw of a V2 vault of 0.2.x, which takes no loss limit', () => {
    const exit = buildExitCall({...v2, apiVersion: '0.2.2'}, HOLDER, {explorerAddressUrl: EXPLORER})!;
    expect(exit.signature).toBe('withdraw(uint256,address)');
    expect(decode(exit.signature, exit.data)).toEqual([2n * 10n ** 18n, HOLDER]);
    expect(exit.maxLossBps).toBeNull();
  });

  it('builds the 1-argument withdraw of a V1 vault, which pays the sender, for the whole balance', () => {
    const v1: Position = {...v2, generation: 'v1', apiVersion: null, registries: ['lens.registries-v1-vaults']};
    const exit = buildExitCall(v1, HOLDER, {explorerAddressUrl: EXPLORER, receiver: OTHER})!;
    expect(exit.signature).toBe('withdraw(uint256)');
    expect(exit.args).toEqual([{name: '_shares', value: (2n * 10n ** 18n).toString()}]);
    expect(decode(exit.signature, exit.data)).toEqual([2n * 10n ** 18n]);
    expect(exit.maxLossBps).toBeNull();
    expect(positionSummary(v1, exit).join(' ')).toMatch(/no loss limit.*send it from the holding address/);
  });

  it.each([
    [{maxLossBps: -1}, 'maxLoss must be a whole number of basis points from 0 to 10000'],
    [{maxLossBps: 10_001}, 'maxLoss must be a whole number of basis points from 0 to 10000'],
    [{maxLossBps: Number.NaN}, 'maxLoss must be a whole number of basis points from 0 to 10000'],
    [{receiver: 'alice.eth'}, 'the receiver is not an address (0x followed by 40 hexadecimal digits)'],
    [
      {receiver: '0x0000000000000000000000000000000000000000'},
      'the receiver is the zero address: assets sent there are lost',
    ],
    [{receiver: VAULT}, `the receiver is the vault ${VAULT} itself: the assets would stay in it`],
    [{receiver: VAULT.toLowerCase()}, `the receiver is the vault ${VAULT} itself: the assets would stay in it`],
    [
      {receiver: VAULT.replace('Be53', 'bE53')},
      `the receiver ${VAULT.replace('Be53', 'bE53')} has a wrong checksum, which usually means a mistyped address; the same digits with a correct checksum read ${VAULT}, but check the address at its source rather than copying that`,
    ],
  ])('refuses %o', (options, reason) => {
    const build = () => buildExitCall(v3, HOLDER, {explorerAddressUrl: EXPLORER, ...options});
    expect(build).toThrow(InvalidExitOptionsError);
    expect(build).toThrow(reason);
  });
});

describe('exits that cannot work', () => {
  it('offers no call when a V3 vault can pay nothing now, since redeem(0, …) always reverts, and says so', () => {
    const position = {...v3, redeemableShares: 0n};
    const exit = buildExitCall(position, HOLDER, {explorerAddressUrl: EXPLORER});
    expect(exit).toBeNull();
    expect(positionSummary(position, exit).join(' ')).toContain(
      'No exit call is shown, since a redemption of 0 shares always fails.',
    );
  });

  it('says that a V1 vault pays the sender when a receiver was asked for', () => {
    const v1: Position = {...v2, generation: 'v1', apiVersion: null, lossEstimated: false};
    const exit = buildExitCall(v1, HOLDER, {explorerAddressUrl: EXPLORER, receiver: OTHER});
    expect(positionSummary(v1, exit, null, true).at(-1)).toBe(
      'The vault pays the address that sends the call, so the receiver you asked for cannot be used: send the call from the holding address, then move the assets.',
    );
  });

  it('refuses a holder address with a wrong checksum, showing the checksummed form', async () => {
    const typed = VAULT.replace('Be53', 'bE53');
    await expect(parseHolder(typed)).rejects.toMatchObject({
      reason: expect.stringContaining(
        `the holder has a wrong checksum, which usually means a mistyped address; the same digits with a correct checksum read ${VAULT}`,
      ) as unknown,
    });
  });
});

describe('positionSummary', () => {
  const summary = (position: Position, maxLossBps?: number) =>
    positionSummary(position, buildExitCall(position, HOLDER, {explorerAddressUrl: EXPLORER, maxLossBps}));

  it('states the holding, its value and the loss limit', () => {
    expect(summary(v3, 50)).toEqual([
      'You hold 100 yvUSDC-1 shares, worth about 110 USDC.',
      'The exit call accepts a loss of at most 0.5 % (50 basis points); if the vault would lose more, the call fails with "too much loss" and nothing is spent but gas.',
    ]);
  });

  it('says what a V3 vault can pay out now when maxRedeem is below the balance', () => {
    expect(summary({...v3, redeemableShares: 40_000_000n})[1]).toBe(
      'The vault can pay out about 44 USDC now, not the whole position; the exit call redeems that part. Call it again later for the rest.',
    );
    expect(summary({...v3, redeemableShares: 0n})[1]).toMatch(/^The vault can pay out nothing to you right now/);
  });

  it('says a vault is shut down and that withdrawals still work, and names an asset without a symbol by address', () => {
    const lines = summary({...v2, shutdown: true, assetSymbol: null, redeemableShares: 5n * 10n ** 17n});
    expect(lines[0]).toBe(`You hold 2 yvDAI shares, worth about 2.5 of the asset ${v2.asset}.`);
    expect(lines[1]).toBe('The vault is shut down: it takes no new deposits, and withdrawals still work.');
    expect(lines[2]).toBe(
      `The vault can pay out about 0.625 of the asset ${v2.asset} now; withdraw pays what it can and leaves the rest of your shares in the vault.`,
    );
  });

  it('states a loss in percent of what is taken out, keeping the zeros of a whole percentage', () => {
    const at = (lossAssets: bigint) =>
      summary({...v2, exitLoss: {assets: lossAssets, neededMaxLossBps: 1000, upperBound: true}})[1];
    // v2 is worth 2.5 DAI: 0.25 is 10 %, 2.5 is 100 %, 0.2625 is 10.5 %.
    expect(at(25n * 10n ** 16n)).toMatch(
      /^Exiting now can realize a loss of up to 0\.25 DAI \(10 % of what you take out\)/,
    );
    expect(at(25n * 10n ** 17n)).toContain('(100 % of what you take out)');
    expect(at(2625n * 10n ** 14n)).toContain('(10.5 % of what you take out)');
  });

  it('says a 0.2.x vault has no loss limit', () => {
    expect(summary({...v2, apiVersion: '0.2.2'}).at(-1)).toBe(
      'This vault release (before 0.3.0) has no loss limit on withdraw.',
    );
  });

  it('formats amounts with at most six decimals, rounded down', () => {
    expect(formatAmount(1_234_567_891_234_567_891n, 18)).toBe('1.234567');
    expect(formatAmount(5n, 18)).toBe('0');
    expect(formatAmount(100n, 0)).toBe('100');
  });
});

describe('parseHolder', () => {
  it('takes an address in any case and returns it checksummed', async () => {
    expect(await parseHolder(`  ${HOLDER.toLowerCase()} `)).toEqual({kind: 'address', address: HOLDER});
  });

  it('returns an ENS name, normalized, for the caller to resolve', async () => {
    expect(await parseHolder('Yearn.ETH')).toEqual({kind: 'ens', name: 'yearn.eth'});
    expect(await parseHolder('yearn.eth')).toEqual({kind: 'ens', name: 'yearn.eth'});
  });

  it.each([
    ['0x1234', 'the holder is not an address (0x followed by 40 hexadecimal digits)'],
    [`0x${'g'.repeat(40)}`, 'the holder is not an address (0x followed by 40 hexadecimal digits)'],
    ['0x0000000000000000000000000000000000000000', 'the holder is the zero address, which holds no positions'],
    ['   ', 'the holder is empty'],
    ['yearn', 'the holder is neither an address (0x…) nor an ENS name (name.eth)'],
    ['a b.eth', 'the holder is neither an address (0x…) nor an ENS name (name.eth)'],
    ['x'.repeat(10_240), 'the holder is 10240 characters long; an address has 42'],
    [42 as unknown as string, 'the holder is not text'],
  ])('refuses %j', async (input, reason) => {
    let error: unknown;
    try {
      await parseHolder(input);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InvalidHolderError);
    expect((error as InvalidHolderError).reason).toBe(reason);
  });

  it('refuses a 10 kB string quickly, before anything parses it', async () => {
    const start = performance.now();
    await expect(parseHolder(`${'a.'.repeat(5_000)}eth`)).rejects.toThrow(InvalidHolderError);
    expect(performance.now() - start).toBeLessThan(50);
  });
});
