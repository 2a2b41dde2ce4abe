// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC20Burnable} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Burnable.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";

/// @title GameCoin
/// @notice A game coin (MDS, MDV, META, HFH, ENFT): ERC-20 with owner mint, holder burn and
/// two-step ownership. Decimals are fixed at deployment.
contract GameCoin is ERC20, ERC20Burnable, Ownable2Step {
    uint8 private immutable _DECIMALS;

    constructor(string memory name_, string memory symbol_, uint8 decimals_, address initialOwner)
        ERC20(name_, symbol_)
        Ownable(initialOwner)
    {
        _DECIMALS = decimals_;
    }

    /// @notice Number of decimals of the base unit.
    function decimals() public view override returns (uint8) {
        return _DECIMALS;
    }

    /// @notice Mints `amount` base units to `to`; owner only.
    /// @param to Receiver of the new coins.
    /// @param amount Base units to mint.
    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }
}
