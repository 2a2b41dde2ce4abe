// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title ICopyrighted
/// @notice A collection that names the address receiving its copyright share of NFT111 sales.
interface ICopyrighted {
    /// @notice The copyright owner of the collection.
    function copyrightOwner() external view returns (address);
}
