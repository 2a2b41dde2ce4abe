import { gradeGroupOf } from '@yuanlong/shared/catalogue';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assetHistory, assets, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { enqueueAssetChange } from '../../game/asset-commands.ts';
import { recordActivities } from '../activity/service.ts';
import { recordSpend } from '../legion/spend.ts';
import { endAssetMarket } from '../offers/store.ts';
import { sourceId, TRADE_TERMS, type Trade, tradeReference } from './trade.ts';
import { payForTrade, payTradeFee } from './trade-money.ts';

/**
 * The one place an asset changes hands for money (a market purchase, a cart's item, an accepted
 * offer), inside the caller's transaction and at the caller's one time `at`. The caller has
 * locked the asset row and settled its own side (the listing bought, the offer accepted).
 *
 * The asset moves only if it is still the seller's on the trade's server with the status it was
 * locked with (else a 409 and nothing moves); then the parties' money (payForTrade: buyer, seller),
 * the game's transfer command into the outbox (sent after commit), the asset's market ends (an
 * open listing closed, every open offer lost and released), the history row, the buyer's legion
 * spend and both sides' activity entries, and last the platform's fee (payTradeFee: the one
 * balance row every sale writes, locked for the shortest time). Returns the buyer's available balance after it and
 * whether an open listing was closed (the market's page cache must then be cleared).
 */
export async function transferAsset(
  tx: Db,
  trade: Trade,
  at: Date,
): Promise<{ buyerAvailable: bigint; listingClosed: boolean }> {
  const { asset, buyerId, sellerId } = trade;
  const moved = await tx
    .update(assets)
    .set({ ownerId: buyerId, status: null })
    .where(
      and(
        eq(assets.id, asset.id),
        eq(assets.ownerId, sellerId),
        eq(assets.serverId, trade.serverId),
        asset.status === null ? isNull(assets.status) : eq(assets.status, asset.status),
      ),
    )
    .returning({ id: assets.id });
  if (moved.length !== 1) throw new AppError('conflict', 'listingSold');
  const buyerAvailable = await payForTrade(tx, trade, at);
  // The game hears of it after commit (the outbox): nothing is sent to it inside the trade.
  await enqueueAssetChange(
    tx,
    asset,
    { type: 'asset.transfer', toUserId: buyerId, price: trade.price, coin: trade.coin },
    at,
  );
  const listingClosed = await endAssetMarket(tx, asset.id, at);
  await tx.insert(assetHistory).values({
    assetId: asset.id,
    fromUserId: sellerId,
    toUserId: buyerId,
    price: trade.price,
    coin: trade.coin,
    listingId: trade.source.kind === 'listing' ? trade.source.listingId : null,
    at,
    // The sale's collection, for the market's stats (no write of their own on this path).
    kind: asset.kind,
    gradeGroup: asset.grade === null ? null : gradeGroupOf(asset.grade),
  });
  // Legion points are earned in the trade's own transaction (only MDS spend counts).
  const reference = tradeReference(trade.source);
  await recordSpend(tx, { userId: buyerId, coin: trade.coin, amount: trade.price, reference, at });
  await recordTradeActivities(tx, trade, at);
  await payTradeFee(tx, trade, at);
  return { buyerAvailable, listingClosed };
}

/** The buyer's and the seller's activity entries of a trade, each naming the other side. */
async function recordTradeActivities(tx: Db, trade: Trade, at: Date) {
  const { asset, buyerId, sellerId } = trade;
  const terms = TRADE_TERMS[trade.source.kind];
  const parties = await tx
    .select({ id: users.id, address: users.address })
    .from(users)
    .where(inArray(users.id, [buyerId, sellerId]));
  const addressOf = (id: number) => parties.find((p) => p.id === id)?.address ?? '';
  const common = {
    assetsId: asset.id,
    kind: asset.kind,
    amount: trade.price,
    twoAmount: trade.price - trade.fee,
    fee: trade.fee,
    coin: trade.coin,
    tokenId: asset.tokenId,
    nftName: asset.name,
    indexId: sourceId(trade.source),
    createdAt: at,
  };
  await recordActivities(tx, [
    { ...common, userId: buyerId, type: terms.bought, twoUserId: sellerId, twoAddress: addressOf(sellerId) },
    { ...common, userId: sellerId, type: terms.sold, twoUserId: buyerId, twoAddress: addressOf(buyerId) },
  ]);
}
