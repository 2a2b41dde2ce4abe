import { ACTIVITY_TYPES } from '@yuanlong/shared/activities';
import type { SellBody } from '@yuanlong/shared/card';
import { CARD_STATUS } from '@yuanlong/shared/card-status';
import type { ListingEvent } from '@yuanlong/shared/events';
import { and, eq, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { assets, listings } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { enqueueAssetChange } from '../../game/asset-commands.ts';
import { assertNotFrozen } from '../../game/sync-state.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordActivities } from '../activity/service.ts';
import { assetFacets, facetMask, facetTokens } from './facets.ts';
import { publishListing } from './listing-events.ts';
import { assertTradable, loadTrader, positiveAmount } from './rules.ts';

const ON_SALE = CARD_STATUS.onSale;

/**
 * The caller's asset, locked for the rest of the transaction; 404 when missing, 403 when not
 * theirs, 409 when it is in the game on another server than the role acting.
 */
async function lockOwnAsset(tx: Db, userId: number, serverId: number, assetId: number) {
  const [asset] = await tx.select().from(assets).where(eq(assets.id, assetId)).for('update');
  if (!asset) throw new AppError('notFound');
  if (asset.ownerId !== userId) throw new AppError('forbidden', 'notYourAsset');
  if (asset.serverId !== null && asset.serverId !== serverId)
    throw new AppError('conflict', 'assetOtherServer');
  await assertNotFrozen(tx, assetId);
  return asset;
}

/**
 * Lists a game asset at a price in a coin. On an asset that is already on sale it modifies
 * the open listing's price and coin instead (same listing id, same place in "latest").
 */
export async function sellAsset(
  ctx: ServiceContext,
  userId: number,
  serverId: number,
  assetId: number,
  body: SellBody,
) {
  const price = positiveAmount(body.price, 'price');
  const seller = await loadTrader(ctx, userId, serverId);
  const result = await inTransaction(ctx.db, async (tx) => {
    const asset = await lockOwnAsset(tx, userId, serverId, assetId);
    if (asset.status === ON_SALE) {
      const [listing] = await tx
        .update(listings)
        .set({ price, coin: body.coin, updatedAt: sql`now()` })
        .where(and(eq(listings.assetId, assetId), eq(listings.status, ON_SALE)))
        .returning({ id: listings.id });
      if (!listing) throw new AppError('conflict');
      await recordActivities(tx, [
        activity(userId, asset, listing.id, ACTIVITY_TYPES.marketPriceChanged.code, body),
      ]);
      await publishListing(tx, {
        action: 'price',
        listing_id: listing.id,
        id: assetId,
        price: price.toString(),
        coin: body.coin,
      });
      return {
        id: assetId,
        listing_id: listing.id,
        price: price.toString(),
        coin: body.coin,
        status: ON_SALE,
      };
    }
    assertTradable(asset);
    const facets = assetFacets(asset);
    const [listing] = await tx
      .insert(listings)
      .values({
        assetId,
        sellerId: userId,
        serverId,
        coin: body.coin,
        price,
        kind: asset.kind,
        camp: asset.camp,
        profession: asset.profession,
        grade: asset.grade,
        element: asset.element,
        star: asset.star,
        gradeGroup: facets.gradeGroup,
        name: asset.name,
        tokenId: asset.tokenId,
        level: asset.level,
        power: asset.power,
        stage: asset.stage,
        strength: asset.strength,
        sellerAddress: seller.address ?? '',
        mask: facetMask(facets),
        facets: facetTokens(facets),
      })
      .returning({ id: listings.id });
    await tx.update(assets).set({ status: ON_SALE }).where(eq(assets.id, assetId));
    await enqueueAssetChange(tx, asset, { type: 'asset.lock', reason: 'sale' });
    await recordActivities(tx, [
      activity(userId, asset, listing!.id, ACTIVITY_TYPES.marketListed.code, body),
    ]);
    await publishListing(tx, {
      action: 'listed',
      listing_id: listing!.id,
      id: assetId,
      price: price.toString(),
      coin: body.coin,
    });
    return {
      id: assetId,
      listing_id: listing!.id,
      price: price.toString(),
      coin: body.coin,
      status: ON_SALE,
    };
  });
  ctx.marketPages.invalidate();
  return result;
}

/** Takes the caller's asset off the market: the listing ends as cancelled (5), the asset is idle again. */
export async function cancelSale(ctx: ServiceContext, userId: number, serverId: number, assetId: number) {
  await loadTrader(ctx, userId, serverId);
  const result = await inTransaction(ctx.db, async (tx) => {
    const asset = await lockOwnAsset(tx, userId, serverId, assetId);
    if (asset.status !== ON_SALE) throw new AppError('conflict', 'notOnSale');
    const [listing] = await tx
      .update(listings)
      .set({ status: CARD_STATUS.cancelled, closedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(listings.assetId, assetId), eq(listings.status, ON_SALE)))
      .returning({ id: listings.id, price: listings.price, coin: listings.coin });
    if (!listing) throw new AppError('conflict', 'notOnSale');
    await tx.update(assets).set({ status: null }).where(eq(assets.id, assetId));
    await enqueueAssetChange(tx, asset, { type: 'asset.release' });
    await recordActivities(tx, [
      activity(userId, asset, listing.id, ACTIVITY_TYPES.marketCancelled.code, {
        price: listing.price.toString(),
        coin: listing.coin,
      }),
    ]);
    await publishListing(tx, {
      action: 'cancelled',
      listing_id: listing.id,
      id: assetId,
      price: listing.price.toString(),
      coin: listing.coin as ListingEvent['coin'],
    });
    return { id: assetId, listing_id: listing.id, status: null };
  });
  ctx.marketPages.invalidate();
  return result;
}

function activity(
  userId: number,
  asset: typeof assets.$inferSelect,
  listingId: number,
  type: number,
  sale: { price: string; coin: string },
) {
  return {
    userId,
    type,
    assetsId: asset.id,
    kind: asset.kind,
    amount: BigInt(sale.price),
    coin: sale.coin,
    tokenId: asset.tokenId,
    nftName: asset.name,
    indexId: listingId,
  };
}
