// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import {ICopyrighted} from "./interfaces/ICopyrighted.sol";

/**
 * @title Nft111
 * @notice The NFT111 auction. A seller escrows a wallet NFT with a start price in BNB or an
 * allowed ERC-20. Every bid pays at least ceil(current price * 111 / 100) and becomes the new
 * price; the bidder becomes the holder. Each bid is split at once:
 * - 3% (floor) to the collection's copyright owner and 1% (floor) to the platform, both
 *   accrued per collection and coin;
 * - 1% (floor) shared equally by every earlier holding of this auction, the previous holder's
 *   included (the seller's holding is the first), through a per-holding accumulator, so a bid
 *   never loops over holders;
 * - the rest (95% plus every rounding remainder) to the previous holder.
 * The parts always sum to the bid. Nothing is pushed: holders claim with {claim} (pull
 * payments), so a payee whose wallet reverts cannot block the auction.
 * An auction that gets no bid for its timeout locks; then only its holder can withdraw the
 * NFT. The seller may cancel before the first bid.
 *
 * Accounting of earlier holdings: `perHolder` is what one holding has earned since the auction
 * began. When a holder is outbid, their holding is recorded against the current `perHolder`
 * (it earns only what comes after) and their 95% part is added, both folded into one signed
 * `debt`: claimable = holdings * perHolder - debt.
 */
