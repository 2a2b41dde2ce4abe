// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IERC20Metadata} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Metadata.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";

/**
 * @title Activation
 * @notice A player activates a game account by paying 1 MDV (1 * 10^decimals base units, read from
 * the coin at deployment) to the treasury. The server activates the account once the
 * {AccountActivated} event is confirmed. An account is activated at most once.
 */
contract Activation is Ownable2Step {
    using SafeERC20 for IERC20;

    IERC20 private immutable _COIN;
    uint256 private immutable _PRICE;
    address private _treasury;
    mapping(uint256 account => address payer) private _payers;

    // The price stays in the data: it is the same for every activation, so nobody filters by it.
    // solhint-disable gas-indexed-events
    /// @notice `payer` paid `amount` to activate game account `account`.
    /// @param account The game user id activated.
    /// @param payer The wallet that paid.
    /// @param amount The price paid, in base units of the coin.
    event AccountActivated(uint256 indexed account, address indexed payer, uint256 amount);
    // solhint-enable gas-indexed-events
    /// @notice Activation payments now go to `newTreasury`.
    /// @param previousTreasury Where payments went before.
    /// @param newTreasury Where payments go now.
    event TreasuryChanged(address indexed previousTreasury, address indexed newTreasury);

    /// @notice The account was activated before.
    error ActivationAlreadyActivated(uint256 account);
    /// @notice Account 0 is not a game account.
    error ActivationInvalidAccount();
    /// @notice The treasury cannot be the zero address.
    error ActivationInvalidTreasury();

    constructor(IERC20Metadata coin_, address treasury_, address initialOwner) Ownable(initialOwner) {
        if (treasury_ == address(0)) revert ActivationInvalidTreasury();
        _COIN = coin_;
        _PRICE = 10 ** coin_.decimals();
        _treasury = treasury_;
        emit TreasuryChanged(address(0), treasury_);
    }

    /// @notice Pays the activation price (needs an allowance) and activates `account`.
    /// @param account The game user id to activate (not zero, not activated before).
    function activate(uint256 account) external {
        if (account == 0) revert ActivationInvalidAccount();
        if (_payers[account] != address(0)) revert ActivationAlreadyActivated(account);
        _payers[account] = msg.sender;
        emit AccountActivated(account, msg.sender, _PRICE);
        _COIN.safeTransferFrom(msg.sender, _treasury, _PRICE);
    }

    /// @notice Sets where activation payments go; owner only.
    /// @param newTreasury The new treasury (not zero).
    function setTreasury(address newTreasury) external onlyOwner {
        if (newTreasury == address(0)) revert ActivationInvalidTreasury();
        address previous = _treasury;
        _treasury = newTreasury;
        emit TreasuryChanged(previous, newTreasury);
    }

    /// @notice The coin paid for activation (MDV).
    function coin() external view returns (IERC20) {
        return _COIN;
    }

    /// @notice The activation price in base units of {coin}.
    function price() external view returns (uint256) {
        return _PRICE;
    }

    /// @notice Where activation payments go.
    function treasury() external view returns (address) {
        return _treasury;
    }

    /// @notice Who paid for `account`'s activation (zero when not activated).
    /// @param account The game user id.
    function payerOf(uint256 account) external view returns (address) {
        return _payers[account];
    }
}
