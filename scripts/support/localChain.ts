/**
 * A local node for the chain tests and the bench: anvil from npm on 127.0.0.1 with the
 * chain id of one V3 chain, and Solidity stand-ins
 * (scripts/support/contracts/StandIns.sol, compiled with npm solc) placed at the
 * addresses the address book lists for that chain, programmed to give the
 * right answers. Tests then break single answers on purpose.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import path from 'node:path';

import {
  createPublicClient,
  createWalletClient,
  encodeAbiParameters,
  encodeFunctionData,
  encodeFunctionResult,
  http,
  keccak256,
  namehash,
  parseAbi,
  parseEther,
  type Abi,
  type Address,
  type Hex,
} from 'viem';
import {normalize} from 'viem/ens';

import {
  GAUGE_REGISTRY_ABI,
  PROTOCOL_ADDRESS_PROVIDER_ABI,
  RELEASE_REGISTRY_ABI,
  ROLE_MANAGER_ABI,
  SAFE_ABI,
  TOTAL_SUPPLY_ABI,
  VAULT_FACTORY_ABI,
} from '../../src/chain/abis';
import {ADDRESS_BOOK, getEntry, sourceOn, type AddressEntry} from '../../src/chain/addressBook';
import {DADDY_BY_CHAIN, DIRECTORIES, ROLE_MANAGER_BY_CHAIN} from '../../src/chain/addresses/directories';
import {viemChain} from '../../src/chain/networks';

import {anvilBinary} from './anvil';
import {compileSolidity} from './solc';

/** The anvil binary of this platform, from the package @foundry-rs/anvil installs for it. */
const ANVIL = anvilBinary();
const MULTICALL3: Address = '0xcA11bde05977b3631167028862bE2a173976CA11';
const UNIVERSAL_RESOLVER: Address = '0xeEeEEEeE14D718C2B47D9923Deab1335E144EeEe';
/** Anvil's first unlocked dev account sends the set-up transactions. */
const DEV_ACCOUNT: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

/** Owners and threshold the multisig stand-ins report. */
export const STAND_IN_SAFE = {
  threshold: 6,
  owners: Array.from({length: 9}, (_, i) => `0x${(i + 1).toString(16).padStart(4, '0')}${'a'.repeat(36)}` as Address),
} as const;

/** Totals the veYFI and gauge stand-ins report (18 decimals). */
export const STAND_IN_TOTALS = {veYfiSupply: parseEther('12000'), gaugeSupply: parseEther('250000')} as const;

const CANNED_ABI = parseAbi(['function __setAnswer(bytes callData, bytes answer)']);

interface Compiled {
  readonly CannedRegistry: Hex;
  readonly Multicall3: Hex;
  readonly UniversalResolverStandIn: Hex;
}

let compiled: Compiled | undefined;

/** Compiles the stand-ins with npm solc (once per process); evmVersion pinned to one anvil supports. */
function compileStandIns(): Compiled {
  compiled ??= compile();
  return compiled;
}

function compile(): Compiled {
  const contracts = compileSolidity(path.join(__dirname, 'contracts/StandIns.sol'));
  const runtime = (name: string) => contracts[name]!.deployedBytecode;
  return {
    CannedRegistry: runtime('CannedRegistry'),
    Multicall3: runtime('Multicall3'),
    UniversalResolverStandIn: runtime('UniversalResolverStandIn'),
  };
}

