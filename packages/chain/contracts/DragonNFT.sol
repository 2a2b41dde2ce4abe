// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {GameNft} from "./token/GameNft.sol";

/// @title DragonNFT
/// @notice The yuanlong (dragon) collection.
contract DragonNFT is GameNft {
    constructor(address admin, address copyrightOwner_) GameNft("Yuanlong Dragon", "DRAGON", admin, copyrightOwner_) {}

    /// @notice Mints dragon `tokenId` to `to`; minter only. Ids come from the game and are never reused.
    /// @param to Receiver (a contract must accept ERC-721 tokens).
    /// @param tokenId The new dragon's id.
    function safeMint(address to, uint256 tokenId) external onlyRole(MINTER_ROLE) {
        _safeMint(to, tokenId, 0);
    }
}
