// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Test} from "./Test.sol";
import {GameCoin} from "../../contracts/GameCoin.sol";
import {DragonNFT} from "../../contracts/DragonNFT.sol";
import {CardNFT} from "../../contracts/CardNFT.sol";
import {Activation} from "../../contracts/Activation.sol";
import {GameVault} from "../../contracts/GameVault.sol";
import {Nft111} from "../../contracts/Nft111.sol";

/// @notice Deploys the whole system as the deploy script does, with named actors.
abstract contract Fixture is Test {
    uint256 internal constant SIGNER_KEY = 0xA11CE;
    uint256 internal constant DEFAULT_TIMEOUT = 1 days;

    address internal admin;
    address internal copyrightOwner;
    address internal treasury;
    address internal signer;
    address internal alice;
    address internal bob;
    address internal carol;
    address internal dave;

    GameCoin internal mds;
    GameCoin internal mdv;
    DragonNFT internal dragons;
    CardNFT internal cards;
    Activation internal activation;
    GameVault internal vault;
    Nft111 internal nft111;

    function setUp() public virtual {
        admin = makeAddr("admin");
        copyrightOwner = makeAddr("copyrightOwner");
        treasury = makeAddr("treasury");
        signer = vm.addr(SIGNER_KEY);
        alice = makeAddr("alice");
        bob = makeAddr("bob");
        carol = makeAddr("carol");
        dave = makeAddr("dave");

        vm.startPrank(admin);
        mds = new GameCoin("Mo Dragon Shard", "MDS", 18, admin);
        mdv = new GameCoin("Mo Dragon Value", "MDV", 6, admin);
        dragons = new DragonNFT(admin, copyrightOwner);
        cards = new CardNFT(admin, copyrightOwner);
        activation = new Activation(mdv, treasury, admin);
        vault = new GameVault(cards, signer, admin);
        nft111 = new Nft111(DEFAULT_TIMEOUT, admin);

        cards.grantRole(cards.MINTER_ROLE(), address(vault));
        cards.grantRole(cards.MINTER_ROLE(), admin);
        dragons.grantRole(dragons.MINTER_ROLE(), admin);
        vault.setCollectionAllowed(address(cards), true);
        vault.setCollectionAllowed(address(dragons), true);
        vault.setCoinAllowed(address(mds), true);
        vault.setCoinAllowed(address(mdv), true);
        nft111.addCollection(address(dragons));
        nft111.addCollection(address(cards));
        nft111.addCoin(address(mds));
        vm.stopPrank();
    }

    function _mintCard(address to, uint256 tokenId, uint8 assetType) internal {
        vm.prank(admin);
        cards.safeMint(to, tokenId, assetType);
    }

    function _mintDragon(address to, uint256 tokenId) internal {
        vm.prank(admin);
        dragons.safeMint(to, tokenId);
    }

    /// @dev `seller` lists card `tokenId` (minted here) at `startPrice` of `coin` with the default timeout.
    function _list(address seller, uint256 tokenId, address coin, uint256 startPrice) internal returns (uint256) {
        _mintCard(seller, tokenId, 0);
        vm.startPrank(seller);
        cards.approve(address(nft111), tokenId);
        uint256 auctionId = nft111.createAuction(cards, tokenId, coin, startPrice, 0);
        vm.stopPrank();
        return auctionId;
    }

    /// @dev `bidder` bids the minimum in BNB on BNB auction `auctionId`; returns the amount.
    function _bidMin(address bidder, uint256 auctionId) internal returns (uint256 amount) {
        uint256 price = nft111.auctionOf(auctionId).price;
        amount = nft111.minimumNextPrice(price);
        vm.deal(bidder, bidder.balance + amount);
        vm.prank(bidder);
        nft111.bid{value: amount}(auctionId, price);
    }
}
