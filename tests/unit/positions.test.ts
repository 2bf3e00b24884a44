import {getAddress, type Address} from 'viem';
import {describe, expect, it} from 'vitest';

import {createChainReader, type MainnetClient} from '../../src/chain/client';
import {NetworkError, WrongChainError} from '../../src/chain/errors';
import {positionsRead} from '../../src/positions/chainRead';
import {
  ChainPositionsError,
  enumerateVaults,
  findPositions,
  readPositions,
  RegistryReadError,
  VaultReadError,
  type RegistrySource,
} from '../../src/positions';
import {SHARE_TOKEN_ABI} from '../../src/positions/abis';
import {registriesOn} from '../../src/positions/sources';
import {ADDRESS_BOOK} from '../../src/chain/addressBook';
import {VIEM_CHAINS} from '../../src/chain/networks';
import {VAULT_CHAIN_IDS} from '../../src/config/chain';
import {
  erc20,
  fakeChain,
  v1Registry,
  v1Vault,
  v2Registry,
  v2Vault,
  v3Registry,
  v3Vault,
  type FakeContract,
} from '../support/fakeVaults';

const addr = (n: number) => getAddress(`0x${n.toString(16).padStart(40, '0')}`);
const HOLDER = addr(0xbeef);
const USDC = addr(0xa0);
const DAI = addr(0xa1);
const REGISTRY = addr(0x100);
const LEGACY = addr(0x101);
const V2_REGISTRY = addr(0x102);
const EXPLORER = 'https://etherscan.io/address/';

const sources: RegistrySource[] = [
  {id: 'v3.registry', label: 'V3 registry', address: REGISTRY, generation: 'v3'},
  {id: 'v3.legacy-registry', label: 'V3 legacy registry', address: LEGACY, generation: 'v3'},
  {id: 'v2.v2-registry', label: 'V2 registry', address: V2_REGISTRY, generation: 'v2'},
];

const usdcV3 = (over: Partial<Parameters<typeof v3Vault>[0]> = {}) =>
  v3Vault({
    symbol: 'yvUSDC-1',
    decimals: 6,
    apiVersion: '3.0.4',
    asset: USDC,
    assetsPerShare: 1_100_000n,
    balances: {[HOLDER]: 100_000_000n},
    ...over,
  });

describe('the registries of a chain', () => {
  it('lists the V3 registry and the legacy one on mainnet, then the V2 registries', () => {
    expect(registriesOn(1).map((s) => s.id)).toEqual([
      'v3.registry',
      'v3.legacy-registry',
      'v2.v2-registry',
      'v2.vault-registry',
      'lens.registries-v1-vaults',
    ]);
  });

  it('lists the first V3 registry on Polygon, which Kong reads, after the current and the legacy one', () => {
    expect(registriesOn(137).map((s) => s.id)).toEqual(['v3.registry', 'v3.legacy-registry', 'v3.polygon-registry']);
  });

  it('lists the V2 registry on Fantom, the legacy V3 registry on Gnosis and the current one on Sonic', () => {
    expect(registriesOn(250).map((s) => s.id)).toEqual(['v2.fantom-registry']);
    expect(registriesOn(100).map((s) => s.id)).toEqual(['v3.legacy-registry']);
    expect(registriesOn(146).map((s) => s.id)).toEqual(['v3.registry']);
  });

  it('searches every vault registry of the address book, on every chain it is listed on, and only those chains', () => {
    const vaultRegistry = (id: string) => /^v[23]\.(.+-)?registry$/.test(id) && !/(release|auction)-registry$/.test(id);
    const searched = new Set(VIEM_CHAINS.flatMap((chain) => registriesOn(chain.id).map((s) => `${s.id} ${chain.id}`)));
    const inBook = ADDRESS_BOOK.filter((e) => vaultRegistry(e.id)).flatMap((e) => e.chains.map((c) => `${e.id} ${c}`));
    expect(inBook.filter((pair) => !searched.has(pair))).toEqual([]);
    const chainsWithRegistries = VIEM_CHAINS.map((c) => c.id).filter((id) => registriesOn(id).length > 0);
    expect(chainsWithRegistries.sort()).toEqual([...VAULT_CHAIN_IDS].sort());
  });

  it('lists no legacy registry on Katana and the V2 vault registry on Base', () => {
    expect(registriesOn(747474).map((s) => s.id)).toEqual(['v3.registry']);
    expect(registriesOn(8453).map((s) => s.id)).toEqual([
      'v3.registry',
      'v3.legacy-registry',
      'v2.base-vault-registry',
    ]);
  });
});

