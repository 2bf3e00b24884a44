import type {Address} from 'viem';
import {describe, expect, it} from 'vitest';

import {getEntry} from '../../src/chain/addressBook';
import type {ChainReader} from '../../src/chain/client';
import {TimeoutError} from '../../src/chain/errors';
import {verifyEntry} from '../../src/chain/verify';

/** A reader answering from a table of `function(args)` results, as the stand-in contracts do. */
function fakeReader(answers: Record<string, unknown>, ens: Record<string, Address | null> = {}): ChainReader {
  const reader = {
    rpcUrl: 'fake',
    client: {getEnsAddress: ({name}: {name: string}) => Promise.resolve(ens[name] ?? null)} as never,
    cached: (_key: string, _call: string, load: (client: never) => Promise<unknown>) => load(reader.client),
    readContract: ({functionName, args}: {functionName: string; args?: readonly unknown[]}) => {
      const key = `${functionName}(${(args ?? []).map(String).join(',')})`;
      if (!(key in answers)) return Promise.reject(new TimeoutError(key));
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
    expect(await verifyEntry(reader, getEntry('v3.release-301.factory'))).toMatchObject({status: 'mismatch', onChain: 'release 3.0.1 is not in the release registry'});
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
    expect(await verifyEntry(fakeReader({[`registered(${gauge.address})`]: true}), gauge)).toMatchObject({status: 'verified'});
    expect(await verifyEntry(fakeReader({[`registered(${gauge.address})`]: false}), gauge)).toMatchObject({status: 'mismatch'});
  });

  it('returns a typed failure instead of throwing, and skips listed entries', async () => {
    const result = await verifyEntry(fakeReader({}), getEntry('v3.accountant'));
    expect(result.status).toBe('unverified');
    expect(result.status === 'unverified' && result.error).toBeInstanceOf(TimeoutError);
    expect(await verifyEntry(fakeReader({}), getEntry('lens.oracle'))).toMatchObject({status: 'not-checked'});
    expect(await verifyEntry(fakeReader({}), getEntry('v2.fantom-registry'))).toMatchObject({status: 'not-checked'});
  });
});
