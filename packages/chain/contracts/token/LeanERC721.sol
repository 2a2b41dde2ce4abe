// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {IERC721Metadata} from "@openzeppelin/contracts/token/ERC721/extensions/IERC721Metadata.sol";
import {ERC721Utils} from "@openzeppelin/contracts/token/ERC721/utils/ERC721Utils.sol";
import {IERC721Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {IERC165} from "@openzeppelin/contracts/utils/introspection/IERC165.sol";
import {Strings} from "@openzeppelin/contracts/utils/Strings.sol";

/**
 * @title LeanERC721
 * @notice A gas-lean ERC-721 (no enumeration). Each token is one storage word: the owner in bits
 * 0-159, an "approval set" flag in bit 160 and 8 bits of token data in bits 168-175 (a card's
 * asset type). A transfer reads and writes that word and the two balances, and touches the
 * single-token approval only when the flag says one is set. Errors are the ERC-6093 ones, as
 * in OpenZeppelin's ERC721.
 */
abstract contract LeanERC721 is IERC721Metadata, IERC721Errors {
    uint256 private constant _OWNER_MASK = (1 << 160) - 1;
    uint256 private constant _APPROVAL_FLAG = 1 << 160;
    uint256 private constant _DATA_SHIFT = 168;

    mapping(uint256 tokenId => uint256 packed) private _tokens;
    mapping(address owner => uint256 count) private _balances;
    mapping(uint256 tokenId => address approved) private _tokenApprovals;
    mapping(address owner => mapping(address operator => bool approved)) private _operatorApprovals;

    string private _name;
    string private _symbol;

    constructor(string memory name_, string memory symbol_) {
        _name = name_;
        _symbol = symbol_;
    }

    /// @inheritdoc IERC165
    function supportsInterface(bytes4 interfaceId) public view virtual returns (bool) {
        return interfaceId == type(IERC721).interfaceId || interfaceId == type(IERC721Metadata).interfaceId
            || interfaceId == type(IERC165).interfaceId;
    }

    /// @inheritdoc IERC721Metadata
    /// @notice The collection's name.
    function name() public view virtual returns (string memory) {
        return _name;
    }

    /// @inheritdoc IERC721Metadata
    /// @notice The collection's symbol.
    function symbol() public view virtual returns (string memory) {
        return _symbol;
    }

    /// @inheritdoc IERC721Metadata
    /// @notice The metadata URI of `tokenId`: the base URI followed by the decimal id ("" without a base).
    function tokenURI(uint256 tokenId) public view virtual returns (string memory) {
        _requireOwned(tokenId);
        string memory base = _baseURI();
        return bytes(base).length > 0 ? string.concat(base, Strings.toString(tokenId)) : "";
    }

    /// @inheritdoc IERC721
    /// @notice How many tokens `owner` holds.
    function balanceOf(address owner) public view virtual returns (uint256) {
        if (owner == address(0)) revert ERC721InvalidOwner(address(0));
        return _balances[owner];
    }

    /// @inheritdoc IERC721
    /// @notice The owner of `tokenId`; reverts when it does not exist.
    function ownerOf(uint256 tokenId) public view virtual returns (address) {
        return _requireOwned(tokenId);
    }

    /// @inheritdoc IERC721
    /// @notice The address approved for `tokenId` alone (zero when none).
    function getApproved(uint256 tokenId) public view virtual returns (address) {
        uint256 packed = _tokens[tokenId];
        if (packed & _OWNER_MASK == 0) revert ERC721NonexistentToken(tokenId);
        return packed & _APPROVAL_FLAG == 0 ? address(0) : _tokenApprovals[tokenId];
    }

    /// @inheritdoc IERC721
    /// @notice Whether `operator` may move every token of `owner`.
    function isApprovedForAll(address owner, address operator) public view virtual returns (bool) {
        return _operatorApprovals[owner][operator];
    }

    /// @inheritdoc IERC721
    /// @notice Approves `to` (zero clears) to move `tokenId`; callable by its owner or an operator.
    function approve(address to, uint256 tokenId) public virtual {
        uint256 packed = _tokens[tokenId];
        // The owner is the low 160 bits.
        // forge-lint: disable-next-line(unsafe-typecast)
        address owner = address(uint160(packed));
        if (owner == address(0)) revert ERC721NonexistentToken(tokenId);
        if (msg.sender != owner && !_operatorApprovals[owner][msg.sender]) revert ERC721InvalidApprover(msg.sender);
        if (to == address(0)) {
            if (packed & _APPROVAL_FLAG != 0) delete _tokenApprovals[tokenId];
            _tokens[tokenId] = packed & ~_APPROVAL_FLAG;
        } else {
            _tokenApprovals[tokenId] = to;
            _tokens[tokenId] = packed | _APPROVAL_FLAG;
        }
        emit Approval(owner, to, tokenId);
    }

    /// @inheritdoc IERC721
    /// @notice Lets `operator` move all of the caller's tokens (or revokes it).
    function setApprovalForAll(address operator, bool approved) public virtual {
        if (operator == address(0)) revert ERC721InvalidOperator(address(0));
        _operatorApprovals[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    /// @inheritdoc IERC721
    /// @notice Moves `tokenId` from `from` to `to` without a receiver check.
    function transferFrom(address from, address to, uint256 tokenId) public virtual {
        _transfer(from, to, tokenId);
    }

    /// @inheritdoc IERC721
    /// @notice Moves `tokenId` and, when `to` is a contract, requires it to accept ERC-721 tokens.
    function safeTransferFrom(address from, address to, uint256 tokenId) public virtual {
        safeTransferFrom(from, to, tokenId, "");
    }

    /// @inheritdoc IERC721
    /// @notice As {safeTransferFrom}, passing `data` to the receiver.
    function safeTransferFrom(address from, address to, uint256 tokenId, bytes memory data) public virtual {
        _transfer(from, to, tokenId);
        ERC721Utils.checkOnERC721Received(msg.sender, from, to, tokenId, data);
    }

    /// @dev The 8 bits of data stored with `tokenId` at mint (zero for a missing token).
    function _tokenData(uint256 tokenId) internal view returns (uint8) {
        // The token data is bits 168-175.
        // forge-lint: disable-next-line(unsafe-typecast)
        return uint8(_tokens[tokenId] >> _DATA_SHIFT);
    }

    /// @dev Base of {tokenURI}; empty by default.
    function _baseURI() internal view virtual returns (string memory) {
        return "";
    }

    /// @dev Returns the owner of `tokenId`, reverting when the token does not exist.
    function _requireOwned(uint256 tokenId) internal view returns (address owner) {
        owner = address(uint160(_tokens[tokenId]));
        if (owner == address(0)) revert ERC721NonexistentToken(tokenId);
    }

    /// @dev Mints `tokenId` with `data` to `to` and, when `to` is a contract, requires it to accept.
    function _safeMint(address to, uint256 tokenId, uint8 data) internal {
        _mint(to, tokenId, data);
        ERC721Utils.checkOnERC721Received(msg.sender, address(0), to, tokenId, "");
    }

    /// @dev Mints `tokenId` with `data` to `to`; ids are chosen by the caller and never reused.
    function _mint(address to, uint256 tokenId, uint8 data) internal {
        if (to == address(0)) revert ERC721InvalidReceiver(address(0));
        if (_tokens[tokenId] & _OWNER_MASK != 0) revert ERC721InvalidSender(address(0));
        unchecked {
            // A balance counts distinct minted ids, so it cannot reach 2^256.
            ++_balances[to];
        }
        _tokens[tokenId] = (uint256(data) << _DATA_SHIFT) | uint160(to);
        emit Transfer(address(0), to, tokenId);
    }

    function _transfer(address from, address to, uint256 tokenId) private {
        uint256 packed = _tokens[tokenId];
        // The owner is the low 160 bits.
        // forge-lint: disable-next-line(unsafe-typecast)
        address owner = address(uint160(packed));
        if (owner == address(0)) revert ERC721NonexistentToken(tokenId);
        if (owner != from) revert ERC721IncorrectOwner(from, tokenId, owner);
        if (to == address(0)) revert ERC721InvalidReceiver(address(0));
        bool hasApproval = packed & _APPROVAL_FLAG != 0;
        if (msg.sender != from && !_operatorApprovals[from][msg.sender]) {
            if (!hasApproval || _tokenApprovals[tokenId] != msg.sender) {
                revert ERC721InsufficientApproval(msg.sender, tokenId);
            }
        }
        if (hasApproval) delete _tokenApprovals[tokenId];
        unchecked {
            // `from` owns `tokenId`, so its balance is at least 1; `to`'s balance counts distinct
            // minted ids, so it cannot reach 2^256.
            --_balances[from];
            ++_balances[to];
        }
        // Keeps the token data, replaces the owner and clears the approval flag.
        _tokens[tokenId] = (packed & ~(_OWNER_MASK | _APPROVAL_FLAG)) | uint160(to);
        emit Transfer(from, to, tokenId);
    }
}
