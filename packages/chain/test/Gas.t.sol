// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {Fixture} from "./utils/Fixture.sol";
import {OzErc721Mock} from "./utils/Mocks.sol";

/**
 * @notice Gas of the main operations in the state they usually run in, written by forge to
 * snapshots/<contract>.json. Each top-level call is its own transaction (isolate = true in
 * foundry.toml): storage starts cold and the figure is the full transaction gas (21,000 base +
 * calldata + execution), what a wallet pays. The two goals are asserted.
 */
contract GasTest is Fixture {
    uint256 internal constant TRANSFER_GOAL = 43_000;
    uint256 internal constant BID_GOAL = 66_000;

    function setUp() public override {
        super.setUp();
        // The fee bucket and the holders' wallets already exist, as on a live market.
        uint256 warmup = _list(dave, 999, address(0), 1 ether);
        _bidMin(carol, warmup);
    }

    // ---------------------------------------------------------------- NFTs

    function test_gas_cardTransferToHolder() public {
        _mintCard(alice, 1, 0);
        _mintCard(alice, 2, 0);
        _mintCard(bob, 3, 0);
        vm.prank(alice);
        cards.transferFrom(alice, bob, 1);
        uint256 gas = vm.snapshotGasLastCall("CardNFT", "transferFrom to a holder");
        assertLe(gas, TRANSFER_GOAL, "card transfer to a holder");
    }

    function test_gas_openZeppelinTransferToHolder() public {
        // The same transfer with OpenZeppelin 5.7's ERC721, for comparison.
        OzErc721Mock oz = new OzErc721Mock();
        oz.mint(alice, 1);
        oz.mint(alice, 2);
        oz.mint(bob, 3);
        vm.prank(alice);
        oz.transferFrom(alice, bob, 1);
        vm.snapshotGasLastCall("Reference", "OpenZeppelin ERC721 transferFrom to a holder");
    }

    function test_gas_cardTransferToNewHolder() public {
        _mintCard(alice, 1, 0);
        _mintCard(alice, 2, 0);
        vm.prank(alice);
        cards.transferFrom(alice, bob, 1);
        vm.snapshotGasLastCall("CardNFT", "transferFrom to an empty wallet");
    }

    function test_gas_dragonTransferToHolder() public {
        _mintDragon(alice, 1);
        _mintDragon(alice, 2);
        _mintDragon(bob, 3);
        vm.prank(alice);
        dragons.transferFrom(alice, bob, 1);
        uint256 gas = vm.snapshotGasLastCall("DragonNFT", "transferFrom to a holder");
        assertLe(gas, TRANSFER_GOAL, "dragon transfer to a holder");
    }

    function test_gas_cardSafeMint() public {
        _mintCard(bob, 3, 0);
        vm.prank(admin);
        cards.safeMint(bob, 4, 1);
        vm.snapshotGasLastCall("CardNFT", "safeMint to a holder");
    }

    // ---------------------------------------------------------------- NFT111

    function test_gas_createAuction() public {
        _mintCard(alice, 1, 0);
        vm.prank(alice);
        cards.setApprovalForAll(address(nft111), true);
        vm.prank(alice);
        nft111.createAuction(cards, 1, address(0), 1 ether, 0);
        vm.snapshotGasLastCall("Nft111", "createAuction");
    }

    function test_gas_bidSteadyState() public {
        uint256 auctionId = _list(alice, 1, address(0), 1 ether);
        _bidMin(bob, auctionId);
        _bidMin(carol, auctionId);
        _bidMin(bob, auctionId);
        _bidMin(carol, auctionId);
        // carol, the previous holder, was outbid before in this auction.
        _bidMin(bob, auctionId);
        uint256 gas = vm.snapshotGasLastCall("Nft111", "bid BNB, steady state");
        assertLe(gas, BID_GOAL, "steady-state BNB bid");
    }

    function test_gas_bidPreviousHolderOutbidFirstTime() public {
        uint256 auctionId = _list(alice, 1, address(0), 1 ether);
        _bidMin(bob, auctionId);
        _bidMin(carol, auctionId);
        // carol is outbid for the first time in this auction: her holding is a new storage slot.
        _bidMin(dave, auctionId);
        uint256 gas = vm.snapshotGasLastCall("Nft111", "bid BNB, previous holder outbid the first time");
        assertLe(gas, BID_GOAL, "BNB bid that records a new holding");
    }

    function test_gas_bidTokenSteadyState() public {
        uint256 auctionId = _list(alice, 1, address(mds), 100 ether);
        vm.startPrank(admin);
        mds.mint(bob, 1000 ether);
        mds.mint(carol, 1000 ether);
        vm.stopPrank();
        vm.prank(bob);
        mds.approve(address(nft111), type(uint256).max);
        vm.prank(carol);
        mds.approve(address(nft111), type(uint256).max);
        uint256 price = 100 ether;
        address[4] memory order = [bob, carol, bob, carol];
        for (uint256 i = 0; i < 4; i++) {
            uint256 amount = nft111.minimumNextPrice(price);
            vm.prank(order[i]);
            nft111.bidToken(auctionId, price, amount);
            price = amount;
        }
        uint256 last = nft111.minimumNextPrice(price);
        vm.prank(bob);
        nft111.bidToken(auctionId, price, last);
        vm.snapshotGasLastCall("Nft111", "bidToken MDS, steady state");
    }

    function test_gas_claim() public {
        uint256 auctionId = _list(alice, 1, address(0), 1 ether);
        _bidMin(bob, auctionId);
        vm.deal(alice, 1 ether);
        vm.prank(alice);
        nft111.claim(auctionId, alice);
        vm.snapshotGasLastCall("Nft111", "claim BNB");
    }

    function test_gas_withdrawNft() public {
        uint256 auctionId = _list(alice, 1, address(0), 1 ether);
        _bidMin(bob, auctionId);
        vm.warp(block.timestamp + DEFAULT_TIMEOUT);
        vm.prank(bob);
        nft111.withdrawNft(auctionId, bob);
        vm.snapshotGasLastCall("Nft111", "withdrawNft");
    }

    // ---------------------------------------------------------------- vault and activation

    function test_gas_activate() public {
        vm.prank(admin);
        mdv.mint(alice, 10e6);
        vm.prank(admin);
        mdv.mint(treasury, 1);
        vm.prank(alice);
        mdv.approve(address(activation), type(uint256).max);
        vm.prank(alice);
        activation.activate(42);
        vm.snapshotGasLastCall("Activation", "activate");
    }

    function test_gas_depositNftBySafeTransfer() public {
        _mintCard(alice, 1, 0);
        vm.prank(alice);
        cards.safeTransferFrom(alice, address(vault), 1, abi.encode(uint256(42), uint256(1)));
        vm.snapshotGasLastCall("GameVault", "deposit NFT by safeTransferFrom");
    }

    function test_gas_depositNative() public {
        vm.deal(alice, 1 ether);
        vm.prank(alice);
        vault.depositNative{value: 1 ether}(42, 1);
        vm.snapshotGasLastCall("GameVault", "depositNative");
    }

    function test_gas_payoutNative() public {
        vm.deal(address(vault), 10 ether);
        vm.deal(bob, 1 ether);
        uint256 deadline = block.timestamp + 1 hours;
        bytes32 structHash =
            keccak256(abi.encode(vault.PAYOUT_TYPEHASH(), address(0), 1 ether, bob, uint256(42), uint256(7), deadline));
        (uint8 v, bytes32 r, bytes32 s) =
            vm.sign(SIGNER_KEY, keccak256(abi.encodePacked("\x19\x01", vault.domainSeparator(), structHash)));
        vault.payout(address(0), 1 ether, bob, 42, 7, deadline, abi.encodePacked(r, s, v));
        vm.snapshotGasLastCall("GameVault", "payout BNB by voucher");
    }
}
