import {describe, expect, it} from 'vitest';

import {vyperInterface} from '../../../src/reference/vyperInterface';

const SOURCE = `
# @version 0.3.7
interface IStrategy:
    def totalAssets() -> uint256: view

event Deposit:
    sender: indexed(address)

name: public(String[64])
MAX_BPS: public(constant(uint256)) = 10_000
total_idle: uint256

@external
def __init__():
    pass

@external
@view
# a comment between decorators and def
def totalAssets() -> uint256:
    return self.total_idle

@internal
def _helper():
    pass

@external
@payable
def __default__():
    pass
`;

describe('Vyper interface from source', () => {
  it('lists external functions, public getters and events, not internals, interfaces or the constructor', () => {
    expect(vyperInterface(SOURCE)).toEqual({
      functions: ['MAX_BPS', 'fallback', 'name', 'totalAssets'],
      events: ['Deposit'],
    });
  });
});
