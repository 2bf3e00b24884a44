/**
 * The explainer's live detail (src/explain/live.ts) against a local anvil
 * node with stand-ins at the address book's addresses: a vault's
 * `apiVersion()`, an asset amount in its token's units and the governance
 * Safe's owners and threshold; and a node that is down, on another chain or
 * silent gives a reason instead of detail, never an exception.
 */
import net from 'node:net';

import {getAddress, parseAbi, type Address} from 'viem';
import {optimism} from 'viem/chains';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import {LocalChain, STAND_IN_SAFE} from '../../scripts/support/localChain';
import {LOCAL_CHAIN} from '../../scripts/support/localNodes';
import {createChainReader} from '../../src/chain/client';
import {viemChain} from '../../src/chain/networks';
import {explainInput, type ExplainResult} from '../../src/explain';
import {loadSelectorIndex} from '../../src/explain/fromCatalog';
import {formatTokenAmount, readLiveDetails} from '../../src/explain/live';
import {safeExec, STRANGER, V3_VAULT, vaultCall, YCHAD} from '../support/explainSamples';

const RPC = `http://127.0.0.1:${LOCAL_CHAIN.explainLivePort}`;
const TOKEN: Address = getAddress('0x00000000000000000000000000000000000a55e7');
const READS = parseAbi([
  'function apiVersion() view returns (string)',
  'function asset() view returns (address)',
  'function symbol() view returns (string)',
  'function decimals() view returns (uint8)',
]);

let chain: LocalChain;
const index = loadSelectorIndex();

function call(result: ExplainResult) {
  if (!result.ok) throw new Error(result.error);
  return result.call;
}

/** The governance Safe sets a V3 vault's deposit limit to 1,000.5 of its 6-decimal asset, and approves a stranger. */
const explained = () =>
  call(
    explainInput(index, safeExec(V3_VAULT, vaultCall('set_deposit_limit', [1_000_500_000n])), {to: YCHAD, chainId: 1}),
  );

beforeAll(async () => {
  chain = await LocalChain.start(LOCAL_CHAIN.explainLivePort, 1);
  await chain.standIn(V3_VAULT, READS, 'apiVersion', [], '3.0.4');
  await chain.standIn(V3_VAULT, READS, 'asset', [], TOKEN);
  await chain.standIn(TOKEN, READS, 'symbol', [], 'USDC');
  await chain.standIn(TOKEN, READS, 'decimals', [], 6);
}, 60_000);

afterAll(async () => {
  await chain?.stop();
});

describe('live detail from a chain that answers', () => {
  it("reads the target's version, the amount in its asset's units and the Safe's signers", async () => {
    const result = await readLiveDetails(createChainReader(RPC, viemChain(1)), explained(), {timeoutMs: 20_000});
    expect(result).toEqual({
      ok: true,
      details: {
        chainId: 1,
        versions: {[V3_VAULT]: '3.0.4'},
        safes: {[YCHAD]: {owners: STAND_IN_SAFE.owners.map((o) => getAddress(o)), threshold: STAND_IN_SAFE.threshold}},
        amounts: {'0.0': {deposit_limit: '1,000.5 USDC'}},
      },
    });
  });

  it('leaves out what a target does not have, without calling it a failure', async () => {
    const root = call(explainInput(index, vaultCall('approve', [STRANGER, 5n]), {to: STRANGER, chainId: 1}));
    const result = await readLiveDetails(createChainReader(RPC, viemChain(1)), root, {timeoutMs: 20_000});
    expect(result).toEqual({ok: true, details: {chainId: 1, versions: {}, safes: {}, amounts: {}}});
  });

  it('writes amounts with grouped digits and the unlimited maximum in words', () => {
    const usdc = {address: TOKEN, symbol: 'USDC', decimals: 6};
    expect(formatTokenAmount(1_234_567_890_000n, usdc)).toBe('1,234,567.89 USDC');
    expect(formatTokenAmount(2n ** 256n - 1n, usdc)).toBe('the maximum (unlimited) USDC');
  });
});

describe('live detail from a chain that does not answer as it should', () => {
  it('says the node is on another chain', async () => {
    const reader = createChainReader(RPC, optimism);
    const result = await readLiveDetails(reader, explained(), {timeoutMs: 20_000});
    expect(result).toEqual({ok: false, reason: 'the RPC node is on chain 1, not OP Mainnet (10)'});
  });

  it('says the node cannot be reached', async () => {
    const reader = createChainReader('http://127.0.0.1:9', viemChain(1));
    const result = await readLiveDetails(reader, explained(), {timeoutMs: 20_000});
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toMatch(/reach|connect/i);
  });

  it('gives up on a node that never answers after the timeout', async () => {
    const silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const {port} = silent.address() as net.AddressInfo;
    try {
      const reader = createChainReader(`http://127.0.0.1:${port}`, viemChain(1));
      const started = Date.now();
      const result = await readLiveDetails(reader, explained(), {timeoutMs: 500});
      expect(result).toEqual({ok: false, reason: 'the RPC node did not answer within 500 ms'});
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      silent.close();
    }
  });
});
