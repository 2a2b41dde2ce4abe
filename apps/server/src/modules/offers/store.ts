import { ACTIVITY_TYPES } from '@yuanlong/shared/activities';
import { shortAddress } from '@yuanlong/shared/address';
import { CARD_STATUS } from '@yuanlong/shared/card-status';
import { gradeGroupOf } from '@yuanlong/shared/catalogue';
import type { Coin } from '@yuanlong/shared/coins';
import type { Offer, OfferState } from '@yuanlong/shared/offers';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type assets, listings, offers } from '../../db/schema.ts';
import { recordActivities } from '../activity/service.ts';
import { LEDGER_REASONS, release } from '../ledger/ledger.ts';

export type OfferRow = typeof offers.$inferSelect;
type Asset = typeof assets.$inferSelect;

/** The ledger reference of an offer's frozen amount. */
export const offerReference = (id: number) => `offer:${id}`;

/** Whether an asset matches an offer: the very asset, or one of the offer's server with the collection's kind and every facet given. */
export function offerMatches(offer: OfferRow, asset: Asset): boolean {
  if (offer.assetId !== null) return offer.assetId === asset.id;
  if (asset.serverId !== offer.serverId) return false;
  const gradeGroup = asset.grade === null ? null : gradeGroupOf(asset.grade);
  return (
    offer.kind === asset.kind &&
    (offer.camp === null || offer.camp === asset.camp) &&
    (offer.profession === null || offer.profession === asset.profession) &&
    (offer.gradeGroup === null || offer.gradeGroup === gradeGroup) &&
    (offer.element === null || offer.element === asset.element) &&
    (offer.star === null || offer.star === asset.star)
  );
}

const ENDED_ACTIVITY: Record<'cancelled' | 'expired' | 'lost', number> = {
  cancelled: ACTIVITY_TYPES.offerCancelled.code,
  expired: ACTIVITY_TYPES.offerExpired.code,
  lost: ACTIVITY_TYPES.offerLost.code,
};

/**
 * Ends open offers unaccepted inside the caller's transaction: each moves from `open` to `state`
 * only if it is still open (so it ends once, whoever else tries), its frozen amount goes back to
 * the offerer's available balance (`offer_released`) and the offerer gets an activity entry.
 * Returns the offers it ended.
 */
export async function endOffers(
  tx: Db,
  where: SQL,
  state: 'cancelled' | 'expired' | 'lost',
  now: Date,
): Promise<OfferRow[]> {
  const ended = await tx
    .update(offers)
    .set({ state, endedAt: now })
    .where(and(eq(offers.state, 'open'), where))
    .returning();
  // Balance rows in user-id order, as every other multi-user writer does.
  ended.sort((a, b) => a.offererId - b.offererId || a.id - b.id);
  for (const offer of ended) {
    const released = await release(tx, {
      userId: offer.offererId,
      serverId: offer.serverId,
      coin: offer.coin,
      amount: offer.amount,
      reason: LEDGER_REASONS.offerReleased,
      reference: offerReference(offer.id),
      at: now,
    });
    // An open offer's amount is always frozen; anything else is a bug to stop at.
    if (!released) throw new Error(`offer ${offer.id}: its amount is not frozen`);
  }
  await recordActivities(
    tx,
    ended.map((offer) => ({
      userId: offer.offererId,
      type: ENDED_ACTIVITY[state],
      assetsId: offer.assetId,
      kind: offer.kind,
      amount: offer.amount,
      coin: offer.coin,
      indexId: offer.id,
      createdAt: now,
    })),
  );
  return ended;
}

/**
 * The asset left its owner's hands in the game (sold, sold to an offer, claimed to a wallet,
 * moved by the chain): its open listing is closed as cancelled and every open offer on it is
 * lost, released. Call inside the transaction that moves the asset, after locking its row.
 * Returns whether a listing was closed (the market's page cache must then be cleared).
 */
export async function endAssetMarket(tx: Db, assetId: number, now: Date): Promise<boolean> {
  const closed = await tx
    .update(listings)
    .set({ status: CARD_STATUS.cancelled, closedAt: now, updatedAt: now })
    .where(and(eq(listings.assetId, assetId), eq(listings.status, CARD_STATUS.onSale)))
    .returning({ id: listings.id });
  await endOffers(tx, eq(offers.assetId, assetId), 'lost', now);
  return closed.length > 0;
}

/** An offer as the API shows it. */
export function offerView(
  row: OfferRow & { offererAddress: string | null; assetName: string | null },
  viewerId: number | undefined,
  now: Date,
): Offer {
  const state: OfferState =
    row.state === 'open' && row.expiresAt <= now ? 'expired' : (row.state as OfferState);
  return {
    id: row.id,
    state,
    coin: row.coin as Coin,
    amount: row.amount.toString(),
    asset_id: row.assetId,
    asset_name: row.assetName,
    server_id: row.serverId,
    filter:
      row.assetId === null
        ? {
            kind: row.kind,
            camp: row.camp,
            profession: row.profession,
            grade: row.gradeGroup,
            element: row.element,
            star: row.star,
          }
        : null,
    offerer: row.offererAddress ? shortAddress(row.offererAddress) : '',
    mine: viewerId === row.offererId,
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    sold_asset_id: row.soldAssetId,
    fee: row.fee?.toString() ?? null,
  };
}
