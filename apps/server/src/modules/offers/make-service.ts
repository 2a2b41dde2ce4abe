import { ACTIVITY_TYPES } from '@yuanlong/shared/activities';
import { CARD_STATUS } from '@yuanlong/shared/card-status';
import { ASSET_LOCATIONS } from '@yuanlong/shared/catalogue';
import {
  kindCodeOf,
  type MakeOfferBody,
  OFFER_MAX_DAYS,
  OFFER_MIN_MINUTES,
  type Offer,
} from '@yuanlong/shared/offers';
import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { assets, offers } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { assertNotFrozen } from '../../game/sync-state.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { verifyFundPassword } from '../account/fund-password.ts';
import { recordActivities } from '../activity/service.ts';
import { availableOf, freeze, LEDGER_REASONS } from '../ledger/ledger.ts';
import { BLOCKED_STATUS, loadTrader, positiveAmount } from '../market/rules.ts';
import { endOffers, offerReference, offerView } from './store.ts';

/** Statuses an asset may have and still be offered on: idle, on sale, in a team (the owner takes it out to accept). */
const OFFERABLE = new Set<number | null>([null, CARD_STATUS.onSale, CARD_STATUS.inTeam]);

/**
 * Throws unless the asset may get offers from the role on `serverId`: someone else's, in the
 * game on that server, not locked or confirming.
 */
function assertOfferable(asset: typeof assets.$inferSelect | undefined, offererId: number, serverId: number) {
  if (!asset) throw new AppError('notFound');
  if (asset.ownerId === offererId) throw new AppError('invalidInput', 'offerOwnAsset', { field: 'asset_id' });
  if (asset.location !== ASSET_LOCATIONS.game.code) throw new AppError('conflict', 'nftTransferredOut');
  if (asset.serverId !== serverId) throw new AppError('conflict', 'assetOtherServer');
  if (!OFFERABLE.has(asset.status))
    throw new AppError('conflict', BLOCKED_STATUS[asset.status!] ?? 'conflict');
  return asset;
}

/**
 * Makes an offer (POST /api/offers) by the caller's role on `serverId`: an item offer's asset
 * must be on that server, a collection offer matches assets of that server. Rules, in order: amount above zero, an expiry 10 minutes to
 * 30 days ahead, an activated account with the game offline (the market's trading rules), the
 * asset's (someone else's game asset, not locked) or the collection's kind, enough available
 * balance, the fund password (it commits coins, as a purchase does). In one transaction, under
 * the asset's row lock for an item offer: the offer is stored, its amount moves from available
 * to frozen (`offer_frozen`) and an activity entry is written.
 */
export async function makeOffer(
  ctx: ServiceContext,
  userId: number,
  serverId: number,
  body: MakeOfferBody,
): Promise<Offer> {
  const amount = positiveAmount(body.amount, 'amount');
  if (amount >= 2n ** 256n) throw new AppError('invalidInput', 'insufficientBalance', { field: 'amount' });
  const now = ctx.clock();
  const expiresAt = new Date(body.expires_at);
  const ahead = expiresAt.getTime() - now.getTime();
  if (ahead < OFFER_MIN_MINUTES * 60_000 || ahead > OFFER_MAX_DAYS * 86_400_000) {
    throw new AppError('invalidInput', 'offerExpiry', { field: 'expires_at' });
  }
  const offerer = await loadTrader(ctx, userId, serverId);
  if (body.asset_id !== undefined) {
    const [asset] = await ctx.db.select().from(assets).where(eq(assets.id, body.asset_id));
    assertOfferable(asset, userId, serverId);
  }
  if ((await availableOf(ctx.db, userId, serverId, body.coin)) < amount) {
    throw new AppError('invalidInput', 'insufficientBalance', { field: 'amount' });
  }
  await verifyFundPassword(ctx.db, userId, body.pay_password, now);

  const row = await inTransaction(ctx.db, async (tx) => {
    let target: { assetId: number | null; kind: number; name: string | null; tokenId: bigint | null };
    if (body.asset_id !== undefined) {
      // Re-checked under the row lock: a claim or sale in between may have changed it.
      const [locked] = await tx.select().from(assets).where(eq(assets.id, body.asset_id)).for('update');
      const asset = assertOfferable(locked, userId, serverId);
      await assertNotFrozen(tx, asset.id);
      target = { assetId: asset.id, kind: asset.kind, name: asset.name, tokenId: asset.tokenId };
    } else {
      target = { assetId: null, kind: kindCodeOf(body.filter!.kind), name: null, tokenId: null };
    }
    const f = body.filter;
    const [created] = await tx
      .insert(offers)
      .values({
        offererId: userId,
        serverId,
        coin: body.coin,
        amount,
        assetId: target.assetId,
        kind: target.kind,
        camp: f?.camp ?? null,
        profession: f?.profession ?? null,
        gradeGroup: f?.grade ?? null,
        element: f?.element ?? null,
        star: f?.star ?? null,
        expiresAt,
        createdAt: now,
      })
      .returning();
    const frozen = await freeze(tx, {
      userId,
      serverId,
      coin: body.coin,
      amount,
      reason: LEDGER_REASONS.offerFrozen,
      reference: offerReference(created!.id),
    });
    // Rolls the offer back with it.
    if (!frozen) throw new AppError('invalidInput', 'insufficientBalance', { field: 'amount' });
    await recordActivities(tx, [
      {
        userId,
        type: ACTIVITY_TYPES.offerMade.code,
        assetsId: target.assetId,
        kind: target.kind,
        amount,
        coin: body.coin,
        tokenId: target.tokenId,
        nftName: target.name ?? '',
        indexId: created!.id,
        createdAt: now,
      },
    ]);
    return { ...created!, assetName: target.name };
  });
  return offerView({ ...row, offererAddress: offerer.address }, userId, now);
}

/** Cancels the caller's open offer (POST /api/offers/{id}/cancel): its amount is available again at once. */
export async function cancelOffer(ctx: ServiceContext, userId: number, offerId: number): Promise<Offer> {
  const now = ctx.clock();
  return inTransaction(ctx.db, async (tx) => {
    const [offer] = await tx.select().from(offers).where(eq(offers.id, offerId));
    if (!offer) throw new AppError('notFound');
    if (offer.offererId !== userId) throw new AppError('forbidden', 'offerNotYours');
    const [ended] = await endOffers(tx, eq(offers.id, offerId), 'cancelled', now);
    if (!ended) throw new AppError('conflict', 'offerNotOpen');
    return offerView(
      { ...ended, offererAddress: null, assetName: await nameOf(tx, ended.assetId) },
      userId,
      now,
    );
  });
}

async function nameOf(db: Db, assetId: number | null): Promise<string | null> {
  if (assetId === null) return null;
  const [asset] = await db.select({ name: assets.name }).from(assets).where(eq(assets.id, assetId));
  return asset?.name ?? null;
}
