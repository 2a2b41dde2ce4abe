import { ACTIVITY_TYPES } from '@yuanlong/shared/activities';
import { LEGION_RULES } from '@yuanlong/shared/legion';
import type { AcceptOfferBody, AcceptResult } from '@yuanlong/shared/offers';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { ServiceContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { assetHistory, assets, offers, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { enqueueAssetChange } from '../../game/asset-commands.ts';
import { assertNotFrozen } from '../../game/sync-state.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordActivities } from '../activity/service.ts';
import { credit, LEDGER_REASONS, shift } from '../ledger/ledger.ts';
import { platformUserId } from '../ledger/platform.ts';
import { syncBossLevels } from '../legion/boss-sync.ts';
import { inviterOf, recordSpend } from '../legion/spend.ts';
import { assertTradable, loadTrader, saleFee } from '../market/rules.ts';
import { endAssetMarket, type OfferRow, offerMatches, offerReference, offerView } from './store.ts';

/**
 * Accepts an offer (POST /api/offers/{id}/accept): the caller sells the offer's asset, or for a
 * collection offer one of their matching game assets, to the offerer for the offered amount.
 * The market's sale rules apply to the seller's role on `serverId`, which must be the offer's
 * server (a role there, activated, game offline, their own tradable game asset on that server;
 * an open listing of it is closed); the asset goes to the offerer's role on that server, and the sale's fee (paid by the seller). Like listing,
 * accepting needs no fund password: the seller receives coins, nothing of theirs is spent.
 *
 * One transaction: the asset row is locked first (as a purchase does), then the offer moves
 * from open to accepted only if it is still open and not expired, so of any number of
 * concurrent accepts exactly one gets past that point. The offerer's frozen amount pays
 * (`offer_paid`), the seller gets it minus the fee (`offer_sale`), the platform the fee; the
 * asset changes hands, every other open offer on it is lost (released), both sides get an entry.
 */
export async function acceptOffer(
  ctx: ServiceContext,
  sellerId: number,
  serverId: number,
  offerId: number,
  body: AcceptOfferBody,
): Promise<AcceptResult> {
  await loadTrader(ctx, sellerId, serverId);
  const [offer] = await ctx.db.select().from(offers).where(eq(offers.id, offerId));
  if (!offer) throw new AppError('notFound');
  if (offer.serverId !== serverId) throw new AppError('conflict', 'assetOtherServer');
  const now = ctx.clock();
  if (offer.state !== 'open' || offer.expiresAt <= now) throw new AppError('conflict', 'offerNotOpen');
  if (offer.offererId === sellerId) throw new AppError('invalidInput', 'offerAcceptOwn', { field: 'id' });
  const assetId = offer.assetId ?? body.asset_id;
  if (assetId === undefined) throw new AppError('invalidInput', 'offerAssetRequired', { field: 'asset_id' });
  if (offer.assetId !== null && body.asset_id !== undefined && body.asset_id !== offer.assetId) {
    throw new AppError('invalidInput', 'offerNotMatching', { field: 'asset_id' });
  }
  // Levels decide the points of the offerer's spend: their boss levels and their inviter's, fresh.
  if (offer.coin === LEGION_RULES.spendCoin) {
    const inviterId = await inviterOf(ctx.db, offer.offererId);
    const who = inviterId === undefined ? [offer.offererId] : [offer.offererId, inviterId];
    await syncBossLevels(ctx.db, ctx.game, who);
  }
  const fee = saleFee(offer.amount, ctx.settings.current().sale_fee_bps);
  const platformId = await platformUserId(ctx.db);

  const { accepted, listingClosed } = await inTransaction(ctx.db, async (tx) => {
    const [asset] = await tx.select().from(assets).where(eq(assets.id, assetId)).for('update');
    if (!asset) throw new AppError('notFound');
    if (asset.ownerId !== sellerId) throw new AppError('forbidden', 'notYourAsset');
    assertTradable(asset);
    if (asset.serverId !== offer.serverId) throw new AppError('conflict', 'assetOtherServer');
    await assertNotFrozen(tx, asset.id);
    if (!offerMatches(offer, asset))
      throw new AppError('invalidInput', 'offerNotMatching', { field: 'asset_id' });
    const [won] = await tx
      .update(offers)
      .set({ state: 'accepted', endedAt: now, sellerId, soldAssetId: asset.id, fee })
      .where(and(eq(offers.id, offerId), eq(offers.state, 'open'), gt(offers.expiresAt, now)))
      .returning();
    if (!won) throw new AppError('conflict', 'offerNotOpen');
    await settle(tx, won, sellerId, fee, platformId);
    await tx.update(assets).set({ ownerId: won.offererId, status: null }).where(eq(assets.id, asset.id));
    await enqueueAssetChange(
      tx,
      asset,
      { type: 'asset.transfer', toUserId: won.offererId, price: won.amount, coin: won.coin },
      now,
    );
    // Its listing closes and every other offer on it loses (the offerer's own included).
    const listingClosed = await endAssetMarket(tx, asset.id, now);
    await tx.insert(assetHistory).values({
      assetId: asset.id,
      fromUserId: sellerId,
      toUserId: won.offererId,
      price: won.amount,
      coin: won.coin,
      at: now,
    });
    await recordSpend(tx, {
      userId: won.offererId,
      coin: won.coin,
      amount: won.amount,
      reference: offerReference(won.id),
      at: now,
    });
    await activities(tx, won, asset, sellerId, fee, now);
    return { accepted: { ...won, assetName: asset.name }, listingClosed };
  });
  if (listingClosed) ctx.marketPages.invalidate();
  return {
    offer: offerView({ ...accepted, offererAddress: null }, sellerId, now),
    asset_id: assetId,
    proceeds: (accepted.amount - fee).toString(),
    fee: fee.toString(),
  };
}

/** The money: offerer's frozen amount out, seller's proceeds in, platform's fee in; user-id order. */
async function settle(tx: Db, offer: OfferRow, sellerId: number, fee: bigint, platformId: number) {
  const reference = offerReference(offer.id);
  const proceeds = offer.amount - fee;
  const pay = async () => {
    const paid = await shift(
      tx,
      {
        userId: offer.offererId,
        serverId: offer.serverId,
        coin: offer.coin,
        amount: offer.amount,
        reason: LEDGER_REASONS.offerPaid,
        reference,
      },
      { available: 0n, frozen: -offer.amount },
    );
    if (!paid) throw new Error(`offer ${offer.id}: its amount is not frozen`);
  };
  const receive = async () => {
    if (proceeds > 0n) {
      await credit(tx, {
        userId: sellerId,
        serverId: offer.serverId,
        coin: offer.coin,
        amount: proceeds,
        reason: LEDGER_REASONS.offerSale,
        reference,
      });
    }
  };
  if (offer.offererId < sellerId) {
    await pay();
    await receive();
  } else {
    await receive();
    await pay();
  }
  if (fee > 0n) {
    await credit(tx, {
      userId: platformId,
      serverId: offer.serverId,
      coin: offer.coin,
      amount: fee,
      reason: LEDGER_REASONS.marketFee,
      reference,
    });
  }
}

async function activities(
  tx: Db,
  offer: OfferRow,
  asset: typeof assets.$inferSelect,
  sellerId: number,
  fee: bigint,
  now: Date,
) {
  const parties = await tx
    .select({ id: users.id, address: users.address })
    .from(users)
    .where(inArray(users.id, [offer.offererId, sellerId]));
  const addressOf = (id: number) => parties.find((p) => p.id === id)?.address ?? '';
  const common = {
    assetsId: asset.id,
    kind: asset.kind,
    amount: offer.amount,
    twoAmount: offer.amount - fee,
    fee,
    coin: offer.coin,
    tokenId: asset.tokenId,
    nftName: asset.name,
    indexId: offer.id,
    createdAt: now,
  };
  await recordActivities(tx, [
    {
      ...common,
      userId: offer.offererId,
      type: ACTIVITY_TYPES.offerBought.code,
      twoUserId: sellerId,
      twoAddress: addressOf(sellerId),
    },
    {
      ...common,
      userId: sellerId,
      type: ACTIVITY_TYPES.offerSold.code,
      twoUserId: offer.offererId,
      twoAddress: addressOf(offer.offererId),
    },
  ]);
}
