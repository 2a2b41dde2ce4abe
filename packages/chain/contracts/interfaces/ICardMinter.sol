// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title ICardMinter
/// @notice The card collection's mint entry point used by the vault.
interface ICardMinter {
    /// @notice Mints card `tokenId` of `assetType` to `to` (which must accept ERC-721 if a contract).
    /// @param to Receiver of the card.
    /// @param tokenId The new card's id.
    /// @param assetType Hero 0, equipment 1, pet 2, spirit stone 3.
    function safeMint(address to, uint256 tokenId, uint8 assetType) external;
}
