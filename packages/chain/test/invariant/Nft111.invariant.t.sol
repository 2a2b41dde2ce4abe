// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {Fixture} from "../utils/Fixture.sol";
import {Nft111} from "../../contracts/Nft111.sol";
import {Nft111Handler} from "./Nft111Handler.sol";

/**
 * @notice Stateful fuzzing of the NFT111 auction through {Nft111Handler}:
 * - per coin, the contract holds exactly what it owes (every claimable part plus unwithdrawn
 *   fees), which also equals everything paid in minus everything paid out;
 * - every auction's NFT is escrowed while the auction is open, and with its recipient once closed.
 */
contract Nft111InvariantTest is Fixture {
    Nft111Handler internal handler;

    function setUp() public override {
        super.setUp();
        handler = new Nft111Handler(nft111, cards, mds, admin, copyrightOwner);
        vm.startPrank(admin);
        cards.grantRole(cards.MINTER_ROLE(), address(handler));
        mds.transferOwnership(address(handler));
        vm.stopPrank();
        vm.prank(address(handler));
        mds.acceptOwnership();
        targetContract(address(handler));
    }

    function invariant_balanceEqualsWhatIsOwed() public view {
        _checkCoin(address(0), address(nft111).balance);
        _checkCoin(address(mds), mds.balanceOf(address(nft111)));
    }

    function invariant_nftEscrowedOrWithItsRecipient() public view {
        uint256[] memory ids = handler.auctionIds();
        for (uint256 i = 0; i < ids.length; i++) {
            Nft111.AuctionView memory a = nft111.auctionOf(ids[i]);
            address owner = cards.ownerOf(a.tokenId);
            if (a.open) assertEq(owner, address(nft111), "open auction's NFT not escrowed");
            else assertEq(owner, handler.recipientOf(ids[i]), "closed auction's NFT not with its recipient");
        }
    }

    function _checkCoin(address coin, uint256 balance) internal view {
        uint256[] memory ids = handler.auctionIds();
        address[] memory accounts = handler.actors();
        uint256 owed;
        for (uint256 i = 0; i < ids.length; i++) {
            if (nft111.auctionOf(ids[i]).coin != coin) continue;
            for (uint256 j = 0; j < accounts.length; j++) {
                owed += nft111.claimable(ids[i], accounts[j]);
            }
        }
        (uint256 copyright, uint256 platform) = nft111.feesOf(address(cards), coin);
        owed += copyright + platform;
        assertEq(balance, owed, "balance != claimable + fees");
        assertEq(balance, handler.paidIn(coin) - handler.paidOut(coin), "balance != paid in - paid out");
    }
}
