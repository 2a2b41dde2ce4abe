import { ACTIVITY_TYPES } from '@yuanlong/shared/activities';
import { CARD_STATUS } from '@yuanlong/shared/card-status';
import type { ListingEvent } from '@yuanlong/shared/events';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assetHistory, assets, listings, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { enqueueAssetChange } from '../../game/asset-commands.ts';
import { assertNotFrozen } from '../../game/sync-state.ts';
import { recordActivities } from '../activity/service.ts';
import { credit, debit, LEDGER_REASONS } from '../ledger/ledger.ts';
import { endAssetMarket } from '../offers/store.ts';
import { publishListing } from './listing-events.ts';

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
 * Settles a purchase inside one transaction. The asset row is locked first (sell and cancel
 * lock it first too, so they cannot deadlock with a purchase); the listing then moves from
 * on sale to bought only if it is still on sale at this price and coin, so of any number of
 * concurrent buyers exactly one gets past this point, and the others change nothing. The
 * asset stays on its server and goes to the buyer's role there (the listing's server is the
 * asset's: a listed asset cannot move). The buyer is debited only if the balance covers the price (else everything rolls back);
 * balance rows are touched in user-id order, the platform's last.
 */
export async function settleSale(tx: Db, s: Sale): Promise<{ buyerBalance: bigint }> {
  const [asset] = await tx.select().from(assets).where(eq(assets.id, s.assetId)).for('update');
  if (!asset) throw new AppError('notFound');
  await assertNotFrozen(tx, s.assetId);
  const [sold] = await tx
    .update(listings)
    .set({
      status: CARD_STATUS.bought,
      buyerId: s.buyerId,
      fee: s.fee,
      closedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
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
  const sellerId = sold.sellerId;

  const reference = `listing:${s.listingId}`;
  const proceeds = s.price - s.fee;
  const pay = async () => {
    const left = await debit(tx, {
      userId: s.buyerId,
      serverId: s.serverId,
      coin: s.coin,
      amount: s.price,
      reason: LEDGER_REASONS.marketBuy,
      reference,
    });
    if (left === null) throw new AppError('invalidInput', 'insufficientBalance', { field: 'expected_price' });
    return left;
  };
  const receive = () =>
    proceeds > 0n
      ? credit(tx, {
          userId: sellerId,
          serverId: s.serverId,
          coin: s.coin,
          amount: proceeds,
          reason: LEDGER_REASONS.marketSale,
          reference,
        })
      : Promise.resolve(0n);
  let buyerBalance: bigint;
  if (s.buyerId < sellerId) {
    buyerBalance = await pay();
    await receive();
  } else {
    await receive();
    buyerBalance = await pay();
  }
  if (s.fee > 0n) {
    await credit(tx, {
      userId: s.platformId,
      serverId: s.serverId,
      coin: s.coin,
      amount: s.fee,
      reason: LEDGER_REASONS.marketFee,
      reference,
    });
  }

  const moved = await tx
    .update(assets)
    .set({ ownerId: s.buyerId, status: null })
    .where(
      and(
        eq(assets.id, s.assetId),
        eq(assets.ownerId, sellerId),
        eq(assets.serverId, s.serverId),
        eq(assets.status, CARD_STATUS.onSale),
      ),
    )
    .returning({ id: assets.id });
  if (moved.length !== 1) throw new AppError('conflict', 'listingSold');
  // The game hears of it after commit (the outbox): nothing is sent to it inside the purchase.
  await enqueueAssetChange(tx, asset, {
    type: 'asset.transfer',
    toUserId: s.buyerId,
    price: s.price,
    coin: s.coin,
  });
  // Offers on the asset lose to this sale: their amounts are released.
  await endAssetMarket(tx, s.assetId, new Date());
  await tx.insert(assetHistory).values({
    assetId: s.assetId,
    fromUserId: sellerId,
    toUserId: s.buyerId,
    price: s.price,
    coin: s.coin,
    listingId: s.listingId,
  });
  const parties = await tx
    .select({ id: users.id, address: users.address })
    .from(users)
    .where(inArray(users.id, [s.buyerId, sellerId]));
  const addressOf = (id: number) => parties.find((p) => p.id === id)?.address ?? '';
  const common = {
    assetsId: s.assetId,
    kind: asset.kind,
    amount: s.price,
    twoAmount: proceeds,
    fee: s.fee,
    coin: s.coin,
    tokenId: asset.tokenId,
    nftName: asset.name,
    indexId: s.listingId,
  };
  await recordActivities(tx, [
    {
      ...common,
      userId: s.buyerId,
      type: ACTIVITY_TYPES.marketBought.code,
      twoUserId: sellerId,
      twoAddress: addressOf(sellerId),
    },
    {
      ...common,
      userId: sellerId,
      type: ACTIVITY_TYPES.marketSold.code,
      twoUserId: s.buyerId,
      twoAddress: addressOf(s.buyerId),
    },
  ]);
  await publishListing(tx, {
    action: 'sold',
    listing_id: s.listingId,
    id: s.assetId,
    price: s.price.toString(),
    coin: s.coin as ListingEvent['coin'],
  });
  return { buyerBalance };
}

/** The 409 for a listing that could not be bought: its price or coin changed, or it is gone. */
async function whyNotSold(tx: Db, s: Sale): Promise<AppError> {
  const [listing] = await tx
    .select({ status: listings.status })
    .from(listings)
    .where(eq(listings.id, s.listingId));
  return new AppError('conflict', listing?.status === CARD_STATUS.onSale ? 'priceChanged' : 'listingSold');
}
