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

    IERC20 private immutable _coin;
    uint256 private immutable _price;
    address private _treasury;
    mapping(uint256 account => address payer) private _payers;

    /// @notice `payer` paid `amount` to activate game account `account`.
    event AccountActivated(uint256 indexed account, address indexed payer, uint256 amount);
    /// @notice Activation payments now go to `newTreasury`.
    event TreasuryChanged(address indexed previousTreasury, address indexed newTreasury);

    /// @notice The account was activated before.
    error ActivationAlreadyActivated(uint256 account);
    /// @notice Account 0 is not a game account.
    error ActivationInvalidAccount();
    /// @notice The treasury cannot be the zero address.
    error ActivationInvalidTreasury();

    constructor(IERC20Metadata coin_, address treasury_, address initialOwner) Ownable(initialOwner) {
        if (treasury_ == address(0)) revert ActivationInvalidTreasury();
        _coin = coin_;
        _price = 10 ** coin_.decimals();
        _treasury = treasury_;
        emit TreasuryChanged(address(0), treasury_);
    }

    /// @notice Pays the activation price (needs an allowance) and activates `account`.
    function activate(uint256 account) external {
        if (account == 0) revert ActivationInvalidAccount();
        if (_payers[account] != address(0)) revert ActivationAlreadyActivated(account);
        _payers[account] = msg.sender;
        emit AccountActivated(account, msg.sender, _price);
        _coin.safeTransferFrom(msg.sender, _treasury, _price);
    }

    /// @notice Sets where activation payments go; owner only.
    function setTreasury(address newTreasury) external onlyOwner {
        if (newTreasury == address(0)) revert ActivationInvalidTreasury();
        address previous = _treasury;
        _treasury = newTreasury;
        emit TreasuryChanged(previous, newTreasury);
    }

    /// @notice The coin paid for activation (MDV).
    function coin() external view returns (IERC20) {
        return _coin;
    }

    /// @notice The activation price in base units of {coin}.
    function price() external view returns (uint256) {
        return _price;
    }

    /// @notice Where activation payments go.
    function treasury() external view returns (address) {
        return _treasury;
    }

    /// @notice Who paid for `account`'s activation (zero when not activated).
    function payerOf(uint256 account) external view returns (address) {
        return _payers[account];
    }
}
