import type { BuyBody } from '@yuanlong/shared/card';
import { CARD_STATUS } from '@yuanlong/shared/card-status';
import { LEGION_RULES } from '@yuanlong/shared/legion';
import { and, eq } from 'drizzle-orm';
import type { ServiceContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { assets, listings } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { verifyFundPassword } from '../account/fund-password.ts';
import { availableOf } from '../ledger/ledger.ts';
import { platformUserId } from '../ledger/platform.ts';
import { syncBossLevels } from '../legion/boss-sync.ts';
import { inviterOf, recordSpend } from '../legion/spend.ts';
import { loadTrader, positiveAmount, saleFee } from './rules.ts';
import { settleSale } from './settle.ts';

/** The open listing of an asset, if any. */
export async function openListingOf(db: Db, assetId: number) {
  const [listing] = await db
    .select()
    .from(listings)
    .where(and(eq(listings.assetId, assetId), eq(listings.status, CARD_STATUS.onSale)));
  return listing;
}

/**
 * Buys an asset's open listing at the price and coin the buyer confirmed, with the fund
 * password. Settles at once in one transaction (see settle.ts). The cheap refusals come
 * before the fund password, so a sold item or a short balance costs no password try.
 */
export async function buyAsset(ctx: ServiceContext, buyerId: number, body: BuyBody) {
  const price = positiveAmount(body.expected_price, 'expected_price');
  await loadTrader(ctx, buyerId);
  const listing = await openListingOf(ctx.db, body.id);
  if (!listing) {
    const [asset] = await ctx.db.select({ id: assets.id }).from(assets).where(eq(assets.id, body.id));
    throw asset ? new AppError('conflict', 'listingSold') : new AppError('notFound');
  }
  if (listing.sellerId === buyerId) throw new AppError('invalidInput', 'ownListing', { field: 'id' });
  if (listing.price !== price || listing.coin !== body.coin) throw new AppError('conflict', 'priceChanged');
  if ((await availableOf(ctx.db, buyerId, body.coin)) < price) {
    throw new AppError('invalidInput', 'insufficientBalance', { field: 'expected_price' });
  }
  await verifyFundPassword(ctx.db, buyerId, body.pay_password, ctx.clock());

  const sale = {
    assetId: body.id,
    listingId: listing.id,
    buyerId,
    price,
    coin: body.coin,
    fee: saleFee(price, ctx.saleFeeBps),
    platformId: await platformUserId(ctx.db),
  };
  // Levels decide the points of this spend: the game's boss levels of buyer and inviter, fresh.
  if (body.coin === LEGION_RULES.spendCoin) {
    const inviterId = await inviterOf(ctx.db, buyerId);
    await syncBossLevels(ctx.db, ctx.game, inviterId === undefined ? [buyerId] : [buyerId, inviterId]);
  }
  const result = await inTransaction(ctx.db, async (tx) => {
    const settled = await settleSale(tx, sale);
    // Legion points are earned in the purchase's own transaction (only MDS spend counts).
    await recordSpend(tx, {
      userId: buyerId,
      coin: body.coin,
      amount: price,
      reference: `listing:${listing.id}`,
      at: ctx.clock(),
    });
    return settled;
  });
  ctx.marketPages.invalidate();
  return {
    id: body.id,
    listing_id: listing.id,
    price: price.toString(),
    fee: sale.fee.toString(),
    coin: body.coin,
    balance: result.buyerBalance.toString(),
  };
}
