/**
 * The docs' TypeScript examples run against a local chain (anvil with the
 * address book's stand-ins, plus a registry, vaults and the APR oracle
 * programmed here, and a toy ERC-4626 vault for the transactions), as a
 * reader would run them: the same file, its exported function called, its
 * RPC pointed at the node.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {createWalletClient, decodeFunctionData, getAddress, http, parseAbi, toHex, type Address, type Hex} from 'viem';
import {privateKeyToAccount} from 'viem/accounts';
import {mainnet} from 'viem/chains';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import {fencesOf, type Fence} from '../../scripts/code-check/fences';
import {RUN_PRIVATE_KEY, runBlock} from '../../scripts/code-check/run';
import {LocalChain, STAND_IN_SAFE} from '../../scripts/support/localChain';
import {getEntry} from '../../src/chain/addressBook';
import {DIRECTORIES} from '../../src/chain/addresses/directories';
import {LOCAL_CHAIN} from '../support/constants';

const ROOT = path.resolve(__dirname, '../..');
const RPC = `http://127.0.0.1:${LOCAL_CHAIN.codeExamplesPort}`;
const EXAMPLES = 'docs-developers/v3/integration-examples.mdx';

const VAULTS = [1, 2, 3].map((n) => getAddress(`0x${n.toString(16).padStart(4, '0')}${'b'.repeat(36)}`));
const ABI = parseAbi([
  'function getAllEndorsedVaults() view returns (address[][])',
  'function name() view returns (string)',
  'function apiVersion() view returns (string)',
  'function pricePerShare() view returns (uint256)',
  'function decimals() view returns (uint8)',
  'function getCurrentApr(address vault) view returns (uint256)',
]);

/** The TypeScript fences of a docs page whose code contains `marker`. */
function blocks(file: string, marker: string): Fence[] {
  const found = fencesOf(file, readFileSync(path.join(ROOT, file), 'utf8')).filter(
    (f) => f.family === 'typescript' && f.code.includes(marker),
  );
  expect(found.length, `${file} has a block with ${marker}`).toBeGreaterThan(0);
  return found;
}

let chain: LocalChain;

beforeAll(async () => {
  chain = await LocalChain.start(LOCAL_CHAIN.codeExamplesPort);
  await chain.standIn(DIRECTORIES.registry, ABI, 'getAllEndorsedVaults', [], [[VAULTS[0], VAULTS[1]], [VAULTS[2]]]);
  for (const [i, vault] of VAULTS.entries()) {
    await chain.standIn(vault, ABI, 'name', [], `Vault ${i + 1}`);
    await chain.standIn(vault, ABI, 'apiVersion', [], i === 2 ? '3.0.4' : '3.1.0');
    await chain.standIn(vault, ABI, 'pricePerShare', [], 1_050_000n);
    await chain.standIn(vault, ABI, 'decimals', [], 6);
  }
  await chain.standIn(getEntry('v3.apr-oracle').address, ABI, 'getCurrentApr', [VAULTS[0]], 5n * 10n ** 16n);
}, 120_000);

afterAll(async () => {
  await chain?.stop();
});

const run = (fence: Fence, call?: {name: string; args: readonly unknown[]}) => {
  const result = runBlock(ROOT, fence, RPC, call);
  expect(result.stderr, `${fence.file}:${fence.line}`).toBe('');
  expect(result.status).toBe(0);
  return result;
};

describe('the integration examples, run against a local chain', () => {
  it('read the price per share and the APR through the address provider (viem and ethers)', () => {
    const provider: Address = getEntry('v3.address-provider').address;
    for (const fence of blocks(EXAMPLES, 'export async function priceAndApr'))
      expect(run(fence, {name: 'priceAndApr', args: [provider, VAULTS[0]]}).result).toEqual({
        pricePerShare: '1.05',
        apr: '0.05',
      });
  }, 180_000);

  it("list the registry's endorsed vaults with their names and releases (viem and ethers)", () => {
    for (const fence of blocks(EXAMPLES, 'export async function listEndorsedVaults'))
      expect(run(fence, {name: 'listEndorsedVaults', args: [DIRECTORIES.registry]}).result).toEqual([
        {vault: VAULTS[0], name: 'Vault 1', apiVersion: '3.1.0'},
        {vault: VAULTS[1], name: 'Vault 2', apiVersion: '3.1.0'},
        {vault: VAULTS[2], name: 'Vault 3', apiVersion: '3.0.4'},
      ]);
  }, 180_000);
});

