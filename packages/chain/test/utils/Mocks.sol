// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC721Receiver} from "@openzeppelin/contracts/token/ERC721/IERC721Receiver.sol";
import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";

/// @notice Accepts ERC-721 tokens and remembers the last call.
contract ReceiverMock is IERC721Receiver {
    address public lastOperator;
    address public lastFrom;
    uint256 public lastTokenId;
    bytes public lastData;

    function onERC721Received(address operator, address from, uint256 tokenId, bytes calldata data)
        external
        returns (bytes4)
    {
        lastOperator = operator;
        lastFrom = from;
        lastTokenId = tokenId;
        lastData = data;
        return IERC721Receiver.onERC721Received.selector;
    }
}

/// @notice Answers the ERC-721 receiver hook with the wrong value.
contract WrongReceiverMock {
    function onERC721Received(address, address, uint256, bytes calldata) external pure returns (bytes4) {
        return 0xdeadbeef;
    }
}

/// @notice A contract with no receiver hook and no way to take BNB.
contract NonReceiverMock {}

/// @notice OpenZeppelin's ERC721, to compare gas with the lean collections under the same conditions.
contract OzErc721Mock is ERC721 {
    constructor() ERC721("OZ", "OZ") {}

    function mint(address to, uint256 tokenId) external {
        _mint(to, tokenId);
    }
}
