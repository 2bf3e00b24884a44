/**
 * Safe MultiSend batches: `multiSend(bytes transactions)` packs each call as
 * operation (1 byte: 0 call, 1 delegatecall), to (20 bytes), value (32),
 * data length (32) and the data itself, back to back (MultiSend.sol of
 * every Safe release).
 */
import {getAddress, hexToBigInt, sliceHex, size, type Hex} from 'viem';

import type {Operation} from './calldata';

export interface PackedCall {
  readonly operation: Operation;
  readonly to: string;
  readonly value: bigint;
  readonly data: Hex;
}

const HEADER = 1 + 20 + 32 + 32;

/** The calls of a packed batch, or a sentence saying where the packing breaks. */
export function decodeMultiSend(packed: Hex): PackedCall[] | string {
  const calls: PackedCall[] = [];
  const total = size(packed);
  let at = 0;
  while (at < total) {
    if (at + HEADER > total) return `the MultiSend batch ends inside the header of call ${calls.length + 1}`;
    const op = Number(hexToBigInt(sliceHex(packed, at, at + 1)));
    if (op > 1)
      return `call ${calls.length + 1} of the MultiSend batch has operation ${op}, neither call (0) nor delegatecall (1)`;
    const to = getAddress(sliceHex(packed, at + 1, at + 21));
    const value = hexToBigInt(sliceHex(packed, at + 21, at + 53));
    const length = hexToBigInt(sliceHex(packed, at + 53, at + 85));
    if (BigInt(at + HEADER) + length > BigInt(total))
      return `call ${calls.length + 1} of the MultiSend batch claims ${length} bytes of data but the batch ends first`;
    const data = length === 0n ? '0x' : sliceHex(packed, at + HEADER, at + HEADER + Number(length));
    calls.push({operation: op === 1 ? 'delegatecall' : 'call', to, value, data});
    at += HEADER + Number(length);
  }
  return calls;
}

/** Packs calls as MultiSend expects them (the tests build batches with it). */
export function encodeMultiSend(calls: readonly PackedCall[]): Hex {
  return `0x${calls
    .map((c) => {
      const data = c.data.slice(2);
      return [
        c.operation === 'delegatecall' ? '01' : '00',
        c.to.slice(2).toLowerCase(),
        c.value.toString(16).padStart(64, '0'),
        (data.length / 2).toString(16).padStart(64, '0'),
        data,
      ].join('');
    })
    .join('')}`;
}
