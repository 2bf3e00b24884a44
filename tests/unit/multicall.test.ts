import {
  decodeFunctionData,
  encodeAbiParameters,
  encodeFunctionResult,
  multicall3Abi,
  namehash,
  toHex,
  type Address,
  type Hex,
} from 'viem';
import {packetToBytes} from 'viem/ens';
import {describe, expect, it} from 'vitest';

import {ENS_ADDR_ABI, ENS_UNIVERSAL_RESOLVER_ABI, PROTOCOL_ADDRESS_PROVIDER_ABI, SAFE_ABI} from '../../src/chain/abis';
import {lookupEnsAddress} from '../../src/chain/ens';
import {CallRevertedError, UnexpectedChainError} from '../../src/chain/errors';
import {createBatchedReader, splitBySize, type ContractRead} from '../../src/chain/multicall';

const MULTICALL = '0xcA11bde05977b3631167028862bE2a173976CA11' as Address;
const PROVIDER = '0x1111111111111111111111111111111111111111' as Address;
const SAFE = '0x2222222222222222222222222222222222222222' as Address;
const ROUTER = '0x3333333333333333333333333333333333333333' as Address;

type Answer = {success: boolean; returnData: Hex};

/** A stand-in node: records each eth_call and answers aggregate3 with `answer(target, callData)`. */
function fakeNode(answer: (target: Address, callData: Hex) => Answer) {
  const requests: {to: Address; calls: number}[] = [];
  const ethCall = async (to: Address, data: Hex) => {
    const {args} = decodeFunctionData({abi: multicall3Abi, data});
    const calls = args[0] as readonly {target: Address; callData: Hex}[];
    requests.push({to, calls: calls.length});
    return encodeFunctionResult({
      abi: multicall3Abi,
      functionName: 'aggregate3',
      result: calls.map((call) => answer(call.target, call.callData)),
    });
  };
  return {ethCall, requests};
}

const routerRead: ContractRead = {address: PROVIDER, abi: PROTOCOL_ADDRESS_PROVIDER_ABI, functionName: 'getRouter'};
const ownersRead: ContractRead = {address: SAFE, abi: SAFE_ABI, functionName: 'getOwners'};

describe('createBatchedReader', () => {
  it('sends the reads of one task as one aggregate3 call to Multicall3 and decodes each answer', async () => {
    const node = fakeNode((target) =>
      target === PROVIDER
        ? {success: true, returnData: encodeAbiParameters([{type: 'address'}], [ROUTER])}
        : {success: true, returnData: encodeAbiParameters([{type: 'address[]'}], [[ROUTER, PROVIDER]])},
    );
    const read = createBatchedReader(node.ethCall, MULTICALL, 1024);
    const [router, owners] = await Promise.all([read(routerRead), read(ownersRead)]);
    expect(router).toBe(ROUTER);
    expect(owners).toEqual([ROUTER, PROVIDER]);
    expect(node.requests).toEqual([{to: MULTICALL, calls: 2}]);
  });

  it('fails a reverted read alone, with its revert data, and a read of an address without code as such', async () => {
    const node = fakeNode((target) =>
      target === PROVIDER
        ? {success: false, returnData: '0xdeadbeef'}
        : target === SAFE
          ? {success: true, returnData: '0x'}
          : {success: true, returnData: '0x'},
    );
    const read = createBatchedReader(node.ethCall, MULTICALL, 1024);
    const results = await Promise.allSettled([read(routerRead), read(ownersRead)]);
    expect(results[0]).toMatchObject({status: 'rejected', reason: expect.any(CallRevertedError)});
    const reverted = (results[0] as PromiseRejectedResult).reason as CallRevertedError;
    expect(reverted.reason).toBe('the contract call getRouter() reverted');
    expect(reverted.revertData).toBe('0xdeadbeef');
    expect((results[1] as PromiseRejectedResult).reason).toBeInstanceOf(UnexpectedChainError);
  });

  it('fails every read of a request the transport could not send, with the transport error', async () => {
    const down = new Error('connection refused');
    const read = createBatchedReader(() => Promise.reject(down), MULTICALL, 1024);
    const results = await Promise.allSettled([read(routerRead), read(ownersRead)]);
    expect(results.map((r) => (r as PromiseRejectedResult).reason)).toEqual([down, down]);
  });

  it('splits a batch by calldata size, keeping at least one read per call', () => {
    const item = (bytes: number) => ({callData: `0x${'ab'.repeat(bytes)}` as Hex});
    expect(splitBySize([item(4), item(4), item(4)], 8).map((group) => group.length)).toEqual([2, 1]);
    expect(splitBySize([item(100)], 8).map((group) => group.length)).toEqual([1]);
    expect(splitBySize([], 8)).toEqual([]);
  });
});

describe('ENS through the universal resolver', () => {
  const RESOLVER = '0x4444444444444444444444444444444444444444' as Address;
  const UNIVERSAL = '0xeEeEEEeE14D718C2B47D9923Deab1335E144EeEe' as Address;
  /** A read that answers the universal resolver as a node with `records` would. */
  const resolverRead =
    (records: Record<string, Address | null>) =>
    async (call: ContractRead): Promise<unknown> => {
      expect(call.address).toBe(UNIVERSAL);
      expect(call.abi).toBe(ENS_UNIVERSAL_RESOLVER_ABI);
      const [name, data] = call.args as [Hex, Hex];
      const entry = Object.entries(records).find(([key]) => toHex(packetToBytes(key)) === name);
      const {args} = decodeFunctionData({abi: ENS_ADDR_ABI, data});
      if (!entry || args[0] !== namehash(entry[0]))
        throw new CallRevertedError('resolveWithGateways', {revertData: '0x77209fe8'});
      if (entry[1] === null) throw new CallRevertedError('resolveWithGateways', {revertData: '0x12345678'});
      return [encodeFunctionResult({abi: ENS_ADDR_ABI, functionName: 'addr', result: entry[1]}), RESOLVER];
    };

  it('returns the address a name points to, null for a name the resolver does not know, and throws other reverts', async () => {
    const read = resolverRead({'ychad.eth': ROUTER, 'broken.eth': null});
    expect(await lookupEnsAddress(read, UNIVERSAL, 'ychad.eth')).toBe(ROUTER);
    // The name goes in DNS wire format: each label after its length, then a zero byte.
    const sent: Hex[] = [];
    await lookupEnsAddress(async (call) => (sent.push((call.args as [Hex])[0]), read(call)), UNIVERSAL, 'ychad.eth');
    expect(sent).toEqual([`0x05${toHex('ychad').slice(2)}03${toHex('eth').slice(2)}00`]);
    // 0x77209fe8 is ResolverNotFound(bytes), which the resolver answers for a name without a resolver.
    expect(await lookupEnsAddress(read, UNIVERSAL, 'nobody.eth')).toBeNull();
    await expect(lookupEnsAddress(read, UNIVERSAL, 'broken.eth')).rejects.toBeInstanceOf(CallRevertedError);
  });

  it('treats the zero address as no address', async () => {
    expect(
      await lookupEnsAddress(
        resolverRead({'empty.eth': '0x0000000000000000000000000000000000000000'}),
        UNIVERSAL,
        'empty.eth',
      ),
    ).toBeNull();
  });
});
