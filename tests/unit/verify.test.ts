import type {Address} from 'viem';
import {describe, expect, it} from 'vitest';

import {getEntry} from '../../src/chain/addressBook';
import type {ChainReader} from '../../src/chain/client';
import {RpcTimeoutError} from '../../src/chain/errors';
import {verifyEntry} from '../../src/chain/verify';

/** A reader answering from a table of `function(args)` results, as the stand-in contracts do. */
function fakeReader(
  answers: Record<string, unknown>,
  ens: Record<string, Address | null> = {},
  chainId = 1,
): ChainReader {
  const reader = {
    rpcUrl: 'fake',
    chainId,
    client: {getEnsAddress: ({name}: {name: string}) => Promise.resolve(ens[name] ?? null)} as never,
    cached: (_key: string, load: (client: never) => Promise<unknown>) => load(reader.client),
    readContract: ({
      address,
      functionName,
      args,
    }: {
      address: Address;
      functionName: string;
      args?: readonly unknown[];
    }) => {
      const call = `${functionName}(${(args ?? []).map(String).join(',')})`;
      // An answer may name its contract (`0x…:call`) where the same call goes to several.
      const key = `${address}:${call}` in answers ? `${address}:${call}` : call;
      if (!(key in answers)) return Promise.reject(new RpcTimeoutError(key));
      return Promise.resolve(answers[key]);
    },
  };
  return reader as unknown as ChainReader;
}

describe('verifyEntry', () => {
  it('verifies a periphery contract through the address provider', async () => {
    const router = getEntry('v3.router');
    expect(await verifyEntry(fakeReader({'getRouter()': router.address}), router)).toMatchObject({status: 'verified'});
  });

  it('reports a mismatch with the on-chain value', async () => {
    const other = '0x000000000000000000000000000000000000dEaD';
    expect(await verifyEntry(fakeReader({'getRouter()': other}), getEntry('v3.router'))).toEqual({
      status: 'mismatch',
      how: 'ProtocolAddressProvider.getRouter()',
      onChain: other,
    });
  });

  it('finds a release by api version in the release registry', async () => {
    const factory = getEntry('v3.release-304.factory').address;
    const reader = fakeReader({
      'numReleases()': 1n,
      'factories(0)': factory,
      'tokenizedStrategies(0)': getEntry('v3.release-304.tokenized-strategy').address,
      'apiVersion()': '3.0.4',
      'vault_original()': getEntry('v3.release-304.vault-original').address,
    });
    expect(await verifyEntry(reader, getEntry('v3.release-304.vault-original'))).toMatchObject({status: 'verified'});
    expect(await verifyEntry(reader, getEntry('v3.release-301.factory'))).toMatchObject({
      status: 'mismatch',
      onChain: 'release 3.0.1 is not in the release registry',
    });
  });

  it('verifies through ENS; a missing name cannot verify', async () => {
    const ychad = getEntry('multisig.ychad');
    expect(await verifyEntry(fakeReader({}, {'ychad.eth': ychad.address}), ychad)).toMatchObject({status: 'verified'});
    const missing = await verifyEntry(fakeReader({}), ychad);
    expect(missing.status).toBe('unverified');
    expect(missing.status === 'unverified' && missing.error.reason).toBe('ychad.eth has no ENS name record');
  });

  it('asks the gauge registry whether a gauge is registered', async () => {
    const gauge = getEntry('veyfi.gauge.usdc-1');
    expect(await verifyEntry(fakeReader({[`registered(${gauge.address})`]: true}), gauge)).toMatchObject({
      status: 'verified',
    });
    expect(await verifyEntry(fakeReader({[`registered(${gauge.address})`]: false}), gauge)).toMatchObject({
      status: 'mismatch',
    });
  });

  it('returns a typed failure instead of throwing, and skips listed entries', async () => {
    const result = await verifyEntry(fakeReader({}), getEntry('v3.accountant'));
    expect(result.status).toBe('unverified');
    expect(result.status === 'unverified' && result.error).toBeInstanceOf(RpcTimeoutError);
    expect(await verifyEntry(fakeReader({}), getEntry('lens.oracle'))).toMatchObject({status: 'not-checked'});
    expect(await verifyEntry(fakeReader({}), getEntry('v2.fantom-registry'))).toMatchObject({status: 'not-checked'});
  });

  it("on another chain, reads that chain's role manager, and checks a role manager by its own getters", async () => {
    const base = (answers: Record<string, unknown>) => fakeReader(answers, {}, 8453);
    const roleManager = getEntry('v3.base.role-manager');
    const registry = getEntry('v3.registry').address;
    const daddy = getEntry('v3.base.daddy').address;
    expect(await verifyEntry(base({'getRegistry()': registry, 'getDaddy()': daddy}), roleManager)).toMatchObject({
      status: 'verified',
      how: 'its own getRegistry() and getDaddy()',
    });
    expect(
      await verifyEntry(base({'getRegistry()': registry, 'getDaddy()': getEntry('v3.daddy').address}), roleManager),
    ).toMatchObject({status: 'mismatch', onChain: `getDaddy() returns ${getEntry('v3.daddy').address}`});
    const accountant = getEntry('v3.base-katana.accountant');
    expect(
      await verifyEntry(base({[`${roleManager.address}:getAccountant()`]: accountant.address}), accountant),
    ).toMatchObject({status: 'verified'});
    // The mainnet role manager's answer does not count on Base.
    expect(
      (
        await verifyEntry(
          base({[`${getEntry('v3.role-manager').address}:getAccountant()`]: accountant.address}),
          accountant,
        )
      ).status,
    ).toBe('unverified');
  });

  it('does not check an entry on a chain it is not on, nor where it is only listed', async () => {
    expect(await verifyEntry(fakeReader({}, {}, 8453), getEntry('v3.accountant'))).toMatchObject({
      status: 'not-checked',
    });
    expect(await verifyEntry(fakeReader({}, {}, 10), getEntry('v3.registry'))).toMatchObject({
      status: 'not-checked',
      how: 'yearn/yearn-devdocs at ffa888f (V3 contract addresses)',
    });
    expect(await verifyEntry(fakeReader({}, {}, 747474), getEntry('v3.address-provider'))).toMatchObject({
      status: 'not-checked',
    });
  });
});