describe('the address pages, run against a local chain', () => {
  it("read yChad's signers and threshold", () => {
    const [fence] = blocks('docs-developers/addresses/core-contracts.md', 'getThreshold');
    expect(run(fence!).stdout.trim()).toBe(
      `${STAND_IN_SAFE.threshold} of ${STAND_IN_SAFE.owners.length} signatures required`,
    );
  }, 120_000);

  it('resolve the address provider by its ENS name', () => {
    const [fence] = blocks('docs-developers/addresses/index.md', 'getEnsAddress');
    expect(run(fence!).stdout.trim()).toBe(getEntry('v3.address-provider').address);
  }, 120_000);
});

const FINDER = 'docs-developers/v3/find-positions.mdx';
const HOLDER = getAddress(`0x${'d'.repeat(40)}`);
const vaultAt = (n: number, fill: string) => getAddress(`0x${n.toString(16).padStart(4, '0')}${fill.repeat(36)}`);
/** Vaults the legacy V3 registry lists beside the first one: a V2 release, and one that does not answer balanceOf. */
const V2_RELEASE_VAULT = vaultAt(4, 'b');
const SILENT_VAULT = vaultAt(5, 'b');
/** V2 registries' vaults: a 0.4.6 vault, a 0.2.2 vault and one the holder has no shares in. */
const V2_VAULTS = [1, 2, 3].map((n) => vaultAt(n, 'c'));
const V2_TOKENS = [1, 2].map((n) => vaultAt(n, 'e'));
const FINDER_ABI = parseAbi([
  'function getAllEndorsedVaults() view returns (address[][])',
  'function balanceOf(address owner) view returns (uint256)',
  'function apiVersion() view returns (string)',
  'function convertToAssets(uint256 shares) view returns (uint256)',
  'function maxRedeem(address owner) view returns (uint256)',
  'function maxWithdraw(address owner) view returns (uint256)',
  'function numTokens() view returns (uint256)',
  'function tokens(uint256 index) view returns (address)',
  'function numVaults(address token) view returns (uint256)',
  'function vaults(address token, uint256 index) view returns (address)',
  'function decimals() view returns (uint256)',
  'function pricePerShare() view returns (uint256)',
]);
const EXIT_ABI = parseAbi([
  'function redeem(uint256 shares, address receiver, address owner, uint256 max_loss) returns (uint256)',
  'function withdraw(uint256 maxShares, address recipient, uint256 maxLoss) returns (uint256)',
  'function withdraw(uint256 _shares, address _recipient) returns (uint256)',
]);

/** The function and arguments a calldata string encodes, as JSON-friendly strings. */
function decodedExit(data: Hex) {
  const {functionName, args} = decodeFunctionData({abi: EXIT_ABI, data});
  return {functionName, args: (args ?? []).map(String)};
}

