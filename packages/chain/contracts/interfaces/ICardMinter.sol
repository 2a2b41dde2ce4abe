// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice The card collection's mint entry point used by the vault.
interface ICardMinter {
    /// @notice Mints card `tokenId` of `assetType` to `to` (which must accept ERC-721 if a contract).
    function safeMint(address to, uint256 tokenId, uint8 assetType) external;
}
