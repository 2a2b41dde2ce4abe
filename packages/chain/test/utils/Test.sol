// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Strings} from "@openzeppelin/contracts/utils/Strings.sol";
import {Vm} from "./Vm.sol";

/**
 * @notice The project's small test base (instead of forge-std): the cheatcode handle, assertions
 * that revert with a readable message (a revert fails the test), a `bound` for fuzz inputs and
 * `targetContracts()` for invariant tests.
 */
abstract contract Test {
    Vm internal constant vm = Vm(address(uint160(uint256(keccak256("hevm cheat code")))));

    address[] private _targetedContracts;

    /// @notice Contracts the invariant fuzzer calls (read by forge).
    function targetContracts() public view returns (address[] memory) {
        return _targetedContracts;
    }

    function targetContract(address target) internal {
        _targetedContracts.push(target);
    }

    // ---------------------------------------------------------------- fuzz helpers

    /// @dev Maps `x` into [min, max] (forge-std's `bound` semantics: values in range are kept).
    function bound(uint256 x, uint256 min, uint256 max) internal pure returns (uint256) {
        require(min <= max, "bound: min > max");
        if (x >= min && x <= max) return x;
        uint256 size = max - min;
        if (size == type(uint256).max) return x;
        return min + x % (size + 1);
    }

    function makeAddr(string memory name) internal returns (address account) {
        account = vm.addr(uint256(keccak256(bytes(name))));
        vm.label(account, name);
    }

    // ---------------------------------------------------------------- assertions

    function fail(string memory message) internal pure {
        revert(message);
    }

    function assertTrue(bool condition, string memory message) internal pure {
        if (!condition) fail(message);
    }

    function assertTrue(bool condition) internal pure {
        assertTrue(condition, "assertTrue failed");
    }

    function assertFalse(bool condition) internal pure {
        assertTrue(!condition, "assertFalse failed");
    }

    function assertEq(uint256 a, uint256 b) internal pure {
        assertEq(a, b, "");
    }

    function assertEq(uint256 a, uint256 b, string memory message) internal pure {
        if (a != b) fail(_message(message, "assertEq(uint)", Strings.toString(a), Strings.toString(b)));
    }

    function assertEq(int256 a, int256 b) internal pure {
        if (a != b) fail(_message("", "assertEq(int)", Strings.toStringSigned(a), Strings.toStringSigned(b)));
    }

    function assertEq(address a, address b) internal pure {
        assertEq(a, b, "");
    }

    function assertEq(address a, address b, string memory message) internal pure {
        if (a != b) fail(_message(message, "assertEq(address)", Strings.toHexString(a), Strings.toHexString(b)));
    }

    function assertEq(bool a, bool b) internal pure {
        if (a != b) fail(_message("", "assertEq(bool)", a ? "true" : "false", b ? "true" : "false"));
    }

    function assertEq(bytes32 a, bytes32 b) internal pure {
        if (a != b) {
            fail(_message("", "assertEq(bytes32)", Strings.toHexString(uint256(a)), Strings.toHexString(uint256(b))));
        }
    }

    function assertEq(string memory a, string memory b) internal pure {
        if (keccak256(bytes(a)) != keccak256(bytes(b))) fail(_message("", "assertEq(string)", a, b));
    }

    function assertLe(uint256 a, uint256 b, string memory message) internal pure {
        if (a > b) fail(_message(message, "assertLe", Strings.toString(a), Strings.toString(b)));
    }

    function assertGe(uint256 a, uint256 b, string memory message) internal pure {
        if (a < b) fail(_message(message, "assertGe", Strings.toString(a), Strings.toString(b)));
    }

    function _message(string memory message, string memory kind, string memory a, string memory b)
        private
        pure
        returns (string memory)
    {
        return string.concat(bytes(message).length > 0 ? string.concat(message, ": ") : "", kind, " ", a, " vs ", b);
    }
}