describe("the position finder's examples, run against a local chain", () => {
  it("find a holder's V3 positions through both registries, value them and build capped redeem calls", async () => {
    const legacy = getEntry('v3.legacy-registry').address;
    await chain.standIn(
      legacy,
      FINDER_ABI,
      'getAllEndorsedVaults',
      [],
      [[VAULTS[0], V2_RELEASE_VAULT], [SILENT_VAULT]],
    );
    await chain.standIn(V2_RELEASE_VAULT, FINDER_ABI, 'apiVersion', [], '0.4.6');
    await chain.standIn(SILENT_VAULT, FINDER_ABI, 'apiVersion', [], '3.1.0');
    // Vault 1: the whole balance can leave, though maxRedeem is 1 wei short of it by rounding (as VaultV3.vy 3.0.4's
    // maxRedeem converts maxWithdraw back to shares rounding down). Vault 2: only part of it. Vault 3: nothing right now.
    const answers: [Address, bigint, bigint, bigint, bigint][] = [
      [VAULTS[0]!, 2_500_000n, 2_625_000n, 2_499_999n, 2_625_000n],
      [VAULTS[1]!, 4_000_000n, 4_200_000n, 1_000_000n, 1_050_000n],
      [VAULTS[2]!, 1_000n, 1_050n, 0n, 0n],
    ];
    for (const [vault, shares, assets, maxRedeem, maxWithdraw] of answers) {
      await chain.standIn(vault, FINDER_ABI, 'balanceOf', [HOLDER], shares);
      await chain.standIn(vault, FINDER_ABI, 'convertToAssets', [shares], assets);
      await chain.standIn(vault, FINDER_ABI, 'maxRedeem', [HOLDER], maxRedeem);
      await chain.standIn(vault, FINDER_ABI, 'maxWithdraw', [HOLDER], maxWithdraw);
    }
    await chain.standIn(V2_RELEASE_VAULT, FINDER_ABI, 'balanceOf', [HOLDER], 7n);

    const [fence] = blocks(FINDER, 'export async function findV3Positions');
    const result = run(fence!, {name: 'findV3Positions', args: [HOLDER]}).result as {
      vaultsChecked: number;
      positions: {
        vault: string;
        apiVersion: string;
        shares: string;
        assets: string;
        redeemable: string;
        exit: {to: string; data: Hex} | null;
      }[];
      otherReleases: unknown[];
      unread: string[];
    };
    expect(result.vaultsChecked).toBe(4);
    expect(result.unread).toEqual([SILENT_VAULT]);
    expect(result.otherReleases).toEqual([{vault: V2_RELEASE_VAULT, apiVersion: '0.4.6'}]);
    expect(
      result.positions.map(({exit, ...position}) => ({
        ...position,
        to: exit?.to,
        call: exit && decodedExit(exit.data),
      })),
    ).toEqual([
      {
        vault: VAULTS[0],
        apiVersion: '3.1.0',
        shares: '2500000',
        assets: '2625000',
        redeemable: '2500000',
        to: VAULTS[0],
        call: {functionName: 'redeem', args: ['2500000', HOLDER, HOLDER, '1']},
      },
      {
        vault: VAULTS[1],
        apiVersion: '3.1.0',
        shares: '4000000',
        assets: '4200000',
        redeemable: '1000000',
        to: VAULTS[1],
        call: {functionName: 'redeem', args: ['1000000', HOLDER, HOLDER, '1']},
      },
      {
        vault: VAULTS[2],
        apiVersion: '3.0.4',
        shares: '1000',
        assets: '1050',
        redeemable: '0',
        to: undefined,
        call: null,
      },
    ]);
    // A receiver the assets would be lost or stuck at is refused before anything is built.
    const wrongChecksum = HOLDER.toLowerCase().replace(/[a-f]/, (c) => c.toUpperCase());
    for (const [receiver, message] of [
      ['0x0000000000000000000000000000000000000000', 'The receiver is the zero address: the assets would be lost'],
      [VAULTS[0]!, 'The receiver is a vault: the assets would stay in it'],
      [wrongChecksum, `The receiver ${wrongChecksum} is not an address, or its checksum is wrong`],
    ] as const) {
      const refused = runBlock(ROOT, fence!, RPC, {name: 'findV3Positions', args: [HOLDER, 1n, receiver]});
      expect(refused.status).not.toBe(0);
      expect(refused.stderr).toContain(message);
    }
  }, 180_000);

  it("find a holder's V2 positions through both V2 registries and build withdraw calls by release", async () => {
    const [registry, factoryRegistry] = [getEntry('v2.v2-registry').address, getEntry('v2.vault-registry').address];
    const listing: [Address, Address, Address[]][] = [
      [registry, V2_TOKENS[0]!, [V2_VAULTS[0]!, V2_VAULTS[1]!]],
      [factoryRegistry, V2_TOKENS[1]!, [V2_VAULTS[2]!]],
    ];
    for (const [address, token, vaults] of listing) {
      await chain.standIn(address, FINDER_ABI, 'numTokens', [], 1n);
      await chain.standIn(address, FINDER_ABI, 'tokens', [0n], token);
      await chain.standIn(address, FINDER_ABI, 'numVaults', [token], BigInt(vaults.length));
      for (const [j, vault] of vaults.entries())
        await chain.standIn(address, FINDER_ABI, 'vaults', [token, BigInt(j)], vault);
    }
    const vaults: [Address, bigint, string, bigint, bigint][] = [
      [V2_VAULTS[0]!, 3n * 10n ** 18n, '0.4.6', 18n, 11n * 10n ** 17n],
      [V2_VAULTS[1]!, 5_000_000n, '0.2.2', 6n, 1_020_000n],
      [V2_VAULTS[2]!, 0n, '0.4.3', 18n, 10n ** 18n],
    ];
    for (const [vault, shares, apiVersion, decimals, pricePerShare] of vaults) {
      await chain.standIn(vault, FINDER_ABI, 'balanceOf', [HOLDER], shares);
      await chain.standIn(vault, FINDER_ABI, 'apiVersion', [], apiVersion);
      await chain.standIn(vault, FINDER_ABI, 'decimals', [], decimals);
      await chain.standIn(vault, FINDER_ABI, 'pricePerShare', [], pricePerShare);
    }

    const [fence] = blocks(FINDER, 'export async function findV2Positions');
    const result = run(fence!, {name: 'findV2Positions', args: [HOLDER]}).result as {
      vaultsChecked: number;
      positions: {vault: string; apiVersion: string; shares: string; assets: string; exit: {to: string; data: Hex}}[];
      unread: string[];
    };
    expect(result.vaultsChecked).toBe(3);
    expect(result.unread).toEqual([]);
    expect(
      result.positions.map(({exit, ...position}) => ({...position, to: exit.to, call: decodedExit(exit.data)})),
    ).toEqual([
      {
        vault: V2_VAULTS[0],
        apiVersion: '0.4.6',
        shares: '3000000000000000000',
        assets: '3300000000000000000',
        to: V2_VAULTS[0],
        call: {functionName: 'withdraw', args: ['3000000000000000000', HOLDER, '1']},
      },
      {
        vault: V2_VAULTS[1],
        apiVersion: '0.2.2',
        shares: '5000000',
        assets: '5100000',
        to: V2_VAULTS[1],
        call: {functionName: 'withdraw', args: ['5000000', HOLDER]},
      },
    ]);
  }, 180_000);
});

