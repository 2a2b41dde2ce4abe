// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC20Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {Fixture} from "./utils/Fixture.sol";
import {GameCoin} from "../contracts/GameCoin.sol";

contract GameCoinTest is Fixture {
    function test_metadataAndDecimals() public {
        assertEq(mds.name(), "Mo Dragon Shard");
        assertEq(mds.symbol(), "MDS");
        assertEq(uint256(mds.decimals()), 18);
        assertEq(uint256(mdv.decimals()), 6);
        GameCoin zero = new GameCoin("Zero", "ZERO", 0, admin);
        assertEq(uint256(zero.decimals()), 0);
    }

    function test_mint_ownerOnly() public {
        vm.prank(admin);
        mds.mint(alice, 5 ether);
        assertEq(mds.balanceOf(alice), 5 ether);
        assertEq(mds.totalSupply(), 5 ether);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, alice));
        vm.prank(alice);
        mds.mint(alice, 1);
    }

    function test_burnAndBurnFrom() public {
        vm.prank(admin);
        mds.mint(alice, 5 ether);
        vm.prank(alice);
        mds.burn(2 ether);
        assertEq(mds.balanceOf(alice), 3 ether);
        vm.expectRevert(abi.encodeWithSelector(IERC20Errors.ERC20InsufficientAllowance.selector, bob, 0, 1 ether));
        vm.prank(bob);
        mds.burnFrom(alice, 1 ether);
        vm.prank(alice);
        mds.approve(bob, 1 ether);
        vm.prank(bob);
        mds.burnFrom(alice, 1 ether);
        assertEq(mds.balanceOf(alice), 2 ether);
        assertEq(mds.totalSupply(), 2 ether);
        vm.expectRevert(abi.encodeWithSelector(IERC20Errors.ERC20InsufficientBalance.selector, alice, 2 ether, 3 ether));
        vm.prank(alice);
        mds.burn(3 ether);
    }

    function test_ownership_twoStep() public {
        vm.prank(admin);
        mds.transferOwnership(bob);
        assertEq(mds.owner(), admin);
        assertEq(mds.pendingOwner(), bob);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, carol));
        vm.prank(carol);
        mds.acceptOwnership();
        vm.prank(bob);
        mds.acceptOwnership();
        assertEq(mds.owner(), bob);
        vm.prank(bob);
        mds.mint(bob, 1);
        vm.prank(bob);
        mds.renounceOwnership();
        assertEq(mds.owner(), address(0));
    }
}
