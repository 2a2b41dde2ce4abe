import { CARD_STATUS } from '@yuanlong/shared/card-status';
import type { ListingEvent } from '@yuanlong/shared/events';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assets, listings } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { assertNotFrozen } from '../../game/sync-state.ts';
import { publishListing } from './listing-events.ts';
import { transferAsset } from './trade-kernel.ts';

export interface Sale {
  assetId: number;
  listingId: number;
  /** The asset's server: buyer, seller and the fee account move balances of their roles there. */
  serverId: number;
  buyerId: number;
  price: bigint;
  coin: string;
  fee: bigint;
  platformId: number;
}

/**
 * Settles a purchase inside one transaction at the time `at`. The asset row is locked first
 * (sell and cancel lock it first too, so they cannot deadlock with a purchase); the listing then
 * moves from on sale to bought only if it is still on sale at this price and coin, so of any
 * number of concurrent buyers exactly one gets past this point, and the others change nothing.
 * The asset stays on its server and goes to the buyer's role there (the listing's server is the
 * asset's: a listed asset cannot move) through the trade kernel (trade-kernel.ts), which debits
 * the buyer only if the balance covers the price (else everything rolls back).
 */
export async function settleSale(tx: Db, s: Sale, at: Date): Promise<{ buyerBalance: bigint }> {
  const [asset] = await tx.select().from(assets).where(eq(assets.id, s.assetId)).for('update');
  if (!asset) throw new AppError('notFound');
  await assertNotFrozen(tx, s.assetId);
  const [sold] = await tx
    .update(listings)
    .set({ status: CARD_STATUS.bought, buyerId: s.buyerId, fee: s.fee, closedAt: at, updatedAt: at })
    .where(
      and(
        eq(listings.id, s.listingId),
        eq(listings.status, CARD_STATUS.onSale),
        eq(listings.price, s.price),
        eq(listings.coin, s.coin),
      ),
    )
    .returning({ sellerId: listings.sellerId });
  if (!sold) throw await whyNotSold(tx, s);
  // A listed asset is on sale; anything else means it is no longer the listing's to sell.
  if (asset.status !== CARD_STATUS.onSale) throw new AppError('conflict', 'listingSold');
  const { buyerAvailable } = await transferAsset(
    tx,
    { ...s, asset, sellerId: sold.sellerId, source: { kind: 'listing', listingId: s.listingId } },
    at,
  );
  await publishListing(tx, {
    action: 'sold',
    listing_id: s.listingId,
    id: s.assetId,
    price: s.price.toString(),
    coin: s.coin as ListingEvent['coin'],
  });
  return { buyerBalance: buyerAvailable };
}

/** The 409 for a listing that could not be bought: its price or coin changed, or it is gone. */
async function whyNotSold(tx: Db, s: Sale): Promise<AppError> {
  const [listing] = await tx
    .select({ status: listings.status })
    .from(listings)
    .where(eq(listings.id, s.listingId));
  return new AppError('conflict', listing?.status === CARD_STATUS.onSale ? 'priceChanged' : 'listingSold');
}
