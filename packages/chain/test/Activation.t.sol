// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC20Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {Fixture} from "./utils/Fixture.sol";
import {Activation} from "../contracts/Activation.sol";
import {GameCoin} from "../contracts/GameCoin.sol";

contract ActivationTest is Fixture {
    event AccountActivated(uint256 indexed account, address indexed payer, uint256 amount);
    event TreasuryChanged(address indexed previousTreasury, address indexed newTreasury);

    uint256 internal constant ONE_MDV = 1e6; // MDV has 6 decimals in the fixture

    function setUp() public override {
        super.setUp();
        vm.prank(admin);
        mdv.mint(alice, 3 * ONE_MDV);
        vm.prank(alice);
        mdv.approve(address(activation), type(uint256).max);
    }

    function test_views() public view {
        assertEq(address(activation.coin()), address(mdv));
        assertEq(activation.price(), ONE_MDV);
        assertEq(activation.treasury(), treasury);
        assertEq(activation.owner(), admin);
    }

    function test_price_followsDecimals() public {
        GameCoin coin18 = new GameCoin("MDV", "MDV", 18, admin);
        assertEq(new Activation(coin18, treasury, admin).price(), 1 ether);
    }

    function test_activate_paysOneMdvAndEmits() public {
        vm.expectEmit(address(activation));
        emit AccountActivated(42, alice, ONE_MDV);
        vm.prank(alice);
        activation.activate(42);
        assertEq(mdv.balanceOf(treasury), ONE_MDV);
        assertEq(mdv.balanceOf(alice), 2 * ONE_MDV);
        assertEq(activation.payerOf(42), alice);
        assertEq(activation.payerOf(43), address(0));
    }

    function test_activate_reverts() public {
        vm.expectRevert(Activation.ActivationInvalidAccount.selector);
        vm.prank(alice);
        activation.activate(0);
        vm.prank(alice);
        activation.activate(42);
        vm.expectRevert(abi.encodeWithSelector(Activation.ActivationAlreadyActivated.selector, 42));
        vm.prank(alice);
        activation.activate(42);
        // bob has no MDV and no allowance.
        vm.expectRevert(
            abi.encodeWithSelector(IERC20Errors.ERC20InsufficientAllowance.selector, address(activation), 0, ONE_MDV)
        );
        vm.prank(bob);
        activation.activate(43);
    }

    function test_setTreasury() public {
        vm.expectEmit(address(activation));
        emit TreasuryChanged(treasury, carol);
        vm.prank(admin);
        activation.setTreasury(carol);
        vm.prank(alice);
        activation.activate(7);
        assertEq(mdv.balanceOf(carol), ONE_MDV);
        vm.expectRevert(Activation.ActivationInvalidTreasury.selector);
        vm.prank(admin);
        activation.setTreasury(address(0));
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, alice));
        vm.prank(alice);
        activation.setTreasury(alice);
    }

    function test_constructor_revertsWithoutTreasury() public {
        vm.expectRevert(Activation.ActivationInvalidTreasury.selector);
        new Activation(mdv, address(0), admin);
    }
}
