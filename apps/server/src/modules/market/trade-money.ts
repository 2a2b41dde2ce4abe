import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { credit, debit, LEDGER_REASONS, type Movement, shift } from '../ledger/ledger.ts';
import { TRADE_TERMS, type Trade, tradeReference } from './trade.ts';

/** A balance movement of the trade: its server, coin, reference and time. */
function tradeMovement(trade: Trade, at: Date) {
  const reference = tradeReference(trade.source);
  return (userId: number, amount: bigint, reason: Movement['reason']): Movement => ({
    userId,
    serverId: trade.serverId,
    coin: trade.coin,
    amount,
    reason,
    reference,
    at,
  });
}

/**
 * The parties' money of a trade inside its transaction: the buyer pays the price, the seller
 * receives it minus the fee, under the trade's reference and time (TRADE_TERMS). Balance rows are
 * touched in user-id order (as every multi-user writer does, so two trades cannot deadlock); the
 * platform's fee comes at the end of the trade ({@link payTradeFee}). Returns the buyer's
 * available balance after it.
 */
export async function payForTrade(tx: Db, trade: Trade, at: Date): Promise<bigint> {
  const terms = TRADE_TERMS[trade.source.kind];
  const reference = tradeReference(trade.source);
  const movement = tradeMovement(trade, at);
  const paying = movement(trade.buyerId, trade.price, terms.pay);
  const pay = async () => {
    if (trade.source.kind === 'listing') {
      const left = await debit(tx, paying);
      if (left === null)
        throw new AppError('invalidInput', 'insufficientBalance', { field: 'expected_price' });
      return left;
    }
    const paid = await shift(tx, paying, { available: 0n, frozen: -trade.price });
    // An open offer's amount is always frozen; anything else is a bug to stop at.
    if (!paid) throw new Error(`${reference}: its amount is not frozen`);
    return paid.available;
  };
  const proceeds = trade.price - trade.fee;
  const receive = async () => {
    if (proceeds > 0n) await credit(tx, movement(trade.sellerId, proceeds, terms.receive));
  };
  let buyerAvailable: bigint;
  if (trade.buyerId < trade.sellerId) {
    buyerAvailable = await pay();
    await receive();
  } else {
    await receive();
    buyerAvailable = await pay();
  }
  return buyerAvailable;
}

/**
 * The platform's fee, the trade's last write: every sale credits the same balance row, so it is
 * locked for as short a time as possible (until the commit), and last, after every other balance
 * the trade touches (offers released, legion rewards), so no two trades wait on each other in a
 * cycle through it.
 */
export async function payTradeFee(tx: Db, trade: Trade, at: Date): Promise<void> {
  if (trade.fee > 0n)
    await credit(tx, tradeMovement(trade, at)(trade.platformId, trade.fee, LEDGER_REASONS.marketFee));
}