const TOKEN_ABI = parseAbi([
  'function mint(address to, uint256 amount)',
  'function balanceOf(address) view returns (uint256)',
]);

/** Deploys tests/fixtures/solidity-run/ToyVault.sol (a token and a one-to-one vault) from anvil's unlocked first account. */
async function deployToyVault(): Promise<{token: Address; vault: Address}> {
  const solc = createRequire(__filename)('solc') as {compile(input: string): string};
  const source = readFileSync(path.join(ROOT, 'tests/fixtures/solidity-run/ToyVault.sol'), 'utf8');
  const output = JSON.parse(
    solc.compile(
      JSON.stringify({
        language: 'Solidity',
        sources: {'ToyVault.sol': {content: source}},
        settings: {evmVersion: 'cancun', outputSelection: {'*': {'*': ['abi', 'evm.bytecode.object']}}},
      }),
    ),
  ) as {contracts: Record<string, Record<string, {abi: never; evm: {bytecode: {object: string}}}>>};
  const wallet = createWalletClient({
    chain: mainnet,
    transport: http(RPC),
    account: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  });
  const deploy = async (name: string, args: readonly unknown[]) => {
    const {abi, evm} = output.contracts['ToyVault.sol']![name]!;
    const hash = await wallet.deployContract({abi, bytecode: `0x${evm.bytecode.object}` as Hex, args: args as never});
    const receipt = await chain.client.waitForTransactionReceipt({hash});
    return receipt.contractAddress!;
  };
  const token = await deploy('ToyToken', []);
  const vault = await deploy('ToyVault', [token]);
  const reader = privateKeyToAccount(RUN_PRIVATE_KEY).address;
  await chain.client.request({method: 'anvil_setBalance' as never, params: [reader, toHex(10n ** 18n)] as never});
  await chain.client.waitForTransactionReceipt({
    hash: await wallet.writeContract({
      address: token,
      abi: TOKEN_ABI,
      functionName: 'mint',
      args: [reader, 1_000_000_000n],
    }),
  });
  return {token, vault};
}

describe('the transaction examples, run against a toy vault on a local chain', () => {
  it('deposit, then redeem the whole position with a loss limit (viem, then ethers)', async () => {
    const {token, vault} = await deployToyVault();
    const reader = privateKeyToAccount(RUN_PRIVATE_KEY).address;
    const balance = () =>
      chain.client.readContract({address: token, abi: TOKEN_ABI, functionName: 'balanceOf', args: [reader]});
    const deposits = blocks(EXAMPLES, 'export async function deposit');
    const redeems = blocks(EXAMPLES, 'export async function redeemAll');
    expect([deposits.length, redeems.length]).toEqual([2, 2]);
    for (const [i, deposit] of deposits.entries()) {
      expect(run(deposit, {name: 'deposit', args: [vault, 100_000_000n]}).result).toBe('100000000');
      expect(await balance()).toBe(900_000_000n);
      expect(run(redeems[i]!, {name: 'redeemAll', args: [vault, 1n]}).result).toBe('100000000');
      expect(await balance()).toBe(1_000_000_000n);
    }
  }, 300_000);
});
