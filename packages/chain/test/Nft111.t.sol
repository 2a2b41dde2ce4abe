// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {IERC721Errors, IERC20Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Fixture} from "./utils/Fixture.sol";
import {NonReceiverMock} from "./utils/Mocks.sol";
import {RevertingBidder, MaliciousReceiver, NoCopyrightCollection} from "./utils/Nft111Actors.sol";
import {Nft111} from "../contracts/Nft111.sol";

contract Nft111Test is Fixture {
    event AuctionCreated(
        uint256 indexed auctionId,
        address indexed seller,
        address indexed collection,
        uint256 tokenId,
        address coin,
        uint256 startPrice,
        uint256 timeout
    );
    event BidPlaced(uint256 indexed auctionId, address indexed bidder, uint256 price);
    event AuctionCancelled(uint256 indexed auctionId);
    event NftWithdrawn(uint256 indexed auctionId, address indexed holder, address to);
    event Claimed(uint256 indexed auctionId, address indexed account, address to, uint256 amount);
    event CopyrightFeesWithdrawn(address indexed collection, address indexed coin, address to, uint256 amount);
    event PlatformFeesWithdrawn(address indexed collection, address indexed coin, address to, uint256 amount);
    event CoinAdded(address indexed coin, uint256 coinId);
    event CollectionAdded(address indexed collection, uint256 collectionId);
    event DefaultTimeoutChanged(uint256 timeout);

    uint256 internal constant MAX128 = type(uint128).max;

    // ---------------------------------------------------------------- create

    function test_createAuction_escrowsAndEmits() public {
        _mintCard(alice, 1, 0);
        vm.prank(alice);
        cards.approve(address(nft111), 1);
        vm.expectEmit(address(nft111));
        emit AuctionCreated(1, alice, address(cards), 1, address(0), 1 ether, DEFAULT_TIMEOUT);
        vm.prank(alice);
        uint256 auctionId = nft111.createAuction(cards, 1, address(0), 1 ether, 0);
        assertEq(auctionId, 1);
        assertEq(nft111.lastAuctionId(), 1);
        assertEq(cards.ownerOf(1), address(nft111));
        Nft111.AuctionView memory a = nft111.auctionOf(1);
        assertEq(a.holder, alice);
        assertEq(a.collection, address(cards));
        assertEq(a.tokenId, 1);
        assertEq(a.coin, address(0));
        assertEq(a.price, 1 ether);
        assertEq(a.minimumBid, 1.11 ether);
        assertEq(a.deadline, block.timestamp + DEFAULT_TIMEOUT);
        assertEq(a.timeout, DEFAULT_TIMEOUT);
        assertEq(a.bids, 0);
        assertTrue(a.open);
        assertFalse(a.locked);
    }

    function test_createAuction_customTimeoutAndErc20() public {
        _mintDragon(alice, 9);
        vm.startPrank(alice);
        dragons.setApprovalForAll(address(nft111), true);
        uint256 auctionId = nft111.createAuction(dragons, 9, address(mds), 500, 2 hours);
        vm.stopPrank();
        Nft111.AuctionView memory a = nft111.auctionOf(auctionId);
        assertEq(a.collection, address(dragons));
        assertEq(a.coin, address(mds));
        assertEq(a.timeout, 2 hours);
        assertEq(a.deadline, block.timestamp + 2 hours);
    }

    function test_createAuction_reverts() public {
        _mintCard(alice, 1, 0);
        vm.startPrank(alice);
        cards.approve(address(nft111), 1);
        vm.expectRevert(abi.encodeWithSelector(Nft111.Nft111CollectionNotAllowed.selector, address(mds)));
        nft111.createAuction(IERC721(address(mds)), 1, address(0), 1, 0);
        vm.expectRevert(abi.encodeWithSelector(Nft111.Nft111CoinNotAllowed.selector, address(mdv)));
        nft111.createAuction(cards, 1, address(mdv), 1, 0);
        vm.expectRevert(abi.encodeWithSelector(Nft111.Nft111InvalidStartPrice.selector, 0));
        nft111.createAuction(cards, 1, address(0), 0, 0);
        vm.expectRevert(abi.encodeWithSelector(Nft111.Nft111InvalidStartPrice.selector, MAX128 + 1));
        nft111.createAuction(cards, 1, address(0), MAX128 + 1, 0);
        vm.expectRevert(abi.encodeWithSelector(Nft111.Nft111InvalidTimeout.selector, 10 minutes - 1));
        nft111.createAuction(cards, 1, address(0), 1, 10 minutes - 1);
        vm.expectRevert(abi.encodeWithSelector(Nft111.Nft111InvalidTimeout.selector, uint256(type(uint24).max) + 1));
        nft111.createAuction(cards, 1, address(0), 1, uint256(type(uint24).max) + 1);
        vm.stopPrank();
        // Someone else cannot list alice's card, even if approved.
        vm.prank(alice);
        cards.setApprovalForAll(bob, true);
        vm.expectRevert(abi.encodeWithSelector(IERC721Errors.ERC721IncorrectOwner.selector, bob, 1, alice));
        vm.prank(bob);
        nft111.createAuction(cards, 1, address(0), 1, 0);
        assertEq(nft111.lastAuctionId(), 0);
    }

    function test_createAuction_bounds() public {
        uint256 a = _list(alice, 1, address(0), MAX128);
        assertEq(nft111.auctionOf(a).price, MAX128);
        _mintCard(alice, 2, 0);
        vm.startPrank(alice);
        cards.approve(address(nft111), 2);
        uint256 b = nft111.createAuction(cards, 2, address(0), 1, type(uint24).max);
        vm.stopPrank();
        assertEq(nft111.auctionOf(b).timeout, type(uint24).max);
    }

    // ---------------------------------------------------------------- bid: split

    function test_bid_firstBidSplit() public {
        uint256 auctionId = _list(alice, 1, address(0), 1 ether);
        vm.deal(bob, 2 ether);
        vm.warp(block.timestamp + 1 hours);
        vm.expectEmit(address(nft111));
        emit BidPlaced(auctionId, bob, 1.11 ether);
        vm.prank(bob);
        nft111.bid{value: 1.11 ether}(auctionId, 1 ether);

        Nft111.AuctionView memory a = nft111.auctionOf(auctionId);
        assertEq(a.holder, bob);
        assertEq(a.price, 1.11 ether);
        assertEq(a.bids, 1);
        assertEq(a.deadline, block.timestamp + DEFAULT_TIMEOUT);
        // The seller is the only earlier holding: 95% + the whole 1% pool = 96%.
        assertEq(nft111.claimable(auctionId, alice), 1.0656 ether);
        assertEq(nft111.claimable(auctionId, bob), 0);
        (uint256 copyright, uint256 platform) = nft111.feesOf(address(cards), address(0));
        assertEq(copyright, 0.0333 ether);
        assertEq(platform, 0.0111 ether);
        assertEq(address(nft111).balance, 1.11 ether);
        assertEq(cards.ownerOf(1), address(nft111));
    }

    function test_bid_laterBidsShareThePool() public {
        uint256 auctionId = _list(alice, 1, address(0), 1 ether);
        _bidMin(bob, auctionId); // 1.11
        _bidMin(carol, auctionId); // 1.2321
        // Bid 2 (1.2321): pool 0.012321 over alice and bob, 0.0061605 each; bob gets the rest.
        assertEq(nft111.claimable(auctionId, alice), 1.0656 ether + 0.0061605 ether);
        assertEq(
            nft111.claimable(auctionId, bob),
            1.2321 ether - 0.036963 ether - 0.012321 ether - 0.012321 ether + 0.0061605 ether
        );
        uint256 third = _bidMin(dave, auctionId); // 1.367631
        assertEq(third, 1.367631 ether);
        // Bid 3: pool 0.01367631 over 3 holdings = 0.00455877 each.
        assertEq(nft111.claimable(auctionId, alice), 1.0656 ether + 0.0061605 ether + 0.00455877 ether);
        assertEq(
            nft111.claimable(auctionId, carol),
            third - 0.04102893 ether - 0.01367631 ether - 0.01367631 ether + 0.00455877 ether
        );
        _assertConserved(auctionId, address(0));
    }

    function test_bid_repeatHolderCountsEachHolding() public {
        uint256 auctionId = _list(alice, 1, address(0), 100);
        _bidMin(bob, auctionId); // 111: holdings alice
        _bidMin(carol, auctionId); // 124: holdings alice, bob
        _bidMin(bob, auctionId); // 138: holdings alice, bob, carol
        _bidMin(carol, auctionId); // 154: holdings alice, bob, carol, bob
        // pools (floor 1%): 1, 1, 1, 1 -> perHolder 1/1=1, 1/2=0, 1/3=0, 1/4=0
        assertEq(nft111.claimable(auctionId, alice), _part(111, 1) + 1);
        _assertConserved(auctionId, address(0));
        vm.prank(bob);
        nft111.claim(auctionId, bob);
        vm.prank(alice);
        nft111.claim(auctionId, alice);
        vm.prank(carol);
        nft111.claim(auctionId, carol);
        (uint256 copyright, uint256 platform) = nft111.feesOf(address(cards), address(0));
        assertEq(address(nft111).balance, copyright + platform);
    }

    function test_bid_exactMinimumPassesOneWeiLessReverts() public {
        uint256 auctionId = _list(alice, 1, address(0), 1234567);
        uint256 minimum = nft111.minimumNextPrice(1234567);
        assertEq(minimum, 1370370); // 1234567 * 1.11 = 1370369.37 -> 1370370
        vm.deal(bob, 10 ether);
        vm.expectRevert(abi.encodeWithSelector(Nft111.Nft111PriceTooLow.selector, minimum - 1, minimum));
        vm.prank(bob);
        nft111.bid{value: minimum - 1}(auctionId, 1234567);
        vm.prank(bob);
        nft111.bid{value: minimum}(auctionId, 1234567);
        assertEq(nft111.auctionOf(auctionId).price, minimum);
    }

    function test_bid_aboveMinimumIsAccepted() public {
        uint256 auctionId = _list(alice, 1, address(0), 1 ether);
        vm.deal(bob, 5 ether);
        vm.prank(bob);
        nft111.bid{value: 5 ether}(auctionId, 1 ether);
        assertEq(nft111.auctionOf(auctionId).price, 5 ether);
        assertEq(nft111.auctionOf(auctionId).minimumBid, 5.55 ether);
    }

    function test_bid_frontRunRevertsWithoutMovingFunds() public {
        uint256 auctionId = _list(alice, 1, address(0), 1 ether);
        // bob and carol both saw price 1 ether; bob is mined first.
        _bidMin(bob, auctionId);
        vm.deal(carol, 2 ether);
        vm.expectRevert(abi.encodeWithSelector(Nft111.Nft111PriceChanged.selector, 1 ether, 1.11 ether));
        vm.prank(carol);
        nft111.bid{value: 1.2321 ether}(auctionId, 1 ether);
        assertEq(carol.balance, 2 ether);
        assertEq(address(nft111).balance, 1.11 ether);
        assertEq(nft111.auctionOf(auctionId).holder, bob);
    }

    function test_bid_lockedAtDeadline() public {
        uint256 auctionId = _list(alice, 1, address(0), 1 ether);
        uint256 deadline = nft111.auctionOf(auctionId).deadline;
        vm.warp(deadline - 1);
        _bidMin(bob, auctionId);
        deadline = nft111.auctionOf(auctionId).deadline;
        assertEq(deadline, block.timestamp + DEFAULT_TIMEOUT);
        vm.warp(deadline);
        assertTrue(nft111.auctionOf(auctionId).locked);
        vm.deal(carol, 2 ether);
        vm.expectRevert(abi.encodeWithSelector(Nft111.Nft111AuctionLocked.selector, auctionId, deadline));
        vm.prank(carol);
        nft111.bid{value: 1.2321 ether}(auctionId, 1.11 ether);
    }

    function test_bid_notOpenReverts() public {
        vm.deal(bob, 2 ether);
        vm.expectRevert(abi.encodeWithSelector(Nft111.Nft111AuctionNotOpen.selector, 5));
        vm.prank(bob);
        nft111.bid{value: 1 ether}(5, 0);
        uint256 auctionId = _list(alice, 1, address(0), 1 ether);
        vm.prank(alice);
        nft111.cancel(auctionId);
        vm.expectRevert(abi.encodeWithSelector(Nft111.Nft111AuctionNotOpen.selector, auctionId));
        vm.prank(bob);
        nft111.bid{value: 1.11 ether}(auctionId, 1 ether);
    }

    function test_bid_wrongCoinReverts() public {
        uint256 bnbAuction = _list(alice, 1, address(0), 1 ether);
        uint256 mdsAuction = _list(alice, 2, address(mds), 1 ether);
        vm.deal(bob, 2 ether);
        vm.expectRevert(abi.encodeWithSelector(Nft111.Nft111WrongCoin.selector, mdsAuction));
        vm.prank(bob);
        nft111.bid{value: 1.11 ether}(mdsAuction, 1 ether);
        vm.expectRevert(abi.encodeWithSelector(Nft111.Nft111WrongCoin.selector, bnbAuction));
        vm.prank(bob);
        nft111.bidToken(bnbAuction, 1 ether, 1.11 ether);
    }

    function test_bid_holderCannotOutbidItself() public {
        uint256 auctionId = _list(alice, 1, address(0), 1 ether);
        vm.deal(alice, 2 ether);
        vm.expectRevert(abi.encodeWithSelector(Nft111.Nft111AlreadyHolder.selector, alice));
        vm.prank(alice);
        nft111.bid{value: 1.11 ether}(auctionId, 1 ether);
    }

    function test_bid_above128BitsReverts() public {
        uint256 start = MAX128 * 100 / 111 + 1; // its minimum next price needs 129 bits
        uint256 auctionId = _list(alice, 1, address(0), start);
        uint256 minimum = nft111.minimumNextPrice(start);
        assertTrue(minimum > MAX128);
        vm.deal(bob, minimum);
        vm.expectRevert(abi.encodeWithSelector(Nft111.Nft111PriceTooHigh.selector, minimum));
        vm.prank(bob);
        nft111.bid{value: minimum}(auctionId, start);
    }

    function test_bidToken_pullsTheCoin() public {
        uint256 auctionId = _list(alice, 1, address(mds), 100 ether);
        vm.prank(admin);
        mds.mint(bob, 200 ether);
        vm.prank(bob);
        mds.approve(address(nft111), 111 ether);
        vm.prank(bob);
        nft111.bidToken(auctionId, 100 ether, 111 ether);
        assertEq(mds.balanceOf(address(nft111)), 111 ether);
        assertEq(mds.balanceOf(bob), 89 ether);
        assertEq(nft111.claimable(auctionId, alice), 106.56 ether);
        vm.prank(alice);
        nft111.claim(auctionId, alice);
        assertEq(mds.balanceOf(alice), 106.56 ether);
        (uint256 copyright, uint256 platform) = nft111.feesOf(address(cards), address(mds));
        assertEq(copyright, 3.33 ether);
        assertEq(platform, 1.11 ether);
        _assertConserved(auctionId, address(mds));
    }

    function test_bidToken_withoutAllowanceReverts() public {
        uint256 auctionId = _list(alice, 1, address(mds), 100 ether);
        vm.prank(admin);
        mds.mint(bob, 200 ether);
        vm.expectRevert(
            abi.encodeWithSelector(IERC20Errors.ERC20InsufficientAllowance.selector, address(nft111), 0, 111 ether)
        );
        vm.prank(bob);
        nft111.bidToken(auctionId, 100 ether, 111 ether);
        assertEq(nft111.auctionOf(auctionId).holder, alice);
    }

    // ---------------------------------------------------------------- cancel

    function test_cancel_returnsTheNft() public {
        uint256 auctionId = _list(alice, 1, address(0), 1 ether);
        vm.expectEmit(address(nft111));
        emit AuctionCancelled(auctionId);
        vm.prank(alice);
        nft111.cancel(auctionId);
        assertEq(cards.ownerOf(1), alice);
        assertFalse(nft111.auctionOf(auctionId).open);
    }

    function test_cancel_reverts() public {
        uint256 auctionId = _list(alice, 1, address(0), 1 ether);
        vm.expectRevert(abi.encodeWithSelector(Nft111.Nft111NotHolder.selector, bob));
        vm.prank(bob);
        nft111.cancel(auctionId);
        _bidMin(bob, auctionId);
        vm.expectRevert(abi.encodeWithSelector(Nft111.Nft111AuctionHasBids.selector, auctionId));
        vm.prank(bob);
        nft111.cancel(auctionId);
        vm.expectRevert(abi.encodeWithSelector(Nft111.Nft111NotHolder.selector, alice));
        vm.prank(alice);
        nft111.cancel(auctionId);
        vm.expectRevert(abi.encodeWithSelector(Nft111.Nft111AuctionNotOpen.selector, 9));
        nft111.cancel(9);
    }

    function test_cancel_twiceReverts() public {
        uint256 auctionId = _list(alice, 1, address(0), 1 ether);
        vm.prank(alice);
        nft111.cancel(auctionId);
        vm.expectRevert(abi.encodeWithSelector(Nft111.Nft111AuctionNotOpen.selector, auctionId));
        vm.prank(alice);
        nft111.cancel(auctionId);
    }

    // ---------------------------------------------------------------- withdraw NFT

    function test_withdrawNft_byHolderAfterTimeout() public {
        uint256 auctionId = _list(alice, 1, address(0), 1 ether);
        _bidMin(bob, auctionId);
        uint256 deadline = nft111.auctionOf(auctionId).deadline;
        vm.expectRevert(abi.encodeWithSelector(Nft111.Nft111AuctionNotLocked.selector, auctionId, deadline));
        vm.prank(bob);
        nft111.withdrawNft(auctionId, bob);
        vm.warp(deadline);
        vm.expectRevert(abi.encodeWithSelector(Nft111.Nft111NotHolder.selector, alice));
        vm.prank(alice);
        nft111.withdrawNft(auctionId, alice);
        vm.expectEmit(address(nft111));
        emit NftWithdrawn(auctionId, bob, carol);
        vm.prank(bob);
        nft111.withdrawNft(auctionId, carol);
        assertEq(cards.ownerOf(1), carol);
        Nft111.AuctionView memory a = nft111.auctionOf(auctionId);
        assertFalse(a.open);
        assertFalse(a.locked);
        assertEq(a.holder, bob);
        // A second withdrawal reverts; claims still work.
        vm.expectRevert(abi.encodeWithSelector(Nft111.Nft111AuctionNotOpen.selector, auctionId));
        vm.prank(bob);
        nft111.withdrawNft(auctionId, bob);
        vm.prank(alice);
        nft111.claim(auctionId, alice);
        assertEq(alice.balance, 1.0656 ether);
    }

    function test_withdrawNft_sellerWithoutBids() public {
        uint256 auctionId = _list(alice, 1, address(0), 1 ether);
        vm.warp(block.timestamp + DEFAULT_TIMEOUT);
        vm.prank(alice);
        nft111.withdrawNft(auctionId, alice);
        assertEq(cards.ownerOf(1), alice);
    }

    function test_withdrawNft_toNonReceiverReverts() public {
        uint256 auctionId = _list(alice, 1, address(0), 1 ether);
        vm.warp(block.timestamp + DEFAULT_TIMEOUT);
        address none = address(new NonReceiverMock());
        vm.expectRevert(abi.encodeWithSelector(IERC721Errors.ERC721InvalidReceiver.selector, none));
        vm.prank(alice);
        nft111.withdrawNft(auctionId, none);
        assertTrue(nft111.auctionOf(auctionId).open);
        vm.expectRevert(abi.encodeWithSelector(Nft111.Nft111AuctionNotOpen.selector, 77));
        nft111.withdrawNft(77, alice);
    }

    // ---------------------------------------------------------------- claim

    function test_claim_paysAndResets() public {
        uint256 auctionId = _list(alice, 1, address(0), 1 ether);
        _bidMin(bob, auctionId);
        vm.expectEmit(address(nft111));
        emit Claimed(auctionId, alice, dave, 1.0656 ether);
        vm.prank(alice);
        uint256 paid = nft111.claim(auctionId, dave);
        assertEq(paid, 1.0656 ether);
        assertEq(dave.balance, 1.0656 ether);
        assertEq(nft111.claimable(auctionId, alice), 0);
        vm.expectRevert(Nft111.Nft111NothingToClaim.selector);
        vm.prank(alice);
        nft111.claim(auctionId, alice);
        // Later bids keep paying alice's holding share.
        _bidMin(carol, auctionId);
        assertEq(nft111.claimable(auctionId, alice), 0.0061605 ether);
        vm.prank(alice);
        nft111.claim(auctionId, alice);
        assertEq(alice.balance, 0.0061605 ether);
        _assertConserved(auctionId, address(0));
    }

    function test_claim_reverts() public {
        uint256 auctionId = _list(alice, 1, address(0), 1 ether);
        vm.expectRevert(Nft111.Nft111InvalidRecipient.selector);
        vm.prank(alice);
        nft111.claim(auctionId, address(0));
        vm.expectRevert(Nft111.Nft111NothingToClaim.selector);
        vm.prank(alice);
        nft111.claim(auctionId, alice);
        vm.expectRevert(Nft111.Nft111NothingToClaim.selector);
        nft111.claim(99, alice);
    }

    function test_refundGriefing_doesNotBlockTheNextBid() public {
        uint256 auctionId = _list(alice, 1, address(0), 1 ether);
        RevertingBidder griefer = new RevertingBidder(nft111);
        vm.deal(address(this), 2 ether);
        griefer.bid{value: 1.11 ether}(auctionId, 1 ether);
        // The next bid goes through although the outbid wallet refuses BNB.
        _bidMin(bob, auctionId);
        assertEq(nft111.auctionOf(auctionId).holder, bob);
        uint256 owed = nft111.claimable(auctionId, address(griefer));
        assertTrue(owed > 0);
        // Its own claim to itself fails, and the amount stays claimable.
        vm.expectRevert(abi.encodeWithSelector(Nft111.Nft111NativeTransferFailed.selector, address(griefer), owed));
        griefer.claim(auctionId, address(griefer));
        assertEq(nft111.claimable(auctionId, address(griefer)), owed);
        // Claimed to another address, it is paid.
        griefer.claim(auctionId, carol);
        assertEq(carol.balance, owed);
        _assertConserved(auctionId, address(0));
    }

    function test_reentrancy_maliciousReceiverCannotReenter() public {
        uint256 auctionId = _list(alice, 1, address(0), 1 ether);
        uint256 other = _list(alice, 2, address(0), 1 ether);
        MaliciousReceiver attacker = new MaliciousReceiver(nft111);
        vm.deal(address(attacker), 10 ether);
        vm.deal(address(this), 2 ether);
        attacker.bid{value: 1.11 ether}(auctionId, 1 ether);
        vm.warp(block.timestamp + DEFAULT_TIMEOUT);
        attacker.addReentry(abi.encodeCall(Nft111.bid, (auctionId, 1.11 ether)));
        attacker.addReentry(abi.encodeCall(Nft111.bid, (other, 1 ether)));
        attacker.addReentry(abi.encodeCall(Nft111.withdrawNft, (auctionId, address(attacker))));
        attacker.addReentry(abi.encodeCall(Nft111.claim, (auctionId, address(attacker))));
        attacker.addReentry(abi.encodeCall(Nft111.cancel, (other)));
        uint256 balanceBefore = address(nft111).balance;
        uint256 aliceOwed = nft111.claimable(auctionId, alice);
        attacker.withdrawNft(auctionId);
        assertEq(attacker.reentrySucceeded(), 0);
        assertEq(attacker.reentryFailed(), 5);
        assertEq(cards.ownerOf(1), address(attacker));
        assertEq(cards.ownerOf(2), address(nft111));
        assertEq(address(nft111).balance, balanceBefore);
        assertEq(nft111.claimable(auctionId, alice), aliceOwed);
        assertEq(nft111.auctionOf(other).holder, alice);
    }

    // ---------------------------------------------------------------- fees

    function test_fees_copyrightOwnerWithdraws() public {
        uint256 auctionId = _list(alice, 1, address(0), 1 ether);
        _bidMin(bob, auctionId);
        vm.expectRevert(abi.encodeWithSelector(Nft111.Nft111NotCopyrightOwner.selector, bob));
        vm.prank(bob);
        nft111.withdrawCopyrightFees(address(cards), address(0), bob);
        vm.expectEmit(address(nft111));
        emit CopyrightFeesWithdrawn(address(cards), address(0), treasury, 0.0333 ether);
        vm.prank(copyrightOwner);
        nft111.withdrawCopyrightFees(address(cards), address(0), treasury);
        assertEq(treasury.balance, 0.0333 ether);
        vm.expectRevert(Nft111.Nft111NothingToClaim.selector);
        vm.prank(copyrightOwner);
        nft111.withdrawCopyrightFees(address(cards), address(0), treasury);
        (uint256 copyright, uint256 platform) = nft111.feesOf(address(cards), address(0));
        assertEq(copyright, 0);
        assertEq(platform, 0.0111 ether);
        // A new copyright owner takes over what accrues next.
        vm.prank(admin);
        cards.setCopyrightOwner(dave);
        _bidMin(carol, auctionId);
        vm.prank(dave);
        nft111.withdrawCopyrightFees(address(cards), address(0), dave);
        assertEq(dave.balance, 0.036963 ether);
        vm.expectRevert(Nft111.Nft111InvalidRecipient.selector);
        vm.prank(dave);
        nft111.withdrawCopyrightFees(address(cards), address(0), address(0));
    }

    function test_fees_platformWithdrawnByOwner() public {
        uint256 auctionId = _list(alice, 1, address(0), 1 ether);
        _bidMin(bob, auctionId);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, bob));
        vm.prank(bob);
        nft111.withdrawPlatformFees(address(cards), address(0), bob);
        vm.expectEmit(address(nft111));
        emit PlatformFeesWithdrawn(address(cards), address(0), treasury, 0.0111 ether);
        vm.prank(admin);
        nft111.withdrawPlatformFees(address(cards), address(0), treasury);
        assertEq(treasury.balance, 0.0111 ether);
        vm.expectRevert(Nft111.Nft111NothingToClaim.selector);
        vm.prank(admin);
        nft111.withdrawPlatformFees(address(cards), address(0), treasury);
        vm.expectRevert(Nft111.Nft111InvalidRecipient.selector);
        vm.prank(admin);
        nft111.withdrawPlatformFees(address(cards), address(0), address(0));
        (uint256 copyright,) = nft111.feesOf(address(cards), address(0));
        assertEq(copyright, 0.0333 ether);
    }

    function test_fees_unknownBucketReverts() public {
        vm.expectRevert(abi.encodeWithSelector(Nft111.Nft111CollectionNotAllowed.selector, address(mds)));
        nft111.feesOf(address(mds), address(0));
        vm.expectRevert(abi.encodeWithSelector(Nft111.Nft111CoinNotAllowed.selector, address(mdv)));
        nft111.feesOf(address(cards), address(mdv));
    }

    // ---------------------------------------------------------------- admin and views

    function test_admin_addCoinAndCollection() public {
        vm.expectEmit(address(nft111));
        emit CoinAdded(address(mdv), 2);
        vm.prank(admin);
        nft111.addCoin(address(mdv));
        address[] memory coinList = nft111.coins();
        assertEq(coinList.length, 3);
        assertEq(coinList[0], address(0));
        assertEq(coinList[1], address(mds));
        assertEq(coinList[2], address(mdv));
        address[] memory collectionList = nft111.collections();
        assertEq(collectionList.length, 2);
        assertEq(collectionList[0], address(dragons));
        assertEq(collectionList[1], address(cards));

        vm.startPrank(admin);
        vm.expectRevert(abi.encodeWithSelector(Nft111.Nft111CannotAdd.selector, address(mdv)));
        nft111.addCoin(address(mdv));
        vm.expectRevert(abi.encodeWithSelector(Nft111.Nft111CannotAdd.selector, address(0)));
        nft111.addCoin(address(0));
        vm.expectRevert(abi.encodeWithSelector(Nft111.Nft111CannotAdd.selector, address(cards)));
        nft111.addCollection(address(cards));
        address bad = address(new NoCopyrightCollection());
        vm.expectRevert(abi.encodeWithSelector(Nft111.Nft111CollectionNotAllowed.selector, bad));
        nft111.addCollection(bad);
        vm.stopPrank();

        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, alice));
        vm.prank(alice);
        nft111.addCoin(address(0xbeef));
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, alice));
        vm.prank(alice);
        nft111.addCollection(address(0xbeef));
    }

    function test_admin_256CoinsAtMost() public {
        vm.startPrank(admin);
        for (uint256 i = 3; i <= 256; i++) {
            // forge-lint: disable-next-line(unsafe-typecast)
            nft111.addCoin(address(uint160(0x1000 + i)));
        }
        assertEq(nft111.coins().length, 256);
        vm.expectRevert(abi.encodeWithSelector(Nft111.Nft111CannotAdd.selector, address(0x9999)));
        nft111.addCoin(address(0x9999));
        vm.stopPrank();
    }

    function test_admin_defaultTimeout() public {
        vm.expectEmit(address(nft111));
        emit DefaultTimeoutChanged(3 days);
        vm.prank(admin);
        nft111.setDefaultTimeout(3 days);
        assertEq(nft111.defaultTimeout(), 3 days);
        uint256 auctionId = _list(alice, 1, address(0), 1 ether);
        assertEq(nft111.auctionOf(auctionId).timeout, 3 days);
        vm.startPrank(admin);
        vm.expectRevert(abi.encodeWithSelector(Nft111.Nft111InvalidTimeout.selector, 1));
        nft111.setDefaultTimeout(1);
        vm.expectRevert(abi.encodeWithSelector(Nft111.Nft111InvalidTimeout.selector, 2 ** 24));
        nft111.setDefaultTimeout(2 ** 24);
        vm.stopPrank();
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, alice));
        vm.prank(alice);
        nft111.setDefaultTimeout(3 days);
        vm.expectRevert(abi.encodeWithSelector(Nft111.Nft111InvalidTimeout.selector, 0));
        new Nft111(0, admin);
    }

    function test_auctionOf_missingIsZero() public view {
        Nft111.AuctionView memory a = nft111.auctionOf(42);
        assertEq(a.holder, address(0));
        assertFalse(a.open);
        assertEq(nft111.claimable(42, alice), 0);
    }

    // ---------------------------------------------------------------- fuzz

    function testFuzz_minimumNextPrice_isCeilOf111Percent(uint256 price) public view {
        price = bound(price, 0, 2 ** 128);
        uint256 minimum = nft111.minimumNextPrice(price);
        // Reference: ceil(price * 1.11) without the contract's formula.
        uint256 exact = price * 111;
        uint256 expected = exact / 100 + (exact % 100 == 0 ? 0 : 1);
        assertEq(minimum, expected);
        // minimum is the least value whose 100x reaches 111x price.
        assertTrue(minimum * 100 >= exact);
        if (minimum > 0) assertTrue((minimum - 1) * 100 < exact);
    }

    function testFuzz_bid_minimumPassesOneWeiLessReverts(uint256 start) public {
        // Every start price whose minimum next bid still fits in 128 bits.
        start = bound(start, 1, MAX128 * 100 / 111);
        uint256 minimum = nft111.minimumNextPrice(start);
        vm.assume(minimum <= MAX128);
        uint256 auctionId = _list(alice, 1, address(0), start);
        vm.deal(bob, minimum);
        vm.expectRevert(abi.encodeWithSelector(Nft111.Nft111PriceTooLow.selector, minimum - 1, minimum));
        vm.prank(bob);
        nft111.bid{value: minimum - 1}(auctionId, start);
        vm.prank(bob);
        nft111.bid{value: minimum}(auctionId, start);
        assertEq(nft111.auctionOf(auctionId).price, minimum);
        _assertConserved(auctionId, address(0));
    }

    function testFuzz_splitBid_partsSumToTheBid(uint256 amount, uint256 bidNumber) public view {
        amount = bound(amount, 0, MAX128);
        bidNumber = bound(bidNumber, 1, 1000);
        (uint256 toPrevious, uint256 copyright, uint256 platform, uint256 perHolder) =
            nft111.splitBid(amount, bidNumber);
        assertEq(toPrevious + copyright + platform + perHolder * bidNumber, amount);
        assertEq(copyright, amount * 3 / 100);
        assertEq(platform, amount / 100);
        assertEq(perHolder, amount / 100 / bidNumber);
        // The previous holder gets at least 95% and at most 95% plus the rounding of four parts.
        assertTrue(toPrevious * 100 >= amount * 95);
        assertTrue(toPrevious <= amount * 95 / 100 + 3 + bidNumber);
    }

    function testFuzz_bidSequence_conservesEveryUnit(uint256 seed, uint256 start, uint8 count) public {
        start = bound(start, 1, 1e30);
        count = uint8(bound(count, 1, 12));
        uint256 auctionId = _list(alice, 1, address(0), start);
        address[4] memory bidders = [bob, carol, dave, alice];
        uint256 total;
        for (uint256 i = 0; i < count; i++) {
            seed = uint256(keccak256(abi.encode(seed, i)));
            address bidder = bidders[seed % 4];
            Nft111.AuctionView memory a = nft111.auctionOf(auctionId);
            if (bidder == a.holder) bidder = bidders[(seed + 1) % 4];
            // Raise by the minimum up to about 3x.
            uint256 amount = a.minimumBid + (seed >> 8) % (a.minimumBid * 2 + 1);
            vm.deal(bidder, amount);
            vm.prank(bidder);
            nft111.bid{value: amount}(auctionId, a.price);
            total += amount;
        }
        assertEq(address(nft111).balance, total);
        _assertConserved(auctionId, address(0));
    }

    // ---------------------------------------------------------------- helpers

    /// @dev The previous holder's part of a first bid (no shares yet).
    function _part(uint256 amount, uint256 bidNumber) internal view returns (uint256 toPrevious) {
        (toPrevious,,,) = nft111.splitBid(amount, bidNumber);
    }

    /// @dev The contract holds exactly what it owes on this (single) auction.
    function _assertConserved(uint256 auctionId, address coin) internal view {
        address[5] memory accounts = [alice, bob, carol, dave, address(0)];
        uint256 owed;
        for (uint256 i = 0; i < accounts.length; i++) {
            owed += nft111.claimable(auctionId, accounts[i]);
        }
        Nft111.AuctionView memory a = nft111.auctionOf(auctionId);
        (uint256 copyright, uint256 platform) = nft111.feesOf(a.collection, coin);
        owed += copyright + platform;
        uint256 balance = coin == address(0) ? address(nft111).balance : mds.balanceOf(address(nft111));
        assertEq(owed, balance, "balance != claimable + fees");
    }
}
