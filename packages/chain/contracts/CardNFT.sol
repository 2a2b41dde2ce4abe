// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {GameNft} from "./token/GameNft.sol";
import {ICardMinter} from "./interfaces/ICardMinter.sol";

/// @title CardNFT
/// @notice Hero, equipment, pet and spirit-stone cards. The asset type is fixed at mint and kept in
/// the token's storage word (no extra storage slot).
contract CardNFT is GameNft, ICardMinter {
    /// @notice Asset type of a hero card.
    uint8 public constant HERO = 0;
    /// @notice Asset type of equipment.
    uint8 public constant EQUIPMENT = 1;
    /// @notice Asset type of a pet.
    uint8 public constant PET = 2;
    /// @notice Asset type of a spirit stone.
    uint8 public constant SPIRIT_STONE = 3;

    /// @notice The asset type is not one of HERO, EQUIPMENT, PET, SPIRIT_STONE.
    error CardNftInvalidAssetType(uint8 assetType);

    constructor(address admin, address copyrightOwner_) GameNft("Yuanlong Card", "CARD", admin, copyrightOwner_) {}

    /// @inheritdoc ICardMinter
    function safeMint(address to, uint256 tokenId, uint8 assetType) external onlyRole(MINTER_ROLE) {
        if (assetType > SPIRIT_STONE) revert CardNftInvalidAssetType(assetType);
        _safeMint(to, tokenId, assetType);
    }

    /// @notice The asset type of card `tokenId` (reverts when it does not exist).
    /// @param tokenId The card.
    function assetTypeOf(uint256 tokenId) external view returns (uint8) {
        _requireOwned(tokenId);
        return _tokenData(tokenId);
    }
}