async function waitForPort(url: string, timeoutMs: number): Promise<void> {
  const start = Date.now();
  for (;;) {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {'content-type': 'application/json'},
        body: '{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}',
      });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - start > timeoutMs) throw new Error(`anvil did not start on ${url} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export class LocalChain {
  private constructor(
    private readonly process: ChildProcess,
    readonly client: ReturnType<typeof createPublicClient>,
    private readonly wallet: ReturnType<typeof createWalletClient>,
    private readonly code: Compiled,
    readonly chainId: number,
  ) {}

  /** Starts anvil on `port` with `chainId` (default mainnet) and programs the stand-ins. */
  static async start(port: number, chainId = 1): Promise<LocalChain> {
    const rpcUrl = `http://127.0.0.1:${port}`;
    const child = spawn(
      ANVIL,
      ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId), '--silent'],
      {
        stdio: 'ignore',
      },
    );
    const transport = http(rpcUrl);
    const definition = viemChain(chainId);
    const chain = new LocalChain(
      child,
      createPublicClient({chain: definition, transport}),
      createWalletClient({chain: definition, transport, account: DEV_ACCOUNT}),
      compileStandIns(),
      chainId,
    );
    await waitForPort(rpcUrl, 10_000);
    await chain.programAddressBook();
    return chain;
  }

  async stop(): Promise<void> {
    if (this.process.exitCode !== null || this.process.killed) return;
    const exited = new Promise((resolve) => this.process.once('exit', resolve));
    this.process.kill('SIGTERM');
    await exited;
  }

  private rpc(method: string, params: unknown[]): Promise<unknown> {
    return this.client.request({method: method as never, params: params as never});
  }

  private async setCode(address: Address, code: Hex) {
    await this.rpc('anvil_setCode', [address, code]);
  }

  /** Makes `address` answer `functionName(args)` with `result`. */
  async answer<const abi extends Abi>(
    address: Address,
    abi: abi,
    functionName: string,
    args: readonly unknown[],
    result: unknown,
  ) {
    const callData = encodeFunctionData({abi, functionName, args} as never);
    const answer = encodeFunctionResult({abi, functionName, result} as never);
    await this.wallet.writeContract({
      address,
      abi: CANNED_ABI,
      functionName: '__setAnswer',
      args: [callData, answer],
      chain: null,
      account: DEV_ACCOUNT,
    });
  }

  /** Gives `address` the canned stand-in's code unless it already has code, then makes it answer `functionName(args)` with `result`. */
  async standIn<const abi extends Abi>(
    address: Address,
    abi: abi,
    functionName: string,
    args: readonly unknown[],
    result: unknown,
  ) {
    const code = await this.client.getCode({address});
    if (!code || code === '0x') await this.setCode(address, this.code.CannedRegistry);
    await this.answer(address, abi, functionName, args, result);
  }

  /** Points an ENS name at an address in the universal resolver stand-in (null removes it). */
  async setEns(name: string, address: Address | null) {
    const slot = keccak256(
      encodeAbiParameters([{type: 'bytes32'}, {type: 'uint256'}], [namehash(normalize(name)), 0n]),
    );
    const value = encodeAbiParameters([{type: 'address'}], [address ?? '0x0000000000000000000000000000000000000000']);
    await this.rpc('anvil_setStorageAt', [UNIVERSAL_RESOLVER, slot, value]);
  }

  private async programAddressBook() {
    const chainId = this.chainId;
    await this.setCode(MULTICALL3, this.code.Multicall3);
    if (chainId === 1) await this.setCode(UNIVERSAL_RESOLVER, this.code.UniversalResolverStandIn);
    const canned = new Set<Address>();
    const stand = async (address: Address) => {
      if (canned.has(address)) return;
      canned.add(address);
      await this.setCode(address, this.code.CannedRegistry);
    };

    const provider = getEntry('v3.address-provider').address;
    const releaseRegistry = getEntry('v3.release-registry').address;
    const roleManager = ROLE_MANAGER_BY_CHAIN[chainId];
    for (const address of [provider, releaseRegistry, ...(roleManager ? [roleManager] : [])]) await stand(address);
    const gaugeRegistry = getEntry('veyfi.gauge-registry').address;
    if (chainId === 1) await stand(gaugeRegistry);

    const releases = new Map<string, {factory?: Address; vaultOriginal?: Address; tokenizedStrategy?: Address}>();
    for (const entry of ADDRESS_BOOK as readonly AddressEntry[]) {
      if (!entry.chains.includes(chainId)) continue;
      const s = sourceOn(entry, chainId);
      if (s.kind === 'ens') await this.setEns(s.name, entry.address);
      if (s.kind === 'provider') {
        await this.answer(provider, PROTOCOL_ADDRESS_PROVIDER_ABI, s.getter, [], entry.address);
        if (s.ens) await this.setEns(s.ens, entry.address);
      }
      if (s.kind === 'roleManager' && roleManager)
        await this.answer(roleManager, ROLE_MANAGER_ABI, s.getter, [], entry.address);
      if (s.kind === 'roleManagerGetters') {
        await stand(entry.address);
        await this.answer(entry.address, ROLE_MANAGER_ABI, 'getRegistry', [], DIRECTORIES.registry);
        await this.answer(entry.address, ROLE_MANAGER_ABI, 'getDaddy', [], DADDY_BY_CHAIN[chainId]!);
      }
      if (s.kind === 'gaugeRegistry') {
        await this.answer(gaugeRegistry, GAUGE_REGISTRY_ABI, 'registered', [entry.address], true);
        await stand(entry.address);
        await this.answer(entry.address, TOTAL_SUPPLY_ABI, 'totalSupply', [], STAND_IN_TOTALS.gaugeSupply);
      }
      if (s.kind === 'gaugeController')
        await this.answer(gaugeRegistry, GAUGE_REGISTRY_ABI, 'controller', [], entry.address);
      if (s.kind === 'release') releases.set(s.version, {...releases.get(s.version), [s.field]: entry.address});
    }

    const versions = [...releases.keys()].sort();
    await this.answer(releaseRegistry, RELEASE_REGISTRY_ABI, 'numReleases', [], BigInt(versions.length));
    for (const [i, version] of versions.entries()) {
      const release = releases.get(version)!;
      await this.answer(releaseRegistry, RELEASE_REGISTRY_ABI, 'factories', [BigInt(i)], release.factory);
      await this.answer(
        releaseRegistry,
        RELEASE_REGISTRY_ABI,
        'tokenizedStrategies',
        [BigInt(i)],
        release.tokenizedStrategy,
      );
      await stand(release.factory!);
      await this.answer(release.factory!, VAULT_FACTORY_ABI, 'apiVersion', [], version);
      await this.answer(release.factory!, VAULT_FACTORY_ABI, 'vault_original', [], release.vaultOriginal);
    }
    if (chainId !== 1) return;

    for (const id of ['multisig.ychad', 'multisig.brain']) {
      const safe = getEntry(id).address;
      await stand(safe);
      await this.answer(safe, SAFE_ABI, 'getOwners', [], STAND_IN_SAFE.owners);
      await this.answer(safe, SAFE_ABI, 'getThreshold', [], BigInt(STAND_IN_SAFE.threshold));
    }

    const veYfi = getEntry('token.veyfi').address;
    await stand(veYfi);
    await this.answer(veYfi, TOTAL_SUPPLY_ABI, 'totalSupply', [], STAND_IN_TOTALS.veYfiSupply);
  }
}