describe('enumerateVaults', () => {
  it('lists every vault of every registry once, noting each registry that lists it, without the zero address', async () => {
    const chain = fakeChain({
      [REGISTRY]: v3Registry([[addr(1), addr(2)], [addr(3)]]),
      [LEGACY]: v3Registry([[addr(2).toLowerCase() as Address, addr(0)]]),
      [V2_REGISTRY]: v2Registry({[USDC]: [addr(10), addr(11)], [DAI]: [addr(12)]}),
    });
    const {vaults, errors} = await enumerateVaults(chain.read, 1, sources);
    expect(errors).toEqual([]);
    expect(vaults).toEqual([
      {address: addr(1), generation: 'v3', registries: ['v3.registry']},
      {address: addr(2), generation: 'v3', registries: ['v3.registry', 'v3.legacy-registry']},
      {address: addr(3), generation: 'v3', registries: ['v3.registry']},
      {address: addr(10), generation: 'v2', registries: ['v2.v2-registry']},
      {address: addr(11), generation: 'v2', registries: ['v2.v2-registry']},
      {address: addr(12), generation: 'v2', registries: ['v2.v2-registry']},
    ]);
  });

  it('reports a registry that cannot be listed and still lists the others', async () => {
    const chain = fakeChain({
      [REGISTRY]: v3Registry([[addr(1)]]),
      // No contract at the legacy address: the read returns no data.
      [V2_REGISTRY]: {...v2Registry({}), answers: {numTokens: () => 2n ** 64n}},
    });
    const {vaults, errors} = await enumerateVaults(chain.read, 1, sources);
    expect(vaults.map((v) => v.address)).toEqual([addr(1)]);
    expect(errors.map((e) => e.constructor)).toEqual([RegistryReadError, RegistryReadError]);
    expect(errors[0]!.reason).toMatch(
      /^the vaults of the V3 legacy registry could not be listed: unexpected error: getAllEndorsedVaults\(\) returned no data/,
    );
    expect(errors[1]!.message).toContain('numTokens() returned 18446744073709551616, not a count up to 5000');
    expect(errors[0]!.cause).toBeInstanceOf(Error);
  });
});