contract Nft111 is Ownable2Step, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    /// @notice A bid must be at least this percentage of the current price (rounded up).
    uint256 public constant RAISE_PERCENT = 111;
    /// @notice Share of each bid for the collection's copyright owner, in percent.
    uint256 public constant COPYRIGHT_PERCENT = 3;
    /// @notice Share of each bid for the platform, in percent.
    uint256 public constant PLATFORM_PERCENT = 1;
    /// @notice Share of each bid for the auction's earlier holdings, in percent.
    uint256 public constant HOLDERS_PERCENT = 1;
    /// @notice Shortest timeout an auction may have.
    uint256 public constant MIN_TIMEOUT = 10 minutes;
    /// @notice Longest timeout an auction may have (it is stored in 24 bits).
    uint256 public constant MAX_TIMEOUT = type(uint24).max;

    /// @dev Coin id of BNB; ERC-20 coins get ids from 1 as they are added.
    uint256 private constant _NATIVE = 0;

    // An auction's state word, rewritten by every bid:
    //   bits 0-159 holder | 160-199 deadline (0 once closed) | 200-223 timeout | 224-239 bids |
    //   240-247 coin id | 248-255 collection id.
    // Its pricing word, rewritten by every bid: bits 0-127 price | 128-255 perHolder (the share
    // one earlier holding has accrued since the auction began, in base units).
    // A holding word, per auction and account: bits 0-239 debt (signed) | 240-255 holdings.
    // A fee word, per collection and coin: bits 0-127 copyright | 128-255 platform.
    // Widths: prices are below 2^128 (checked); perHolder is at most 1% of the sum of the bids,
    // which grow by at least 11% each and end below 2^128, so it is below 2^128 (and checked);
    // bids grow from at least 1 by at least max(1, 11%) each and stay below 2^128, so an auction
    // takes fewer than 900 bids (16 bits); deadlines fit 40 bits for 30,000 years; |debt| is at
    // most holdings * 2^128 plus the sum of the bids, far below 2^239.
    uint256 private constant _DEADLINE_SHIFT = 160;
    uint256 private constant _TIMEOUT_SHIFT = 200;
    uint256 private constant _BIDS_SHIFT = 224;
    uint256 private constant _COIN_SHIFT = 240;
    uint256 private constant _COLLECTION_SHIFT = 248;
    /// @dev The bits of a state word a bid keeps: timeout, coin id and collection id.
    uint256 private constant _STATIC_MASK = (((1 << 24) - 1) << _TIMEOUT_SHIFT) | (((1 << 16) - 1) << _COIN_SHIFT);
    uint256 private constant _UINT128_MASK = (1 << 128) - 1;
    uint256 private constant _HOLDINGS_SHIFT = 240;

    struct Auction {
        uint256 state;
        uint256 pricing;
        uint256 tokenId;
    }

    /// @notice Read-only view of an auction.
    // Only ever built in memory and returned by {auctionOf}, never stored: slot packing saves nothing,
    // and the field order is the ABI the server and web decode.
    // solhint-disable-next-line gas-struct-packing
    struct AuctionView {
        address holder;
        address collection;
        uint256 tokenId;
        address coin;
        uint256 price;
        uint256 minimumBid;
        uint256 deadline;
        uint256 timeout;
        uint256 bids;
        bool open;
        bool locked;
    }

    mapping(uint256 auctionId => Auction) private _auctions;
    mapping(uint256 auctionId => mapping(address account => uint256 word)) private _holdings;
    mapping(uint256 bucket => uint256 word) private _fees; // bucket = collectionId << 8 | coinId
    address[] private _coins;
    mapping(address coin => uint256 idPlusOne) private _coinIds;
    address[] private _collections;
    mapping(address collection => uint256 idPlusOne) private _collectionIds;
    uint256 private _lastAuctionId;
    uint256 private _defaultTimeout;

    // solhint-disable gas-indexed-events
    // Amounts, receivers, nonces and settings stay in the data, not in topics: the server finds these
    // events by contract and signature (and the indexed ids) and reads the rest from the data; a
    // topic costs 375 gas against 256 for a data word, and moving a field changes the ABI the chain
    // watcher decodes.
    /// @notice `seller` escrowed `tokenId` of `collection` at `startPrice` in `coin` (zero = BNB); the
    /// auction locks `timeout` seconds after its creation or last bid.
    /// @param auctionId The new auction.
    /// @param seller Its seller (the first holder).
    /// @param collection The NFT's collection.
    /// @param tokenId The escrowed NFT.
    /// @param coin The auction's coin, zero for BNB.
    /// @param startPrice The price the first bid must raise by 11%.
    /// @param timeout Seconds without a bid after which the auction locks.
    event AuctionCreated(
        uint256 indexed auctionId,
        address indexed seller,
        address indexed collection,
        uint256 tokenId,
        address coin,
        uint256 startPrice,
        uint256 timeout
    );
    /// @notice `bidder` bid `price` and became the holder; the auction now locks at this block's
    /// timestamp plus its timeout.
    /// @param auctionId The auction.
    /// @param bidder The new holder.
    /// @param price The bid, now the auction's price.
    event BidPlaced(uint256 indexed auctionId, address indexed bidder, uint256 price);
    /// @notice The seller cancelled the auction before any bid and got the NFT back.
    /// @param auctionId The auction.
    event AuctionCancelled(uint256 indexed auctionId);
    /// @notice The holder withdrew the NFT of the locked auction to `to`.
    /// @param auctionId The auction.
    /// @param holder The last holder.
    /// @param to The NFT's receiver.
    event NftWithdrawn(uint256 indexed auctionId, address indexed holder, address to);
    /// @notice `account` claimed `amount` of its parts of the auction's bids, paid to `to`.
    /// @param auctionId The auction.
    /// @param account The holder (seller or outbid bidder) that claimed.
    /// @param to The receiver of the payment.
    /// @param amount Base units paid.
    event Claimed(uint256 indexed auctionId, address indexed account, address to, uint256 amount);
    /// @notice The copyright owner withdrew `amount` of `coin` fees of `collection`.
    /// @param collection The collection.
    /// @param coin The coin, zero for BNB.
    /// @param to The receiver.
    /// @param amount Base units paid.
    event CopyrightFeesWithdrawn(address indexed collection, address indexed coin, address to, uint256 amount);
    /// @notice The owner withdrew `amount` of `coin` platform fees of `collection`.
    /// @param collection The collection.
    /// @param coin The coin, zero for BNB.
    /// @param to The receiver.
    /// @param amount Base units paid.
    event PlatformFeesWithdrawn(address indexed collection, address indexed coin, address to, uint256 amount);
    /// @notice ERC-20 `coin` may now be used as an auction coin, with id `coinId`.
    /// @param coin The ERC-20.
    /// @param coinId Its id in the auction state word.
    event CoinAdded(address indexed coin, uint256 coinId);
    /// @notice `collection` may now be auctioned, with id `collectionId`.
    /// @param collection The collection.
    /// @param collectionId Its id in the auction state word.
    event CollectionAdded(address indexed collection, uint256 collectionId);
    /// @notice The timeout of auctions created without one changed.
    /// @param timeout The new default, in seconds.
    event DefaultTimeoutChanged(uint256 timeout);
    // solhint-enable gas-indexed-events

    /// @notice The bid is below the minimum (ceil(price * 111 / 100)).
    error Nft111PriceTooLow(uint256 amount, uint256 minimum);
    /// @notice The bid does not fit in 128 bits.
    error Nft111PriceTooHigh(uint256 amount);
    /// @notice The current price is not the one the bidder saw (someone bid first).
    error Nft111PriceChanged(uint256 expected, uint256 current);
    /// @notice The auction does not exist or was closed.
    error Nft111AuctionNotOpen(uint256 auctionId);
    /// @notice The auction timed out: it takes no bids; its holder may withdraw the NFT.
    error Nft111AuctionLocked(uint256 auctionId, uint256 deadline);
    /// @notice The auction has not timed out yet.
    error Nft111AuctionNotLocked(uint256 auctionId, uint256 deadline);
    /// @notice The auction already has bids, so it cannot be cancelled.
    error Nft111AuctionHasBids(uint256 auctionId);
    /// @notice Only the holder may do this.
    error Nft111NotHolder(address caller);
    /// @notice The holder cannot outbid itself.
    error Nft111AlreadyHolder(address caller);
    /// @notice The auction is in another coin (BNB auctions take {bid}, ERC-20 ones {bidToken}).
    error Nft111WrongCoin(uint256 auctionId);
    /// @notice The start price must be between 1 and 2^128 - 1.
    error Nft111InvalidStartPrice(uint256 startPrice);
    /// @notice The timeout is outside [MIN_TIMEOUT, MAX_TIMEOUT].
    error Nft111InvalidTimeout(uint256 timeout);
    /// @notice The collection is not allowed (or has no copyright owner).
    error Nft111CollectionNotAllowed(address collection);
    /// @notice The coin is not allowed.
    error Nft111CoinNotAllowed(address coin);
    /// @notice The coin or collection was added before, or the 256 ids are used up.
    error Nft111CannotAdd(address target);
    /// @notice There is nothing to claim or withdraw.
    error Nft111NothingToClaim();
    /// @notice Only the collection's copyright owner may do this.
    error Nft111NotCopyrightOwner(address caller);
    /// @notice Payments cannot go to the zero address.
    error Nft111InvalidRecipient();
    /// @notice Sending BNB to `to` failed.
    error Nft111NativeTransferFailed(address to, uint256 amount);

    constructor(uint256 defaultTimeout_, address initialOwner) Ownable(initialOwner) {
        _setDefaultTimeout(defaultTimeout_);
        _coins.push(address(0));
        _coinIds[address(0)] = 1;
    }

    // ---------------------------------------------------------------- auction

    /**
     * @notice Escrows `tokenId` of an allowed `collection` (approve this contract first) and opens
     * an auction at `startPrice` in `coin` (zero = BNB). `timeout` 0 takes the default timeout.
      * @param collection An allowed collection.
      * @param tokenId The NFT, owned by the caller.
      * @param coin An allowed coin, zero for BNB.
      * @param startPrice The opening price (1 to 2^128 - 1).
      * @param timeout Seconds without a bid after which it locks; 0 for the default.
      * @return auctionId The new auction's id.
     */
    function createAuction(IERC721 collection, uint256 tokenId, address coin, uint256 startPrice, uint256 timeout)
        external
        nonReentrant
        returns (uint256 auctionId)
    {
        uint256 collectionIdPlusOne = _collectionIds[address(collection)];
        if (collectionIdPlusOne == 0) revert Nft111CollectionNotAllowed(address(collection));
        uint256 coinIdPlusOne = _coinIds[coin];
        if (coinIdPlusOne == 0) revert Nft111CoinNotAllowed(coin);
        if (startPrice == 0 || startPrice > type(uint128).max) revert Nft111InvalidStartPrice(startPrice);
        if (timeout == 0) timeout = _defaultTimeout;
        if (timeout < MIN_TIMEOUT || timeout > MAX_TIMEOUT) revert Nft111InvalidTimeout(timeout);

        auctionId = ++_lastAuctionId;
        Auction storage auction = _auctions[auctionId];
        // Ids are below 256 (addCoin/addCollection), timeout below 2^24, the deadline below 2^40.
        auction.state = uint256(uint160(msg.sender)) | ((block.timestamp + timeout) << _DEADLINE_SHIFT)
            | (timeout << _TIMEOUT_SHIFT) | ((coinIdPlusOne - 1) << _COIN_SHIFT)
            | ((collectionIdPlusOne - 1) << _COLLECTION_SHIFT);
        auction.pricing = startPrice;
        auction.tokenId = tokenId;
        emit AuctionCreated(auctionId, msg.sender, address(collection), tokenId, coin, startPrice, timeout);
        collection.transferFrom(msg.sender, address(this), tokenId);
    }

    /**
     * @notice Bids `msg.value` BNB on a BNB auction whose current price is `expectedPrice`
     * (reverts if it changed, so a bid is never pushed into paying more than meant).
      * @param auctionId The auction.
      * @param expectedPrice The price the bidder saw.
     */
    function bid(uint256 auctionId, uint256 expectedPrice) external payable {
        // No external call here, but a bid from inside a guarded call (a receiver hook) is refused.
        if (_reentrancyGuardEntered()) revert ReentrancyGuardReentrantCall();
        _bid(auctionId, expectedPrice, msg.value, true);
    }

    /// @notice Bids `amount` of the auction's ERC-20 (approve it first); see {bid}.
    /// @param auctionId The auction.
    /// @param expectedPrice The price the bidder saw.
    /// @param amount Base units bid (at least the minimum bid).
    function bidToken(uint256 auctionId, uint256 expectedPrice, uint256 amount) external nonReentrant {
        uint256 coinId = _bid(auctionId, expectedPrice, amount, false);
        IERC20(_coins[coinId]).safeTransferFrom(msg.sender, address(this), amount);
    }

    /// @notice Cancels an auction that has no bid yet and returns the NFT to the seller.
    /// @param auctionId The auction.
    function cancel(uint256 auctionId) external nonReentrant {
        Auction storage auction = _auctions[auctionId];
        uint256 state = auction.state;
        if (_deadline(state) == 0) revert Nft111AuctionNotOpen(auctionId);
        if (_holder(state) != msg.sender) revert Nft111NotHolder(msg.sender);
        if (_bids(state) != 0) revert Nft111AuctionHasBids(auctionId);
        auction.state = _closed(state);
        emit AuctionCancelled(auctionId);
        IERC721(_collections[_collectionId(state)]).transferFrom(address(this), msg.sender, auction.tokenId);
    }

    /// @notice Withdraws the NFT of a locked (timed-out) auction to `to`; holder only.
    /// @param auctionId The auction.
    /// @param to The NFT's receiver.
    function withdrawNft(uint256 auctionId, address to) external nonReentrant {
        Auction storage auction = _auctions[auctionId];
        uint256 state = auction.state;
        uint256 deadline = _deadline(state);
        if (deadline == 0) revert Nft111AuctionNotOpen(auctionId);
        if (_holder(state) != msg.sender) revert Nft111NotHolder(msg.sender);
        if (block.timestamp < deadline) revert Nft111AuctionNotLocked(auctionId, deadline);
        auction.state = _closed(state);
        emit NftWithdrawn(auctionId, msg.sender, to);
        IERC721(_collections[_collectionId(state)]).safeTransferFrom(address(this), to, auction.tokenId);
    }

    /// @notice Pays the caller's parts of the auction's bids (95% parts and holder shares) to `to`.
    /// @param auctionId The auction.
    /// @param to The receiver (not zero).
    /// @return amount Base units paid.
    function claim(uint256 auctionId, address to) external nonReentrant returns (uint256 amount) {
        if (to == address(0)) revert Nft111InvalidRecipient();
        Auction storage auction = _auctions[auctionId];
        uint256 word = _holdings[auctionId][msg.sender];
        uint256 holdings = word >> _HOLDINGS_SHIFT;
        // holdings < 2^16 and perHolder < 2^128: the product fits in int256.
        // forge-lint: disable-next-line(unsafe-typecast)
        int256 earned = int256(holdings * (auction.pricing >> 128));
        // earned >= debt always (a holding never owes), so the difference is not negative.
        // forge-lint: disable-next-line(unsafe-typecast)
        amount = uint256(earned - _debt(word));
        if (amount == 0) revert Nft111NothingToClaim();
        _holdings[auctionId][msg.sender] = _holdingWord(holdings, earned);
        emit Claimed(auctionId, msg.sender, to, amount);
        _pay(_coinId(auction.state), to, amount);
    }

    // ---------------------------------------------------------------- fees

    /// @notice Withdraws the copyright fees of `collection` in `coin` to `to`; its copyright owner only.
    /// @param collection The collection.
    /// @param coin The coin, zero for BNB.
    /// @param to The receiver (not zero).
    /// @return amount Base units paid.
    function withdrawCopyrightFees(address collection, address coin, address to)
        external
        nonReentrant
        returns (uint256 amount)
    {
        if (to == address(0)) revert Nft111InvalidRecipient();
        (uint256 bucket, uint256 coinId) = _bucket(collection, coin);
        if (msg.sender != ICopyrighted(collection).copyrightOwner()) revert Nft111NotCopyrightOwner(msg.sender);
        uint256 word = _fees[bucket];
        amount = word & _UINT128_MASK;
        if (amount == 0) revert Nft111NothingToClaim();
        _fees[bucket] = word & ~_UINT128_MASK;
        emit CopyrightFeesWithdrawn(collection, coin, to, amount);
        _pay(coinId, to, amount);
    }

    /// @notice Withdraws the platform fees of `collection` in `coin` to `to`; owner only.
    /// @param collection The collection.
    /// @param coin The coin, zero for BNB.
    /// @param to The receiver (not zero).
    /// @return amount Base units paid.
    function withdrawPlatformFees(address collection, address coin, address to)
        external
        onlyOwner
        nonReentrant
        returns (uint256 amount)
    {
        if (to == address(0)) revert Nft111InvalidRecipient();
        (uint256 bucket, uint256 coinId) = _bucket(collection, coin);
        uint256 word = _fees[bucket];
        amount = word >> 128;
        if (amount == 0) revert Nft111NothingToClaim();
        _fees[bucket] = word & _UINT128_MASK;
        emit PlatformFeesWithdrawn(collection, coin, to, amount);
        _pay(coinId, to, amount);
    }

    // ---------------------------------------------------------------- admin

    /// @notice Allows ERC-20 `coin` as an auction coin; owner only. Use plain ERC-20s (no fee on transfer).
    /// @param coin The ERC-20.
    function addCoin(address coin) external onlyOwner {
        if (_coinIds[coin] != 0 || _coins.length > type(uint8).max) revert Nft111CannotAdd(coin);
        _coins.push(coin);
        _coinIds[coin] = _coins.length;
        emit CoinAdded(coin, _coins.length - 1);
    }

    /// @notice Allows `collection` (which must name a copyright owner) to be auctioned; owner only.
    /// @param collection The collection.
    function addCollection(address collection) external onlyOwner {
        if (_collectionIds[collection] != 0 || _collections.length > type(uint8).max) {
            revert Nft111CannotAdd(collection);
        }
        if (ICopyrighted(collection).copyrightOwner() == address(0)) revert Nft111CollectionNotAllowed(collection);
        _collections.push(collection);
        _collectionIds[collection] = _collections.length;
        emit CollectionAdded(collection, _collections.length - 1);
    }

    /// @notice Sets the timeout of auctions created without one; owner only.
    /// @param timeout Seconds, within [MIN_TIMEOUT, MAX_TIMEOUT].
    function setDefaultTimeout(uint256 timeout) external onlyOwner {
        _setDefaultTimeout(timeout);
    }

    // ---------------------------------------------------------------- views

    /// @notice The smallest bid accepted over `price`: ceil(price * 111 / 100).
    /// @param price The current price.
    function minimumNextPrice(uint256 price) public pure returns (uint256) {
        // ceil(a / b) = (a + b - 1) / b; checked, so a price near 2^256 reverts instead of wrapping.
        return (price * RAISE_PERCENT + 99) / 100;
    }

    /**
     * @notice How bid number `bidNumber` (1 for the first bid) of `amount` is split. The earlier
     * holdings are `bidNumber` (the seller's and every outbid one); each gets `perHolder`.
     * `toPrevious` takes every rounding remainder, so the parts sum exactly to `amount`.
      * @param amount The bid.
      * @param bidNumber 1 for the auction's first bid.
      * @return toPrevious The previous holder's part.
      * @return copyright The copyright owner's part.
      * @return platform The platform's part.
      * @return perHolder The part of each earlier holding.
     */
    function splitBid(uint256 amount, uint256 bidNumber)
        public
        pure
        returns (uint256 toPrevious, uint256 copyright, uint256 platform, uint256 perHolder)
    {
        copyright = amount * COPYRIGHT_PERCENT / 100;
        platform = amount * PLATFORM_PERCENT / 100;
        perHolder = amount * HOLDERS_PERCENT / 100 / bidNumber;
        // copyright + platform + perHolder * bidNumber <= 5% of amount, so this cannot underflow.
        toPrevious = amount - copyright - platform - perHolder * bidNumber;
    }

    /// @notice The auction `auctionId` (all zero when it does not exist).
    /// @param auctionId The auction.
    /// @return view_ Its holder, collection, token, coin, price, minimum bid, deadline, timeout, bids and state.
    function auctionOf(uint256 auctionId) external view returns (AuctionView memory view_) {
        Auction storage auction = _auctions[auctionId];
        uint256 state = auction.state;
        if (state == 0) return view_;
        uint256 price = auction.pricing & _UINT128_MASK;
        view_.holder = _holder(state);
        view_.collection = _collections[_collectionId(state)];
        view_.tokenId = auction.tokenId;
        view_.coin = _coins[_coinId(state)];
        view_.price = price;
        view_.minimumBid = minimumNextPrice(price);
        view_.deadline = _deadline(state);
        view_.timeout = _timeout(state);
        view_.bids = _bids(state);
        view_.open = view_.deadline != 0;
        // An auction locks at its deadline (as `_bid` refuses bids from it); `>` against
        // `deadline - 1` would say the same less clearly for 3 gas in a view.
        // solhint-disable-next-line gas-strict-inequalities
        view_.locked = view_.open && block.timestamp >= view_.deadline;
    }

    /// @notice What `account` can claim from auction `auctionId` now.
    /// @param auctionId The auction.
    /// @param account The holder.
    function claimable(uint256 auctionId, address account) external view returns (uint256) {
        uint256 word = _holdings[auctionId][account];
        return uint256(int256((word >> _HOLDINGS_SHIFT) * (_auctions[auctionId].pricing >> 128)) - _debt(word));
    }

    /// @notice Unwithdrawn copyright and platform fees of `collection` in `coin`.
    /// @param collection The collection.
    /// @param coin The coin, zero for BNB.
    /// @return copyright The copyright owner's fees.
    /// @return platform The platform's fees.
    function feesOf(address collection, address coin) external view returns (uint256 copyright, uint256 platform) {
        (uint256 bucket,) = _bucket(collection, coin);
        uint256 word = _fees[bucket];
        return (word & _UINT128_MASK, word >> 128);
    }

    /// @notice The id of the last auction created (ids start at 1).
    function lastAuctionId() external view returns (uint256) {
        return _lastAuctionId;
    }

    /// @notice The timeout of auctions created without one.
    function defaultTimeout() external view returns (uint256) {
        return _defaultTimeout;
    }

    /// @notice The allowed coins, by id (id 0 is BNB, address zero).
    function coins() external view returns (address[] memory) {
        return _coins;
    }

    /// @notice The allowed collections, by id.
    function collections() external view returns (address[] memory) {
        return _collections;
    }

    // ---------------------------------------------------------------- internals

    /// @dev Checks a bid and settles it; returns the auction's coin id.
    function _bid(uint256 auctionId, uint256 expectedPrice, uint256 amount, bool native)
        private
        returns (uint256 coinId)
    {
        Auction storage auction = _auctions[auctionId];
        uint256 state = auction.state;
        uint256 deadline = _deadline(state);
        coinId = _coinId(state);
        if (deadline == 0) revert Nft111AuctionNotOpen(auctionId);
        // The deadline second itself is locked (tested at the boundary); a strict form would need
        // `deadline - 1` for a 3-gas saving.
        // solhint-disable-next-line gas-strict-inequalities
        if (block.timestamp >= deadline) revert Nft111AuctionLocked(auctionId, deadline);
        if ((coinId == _NATIVE) != native) revert Nft111WrongCoin(auctionId);
        if (msg.sender == _holder(state)) revert Nft111AlreadyHolder(msg.sender);
        uint256 pricing = auction.pricing;
        uint256 price = pricing & _UINT128_MASK;
        if (price != expectedPrice) revert Nft111PriceChanged(expectedPrice, price);
        uint256 minimum = minimumNextPrice(price);
        if (amount < minimum) revert Nft111PriceTooLow(amount, minimum);
        if (amount > type(uint128).max) revert Nft111PriceTooHigh(amount);

        _settleBid(auction, auctionId, state, pricing >> 128, amount);
    }

    /// @dev Splits a checked bid, credits the previous holding and the fees, and makes the bidder
    /// the holder. `accrued` is the perHolder accumulator before the bid.
    function _settleBid(Auction storage auction, uint256 auctionId, uint256 state, uint256 accrued, uint256 amount)
        private
    {
        uint256 bidNumber = _bids(state) + 1;
        (uint256 toPrevious, uint256 copyright, uint256 platform, uint256 perHolder) = splitBid(amount, bidNumber);
        _creditHolding(auctionId, _holder(state), accrued, toPrevious);
        _creditFees(((state >> _COLLECTION_SHIFT) << 8) | _coinId(state), copyright, platform);

        // Keeps timeout and ids; bidNumber < 2^16 and the deadline < 2^40 (see the layout above).
        auction.state = (state & _STATIC_MASK) | uint256(uint160(msg.sender))
            | ((block.timestamp + _timeout(state)) << _DEADLINE_SHIFT) | (bidNumber << _BIDS_SHIFT);
        auction.pricing = amount | (uint256(SafeCast.toUint128(accrued + perHolder)) << 128);
        emit BidPlaced(auctionId, msg.sender, amount);
    }

    /// @dev Ends the previous holder's holding: it earns every perHolder after `accrued` (this
    /// bid's included) plus `part`.
    function _creditHolding(uint256 auctionId, address previous, uint256 accrued, uint256 part) private {
        mapping(address => uint256) storage holdings = _holdings[auctionId];
        uint256 word = holdings[previous];
        // accrued and part are below 2^128 and |debt| far below 2^239, so nothing overflows;
        // holdings stays below 2^16 (one per bid).
        holdings[previous] =
        // Both are below 2^128.
        // forge-lint: disable-next-line(unsafe-typecast)
        _holdingWord((word >> _HOLDINGS_SHIFT) + 1, _debt(word) + int256(accrued) - int256(part));
    }

    /// @dev Accrues a bid's copyright and platform fees in `bucket`; the new sums are checked to fit 128 bits.
    function _creditFees(uint256 bucket, uint256 copyright, uint256 platform) private {
        uint256 word = _fees[bucket];
        _fees[bucket] = SafeCast.toUint128((word & _UINT128_MASK) + copyright)
            | (uint256(SafeCast.toUint128((word >> 128) + platform)) << 128);
    }

    function _pay(uint256 coinId, address to, uint256 amount) private {
        if (coinId == _NATIVE) {
            (bool ok,) = to.call{value: amount}("");
            if (!ok) revert Nft111NativeTransferFailed(to, amount);
        } else {
            IERC20(_coins[coinId]).safeTransfer(to, amount);
        }
    }

    function _bucket(address collection, address coin) private view returns (uint256 bucket, uint256 coinId) {
        uint256 collectionIdPlusOne = _collectionIds[collection];
        if (collectionIdPlusOne == 0) revert Nft111CollectionNotAllowed(collection);
        uint256 coinIdPlusOne = _coinIds[coin];
        if (coinIdPlusOne == 0) revert Nft111CoinNotAllowed(coin);
        coinId = coinIdPlusOne - 1;
        bucket = ((collectionIdPlusOne - 1) << 8) | coinId;
    }

    function _setDefaultTimeout(uint256 timeout) private {
        if (timeout < MIN_TIMEOUT || timeout > MAX_TIMEOUT) revert Nft111InvalidTimeout(timeout);
        _defaultTimeout = timeout;
        emit DefaultTimeoutChanged(timeout);
    }

    function _holder(uint256 state) private pure returns (address) {
        // Bit-field read (see the layout above).
        // forge-lint: disable-next-line(unsafe-typecast)
        return address(uint160(state));
    }

    function _deadline(uint256 state) private pure returns (uint256) {
        // Bit-field read.
        // forge-lint: disable-next-line(unsafe-typecast)
        return uint40(state >> _DEADLINE_SHIFT);
    }

    function _timeout(uint256 state) private pure returns (uint256) {
        // Bit-field read.
        // forge-lint: disable-next-line(unsafe-typecast)
        return uint24(state >> _TIMEOUT_SHIFT);
    }

    function _bids(uint256 state) private pure returns (uint256) {
        // Bit-field read.
        // forge-lint: disable-next-line(unsafe-typecast)
        return uint16(state >> _BIDS_SHIFT);
    }

    function _coinId(uint256 state) private pure returns (uint256) {
        // Bit-field read.
        // forge-lint: disable-next-line(unsafe-typecast)
        return uint8(state >> _COIN_SHIFT);
    }

    function _collectionId(uint256 state) private pure returns (uint256) {
        return state >> _COLLECTION_SHIFT;
    }

    /// @dev The state word with the deadline cleared: closed, holder and history kept.
    function _closed(uint256 state) private pure returns (uint256) {
        return state & ~(uint256(type(uint40).max) << _DEADLINE_SHIFT);
    }

    function _debt(uint256 holdingWord) private pure returns (int256) {
        // The low 240 bits hold the debt in two's complement.
        // forge-lint: disable-next-line(unsafe-typecast)
        return int240(uint240(holdingWord));
    }

    function _holdingWord(uint256 holdings, int256 debt) private pure returns (uint256) {
        // |debt| < 2^239 (see the layout above), so it fits in 240 bits.
        // forge-lint: disable-next-line(unsafe-typecast)
        return (holdings << _HOLDINGS_SHIFT) | uint240(int240(debt));
    }
}
