// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {IERC721Metadata} from "@openzeppelin/contracts/token/ERC721/extensions/IERC721Metadata.sol";
import {IERC721Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {IERC165} from "@openzeppelin/contracts/utils/introspection/IERC165.sol";
import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";
import {Fixture} from "./utils/Fixture.sol";
import {ReceiverMock, WrongReceiverMock, NonReceiverMock} from "./utils/Mocks.sol";
import {CardNFT} from "../contracts/CardNFT.sol";
import {GameNft} from "../contracts/token/GameNft.sol";

/// @notice The lean ERC-721 (through CardNFT and DragonNFT) and the collection extras.
contract CardNFTTest is Fixture {
    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);
    event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId);
    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);
    event CopyrightOwnerChanged(address indexed previousOwner, address indexed newOwner);
    event BaseURIChanged(string baseURI);

    function setUp() public override {
        super.setUp();
        _mintCard(alice, 1, 2);
    }

    // ---------------------------------------------------------------- metadata

    function test_metadata() public {
        assertEq(cards.name(), "Yuanlong Card");
        assertEq(cards.symbol(), "CARD");
        assertEq(dragons.name(), "Yuanlong Dragon");
        assertEq(dragons.symbol(), "DRAGON");
        assertEq(cards.tokenURI(1), "");
        vm.expectEmit(address(cards));
        emit BaseURIChanged("https://yl.example/card/");
        vm.prank(admin);
        cards.setBaseURI("https://yl.example/card/");
        assertEq(cards.tokenURI(1), "https://yl.example/card/1");
    }

    function test_tokenURI_revertsForMissingToken() public {
        vm.expectRevert(abi.encodeWithSelector(IERC721Errors.ERC721NonexistentToken.selector, 9));
        cards.tokenURI(9);
    }

    function test_setBaseURI_onlyAdmin() public {
        vm.expectRevert(
            abi.encodeWithSelector(
                IAccessControl.AccessControlUnauthorizedAccount.selector, alice, cards.DEFAULT_ADMIN_ROLE()
            )
        );
        vm.prank(alice);
        cards.setBaseURI("x");
    }

    function test_supportsInterface() public view {
        assertTrue(cards.supportsInterface(type(IERC721).interfaceId));
        assertTrue(cards.supportsInterface(type(IERC721Metadata).interfaceId));
        assertTrue(cards.supportsInterface(type(IERC165).interfaceId));
        assertTrue(cards.supportsInterface(type(IAccessControl).interfaceId));
        assertFalse(cards.supportsInterface(0xffffffff));
    }

    // ---------------------------------------------------------------- copyright

    function test_copyrightOwner_setByAdmin() public {
        assertEq(cards.copyrightOwner(), copyrightOwner);
        vm.expectEmit(address(cards));
        emit CopyrightOwnerChanged(copyrightOwner, carol);
        vm.prank(admin);
        cards.setCopyrightOwner(carol);
        assertEq(cards.copyrightOwner(), carol);
    }

    function test_setCopyrightOwner_revertsForZeroOrNonAdmin() public {
        vm.expectRevert(GameNft.GameNftInvalidCopyrightOwner.selector);
        vm.prank(admin);
        cards.setCopyrightOwner(address(0));
        vm.expectRevert(
            abi.encodeWithSelector(
                IAccessControl.AccessControlUnauthorizedAccount.selector, alice, cards.DEFAULT_ADMIN_ROLE()
            )
        );
        vm.prank(alice);
        cards.setCopyrightOwner(alice);
    }

    function test_constructor_revertsWithoutCopyrightOwner() public {
        vm.expectRevert(GameNft.GameNftInvalidCopyrightOwner.selector);
        new CardNFT(admin, address(0));
    }

    // ---------------------------------------------------------------- mint

    function test_safeMint_storesOwnerBalanceAndAssetType() public {
        vm.expectEmit(address(cards));
        emit Transfer(address(0), bob, 7);
        _mintCard(bob, 7, cards.SPIRIT_STONE());
        assertEq(cards.ownerOf(7), bob);
        assertEq(cards.balanceOf(bob), 1);
        assertEq(uint256(cards.assetTypeOf(7)), 3);
        assertEq(uint256(cards.assetTypeOf(1)), 2);
    }

    function test_safeMint_revertsForNonMinter() public {
        vm.expectRevert(
            abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, bob, cards.MINTER_ROLE())
        );
        vm.prank(bob);
        cards.safeMint(bob, 2, 0);
    }

    function test_safeMint_revertsForBadAssetType() public {
        vm.expectRevert(abi.encodeWithSelector(CardNFT.CardNftInvalidAssetType.selector, 4));
        vm.prank(admin);
        cards.safeMint(bob, 2, 4);
    }

    function test_safeMint_revertsForExistingIdOrZeroReceiver() public {
        vm.expectRevert(abi.encodeWithSelector(IERC721Errors.ERC721InvalidSender.selector, address(0)));
        vm.prank(admin);
        cards.safeMint(bob, 1, 0);
        vm.expectRevert(abi.encodeWithSelector(IERC721Errors.ERC721InvalidReceiver.selector, address(0)));
        vm.prank(admin);
        cards.safeMint(address(0), 2, 0);
    }

    function test_safeMint_checksContractReceivers() public {
        ReceiverMock receiver = new ReceiverMock();
        _mintCard(address(receiver), 2, 0);
        assertEq(receiver.lastOperator(), admin);
        assertEq(receiver.lastFrom(), address(0));
        address nonReceiver = address(new NonReceiverMock());
        vm.expectRevert(abi.encodeWithSelector(IERC721Errors.ERC721InvalidReceiver.selector, nonReceiver));
        vm.prank(admin);
        cards.safeMint(nonReceiver, 3, 0);
    }

    function test_dragon_safeMint() public {
        _mintDragon(bob, 5);
        assertEq(dragons.ownerOf(5), bob);
        vm.expectRevert(
            abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, bob, dragons.MINTER_ROLE())
        );
        vm.prank(bob);
        dragons.safeMint(bob, 6);
    }

    function test_assetTypeOf_revertsForMissingToken() public {
        vm.expectRevert(abi.encodeWithSelector(IERC721Errors.ERC721NonexistentToken.selector, 9));
        cards.assetTypeOf(9);
    }

    // ---------------------------------------------------------------- reads

    function test_balanceOf_revertsForZeroAddress() public {
        vm.expectRevert(abi.encodeWithSelector(IERC721Errors.ERC721InvalidOwner.selector, address(0)));
        cards.balanceOf(address(0));
    }

    function test_ownerOf_revertsForMissingToken() public {
        vm.expectRevert(abi.encodeWithSelector(IERC721Errors.ERC721NonexistentToken.selector, 9));
        cards.ownerOf(9);
    }

    // ---------------------------------------------------------------- transfers

    function test_transferFrom_byOwnerKeepsAssetType() public {
        vm.expectEmit(address(cards));
        emit Transfer(alice, bob, 1);
        vm.prank(alice);
        cards.transferFrom(alice, bob, 1);
        assertEq(cards.ownerOf(1), bob);
        assertEq(cards.balanceOf(alice), 0);
        assertEq(cards.balanceOf(bob), 1);
        assertEq(uint256(cards.assetTypeOf(1)), 2);
    }

    function test_transferFrom_byApprovedClearsApproval() public {
        vm.prank(alice);
        cards.approve(carol, 1);
        assertEq(cards.getApproved(1), carol);
        vm.prank(carol);
        cards.transferFrom(alice, bob, 1);
        assertEq(cards.ownerOf(1), bob);
        assertEq(cards.getApproved(1), address(0));
        // The old approval does not carry over to the new owner.
        vm.expectRevert(abi.encodeWithSelector(IERC721Errors.ERC721InsufficientApproval.selector, carol, 1));
        vm.prank(carol);
        cards.transferFrom(bob, carol, 1);
    }

    function test_transferFrom_byOwnerClearsApproval() public {
        vm.prank(alice);
        cards.approve(carol, 1);
        vm.prank(alice);
        cards.transferFrom(alice, bob, 1);
        assertEq(cards.getApproved(1), address(0));
    }

    function test_transferFrom_byOperator() public {
        vm.expectEmit(address(cards));
        emit ApprovalForAll(alice, carol, true);
        vm.prank(alice);
        cards.setApprovalForAll(carol, true);
        assertTrue(cards.isApprovedForAll(alice, carol));
        vm.prank(carol);
        cards.transferFrom(alice, bob, 1);
        assertEq(cards.ownerOf(1), bob);
    }

    function test_transferFrom_reverts() public {
        vm.expectRevert(abi.encodeWithSelector(IERC721Errors.ERC721InsufficientApproval.selector, bob, 1));
        vm.prank(bob);
        cards.transferFrom(alice, bob, 1);
        vm.expectRevert(abi.encodeWithSelector(IERC721Errors.ERC721IncorrectOwner.selector, bob, 1, alice));
        vm.prank(alice);
        cards.transferFrom(bob, carol, 1);
        vm.expectRevert(abi.encodeWithSelector(IERC721Errors.ERC721InvalidReceiver.selector, address(0)));
        vm.prank(alice);
        cards.transferFrom(alice, address(0), 1);
        vm.expectRevert(abi.encodeWithSelector(IERC721Errors.ERC721NonexistentToken.selector, 9));
        vm.prank(alice);
        cards.transferFrom(alice, bob, 9);
    }

    function test_transferFrom_toSelf() public {
        vm.prank(alice);
        cards.transferFrom(alice, alice, 1);
        assertEq(cards.ownerOf(1), alice);
        assertEq(cards.balanceOf(alice), 1);
    }

    function test_safeTransferFrom_toReceiverPassesData() public {
        ReceiverMock receiver = new ReceiverMock();
        vm.prank(alice);
        cards.safeTransferFrom(alice, address(receiver), 1, hex"c0ffee");
        assertEq(cards.ownerOf(1), address(receiver));
        assertEq(receiver.lastOperator(), alice);
        assertEq(receiver.lastFrom(), alice);
        assertEq(receiver.lastTokenId(), 1);
        assertEq(keccak256(receiver.lastData()), keccak256(hex"c0ffee"));
    }

    function test_safeTransferFrom_toEoa() public {
        vm.prank(alice);
        cards.safeTransferFrom(alice, bob, 1);
        assertEq(cards.ownerOf(1), bob);
    }

    function test_safeTransferFrom_revertsForBadReceivers() public {
        address wrong = address(new WrongReceiverMock());
        vm.expectRevert(abi.encodeWithSelector(IERC721Errors.ERC721InvalidReceiver.selector, wrong));
        vm.prank(alice);
        cards.safeTransferFrom(alice, wrong, 1);
        address none = address(new NonReceiverMock());
        vm.expectRevert(abi.encodeWithSelector(IERC721Errors.ERC721InvalidReceiver.selector, none));
        vm.prank(alice);
        cards.safeTransferFrom(alice, none, 1);
        assertEq(cards.ownerOf(1), alice);
    }

    // ---------------------------------------------------------------- approvals

    function test_approve_byOperatorAndClear() public {
        vm.prank(alice);
        cards.setApprovalForAll(carol, true);
        vm.expectEmit(address(cards));
        emit Approval(alice, bob, 1);
        vm.prank(carol);
        cards.approve(bob, 1);
        assertEq(cards.getApproved(1), bob);
        vm.prank(alice);
        cards.approve(address(0), 1);
        assertEq(cards.getApproved(1), address(0));
        vm.expectRevert(abi.encodeWithSelector(IERC721Errors.ERC721InsufficientApproval.selector, bob, 1));
        vm.prank(bob);
        cards.transferFrom(alice, bob, 1);
        // Clearing twice is harmless.
        vm.prank(alice);
        cards.approve(address(0), 1);
    }

    function test_approve_reverts() public {
        vm.expectRevert(abi.encodeWithSelector(IERC721Errors.ERC721InvalidApprover.selector, bob));
        vm.prank(bob);
        cards.approve(bob, 1);
        vm.expectRevert(abi.encodeWithSelector(IERC721Errors.ERC721NonexistentToken.selector, 9));
        vm.prank(alice);
        cards.approve(bob, 9);
    }

    function test_getApproved_revertsForMissingToken() public {
        vm.expectRevert(abi.encodeWithSelector(IERC721Errors.ERC721NonexistentToken.selector, 9));
        cards.getApproved(9);
    }

    function test_setApprovalForAll_revertsForZeroOperatorAndRevokes() public {
        vm.expectRevert(abi.encodeWithSelector(IERC721Errors.ERC721InvalidOperator.selector, address(0)));
        vm.prank(alice);
        cards.setApprovalForAll(address(0), true);
        vm.prank(alice);
        cards.setApprovalForAll(carol, true);
        vm.prank(alice);
        cards.setApprovalForAll(carol, false);
        assertFalse(cards.isApprovedForAll(alice, carol));
    }

    // ---------------------------------------------------------------- fuzz

    function testFuzz_transferKeepsBalancesAndData(uint256 tokenId, uint8 assetType, address to) public {
        vm.assume(to != address(0) && to.code.length == 0 && to != alice);
        tokenId = bound(tokenId, 2, type(uint256).max);
        assetType = uint8(bound(assetType, 0, 3));
        _mintCard(alice, tokenId, assetType);
        vm.prank(alice);
        cards.transferFrom(alice, to, tokenId);
        assertEq(cards.ownerOf(tokenId), to);
        assertEq(cards.balanceOf(alice), 1);
        assertEq(cards.balanceOf(to), 1);
        assertEq(uint256(cards.assetTypeOf(tokenId)), assetType);
    }
}
