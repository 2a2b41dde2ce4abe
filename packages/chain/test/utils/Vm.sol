// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice The Foundry cheatcodes these tests use (a subset of forge-std's Vm, declared here
/// because forge-std is not available from npm).
interface Vm {
    struct Log {
        bytes32[] topics;
        bytes data;
        address emitter;
    }

    struct Gas {
        uint64 gasLimit;
        uint64 gasTotalUsed;
        uint64 gasMemoryUsed;
        int64 gasRefunded;
        uint64 gasRemaining;
    }

    function addr(uint256 privateKey) external pure returns (address);
    function sign(uint256 privateKey, bytes32 digest) external pure returns (uint8 v, bytes32 r, bytes32 s);
    function prank(address sender) external;
    function startPrank(address sender) external;
    function stopPrank() external;
    function deal(address account, uint256 newBalance) external;
    function warp(uint256 timestamp) external;
    function chainId(uint256 newChainId) external;
    function assume(bool condition) external pure;
    function label(address account, string calldata newLabel) external;
    function expectRevert() external;
    function expectRevert(bytes4 revertData) external;
    function expectRevert(bytes calldata revertData) external;
    function expectEmit() external;
    function expectEmit(address emitter) external;
    function expectEmit(bool checkTopic1, bool checkTopic2, bool checkTopic3, bool checkData) external;
    function recordLogs() external;
    function getRecordedLogs() external returns (Log[] memory logs);
    function lastCallGas() external view returns (Gas memory gas);
    function snapshotGasLastCall(string calldata group, string calldata name) external returns (uint256 gasUsed);
    function snapshotValue(string calldata group, string calldata name, uint256 value) external;
    function isIsolateMode() external view returns (bool);
}
