// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {IERC721Receiver} from "@openzeppelin/contracts/token/ERC721/IERC721Receiver.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {ICardMinter} from "./interfaces/ICardMinter.sol";

/**
 * @title GameVault
 * @notice Moves assets between wallets and the game.
 * Deposits (wallet to game): NFTs of an allowed collection and coins (allowed ERC-20s and BNB)
 * are sent here with the game account and server they are for; the server credits the game once
 * the event is confirmed.
 * Claims, mints and coin payouts (game to wallet): the server checks its rules, then its signer
 * key signs an EIP-712 voucher (domain: name "GameVault", version "1", chain id, this contract)
 * that anyone may submit. Each voucher has a nonce that is used once (shared by all voucher
 * kinds) and a deadline; the signer or the owner may revoke an unused nonce. High-s (malleable)
 * signatures are rejected.
 */
contract GameVault is EIP712, Ownable2Step, ReentrancyGuardTransient, IERC721Receiver {
    using SafeERC20 for IERC20;

    // solhint-disable gas-small-strings
    // EIP-712 type strings must be spelled out in full (EIP-712 `encodeType`) and are hashed at
    // compile time into constants: no string is stored or hashed at run time.
    /// @notice EIP-712 type of a voucher that releases an NFT held by the vault.
    bytes32 public constant CLAIM_NFT_TYPEHASH = keccak256(
        "ClaimNft(address collection,uint256 tokenId,address to,uint256 account,uint256 nonce,uint256 deadline)"
    );
    /// @notice EIP-712 type of a voucher that mints a game-born card.
    bytes32 public constant MINT_CARD_TYPEHASH = keccak256(
        "MintCard(uint256 tokenId,uint8 assetType,address to,uint256 account,uint256 nonce,uint256 deadline)"
    );
    /// @notice EIP-712 type of a voucher that pays out coins (coin zero = BNB).
    bytes32 public constant PAYOUT_TYPEHASH =
        keccak256("Payout(address coin,uint256 amount,address to,uint256 account,uint256 nonce,uint256 deadline)");
    // solhint-enable gas-small-strings

    ICardMinter private immutable _CARDS;
    address private _signer;
    mapping(address collection => bool) private _allowedCollections;
    mapping(address coin => bool) private _allowedCoins;
    mapping(uint256 word => uint256 bits) private _usedNonces;

    // solhint-disable gas-indexed-events
    // Amounts, receivers, nonces and settings stay in the data, not in topics: the server finds these
    // events by contract and signature (and the indexed ids) and reads the rest from the data; a
    // topic costs 375 gas against 256 for a data word, and moving a field changes the ABI the chain
    // watcher decodes.
    /// @notice NFT `tokenId` of `collection` was deposited by `from` for `account` on `serverId`.
    /// @param collection The NFT's collection.
    /// @param tokenId The NFT.
    /// @param from Its previous owner.
    /// @param account The game user id credited.
    /// @param serverId The game server of the role credited.
    event NftDeposited(
        address indexed collection, uint256 indexed tokenId, address indexed from, uint256 account, uint256 serverId
    );
    /// @notice `amount` of `coin` (zero = BNB) was deposited by `from` for `account` on `serverId`.
    /// @param coin The ERC-20 deposited, zero for BNB.
    /// @param from The payer.
    /// @param account The game user id credited.
    /// @param amount Base units deposited.
    /// @param serverId The game server of the role credited.
    event CoinDeposited(
        address indexed coin, address indexed from, uint256 indexed account, uint256 amount, uint256 serverId
    );
    /// @notice A voucher released NFT `tokenId` of `collection` to `to`.
    /// @param collection The NFT's collection.
    /// @param tokenId The NFT.
    /// @param to Its receiver.
    /// @param account The game user id the voucher was signed for.
    /// @param nonce The voucher's nonce.
    event NftClaimed(
        address indexed collection, uint256 indexed tokenId, address indexed to, uint256 account, uint256 nonce
    );
    /// @notice A voucher minted card `tokenId` of `assetType` to `to`.
    /// @param tokenId The new card.
    /// @param to Its receiver.
    /// @param assetType Hero 0, equipment 1, pet 2, spirit stone 3.
    /// @param account The game user id the voucher was signed for.
    /// @param nonce The voucher's nonce.
    event CardMinted(uint256 indexed tokenId, address indexed to, uint8 assetType, uint256 account, uint256 nonce);
    /// @notice A voucher paid `amount` of `coin` (zero = BNB) to `to`.
    /// @param coin The ERC-20 paid, zero for BNB.
    /// @param to The receiver.
    /// @param amount Base units paid.
    /// @param account The game user id the voucher was signed for.
    /// @param nonce The voucher's nonce.
    event CoinPaidOut(address indexed coin, address indexed to, uint256 amount, uint256 account, uint256 nonce);
    /// @notice Voucher nonce `nonce` was revoked before use.
    /// @param nonce The revoked nonce.
    event VoucherRevoked(uint256 indexed nonce);
    /// @notice The voucher signer changed.
    /// @param previousSigner The signer before.
    /// @param newSigner The signer now.
    event SignerChanged(address indexed previousSigner, address indexed newSigner);
    /// @notice Deposits of `collection` were allowed or stopped.
    /// @param collection The NFT collection.
    /// @param allowed Whether deposits are accepted now.
    event CollectionAllowed(address indexed collection, bool allowed);
    /// @notice Deposits of ERC-20 `coin` were allowed or stopped.
    /// @param coin The ERC-20.
    /// @param allowed Whether deposits are accepted now.
    event CoinAllowed(address indexed coin, bool allowed);
    // solhint-enable gas-indexed-events

    /// @notice The voucher is not signed by the current signer.
    error GameVaultInvalidSigner(address recovered);
    /// @notice The voucher's deadline has passed.
    error GameVaultVoucherExpired(uint256 deadline);
    /// @notice The voucher's nonce was used or revoked.
    error GameVaultNonceUsed(uint256 nonce);
    /// @notice The collection is not accepted for deposits.
    error GameVaultCollectionNotAllowed(address collection);
    /// @notice The coin is not accepted for deposits.
    error GameVaultCoinNotAllowed(address coin);
    /// @notice Deposits and payouts need a non-zero amount.
    error GameVaultZeroAmount();
    /// @notice A safe transfer to the vault must carry abi.encode(account, serverId).
    error GameVaultInvalidDepositData();
    /// @notice The signer cannot be the zero address.
    error GameVaultInvalidSignerAddress();
    /// @notice Only the signer or the owner may revoke a voucher.
    error GameVaultUnauthorized(address caller);
    /// @notice Sending BNB to `to` failed.
    error GameVaultNativeTransferFailed(address to, uint256 amount);

    constructor(ICardMinter cards_, address signer_, address initialOwner)
        EIP712("GameVault", "1")
        Ownable(initialOwner)
    {
        if (signer_ == address(0)) revert GameVaultInvalidSignerAddress();
        _CARDS = cards_;
        _signer = signer_;
        emit SignerChanged(address(0), signer_);
    }

    // ---------------------------------------------------------------- deposits

    /// @notice Deposits NFT `tokenId` of `collection` (needs approval) for `account` on `serverId`.
    /// @param collection An allowed collection.
    /// @param tokenId The NFT, owned by the caller.
    /// @param account The game user id to credit.
    /// @param serverId The game server of the role to credit.
    function depositNft(IERC721 collection, uint256 tokenId, uint256 account, uint256 serverId) external nonReentrant {
        if (!_allowedCollections[address(collection)]) revert GameVaultCollectionNotAllowed(address(collection));
        emit NftDeposited(address(collection), tokenId, msg.sender, account, serverId);
        collection.transferFrom(msg.sender, address(this), tokenId);
    }

    /**
     * @notice Deposit in one transaction: `safeTransferFrom(owner, vault, tokenId, abi.encode(account,
     * serverId))` on an allowed collection. Any other ERC-721 arrival is refused.
     */
    function onERC721Received(address, address from, uint256 tokenId, bytes calldata data) external returns (bytes4) {
        if (!_allowedCollections[msg.sender]) revert GameVaultCollectionNotAllowed(msg.sender);
        if (data.length != 64) revert GameVaultInvalidDepositData();
        (uint256 account, uint256 serverId) = abi.decode(data, (uint256, uint256));
        emit NftDeposited(msg.sender, tokenId, from, account, serverId);
        return IERC721Receiver.onERC721Received.selector;
    }

    /// @notice Deposits `amount` of an allowed ERC-20 `coin` (needs allowance) for `account` on `serverId`.
    /// @param coin An allowed ERC-20.
    /// @param amount Base units to deposit (not zero).
    /// @param account The game user id to credit.
    /// @param serverId The game server of the role to credit.
    function depositCoin(IERC20 coin, uint256 amount, uint256 account, uint256 serverId) external nonReentrant {
        if (!_allowedCoins[address(coin)]) revert GameVaultCoinNotAllowed(address(coin));
        if (amount == 0) revert GameVaultZeroAmount();
        emit CoinDeposited(address(coin), msg.sender, account, amount, serverId);
        coin.safeTransferFrom(msg.sender, address(this), amount);
    }

    /// @notice Deposits the BNB sent for `account` on `serverId`.
    /// @param account The game user id to credit.
    /// @param serverId The game server of the role to credit.
    function depositNative(uint256 account, uint256 serverId) external payable {
        if (msg.value == 0) revert GameVaultZeroAmount();
        emit CoinDeposited(address(0), msg.sender, account, msg.value, serverId);
    }

    // ---------------------------------------------------------------- vouchers

    /// @notice Releases NFT `tokenId` of `collection` held by the vault to `to`, by a signed voucher.
    /// @param collection The NFT's collection.
    /// @param tokenId The NFT the vault holds.
    /// @param to Its receiver.
    /// @param account The game user id the voucher was signed for.
    /// @param nonce The voucher's single-use nonce.
    /// @param deadline The last block timestamp the voucher is valid at.
    /// @param signature The signer's EIP-712 signature (65 bytes, low s).
    function claimNft(
        IERC721 collection,
        uint256 tokenId,
        address to,
        uint256 account,
        uint256 nonce,
        uint256 deadline,
        bytes calldata signature
    ) external nonReentrant {
        bytes32 structHash = keccak256(
            abi.encode(CLAIM_NFT_TYPEHASH, collection, tokenId, to, account, nonce, deadline)
        );
        _useVoucher(structHash, nonce, deadline, signature);
        emit NftClaimed(address(collection), tokenId, to, account, nonce);
        collection.safeTransferFrom(address(this), to, tokenId);
    }

    /// @notice Mints game-born card `tokenId` of `assetType` to `to`, by a signed voucher.
    /// @param tokenId The new card's id.
    /// @param assetType Hero 0, equipment 1, pet 2, spirit stone 3.
    /// @param to Its receiver.
    /// @param account The game user id the voucher was signed for.
    /// @param nonce The voucher's single-use nonce.
    /// @param deadline The last block timestamp the voucher is valid at.
    /// @param signature The signer's EIP-712 signature (65 bytes, low s).
    function mintCard(
        uint256 tokenId,
        uint8 assetType,
        address to,
        uint256 account,
        uint256 nonce,
        uint256 deadline,
        bytes calldata signature
    ) external nonReentrant {
        bytes32 structHash = keccak256(abi.encode(MINT_CARD_TYPEHASH, tokenId, assetType, to, account, nonce, deadline));
        _useVoucher(structHash, nonce, deadline, signature);
        emit CardMinted(tokenId, to, assetType, account, nonce);
        _CARDS.safeMint(to, tokenId, assetType);
    }

    /// @notice Pays `amount` of `coin` (zero = BNB) held by the vault to `to`, by a signed voucher.
    /// @param coin The ERC-20 to pay, zero for BNB.
    /// @param amount Base units to pay (not zero).
    /// @param to The receiver.
    /// @param account The game user id the voucher was signed for.
    /// @param nonce The voucher's single-use nonce.
    /// @param deadline The last block timestamp the voucher is valid at.
    /// @param signature The signer's EIP-712 signature (65 bytes, low s).
    function payout(
        address coin,
        uint256 amount,
        address to,
        uint256 account,
        uint256 nonce,
        uint256 deadline,
        bytes calldata signature
    ) external nonReentrant {
        if (amount == 0) revert GameVaultZeroAmount();
        bytes32 structHash = keccak256(abi.encode(PAYOUT_TYPEHASH, coin, amount, to, account, nonce, deadline));
        _useVoucher(structHash, nonce, deadline, signature);
        emit CoinPaidOut(coin, to, amount, account, nonce);
        if (coin == address(0)) {
            (bool ok,) = to.call{value: amount}("");
            if (!ok) revert GameVaultNativeTransferFailed(to, amount);
        } else {
            IERC20(coin).safeTransfer(to, amount);
        }
    }

    /// @notice Revokes unused voucher nonce `nonce` (e.g. when the server unlocks the asset); signer or owner.
    /// @param nonce The nonce to revoke.
    function revokeVoucher(uint256 nonce) external {
        if (msg.sender != _signer && msg.sender != owner()) revert GameVaultUnauthorized(msg.sender);
        _markNonce(nonce);
        emit VoucherRevoked(nonce);
    }

    /// @notice Whether voucher nonce `nonce` was used or revoked.
    /// @param nonce The nonce.
    function isNonceUsed(uint256 nonce) external view returns (bool) {
        // Bit `nonce % 256` of word `nonce / 256`.
        // forge-lint: disable-next-line(incorrect-shift)
        return _usedNonces[nonce >> 8] & (1 << (nonce & 0xff)) != 0;
    }

    // ---------------------------------------------------------------- admin

    /// @notice Sets the voucher signer (the server's signing key); owner only.
    /// @param newSigner The new signer (not zero); vouchers of the old one stop working.
    function setSigner(address newSigner) external onlyOwner {
        if (newSigner == address(0)) revert GameVaultInvalidSignerAddress();
        address previous = _signer;
        _signer = newSigner;
        emit SignerChanged(previous, newSigner);
    }

    /// @notice Allows or stops deposits of NFT `collection`; owner only.
    /// @param collection The NFT collection.
    /// @param allowed Whether deposits are accepted.
    function setCollectionAllowed(address collection, bool allowed) external onlyOwner {
        _allowedCollections[collection] = allowed;
        emit CollectionAllowed(collection, allowed);
    }

    /// @notice Allows or stops deposits of ERC-20 `coin`; owner only.
    /// @param coin The ERC-20.
    /// @param allowed Whether deposits are accepted.
    function setCoinAllowed(address coin, bool allowed) external onlyOwner {
        _allowedCoins[coin] = allowed;
        emit CoinAllowed(coin, allowed);
    }

    /// @notice The voucher signer.
    function signer() external view returns (address) {
        return _signer;
    }

    /// @notice The card collection that {mintCard} mints.
    function cards() external view returns (ICardMinter) {
        return _CARDS;
    }

    /// @notice Whether NFT `collection` may be deposited.
    /// @param collection The NFT collection.
    function isCollectionAllowed(address collection) external view returns (bool) {
        return _allowedCollections[collection];
    }

    /// @notice Whether ERC-20 `coin` may be deposited.
    /// @param coin The ERC-20.
    function isCoinAllowed(address coin) external view returns (bool) {
        return _allowedCoins[coin];
    }

    /// @notice The EIP-712 domain separator vouchers are signed under.
    function domainSeparator() external view returns (bytes32) {
        return _domainSeparatorV4();
    }

    // ---------------------------------------------------------------- internals

    function _useVoucher(bytes32 structHash, uint256 nonce, uint256 deadline, bytes calldata signature) private {
        if (block.timestamp > deadline) revert GameVaultVoucherExpired(deadline);
        // recoverCalldata reverts on malformed and high-s signatures.
        address recovered = ECDSA.recoverCalldata(_hashTypedDataV4(structHash), signature);
        if (recovered != _signer) revert GameVaultInvalidSigner(recovered);
        _markNonce(nonce);
    }

    function _markNonce(uint256 nonce) private {
        // Bit `nonce % 256` of word `nonce / 256`.
        // forge-lint: disable-next-line(incorrect-shift)
        uint256 bit = 1 << (nonce & 0xff);
        uint256 word = _usedNonces[nonce >> 8];
        if (word & bit != 0) revert GameVaultNonceUsed(nonce);
        _usedNonces[nonce >> 8] = word | bit;
    }
}
