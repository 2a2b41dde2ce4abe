// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {IERC721Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Fixture} from "./utils/Fixture.sol";
import {GameVault} from "../contracts/GameVault.sol";
import {Nft111} from "../contracts/Nft111.sol";

/// @notice The threat model's claims about stolen keys (packages/chain/README.md, "Threat model"):
/// what the signer, payout and owner keys can and cannot take.
contract KeyCompromiseTest is Fixture {
    bytes32 internal constant DOMAIN_TYPEHASH =
        keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");
    uint256 internal constant ACCOUNT = 1001;
    uint256 internal constant OWNER_KEY = 0xB0B;

    address internal payoutWallet;
    address internal thief;
    uint256 internal deadline;
    bytes32 internal payoutType;
    bytes32 internal claimType;

    function setUp() public override {
        super.setUp();
        payoutWallet = makeAddr("payoutWallet");
        thief = makeAddr("thief");
        deadline = block.timestamp + 1 hours;
        payoutType = vault.PAYOUT_TYPEHASH();
        claimType = vault.CLAIM_NFT_TYPEHASH();
    }

    function _voucher(uint256 key, bytes32 structHash) internal view returns (bytes memory) {
        bytes32 domain = keccak256(
            abi.encode(DOMAIN_TYPEHASH, keccak256("GameVault"), keccak256("1"), block.chainid, address(vault))
        );
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(key, keccak256(abi.encodePacked("\x19\x01", domain, structHash)));
        return abi.encodePacked(r, s, v);
    }

    function _payoutSig(uint256 key, uint256 amount, address to, uint256 nonce) internal view returns (bytes memory) {
        return _voucher(key, keccak256(abi.encode(payoutType, address(0), amount, to, ACCOUNT, nonce, deadline)));
    }

    function _claimSig(uint256 key, uint256 tokenId, address to, uint256 nonce) internal view returns (bytes memory) {
        return _voucher(key, keccak256(abi.encode(claimType, address(cards), tokenId, to, ACCOUNT, nonce, deadline)));
    }

    /// The signer key signs vouchers and revokes nonces, nothing else: it is no owner, admin or minter.
    function test_signerKey_hasNoRoleBesidesVouchers() public {
        bytes memory notOwner = abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, signer);
        vm.startPrank(signer);
        vm.expectRevert(notOwner);
        vault.setSigner(signer);
        vm.expectRevert(notOwner);
        vault.setCollectionAllowed(address(0xbeef), true);
        vm.expectRevert(notOwner);
        vault.setCoinAllowed(address(0xbeef), true);
        vm.expectRevert(notOwner);
        mds.mint(signer, 1);
        vm.expectRevert(notOwner);
        nft111.addCoin(address(0xbeef));
        vm.expectRevert(notOwner);
        nft111.withdrawPlatformFees(address(cards), address(0), signer);
        vm.expectRevert(notOwner);
        activation.setTreasury(signer);
        bytes32 minter = cards.MINTER_ROLE();
        vm.expectRevert(abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, signer, minter));
        cards.safeMint(signer, 77, 0);
        vm.expectRevert(abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, signer, minter));
        dragons.safeMint(signer, 77);
        vm.stopPrank();
    }

    /// A stolen signer key takes at most what the vault holds: not an NFT escrowed in an auction,
    /// not an NFT in a player's wallet, not more coins than the vault's balance.
    function test_stolenSignerKey_takesAtMostWhatTheVaultHolds() public {
        vm.deal(address(this), 3 ether);
        vault.depositNative{value: 3 ether}(ACCOUNT, 1);
        // More than the vault holds fails, and the voucher stays unused.
        bytes memory tooMuch = _payoutSig(SIGNER_KEY, 4 ether, thief, 1);
        vm.expectRevert(abi.encodeWithSelector(GameVault.GameVaultNativeTransferFailed.selector, thief, 4 ether));
        vault.payout(address(0), 4 ether, thief, ACCOUNT, 1, deadline, tooMuch);
        assertFalse(vault.isNonceUsed(1));
        // An NFT in a player's wallet (not approved to the vault) and one escrowed in NFT111.
        _mintCard(alice, 5, 0);
        uint256 auctionId = _list(bob, 6, address(0), 1 ether);
        bytes memory walletNft = _claimSig(SIGNER_KEY, 5, thief, 2);
        bytes memory escrowedNft = _claimSig(SIGNER_KEY, 6, thief, 3);
        vm.expectRevert(abi.encodeWithSelector(IERC721Errors.ERC721IncorrectOwner.selector, address(vault), 5, alice));
        vault.claimNft(cards, 5, thief, ACCOUNT, 2, deadline, walletNft);
        vm.expectRevert(
            abi.encodeWithSelector(IERC721Errors.ERC721IncorrectOwner.selector, address(vault), 6, address(nft111))
        );
        vault.claimNft(cards, 6, thief, ACCOUNT, 3, deadline, escrowedNft);
        assertEq(cards.ownerOf(5), alice);
        assertEq(cards.ownerOf(6), address(nft111));
        assertTrue(nft111.auctionOf(auctionId).open);
        // What the vault holds, it can take.
        vault.payout(address(0), 3 ether, thief, ACCOUNT, 4, deadline, _payoutSig(SIGNER_KEY, 3 ether, thief, 4));
        assertEq(thief.balance, 3 ether);
        assertEq(address(vault).balance, 0);
    }

    /// The payout key only pays gas to submit vouchers: a voucher pays its own recipient whoever
    /// submits it, and the payout wallet has no role to change that.
    function test_payoutKey_submitsVouchersButCannotRedirectThem() public {
        vm.deal(address(this), 1 ether);
        vault.depositNative{value: 1 ether}(ACCOUNT, 1);
        bytes memory sig = _payoutSig(SIGNER_KEY, 1 ether, alice, 9);
        vm.startPrank(payoutWallet);
        // Naming itself as the recipient breaks the signature (another signer is recovered).
        vm.expectRevert();
        vault.payout(address(0), 1 ether, payoutWallet, ACCOUNT, 9, deadline, sig);
        vm.expectRevert(abi.encodeWithSelector(GameVault.GameVaultUnauthorized.selector, payoutWallet));
        vault.revokeVoucher(9);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, payoutWallet));
        vault.setSigner(payoutWallet);
        vault.payout(address(0), 1 ether, alice, ACCOUNT, 9, deadline, sig);
        vm.stopPrank();
        assertEq(alice.balance, 1 ether);
        assertEq(payoutWallet.balance, 0);
    }

    /// Rotating the signer (owner) voids every voucher the old key signed and has not been used.
    function test_rotatedSigner_oldVouchersDie() public {
        vm.deal(address(this), 1 ether);
        vault.depositNative{value: 1 ether}(ACCOUNT, 1);
        bytes memory signedBefore = _payoutSig(SIGNER_KEY, 1 ether, thief, 1);
        vm.prank(admin);
        vault.setSigner(makeAddr("newSigner"));
        vm.expectRevert(abi.encodeWithSelector(GameVault.GameVaultInvalidSigner.selector, signer));
        vault.payout(address(0), 1 ether, thief, ACCOUNT, 1, deadline, signedBefore);
        assertEq(address(vault).balance, 1 ether);
    }

    /// A stolen owner key can name its own signer and empty the vault, and mint game coins: the
    /// owner key is the root of trust and belongs in cold storage (hardware wallet or multisig).
    function test_stolenOwnerKey_canEmptyTheVaultThroughANewSigner() public {
        vm.deal(address(this), 2 ether);
        vault.depositNative{value: 2 ether}(ACCOUNT, 1);
        vm.prank(admin);
        vault.setSigner(vm.addr(OWNER_KEY));
        vault.payout(address(0), 2 ether, thief, ACCOUNT, 1, deadline, _payoutSig(OWNER_KEY, 2 ether, thief, 1));
        assertEq(thief.balance, 2 ether);
    }

    /// The auction owner cannot take escrowed NFTs or what holders are owed: it withdraws the
    /// platform's 1% and nothing more.
    function test_stolenOwnerKey_cannotTakeAuctionEscrowOrHoldersParts() public {
        uint256 auctionId = _list(alice, 1, address(0), 1 ether);
        _bidMin(bob, auctionId);
        uint256 owed = nft111.claimable(auctionId, alice);
        vm.startPrank(admin);
        vm.expectRevert(abi.encodeWithSelector(Nft111.Nft111NotHolder.selector, admin));
        nft111.withdrawNft(auctionId, admin);
        vm.expectRevert(abi.encodeWithSelector(Nft111.Nft111NotHolder.selector, admin));
        nft111.cancel(auctionId);
        vm.expectRevert(Nft111.Nft111NothingToClaim.selector);
        nft111.claim(auctionId, admin);
        vm.expectRevert(abi.encodeWithSelector(Nft111.Nft111NotCopyrightOwner.selector, admin));
        nft111.withdrawCopyrightFees(address(cards), address(0), admin);
        uint256 platform = nft111.withdrawPlatformFees(address(cards), address(0), admin);
        vm.stopPrank();
        assertEq(platform, 1.11 ether / 100);
        assertEq(admin.balance, platform);
        assertEq(cards.ownerOf(1), address(nft111));
        assertEq(nft111.claimable(auctionId, alice), owed);
        assertEq(address(nft111).balance, 1.11 ether - platform);
    }
}
