// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Stand-in for a registry, Safe or token: answers each call with the bytes
/// the test stored for exactly that calldata, and reverts on anything else.
/// The tests program it from the address book (scripts/support/localChain.ts).
contract CannedRegistry {
    mapping(bytes32 => bytes) private answers;

    function __setAnswer(bytes calldata callData, bytes calldata answer) external {
        answers[keccak256(callData)] = answer;
    }

    fallback(bytes calldata input) external returns (bytes memory) {
        bytes memory answer = answers[keccak256(input)];
        require(answer.length > 0, "CannedRegistry: no answer for this call");
        return answer;
    }
}

/// The part of Multicall3 that viem's call batching uses (aggregate3).
contract Multicall3 {
    struct Call3 {
        address target;
        bool allowFailure;
        bytes callData;
    }

    struct Result {
        bool success;
        bytes returnData;
    }

    function aggregate3(Call3[] calldata calls) external payable returns (Result[] memory returnData) {
        returnData = new Result[](calls.length);
        for (uint256 i = 0; i < calls.length; i++) {
            (bool success, bytes memory ret) = calls[i].target.call(calls[i].callData);
            require(success || calls[i].allowFailure, "Multicall3: call failed");
            returnData[i] = Result(success, ret);
        }
    }
}

/// ENS universal resolver stand-in: `addr(node)` answers from slot 0
/// (mapping node => address, written with anvil_setStorageAt); an unknown
/// name reverts with ResolverNotFound, as the real resolver does.
contract UniversalResolverStandIn {
    error ResolverNotFound(bytes name);

    mapping(bytes32 => address) public addresses;

    function resolveWithGateways(bytes calldata name, bytes calldata data, string[] calldata)
        external
        view
        returns (bytes memory, address)
    {
        bytes32 node = bytes32(data[4:36]);
        address found = addresses[node];
        if (found == address(0)) revert ResolverNotFound(name);
        return (abi.encode(found), address(this));
    }
}
