// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC721Receiver} from "@openzeppelin/contracts/token/ERC721/IERC721Receiver.sol";
import {Nft111} from "../../contracts/Nft111.sol";

/// @notice A bidder whose wallet refuses BNB (refund griefing attempt).
contract RevertingBidder {
    Nft111 internal immutable _auction;

    constructor(Nft111 auction_) {
        _auction = auction_;
    }

    function bid(uint256 auctionId, uint256 expectedPrice) external payable {
        _auction.bid{value: msg.value}(auctionId, expectedPrice);
    }

    function claim(uint256 auctionId, address to) external returns (uint256) {
        return _auction.claim(auctionId, to);
    }

    receive() external payable {
        revert("no BNB please");
    }
}

/// @notice Holds an auction and, when the NFT arrives, tries to re-enter the auction contract.
contract MaliciousReceiver is IERC721Receiver {
    Nft111 internal immutable _auction;
    bytes[] internal _calls;
    uint256 public reentrySucceeded;
    uint256 public reentryFailed;

    constructor(Nft111 auction_) {
        _auction = auction_;
    }

    function bid(uint256 auctionId, uint256 expectedPrice) external payable {
        _auction.bid{value: msg.value}(auctionId, expectedPrice);
    }

    function withdrawNft(uint256 auctionId) external {
        _auction.withdrawNft(auctionId, address(this));
    }

    function addReentry(bytes calldata call_) external {
        _calls.push(call_);
    }

    function onERC721Received(address, address, uint256, bytes calldata) external returns (bytes4) {
        for (uint256 i = 0; i < _calls.length; i++) {
            (bool ok,) = address(_auction).call{value: address(this).balance}(_calls[i]);
            if (ok) reentrySucceeded++;
            else reentryFailed++;
        }
        return IERC721Receiver.onERC721Received.selector;
    }

    receive() external payable {}
}

/// @notice A collection without a copyright owner.
contract NoCopyrightCollection {
    function copyrightOwner() external pure returns (address) {
        return address(0);
    }
}
