import type { BuyBody } from '@yuanlong/shared/card';
import { CARD_STATUS } from '@yuanlong/shared/card-status';
import type { Coin } from '@yuanlong/shared/coins';
import { and, eq } from 'drizzle-orm';
import type { ServiceContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { assets, listings } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { assertNotFrozen } from '../../game/sync-state.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { verifyFundPassword } from '../account/fund-password.ts';
import { availableOf } from '../ledger/ledger.ts';
import { platformUserId } from '../ledger/platform.ts';
import { syncSpendLevels } from '../legion/boss-sync.ts';
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

/** What a purchase is asked for: the asset and the price and coin the buyer saw. */
export interface PurchaseOrder {
  id: number;
  expected_price: string;
  coin: Coin;
}

/** A purchase past the cheap refusals, ready to settle. */
export interface CheckedPurchase {
  order: PurchaseOrder;
  /** The asset's server: the buyer's role there pays and receives it. */
  serverId: number;
  listing: typeof listings.$inferSelect;
  price: bigint;
}

/**
 * The refusals of a purchase that cost no fund-password try: the amount, the asset (404), its
 * listing (sold), the own listing, an asset on another server than the buying role's, a changed
 * price or coin, a short available balance of that role. Throws AppError; settling checks the
 * listing and balance again (they may change meanwhile).
 */
export async function checkPurchase(
  ctx: ServiceContext,
  buyerId: number,
  serverId: number,
  order: PurchaseOrder,
): Promise<CheckedPurchase> {
  const price = positiveAmount(order.expected_price, 'expected_price');
  const listing = await openListingOf(ctx.db, order.id);
  if (!listing) {
    const [asset] = await ctx.db.select({ id: assets.id }).from(assets).where(eq(assets.id, order.id));
    throw asset ? new AppError('conflict', 'listingSold') : new AppError('notFound');
  }
  if (listing.sellerId === buyerId) throw new AppError('invalidInput', 'ownListing', { field: 'id' });
  if (listing.serverId !== serverId) throw new AppError('conflict', 'assetOtherServer');
  await assertNotFrozen(ctx.db, order.id);
  if (listing.price !== price || listing.coin !== order.coin) throw new AppError('conflict', 'priceChanged');
  if ((await availableOf(ctx.db, buyerId, serverId, order.coin)) < price) {
    throw new AppError('invalidInput', 'insufficientBalance', { field: 'expected_price' });
  }
  return { order, serverId, listing, price };
}

/**
 * Settles a checked purchase in one transaction at one reading of the clock (settle.ts, with
 * its legion points); the fund password must have been verified. Throws AppError (sold
 * meanwhile, short balance) with nothing changed.
 */
export async function completePurchase(ctx: ServiceContext, buyerId: number, checked: CheckedPurchase) {
  const { order, listing, price, serverId } = checked;
  const sale = {
    assetId: order.id,
    listingId: listing.id,
    serverId,
    buyerId,
    price,
    coin: order.coin,
    fee: saleFee(price, ctx.settings.current().sale_fee_bps),
    platformId: await platformUserId(ctx.db),
  };
  // Levels decide the points of this spend: the game's boss levels of buyer and inviter, fresh.
  await syncSpendLevels(ctx.db, ctx.game, buyerId, order.coin);
  const at = ctx.clock();
  const result = await inTransaction(ctx.db, (tx) => settleSale(tx, sale, at));
  ctx.marketPages.invalidate();
  return {
    id: order.id,
    listing_id: listing.id,
    price: price.toString(),
    fee: sale.fee.toString(),
    coin: order.coin,
    balance: result.buyerBalance.toString(),
  };
}

/**
 * Buys an asset's open listing at the price and coin the buyer confirmed, with the fund
 * password, by the buyer's role on `serverId` (the asset's server): that role pays and receives
 * the asset. Settles at once in one transaction (see settle.ts). The cheap refusals come
 * before the fund password, so a sold item or a short balance costs no password try.
 */
export async function buyAsset(ctx: ServiceContext, buyerId: number, serverId: number, body: BuyBody) {
  positiveAmount(body.expected_price, 'expected_price');
  await loadTrader(ctx, buyerId, serverId);
  const checked = await checkPurchase(ctx, buyerId, serverId, body);
  await verifyFundPassword(ctx.db, buyerId, body.pay_password, ctx.clock());
  return completePurchase(ctx, buyerId, checked);
}
