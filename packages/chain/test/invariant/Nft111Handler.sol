// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {Test} from "../utils/Test.sol";
import {Nft111} from "../../contracts/Nft111.sol";
import {CardNFT} from "../../contracts/CardNFT.sol";
import {GameCoin} from "../../contracts/GameCoin.sol";

/// @notice Drives random auction traffic (create, bid in BNB and MDS, cancel, time passing,
/// withdraw, claims, fee withdrawals) and keeps ghost totals for the invariants.
contract Nft111Handler is Test {
    Nft111 public immutable nft111;
    CardNFT public immutable cards;
    GameCoin public immutable mds;
    address public immutable admin;
    address public immutable copyrightOwner;

    address[] internal _actors;
    uint256[] internal _auctionIds;
    mapping(uint256 auctionId => address) public recipientOf; // where a closed auction's NFT went
    mapping(address coin => uint256) public paidIn;
    mapping(address coin => uint256) public paidOut;
    uint256 internal _nextTokenId = 1_000_000;
    /// @dev Few auctions at a time, so that each gets long bid sequences, and a bounded total so
    /// that the invariant checks stay cheap in long campaigns.
    uint256 internal constant _MAX_OPEN = 4;
    uint256 internal constant _MAX_AUCTIONS = 24;
    uint256 public calls;

    constructor(Nft111 nft111_, CardNFT cards_, GameCoin mds_, address admin_, address copyrightOwner_) {
        nft111 = nft111_;
        cards = cards_;
        mds = mds_;
        admin = admin_;
        copyrightOwner = copyrightOwner_;
        for (uint256 i = 1; i <= 5; i++) {
            // forge-lint: disable-next-line(unsafe-typecast)
            _actors.push(address(uint160(0xA000 + i)));
        }
    }

    function actors() external view returns (address[] memory) {
        return _actors;
    }

    function auctionIds() external view returns (uint256[] memory) {
        return _auctionIds;
    }

    // ---------------------------------------------------------------- actions

    function create(uint256 actorSeed, bool inMds, uint256 startPrice, uint256 timeout) external {
        calls++;
        if (_auctionIds.length >= _MAX_AUCTIONS || _openCount() >= _MAX_OPEN) return;
        address seller = _actor(actorSeed);
        uint256 tokenId = _nextTokenId++;
        vm.prank(admin);
        // forge-lint: disable-next-line(unsafe-typecast)
        cards.safeMint(seller, tokenId, uint8(tokenId % 4));
        startPrice = bound(startPrice, 1, 1e24);
        timeout = bound(timeout, 10 minutes, 3 days);
        vm.startPrank(seller);
        cards.approve(address(nft111), tokenId);
        uint256 auctionId = nft111.createAuction(cards, tokenId, inMds ? address(mds) : address(0), startPrice, timeout);
        vm.stopPrank();
        _auctionIds.push(auctionId);
    }

    function bid(uint256 actorSeed, uint256 auctionSeed, uint256 raise) external {
        calls++;
        (bool found, uint256 auctionId, Nft111.AuctionView memory a) = _openAuction(auctionSeed);
        if (!found || a.locked) return;
        address bidder = _actor(actorSeed);
        if (bidder == a.holder) bidder = _actor(actorSeed % _actors.length + 1);
        uint256 amount = a.minimumBid + raise % (a.minimumBid + 1);
        if (amount > type(uint128).max) return;
        if (a.coin == address(0)) {
            vm.deal(bidder, amount);
            vm.prank(bidder);
            nft111.bid{value: amount}(auctionId, a.price);
        } else {
            mds.mint(bidder, amount); // the handler owns MDS in the invariant setup
            vm.startPrank(bidder);
            mds.approve(address(nft111), amount);
            nft111.bidToken(auctionId, a.price, amount);
            vm.stopPrank();
        }
        paidIn[a.coin] += amount;
    }

    function cancel(uint256 auctionSeed) external {
        calls++;
        (bool found, uint256 auctionId, Nft111.AuctionView memory a) = _openAuction(auctionSeed);
        if (!found || a.bids != 0) return;
        vm.prank(a.holder);
        nft111.cancel(auctionId);
        recipientOf[auctionId] = a.holder;
    }

    function passTime(uint256 seconds_) external {
        calls++;
        vm.warp(block.timestamp + bound(seconds_, 1, 12 hours));
    }

    function withdrawNft(uint256 auctionSeed, uint256 recipientSeed) external {
        calls++;
        (bool found, uint256 auctionId, Nft111.AuctionView memory a) = _openAuction(auctionSeed);
        if (!found || !a.locked) return;
        address to = _actor(recipientSeed);
        vm.prank(a.holder);
        nft111.withdrawNft(auctionId, to);
        recipientOf[auctionId] = to;
    }

    function claim(uint256 actorSeed, uint256 auctionSeed) external {
        calls++;
        if (_auctionIds.length == 0) return;
        uint256 auctionId = _auctionIds[auctionSeed % _auctionIds.length];
        address account = _actor(actorSeed);
        uint256 owed = nft111.claimable(auctionId, account);
        if (owed == 0) return;
        address coin = nft111.auctionOf(auctionId).coin;
        vm.prank(account);
        nft111.claim(auctionId, account);
        paidOut[coin] += owed;
    }

    function withdrawFees(bool inMds, bool platform) external {
        calls++;
        address coin = inMds ? address(mds) : address(0);
        (uint256 copyright, uint256 platformFees) = nft111.feesOf(address(cards), coin);
        uint256 amount = platform ? platformFees : copyright;
        if (amount == 0) return;
        if (platform) {
            vm.prank(admin);
            nft111.withdrawPlatformFees(address(cards), coin, admin);
        } else {
            vm.prank(copyrightOwner);
            nft111.withdrawCopyrightFees(address(cards), coin, copyrightOwner);
        }
        paidOut[coin] += amount;
    }

    // ---------------------------------------------------------------- helpers

    function _actor(uint256 seed) internal view returns (address) {
        return _actors[seed % _actors.length];
    }

    function _openCount() internal view returns (uint256 count) {
        for (uint256 i = 0; i < _auctionIds.length; i++) {
            if (nft111.auctionOf(_auctionIds[i]).open) count++;
        }
    }

    function _openAuction(uint256 seed)
        internal
        view
        returns (bool found, uint256 auctionId, Nft111.AuctionView memory a)
    {
        uint256 count = _auctionIds.length;
        for (uint256 i = 0; i < count; i++) {
            auctionId = _auctionIds[(seed % count + i) % count];
            a = nft111.auctionOf(auctionId);
            if (a.open) return (true, auctionId, a);
        }
    }
}