describe('readPositions', () => {
  it('reads every balance in Multicall3 batches and the details only where the balance is not zero', async () => {
    const empty = Array.from({length: 60}, (_, i) => addr(0x1000 + i));
    const contracts: Record<Address, FakeContract> = {
      [REGISTRY]: v3Registry([[...empty, addr(1)]]),
      [addr(1)]: usdcV3(),
      [USDC]: erc20('USDC'),
    };
    for (const vault of empty) contracts[vault] = usdcV3({balances: {}});
    const chain = fakeChain(contracts);
    const {vaults} = await enumerateVaults(chain.read, 1, sources.slice(0, 1));
    const before = chain.requests.length;
    const {positions, errors, checked} = await readPositions(chain.read, 1, HOLDER, vaults);
    expect(errors).toEqual([]);
    expect(checked).toBe(61);
    expect(positions).toHaveLength(1);
    const rounds = chain.requests.slice(before);
    // 61 balanceOf calls of 36 bytes fill two 1024-byte batches and part of a third; then the held vault's
    // share token and release, then its five V3 reads, then the asset's symbol.
    expect(rounds.map((r) => r.calls)).toEqual([28, 28, 5, 4, 5, 1]);
    expect(rounds.every((r) => r.bytes <= 1024)).toBe(true);
  });

  it('values a V3 position with convertToAssets and caps what can be redeemed at maxRedeem', async () => {
    const chain = fakeChain({[addr(1)]: usdcV3({maxRedeem: 40_000_000n, shutdown: true}), [USDC]: erc20('USDC')});
    const {positions} = await readPositions(chain.read, 1, HOLDER, [
      {address: addr(1), generation: 'v3', registries: ['v3.registry']},
    ]);
    expect(positions[0]).toEqual({
      chainId: 1,
      vault: addr(1),
      generation: 'v3',
      registries: ['v3.registry'],
      name: 'yvUSDC-1 vault',
      symbol: 'yvUSDC-1',
      decimals: 6,
      apiVersion: '3.0.4',
      asset: USDC,
      assetSymbol: 'USDC',
      shares: 100_000_000n,
      assets: 110_000_000n,
      redeemableShares: 40_000_000n,
      shutdown: true,
      exitLoss: null,
      lossEstimated: true,
    });
  });

  it('values a V2 position with pricePerShare and caps what can be redeemed at maxAvailableShares', async () => {
    const chain = fakeChain({
      [addr(10)]: v2Vault({
        symbol: 'yvDAI',
        decimals: 18,
        apiVersion: '0.4.3',
        asset: DAI,
        pricePerShare: 1_250_000_000_000_000_000n,
        maxAvailableShares: 10n ** 30n,
        balances: {[HOLDER]: 2n * 10n ** 18n},
      }),
      // The asset answers no symbol: the position stands without it.
    });
    const {positions, errors} = await readPositions(chain.read, 1, HOLDER, [
      {address: addr(10), generation: 'v2', registries: ['v2.v2-registry']},
    ]);
    expect(errors).toEqual([]);
    expect(positions[0]).toMatchObject({
      assets: 25n * 10n ** 17n,
      redeemableShares: 2n * 10n ** 18n,
      assetSymbol: null,
      shutdown: false,
      apiVersion: '0.4.3',
    });
  });

  it('finds a V1 vault from the V1 registry, values it with getPricePerFullShare and never asks its apiVersion', async () => {
    const V1_REGISTRY = addr(0x103);
    const chain = fakeChain({
      [V1_REGISTRY]: v1Registry([addr(20), addr(21)]),
      [addr(20)]: v1Vault({
        symbol: 'yDAI',
        decimals: 18,
        asset: DAI,
        pricePerFullShare: 1_200_000_000_000_000_000n,
        balances: {[HOLDER]: 5n * 10n ** 18n},
      }),
      [addr(21)]: v1Vault({symbol: 'yUSDC', decimals: 6, asset: USDC, pricePerFullShare: 10n ** 18n, balances: {}}),
      [DAI]: erc20('DAI'),
    });
    const [result] = await findPositions(HOLDER, [
      {
        chainId: 1,
        read: chain.read,
        explorerAddressUrl: EXPLORER,
        sources: [{id: 'lens.registries-v1-vaults', label: 'V1 registry', address: V1_REGISTRY, generation: 'v1'}],
      },
    ]);
    expect(result).toMatchObject({ok: true, vaultsChecked: 2, errors: []});
    const [position] = result!.ok ? result!.positions : [];
    expect(position).toMatchObject({
      generation: 'v1',
      apiVersion: null,
      assets: 6n * 10n ** 18n,
      redeemableShares: 5n * 10n ** 18n,
      assetSymbol: 'DAI',
    });
    expect(position?.exit?.signature).toBe('withdraw(uint256)');
  });

  it('reads and exits a V2 vault that a V3 registry lists as a V2 vault, by its apiVersion', async () => {
    const chain = fakeChain({
      [REGISTRY]: v3Registry([[addr(10)]]),
      [addr(10)]: v2Vault({
        symbol: 'yvDAI',
        decimals: 18,
        apiVersion: '0.4.3',
        asset: DAI,
        pricePerShare: 10n ** 18n,
        maxAvailableShares: 10n ** 30n,
        balances: {[HOLDER]: 10n ** 18n},
      }),
    });
    const [result] = await findPositions(HOLDER, [
      {chainId: 1, read: chain.read, explorerAddressUrl: EXPLORER, sources: sources.slice(0, 1)},
    ]);
    const [position] = result!.ok ? result!.positions : [];
    expect(position).toMatchObject({generation: 'v2', registries: ['v3.registry'], assets: 10n ** 18n});
    expect(position?.exit?.signature).toBe('withdraw(uint256,address,uint256)');
  });

  it('reports a vault whose reads revert and keeps the others', async () => {
    const broken = usdcV3();
    const chain = fakeChain({
      [addr(1)]: usdcV3(),
      [addr(2)]: {
        ...broken,
        answers: {
          ...broken.answers,
          maxWithdraw: () => {
            throw new Error('revert');
          },
        },
      },
      [USDC]: erc20('USDC'),
    });
    const {positions, errors} = await readPositions(chain.read, 1, HOLDER, [
      {address: addr(1), generation: 'v3', registries: []},
      {address: addr(2), generation: 'v3', registries: []},
    ]);
    expect(positions.map((p) => p.vault)).toEqual([addr(1)]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(VaultReadError);
    expect(errors[0]!.reason).toBe(
      `vault ${addr(2)} could not be read: the contract call maxWithdraw(${HOLDER}) reverted`,
    );
  });
});

describe('findPositions', () => {
  it('returns each chain on its own: a failing chain is an error result, the others their positions and exits', async () => {
    const good = fakeChain({[REGISTRY]: v3Registry([[addr(1)]]), [addr(1)]: usdcV3(), [USDC]: erc20('USDC')});
    const down = () => Promise.reject(new NetworkError('fetch failed'));
    const results = await findPositions(HOLDER, [
      {chainId: 1, read: good.read, explorerAddressUrl: EXPLORER, sources: sources.slice(0, 1)},
      {chainId: 8453, read: down, explorerAddressUrl: 'https://basescan.org/address/', sources: sources.slice(0, 1)},
    ]);
    expect(results[0]).toMatchObject({chainId: 1, ok: true, vaultsChecked: 1, errors: []});
    const [position] = results[0]!.ok ? results[0]!.positions : [];
    expect(position?.exit?.explorerWriteUrl).toBe(`${EXPLORER}${addr(1)}#writeContract`);
    expect(position?.summary[0]).toBe('You hold 100 yvUSDC-1 shares, worth about 110 USDC.');
    expect(results[1]).toMatchObject({chainId: 8453, ok: false});
    const error = !results[1]!.ok ? results[1]!.error : undefined;
    expect(error).toBeInstanceOf(ChainPositionsError);
    expect(error?.reason).toBe('the vaults of the V3 registry could not be listed: the RPC node could not be reached');
  });

  it('finds nothing, and says so by an empty list, for a holder without shares', async () => {
    const chain = fakeChain({[REGISTRY]: v3Registry([[addr(1)]]), [addr(1)]: usdcV3({balances: {}})});
    const [result] = await findPositions(HOLDER, [
      {chainId: 1, read: chain.read, explorerAddressUrl: EXPLORER, sources: sources.slice(0, 1)},
    ]);
    expect(result).toEqual({chainId: 1, ok: true, positions: [], vaultsChecked: 1, errors: []});
  });

  it('refuses a loss limit outside 0 to 10 000 basis points before reading anything', async () => {
    const chain = fakeChain({});
    const chains = [{chainId: 1, read: chain.read, explorerAddressUrl: EXPLORER}];
    await expect(findPositions(HOLDER, chains, {maxLossBps: 10_001})).rejects.toThrow(
      'maxLoss must be a whole number of basis points from 0 to 10000',
    );
    await expect(findPositions(HOLDER, chains, {maxLossBps: 0.5})).rejects.toThrow(/whole number/);
    expect(chain.requests).toEqual([]);
  });
});

describe('positionsRead', () => {
  const client = (chainId: number, reads: unknown[]): MainnetClient => ({
    getChainId: async () => chainId,
    getEnsAddress: async () => null,
    readContract: async (read) => {
      reads.push(read.functionName);
      return 7n;
    },
  });
  const balance = {address: addr(1), abi: SHARE_TOKEN_ABI, functionName: 'balanceOf', args: [HOLDER]} as const;

  it('refuses a node on another chain before reading anything', async () => {
    const reads: unknown[] = [];
    const read = positionsRead(createChainReader('http://node.example', undefined, client(10, reads)));
    await expect(read(balance)).rejects.toBeInstanceOf(WrongChainError);
    expect(reads).toEqual([]);
  });

  it('does not cache balances: each read goes to the node', async () => {
    const reads: unknown[] = [];
    const read = positionsRead(createChainReader('http://node.example', undefined, client(1, reads)));
    expect(await read(balance)).toBe(7n);
    expect(await read(balance)).toBe(7n);
    expect(reads).toEqual(['balanceOf', 'balanceOf']);
  });
});
