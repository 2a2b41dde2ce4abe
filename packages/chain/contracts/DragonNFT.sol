// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {GameNft} from "./token/GameNft.sol";

/// @title DragonNFT
/// @notice The yuanlong (dragon) collection.
contract DragonNFT is GameNft {
    constructor(address admin, address copyrightOwner_) GameNft("Yuanlong Dragon", "DRAGON", admin, copyrightOwner_) {}

    /// @notice Mints dragon `tokenId` to `to`; minter only. Ids come from the game and are never reused.
    function safeMint(address to, uint256 tokenId) external onlyRole(MINTER_ROLE) {
        _safeMint(to, tokenId, 0);
    }
}
