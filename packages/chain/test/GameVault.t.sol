// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {IERC721Receiver} from "@openzeppelin/contracts/token/ERC721/IERC721Receiver.sol";
import {IERC721Errors, IERC20Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {Fixture} from "./utils/Fixture.sol";
import {NonReceiverMock} from "./utils/Mocks.sol";
import {GameVault} from "../contracts/GameVault.sol";
import {ICardMinter} from "../contracts/interfaces/ICardMinter.sol";

/// @notice On receiving an NFT, tries to claim another one with a stored voucher (must fail).
contract ReentrantClaimer is IERC721Receiver {
    GameVault internal immutable _vault;
    bytes internal _call;
    bool public reentered;
    bytes public reentryError;

    constructor(GameVault vault_) {
        _vault = vault_;
    }

    function arm(bytes calldata call_) external {
        _call = call_;
    }

    function onERC721Received(address, address, uint256, bytes calldata) external returns (bytes4) {
        if (_call.length > 0) {
            (bool ok, bytes memory err) = address(_vault).call(_call);
            reentered = ok;
            reentryError = err;
        }
        return IERC721Receiver.onERC721Received.selector;
    }
}

contract GameVaultTest is Fixture {
    event NftDeposited(
        address indexed collection, uint256 indexed tokenId, address indexed from, uint256 account, uint256 serverId
    );
    event CoinDeposited(
        address indexed coin, address indexed from, uint256 indexed account, uint256 amount, uint256 serverId
    );
    event NftClaimed(
        address indexed collection, uint256 indexed tokenId, address indexed to, uint256 account, uint256 nonce
    );
    event CardMinted(uint256 indexed tokenId, address indexed to, uint8 assetType, uint256 account, uint256 nonce);
    event CoinPaidOut(address indexed coin, address indexed to, uint256 amount, uint256 account, uint256 nonce);
    event VoucherRevoked(uint256 indexed nonce);
    event SignerChanged(address indexed previousSigner, address indexed newSigner);
    event CollectionAllowed(address indexed collection, bool allowed);
    event CoinAllowed(address indexed coin, bool allowed);

    bytes32 internal constant DOMAIN_TYPEHASH =
        keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");
    uint256 internal constant SECP256K1_N = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141;
    uint256 internal constant ACCOUNT = 1001;
    uint256 internal constant SERVER = 3;

    uint256 internal deadline;

    function setUp() public override {
        super.setUp();
        deadline = block.timestamp + 1 hours;
        _mintCard(alice, 1, 0);
        _mintCard(alice, 2, 1);
        vm.prank(admin);
        mds.mint(alice, 100 ether);
    }

    // ---------------------------------------------------------------- helpers

    function _digest(address verifyingContract, bytes32 structHash) internal view returns (bytes32) {
        bytes32 domain = keccak256(
            abi.encode(DOMAIN_TYPEHASH, keccak256("GameVault"), keccak256("1"), block.chainid, verifyingContract)
        );
        return keccak256(abi.encodePacked("\x19\x01", domain, structHash));
    }

    function _sign(uint256 key, bytes32 structHash) internal view returns (bytes memory) {
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(key, _digest(address(vault), structHash));
        return abi.encodePacked(r, s, v);
    }

    function _claimHash(address collection, uint256 tokenId, address to, uint256 nonce, uint256 deadline_)
        internal
        view
        returns (bytes32)
    {
        return keccak256(abi.encode(vault.CLAIM_NFT_TYPEHASH(), collection, tokenId, to, ACCOUNT, nonce, deadline_));
    }

    function _mintHash(uint256 tokenId, uint8 assetType, address to, uint256 nonce) internal view returns (bytes32) {
        return keccak256(abi.encode(vault.MINT_CARD_TYPEHASH(), tokenId, assetType, to, ACCOUNT, nonce, deadline));
    }

    function _payoutHash(address coin, uint256 amount, address to, uint256 nonce) internal view returns (bytes32) {
        return keccak256(abi.encode(vault.PAYOUT_TYPEHASH(), coin, amount, to, ACCOUNT, nonce, deadline));
    }

    function _depositCard(uint256 tokenId) internal {
        vm.startPrank(alice);
        cards.approve(address(vault), tokenId);
        vault.depositNft(cards, tokenId, ACCOUNT, SERVER);
        vm.stopPrank();
    }

    // ---------------------------------------------------------------- type hashes and domain

    function test_typeHashesAndDomain() public view {
        assertEq(
            vault.CLAIM_NFT_TYPEHASH(),
            keccak256(
                "ClaimNft(address collection,uint256 tokenId,address to,uint256 account,uint256 nonce,uint256 deadline)"
            )
        );
        assertEq(
            vault.MINT_CARD_TYPEHASH(),
            keccak256(
                "MintCard(uint256 tokenId,uint8 assetType,address to,uint256 account,uint256 nonce,uint256 deadline)"
            )
        );
        assertEq(
            vault.PAYOUT_TYPEHASH(),
            keccak256("Payout(address coin,uint256 amount,address to,uint256 account,uint256 nonce,uint256 deadline)")
        );
        assertEq(
            vault.domainSeparator(),
            keccak256(
                abi.encode(DOMAIN_TYPEHASH, keccak256("GameVault"), keccak256("1"), block.chainid, address(vault))
            )
        );
        assertEq(vault.signer(), signer);
        assertEq(address(vault.cards()), address(cards));
        assertTrue(vault.isCollectionAllowed(address(cards)));
        assertTrue(vault.isCoinAllowed(address(mds)));
        assertFalse(vault.isCoinAllowed(address(0xbeef)));
    }

    // ---------------------------------------------------------------- deposits

    function test_depositNft_pullsAndEmits() public {
        vm.prank(alice);
        cards.approve(address(vault), 1);
        vm.expectEmit(address(vault));
        emit NftDeposited(address(cards), 1, alice, ACCOUNT, SERVER);
        vm.prank(alice);
        vault.depositNft(cards, 1, ACCOUNT, SERVER);
        assertEq(cards.ownerOf(1), address(vault));
    }

    function test_depositNft_reverts() public {
        vm.expectRevert(abi.encodeWithSelector(GameVault.GameVaultCollectionNotAllowed.selector, address(mds)));
        vm.prank(alice);
        vault.depositNft(IERC721(address(mds)), 1, ACCOUNT, SERVER);
        vm.expectRevert(abi.encodeWithSelector(IERC721Errors.ERC721InsufficientApproval.selector, address(vault), 1));
        vm.prank(alice);
        vault.depositNft(cards, 1, ACCOUNT, SERVER);
        vm.prank(admin);
        vault.setCollectionAllowed(address(cards), false);
        vm.expectRevert(abi.encodeWithSelector(GameVault.GameVaultCollectionNotAllowed.selector, address(cards)));
        vm.prank(alice);
        vault.depositNft(cards, 1, ACCOUNT, SERVER);
    }

    function test_safeTransferDeposit_inOneTransaction() public {
        vm.expectEmit(address(vault));
        emit NftDeposited(address(cards), 2, alice, ACCOUNT, SERVER);
        vm.prank(alice);
        cards.safeTransferFrom(alice, address(vault), 2, abi.encode(ACCOUNT, SERVER));
        assertEq(cards.ownerOf(2), address(vault));
    }

    function test_safeTransferDeposit_revertsWithoutReferenceOrFromOtherCollections() public {
        vm.expectRevert(GameVault.GameVaultInvalidDepositData.selector);
        vm.prank(alice);
        cards.safeTransferFrom(alice, address(vault), 2);
        vm.expectRevert(abi.encodeWithSelector(GameVault.GameVaultCollectionNotAllowed.selector, address(this)));
        vault.onERC721Received(alice, alice, 1, abi.encode(ACCOUNT, SERVER));
    }

    function test_depositCoin() public {
        vm.prank(alice);
        mds.approve(address(vault), 10 ether);
        vm.expectEmit(address(vault));
        emit CoinDeposited(address(mds), alice, ACCOUNT, 10 ether, SERVER);
        vm.prank(alice);
        vault.depositCoin(mds, 10 ether, ACCOUNT, SERVER);
        assertEq(mds.balanceOf(address(vault)), 10 ether);
    }

    function test_depositCoin_reverts() public {
        vm.expectRevert(GameVault.GameVaultZeroAmount.selector);
        vm.prank(alice);
        vault.depositCoin(mds, 0, ACCOUNT, SERVER);
        vm.prank(admin);
        vault.setCoinAllowed(address(mds), false);
        vm.expectRevert(abi.encodeWithSelector(GameVault.GameVaultCoinNotAllowed.selector, address(mds)));
        vm.prank(alice);
        vault.depositCoin(mds, 1, ACCOUNT, SERVER);
        vm.prank(admin);
        vault.setCoinAllowed(address(mds), true);
        vm.expectRevert(abi.encodeWithSelector(IERC20Errors.ERC20InsufficientAllowance.selector, address(vault), 0, 1));
        vm.prank(alice);
        vault.depositCoin(mds, 1, ACCOUNT, SERVER);
    }

    function test_depositNative() public {
        vm.deal(alice, 2 ether);
        vm.expectEmit(address(vault));
        emit CoinDeposited(address(0), alice, ACCOUNT, 2 ether, SERVER);
        vm.prank(alice);
        vault.depositNative{value: 2 ether}(ACCOUNT, SERVER);
        assertEq(address(vault).balance, 2 ether);
        vm.expectRevert(GameVault.GameVaultZeroAmount.selector);
        vm.prank(alice);
        vault.depositNative(ACCOUNT, SERVER);
    }

    function test_plainBnbTransfer_isRefused() public {
        vm.deal(alice, 1 ether);
        vm.prank(alice);
        (bool ok,) = address(vault).call{value: 1 ether}("");
        assertFalse(ok);
    }

    // ---------------------------------------------------------------- claim NFT

    function test_claimNft_releasesToVoucherRecipient() public {
        _depositCard(1);
        bytes memory sig = _sign(SIGNER_KEY, _claimHash(address(cards), 1, bob, 7, deadline));
        vm.expectEmit(address(vault));
        emit NftClaimed(address(cards), 1, bob, ACCOUNT, 7);
        // Anyone may submit the voucher; the NFT goes to the voucher's recipient.
        vm.prank(carol);
        vault.claimNft(cards, 1, bob, ACCOUNT, 7, deadline, sig);
        assertEq(cards.ownerOf(1), bob);
        assertTrue(vault.isNonceUsed(7));
        assertFalse(vault.isNonceUsed(8));
    }

    function test_claimNft_replayReverts() public {
        _depositCard(1);
        bytes memory sig = _sign(SIGNER_KEY, _claimHash(address(cards), 1, bob, 7, deadline));
        vault.claimNft(cards, 1, bob, ACCOUNT, 7, deadline, sig);
        // Even with the NFT back in the vault, the same voucher cannot be used again.
        vm.prank(bob);
        cards.transferFrom(bob, address(vault), 1);
        vm.expectRevert(abi.encodeWithSelector(GameVault.GameVaultNonceUsed.selector, 7));
        vault.claimNft(cards, 1, bob, ACCOUNT, 7, deadline, sig);
    }

    function test_claimNft_expiredReverts() public {
        _depositCard(1);
        bytes memory sig = _sign(SIGNER_KEY, _claimHash(address(cards), 1, bob, 7, deadline));
        vm.warp(deadline + 1);
        vm.expectRevert(abi.encodeWithSelector(GameVault.GameVaultVoucherExpired.selector, deadline));
        vault.claimNft(cards, 1, bob, ACCOUNT, 7, deadline, sig);
    }

    function test_claimNft_atDeadlineWorks() public {
        _depositCard(1);
        bytes memory sig = _sign(SIGNER_KEY, _claimHash(address(cards), 1, bob, 7, deadline));
        vm.warp(deadline);
        vault.claimNft(cards, 1, bob, ACCOUNT, 7, deadline, sig);
        assertEq(cards.ownerOf(1), bob);
    }

    function test_claimNft_wrongSignerReverts() public {
        _depositCard(1);
        uint256 otherKey = 0xB0B;
        bytes memory sig = _sign(otherKey, _claimHash(address(cards), 1, bob, 7, deadline));
        vm.expectRevert(abi.encodeWithSelector(GameVault.GameVaultInvalidSigner.selector, vm.addr(otherKey)));
        vault.claimNft(cards, 1, bob, ACCOUNT, 7, deadline, sig);
    }

    function test_claimNft_tamperedVoucherReverts() public {
        _depositCard(1);
        bytes memory sig = _sign(SIGNER_KEY, _claimHash(address(cards), 1, bob, 7, deadline));
        // Another recipient recovers another address, never the signer.
        vm.expectRevert();
        vault.claimNft(cards, 1, carol, ACCOUNT, 7, deadline, sig);
        vm.expectRevert();
        vault.claimNft(cards, 1, bob, ACCOUNT + 1, 7, deadline, sig);
        vm.expectRevert();
        vault.claimNft(cards, 1, bob, ACCOUNT, 7, deadline + 1, sig);
        assertEq(cards.ownerOf(1), address(vault));
    }

    function test_claimNft_otherChainOrContractReverts() public {
        _depositCard(1);
        bytes32 structHash = _claimHash(address(cards), 1, bob, 7, deadline);
        // Signed for another verifying contract.
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(SIGNER_KEY, _digest(address(0xdead), structHash));
        vm.expectRevert();
        vault.claimNft(cards, 1, bob, ACCOUNT, 7, deadline, abi.encodePacked(r, s, v));
        // Signed on this chain, submitted on another.
        bytes memory sig = _sign(SIGNER_KEY, structHash);
        vm.chainId(97);
        vm.expectRevert();
        vault.claimNft(cards, 1, bob, ACCOUNT, 7, deadline, sig);
    }

    function test_claimNft_highSReverts() public {
        _depositCard(1);
        (uint8 v, bytes32 r, bytes32 s) =
            vm.sign(SIGNER_KEY, _digest(address(vault), _claimHash(address(cards), 1, bob, 7, deadline)));
        bytes32 highS = bytes32(SECP256K1_N - uint256(s));
        uint8 flippedV = v == 27 ? 28 : 27;
        vm.expectRevert(abi.encodeWithSelector(ECDSA.ECDSAInvalidSignatureS.selector, highS));
        vault.claimNft(cards, 1, bob, ACCOUNT, 7, deadline, abi.encodePacked(r, highS, flippedV));
    }

    function test_claimNft_malformedSignatureReverts() public {
        _depositCard(1);
        vm.expectRevert(abi.encodeWithSelector(ECDSA.ECDSAInvalidSignatureLength.selector, 64));
        vault.claimNft(cards, 1, bob, ACCOUNT, 7, deadline, new bytes(64));
    }

    function test_claimNft_reentryIsRefused() public {
        _depositCard(1);
        _depositCard(2);
        ReentrantClaimer claimer = new ReentrantClaimer(vault);
        bytes memory sig2 = _sign(SIGNER_KEY, _claimHash(address(cards), 2, address(claimer), 8, deadline));
        claimer.arm(abi.encodeCall(vault.claimNft, (cards, 2, address(claimer), ACCOUNT, 8, deadline, sig2)));
        bytes memory sig1 = _sign(SIGNER_KEY, _claimHash(address(cards), 1, address(claimer), 7, deadline));
        vault.claimNft(cards, 1, address(claimer), ACCOUNT, 7, deadline, sig1);
        assertFalse(claimer.reentered());
        assertEq(
            keccak256(claimer.reentryError()), keccak256(abi.encodeWithSignature("ReentrancyGuardReentrantCall()"))
        );
        assertEq(cards.ownerOf(1), address(claimer));
        assertEq(cards.ownerOf(2), address(vault));
        assertFalse(vault.isNonceUsed(8));
    }

    function test_claimNft_toNonReceiverRevertsAndKeepsNonce() public {
        _depositCard(1);
        address none = address(new NonReceiverMock());
        bytes memory sig = _sign(SIGNER_KEY, _claimHash(address(cards), 1, none, 7, deadline));
        vm.expectRevert(abi.encodeWithSelector(IERC721Errors.ERC721InvalidReceiver.selector, none));
        vault.claimNft(cards, 1, none, ACCOUNT, 7, deadline, sig);
        assertFalse(vault.isNonceUsed(7));
    }

    // ---------------------------------------------------------------- mint card

    function test_mintCard() public {
        bytes memory sig = _sign(SIGNER_KEY, _mintHash(500, 2, bob, 9));
        vm.expectEmit(address(vault));
        emit CardMinted(500, bob, 2, ACCOUNT, 9);
        vault.mintCard(500, 2, bob, ACCOUNT, 9, deadline, sig);
        assertEq(cards.ownerOf(500), bob);
        assertEq(uint256(cards.assetTypeOf(500)), 2);
        vm.expectRevert(abi.encodeWithSelector(GameVault.GameVaultNonceUsed.selector, 9));
        vault.mintCard(500, 2, bob, ACCOUNT, 9, deadline, sig);
    }

    function test_mintCard_revertsForWrongSignerOrExpired() public {
        bytes memory bad = _sign(0xB0B, _mintHash(500, 2, bob, 9));
        vm.expectRevert(abi.encodeWithSelector(GameVault.GameVaultInvalidSigner.selector, vm.addr(0xB0B)));
        vault.mintCard(500, 2, bob, ACCOUNT, 9, deadline, bad);
        bytes memory sig = _sign(SIGNER_KEY, _mintHash(500, 2, bob, 9));
        vm.warp(deadline + 1);
        vm.expectRevert(abi.encodeWithSelector(GameVault.GameVaultVoucherExpired.selector, deadline));
        vault.mintCard(500, 2, bob, ACCOUNT, 9, deadline, sig);
    }

    // ---------------------------------------------------------------- payout

    function test_payout_erc20() public {
        vm.prank(alice);
        mds.approve(address(vault), 10 ether);
        vm.prank(alice);
        vault.depositCoin(mds, 10 ether, ACCOUNT, SERVER);
        bytes memory sig = _sign(SIGNER_KEY, _payoutHash(address(mds), 4 ether, bob, 11));
        vm.expectEmit(address(vault));
        emit CoinPaidOut(address(mds), bob, 4 ether, ACCOUNT, 11);
        vault.payout(address(mds), 4 ether, bob, ACCOUNT, 11, deadline, sig);
        assertEq(mds.balanceOf(bob), 4 ether);
        assertEq(mds.balanceOf(address(vault)), 6 ether);
        vm.expectRevert(abi.encodeWithSelector(GameVault.GameVaultNonceUsed.selector, 11));
        vault.payout(address(mds), 4 ether, bob, ACCOUNT, 11, deadline, sig);
    }

    function test_payout_native() public {
        vm.deal(address(this), 3 ether);
        vault.depositNative{value: 3 ether}(0, 0);
        bytes memory sig = _sign(SIGNER_KEY, _payoutHash(address(0), 1 ether, bob, 12));
        vault.payout(address(0), 1 ether, bob, ACCOUNT, 12, deadline, sig);
        assertEq(bob.balance, 1 ether);
        assertEq(address(vault).balance, 2 ether);
    }

    function test_payout_reverts() public {
        vm.expectRevert(GameVault.GameVaultZeroAmount.selector);
        vault.payout(address(0), 0, bob, ACCOUNT, 12, deadline, "");
        // Not enough BNB in the vault: the voucher stays unused.
        bytes memory sig = _sign(SIGNER_KEY, _payoutHash(address(0), 1 ether, bob, 12));
        vm.expectRevert(abi.encodeWithSelector(GameVault.GameVaultNativeTransferFailed.selector, bob, 1 ether));
        vault.payout(address(0), 1 ether, bob, ACCOUNT, 12, deadline, sig);
        assertFalse(vault.isNonceUsed(12));
        // A recipient that refuses BNB.
        vm.deal(address(this), 1 ether);
        vault.depositNative{value: 1 ether}(0, 0);
        address none = address(new NonReceiverMock());
        bytes memory sig2 = _sign(SIGNER_KEY, _payoutHash(address(0), 1 ether, none, 13));
        vm.expectRevert(abi.encodeWithSelector(GameVault.GameVaultNativeTransferFailed.selector, none, 1 ether));
        vault.payout(address(0), 1 ether, none, ACCOUNT, 13, deadline, sig2);
        // A voucher signed for another amount.
        bytes memory sig3 = _sign(SIGNER_KEY, _payoutHash(address(0), 1 ether, bob, 14));
        vm.expectRevert();
        vault.payout(address(0), 2 ether, bob, ACCOUNT, 14, deadline, sig3);
    }

    // ---------------------------------------------------------------- revocation and admin

    function test_revokeVoucher() public {
        _depositCard(1);
        bytes memory sig = _sign(SIGNER_KEY, _claimHash(address(cards), 1, bob, 7, deadline));
        vm.expectEmit(address(vault));
        emit VoucherRevoked(7);
        vm.prank(signer);
        vault.revokeVoucher(7);
        vm.expectRevert(abi.encodeWithSelector(GameVault.GameVaultNonceUsed.selector, 7));
        vault.claimNft(cards, 1, bob, ACCOUNT, 7, deadline, sig);
        vm.prank(admin);
        vault.revokeVoucher(300);
        assertTrue(vault.isNonceUsed(300));
        vm.expectRevert(abi.encodeWithSelector(GameVault.GameVaultNonceUsed.selector, 300));
        vm.prank(admin);
        vault.revokeVoucher(300);
        vm.expectRevert(abi.encodeWithSelector(GameVault.GameVaultUnauthorized.selector, alice));
        vm.prank(alice);
        vault.revokeVoucher(8);
    }

    function test_setSigner() public {
        uint256 newKey = 0xC0DE;
        vm.expectEmit(address(vault));
        emit SignerChanged(signer, vm.addr(newKey));
        vm.prank(admin);
        vault.setSigner(vm.addr(newKey));
        _depositCard(1);
        bytes memory oldSig = _sign(SIGNER_KEY, _claimHash(address(cards), 1, bob, 7, deadline));
        vm.expectRevert(abi.encodeWithSelector(GameVault.GameVaultInvalidSigner.selector, signer));
        vault.claimNft(cards, 1, bob, ACCOUNT, 7, deadline, oldSig);
        vault.claimNft(
            cards, 1, bob, ACCOUNT, 7, deadline, _sign(newKey, _claimHash(address(cards), 1, bob, 7, deadline))
        );
        vm.expectRevert(GameVault.GameVaultInvalidSignerAddress.selector);
        vm.prank(admin);
        vault.setSigner(address(0));
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, alice));
        vm.prank(alice);
        vault.setSigner(alice);
    }

    function test_allowLists_ownerOnlyWithEvents() public {
        vm.expectEmit(address(vault));
        emit CollectionAllowed(address(0xbeef), true);
        vm.prank(admin);
        vault.setCollectionAllowed(address(0xbeef), true);
        vm.expectEmit(address(vault));
        emit CoinAllowed(address(0xbeef), true);
        vm.prank(admin);
        vault.setCoinAllowed(address(0xbeef), true);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, alice));
        vm.prank(alice);
        vault.setCollectionAllowed(address(0xbeef), false);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, alice));
        vm.prank(alice);
        vault.setCoinAllowed(address(0xbeef), false);
    }

    function test_constructor_revertsWithoutSigner() public {
        vm.expectRevert(GameVault.GameVaultInvalidSignerAddress.selector);
        new GameVault(ICardMinter(address(cards)), address(0), admin);
    }

    // ---------------------------------------------------------------- fuzz

    function testFuzz_nonceBitmap(uint256 nonce, uint256 other) public {
        vm.assume(nonce != other);
        vm.prank(admin);
        vault.revokeVoucher(nonce);
        assertTrue(vault.isNonceUsed(nonce));
        assertFalse(vault.isNonceUsed(other));
    }

    function testFuzz_payoutOnlyWithTheSignersKey(uint256 key) public {
        key = bound(key, 1, SECP256K1_N - 1);
        vm.deal(address(this), 1 ether);
        vault.depositNative{value: 1 ether}(0, 0);
        bytes memory sig = _sign(key, _payoutHash(address(0), 1 ether, bob, 5));
        if (key != SIGNER_KEY) {
            vm.expectRevert(abi.encodeWithSelector(GameVault.GameVaultInvalidSigner.selector, vm.addr(key)));
        }
        vault.payout(address(0), 1 ether, bob, ACCOUNT, 5, deadline, sig);
    }
}
