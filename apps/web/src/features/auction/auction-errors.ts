import { isUserRejection } from '../../lib/wallet-errors.ts';

/**
 * Why an NFT111 transaction is refused, whether the contract said so (a revert found by the
 * simulation before the wallet is asked, or a mined revert) or the wallet did. Each has a text
 * in the three languages (`auction.error.<reason>`); a raw revert string is never shown.
 */
export type AuctionRefusal =
  | 'belowMinimum'
  | 'lostRace'
  | 'locked'
  | 'notLocked'
  | 'notHolder'
  | 'alreadyHolder'
  | 'closed'
  | 'hasBids'
  | 'nothingToClaim'
  | 'insufficient'
  | 'allowance'
  | 'notAllowed'
  | 'rejected'
  | 'failed';

/** The contract's custom errors (Nft111 and the OpenZeppelin coins and NFTs it calls). */
const BY_ERROR_NAME: Record<string, AuctionRefusal> = {
  Nft111PriceTooLow: 'belowMinimum',
  Nft111PriceChanged: 'lostRace',
  Nft111AuctionLocked: 'locked',
  Nft111AuctionNotLocked: 'notLocked',
  Nft111NotHolder: 'notHolder',
  Nft111AlreadyHolder: 'alreadyHolder',
  Nft111AuctionNotOpen: 'closed',
  Nft111AuctionHasBids: 'hasBids',
  Nft111NothingToClaim: 'nothingToClaim',
  Nft111WrongCoin: 'notAllowed',
  Nft111CoinNotAllowed: 'notAllowed',
  Nft111CollectionNotAllowed: 'notAllowed',
  Nft111InvalidStartPrice: 'notAllowed',
  ERC20InsufficientBalance: 'insufficient',
  ERC20InsufficientAllowance: 'allowance',
  ERC721InsufficientApproval: 'notAllowed',
  ERC721IncorrectOwner: 'notHolder',
};

/** Error selectors of errors the Nft111 ABI does not name (raised by the coin it calls). */
const BY_SELECTOR: Record<string, AuctionRefusal> = {
  '0xe450d38c': 'insufficient', // ERC20InsufficientBalance(address,uint256,uint256)
  '0xfb8f41b2': 'allowance', // ERC20InsufficientAllowance(address,uint256,uint256)
};

const MAX_CAUSES = 10;

/** The refusal an error stands for: walks the error's causes (viem wraps the revert several times). */
export function auctionRefusal(error: unknown): AuctionRefusal {
  if (isUserRejection(error)) return 'rejected';
  let current: unknown = error;
  for (let i = 0; current && i < MAX_CAUSES; i += 1) {
    const e = current as {
      name?: string;
      data?: { errorName?: string };
      signature?: string;
      raw?: string;
      cause?: unknown;
    };
    const byName = e.data?.errorName ? BY_ERROR_NAME[e.data.errorName] : undefined;
    if (byName) return byName;
    const selector = e.signature ?? e.raw?.slice(0, 10);
    if (selector && BY_SELECTOR[selector]) return BY_SELECTOR[selector];
    if (e.name === 'InsufficientFundsError') return 'insufficient';
    current = e.cause;
  }
  return 'failed';
}
