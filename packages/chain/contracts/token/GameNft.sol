// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {LeanERC721} from "./LeanERC721.sol";
import {ICopyrighted} from "../interfaces/ICopyrighted.sol";

/**
 * @title GameNft
 * @notice What the dragon and card collections share: a lean ERC-721, roles (admin and minter,
 * the minter being the game vault and the deployer for demo assets), a copyright owner who
 * receives the copyright share of NFT111 sales, and a base URI for metadata.
 */
abstract contract GameNft is LeanERC721, AccessControl, ICopyrighted {
    /// @notice Role allowed to mint new tokens.
    bytes32 public constant MINTER_ROLE = keccak256("MINTER_ROLE");

    address private _copyrightOwner;
    string private _baseTokenURI;

    /// @notice The copyright owner changed.
    /// @param previousOwner The copyright owner before.
    /// @param newOwner The copyright owner now.
    event CopyrightOwnerChanged(address indexed previousOwner, address indexed newOwner);
    /// @notice The metadata base URI changed.
    /// @param baseURI The new base URI.
    event BaseURIChanged(string baseURI);

    /// @notice The copyright owner cannot be the zero address.
    error GameNftInvalidCopyrightOwner();

    constructor(string memory name_, string memory symbol_, address admin, address copyrightOwner_)
        LeanERC721(name_, symbol_)
    {
        if (copyrightOwner_ == address(0)) revert GameNftInvalidCopyrightOwner();
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _copyrightOwner = copyrightOwner_;
        emit CopyrightOwnerChanged(address(0), copyrightOwner_);
    }

    /// @inheritdoc ICopyrighted
    function copyrightOwner() external view returns (address) {
        return _copyrightOwner;
    }

    /// @notice Sets the copyright owner; admin only.
    /// @param newOwner The new copyright owner (not zero); NFT111 pays it the copyright share.
    function setCopyrightOwner(address newOwner) external onlyRole(DEFAULT_ADMIN_ROLE) {
        if (newOwner == address(0)) revert GameNftInvalidCopyrightOwner();
        address previous = _copyrightOwner;
        _copyrightOwner = newOwner;
        emit CopyrightOwnerChanged(previous, newOwner);
    }

    /// @notice Sets the metadata base URI (token URIs are base + id); admin only.
    /// @param baseURI The new base URI.
    function setBaseURI(string calldata baseURI) external onlyRole(DEFAULT_ADMIN_ROLE) {
        _baseTokenURI = baseURI;
        emit BaseURIChanged(baseURI);
    }

    /// @inheritdoc LeanERC721
    function supportsInterface(bytes4 interfaceId) public view override(LeanERC721, AccessControl) returns (bool) {
        return LeanERC721.supportsInterface(interfaceId) || AccessControl.supportsInterface(interfaceId);
    }

    function _baseURI() internal view override returns (string memory) {
        return _baseTokenURI;
    }
}
