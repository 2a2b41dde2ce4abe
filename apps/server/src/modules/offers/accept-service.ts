import type { AcceptOfferBody, AcceptResult } from '@yuanlong/shared/offers';
import { and, eq, gt } from 'drizzle-orm';
import type { ServiceContext } from '../../context.ts';
import { assets, offers } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { assertNotFrozen } from '../../game/sync-state.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { platformUserId } from '../ledger/platform.ts';
import { syncSpendLevels } from '../legion/boss-sync.ts';
import { assertTradable, loadTrader, saleFee } from '../market/rules.ts';
import { transferAsset } from '../market/trade-kernel.ts';
import { offerMatches, offerView } from './store.ts';

/**
 * Accepts an offer (POST /api/offers/{id}/accept): the caller sells the offer's asset, or for a
 * collection offer one of their matching game assets, to the offerer for the offered amount.
 * The market's sale rules apply to the seller's role on `serverId`, which must be the offer's
 * server (a role there, activated, game offline, their own tradable game asset on that server;
 * an open listing of it is closed); the asset goes to the offerer's role on that server, and the sale's fee (paid by the seller). Like listing,
 * accepting needs no fund password: the seller receives coins, nothing of theirs is spent.
 *
 * One transaction at one reading of the clock: the asset row is locked first (as a purchase
 * does), then the offer moves from open to accepted only if it is still open and not expired,
 * so of any number of concurrent accepts exactly one gets past that point. Then the trade
 * kernel (market/trade-kernel.ts): the offerer's frozen amount pays (`offer_paid`), the seller
 * gets it minus the fee (`offer_sale`), the platform the fee; the asset changes hands, every
 * other open offer on it is lost (released), both sides get an entry.
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
  await syncSpendLevels(ctx.db, ctx.game, offer.offererId, offer.coin);
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
    // Its listing closes and every other open offer on it loses (the offerer's own included).
    const { listingClosed } = await transferAsset(
      tx,
      {
        asset,
        buyerId: won.offererId,
        sellerId,
        serverId: won.serverId,
        coin: won.coin,
        price: won.amount,
        fee,
        platformId,
        source: { kind: 'offer', offerId: won.id },
      },
      now,
    );
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
