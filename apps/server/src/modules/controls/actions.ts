import { ACTIVITY_TYPES } from '@yuanlong/shared/activities';
import { CARD_STATUS } from '@yuanlong/shared/card-status';
import type { ListingEvent } from '@yuanlong/shared/events';
import type { AdminWithdrawal, UserSummary } from '@yuanlong/shared/operator-controls';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { assets, listings, sessions, totpRecoveryCodes, users, withdrawals } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { enqueueAssetChange } from '../../game/asset-commands.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { securityChange } from '../account/security-hold.ts';
import { recordActivities } from '../activity/service.ts';
import { LEDGER_REASONS } from '../ledger/ledger.ts';
import { publishListing } from '../market/listing-events.ts';
import { audit } from '../operators/audit.ts';
import type { Actor } from '../operators/service.ts';
import { returnWithdrawal } from '../withdraw/store.ts';
import { adminWithdrawal, userSummary } from './users.ts';

async function lockUser(tx: Db, userId: number) {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!row) throw new AppError('notFound');
  return row;
}

/**
 * Freezes an account (its sessions end at once; signing in and every write are refused with
 * "This account is frozen" in the player's language) or unfreezes it (the player signs in again).
 */
export async function setFrozen(db: Db, userId: number, frozen: boolean, by: Actor): Promise<UserSummary> {
  return inTransaction(db, async (tx) => {
    const before = await lockUser(tx, userId);
    const now = new Date();
    const [after] = await tx
      .update(users)
      .set({ frozenAt: frozen ? (before.frozenAt ?? now) : null })
      .where(eq(users.id, userId))
      .returning();
    if (frozen) {
      await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    }
    await audit(tx, {
      ...by,
      action: frozen ? 'user.freeze' : 'user.unfreeze',
      target: `user:${userId}`,
      before: { frozen: before.frozenAt !== null },
      after: { frozen },
    });
    return userSummary(after!);
  });
}

/**
 * Turns off the second factor of a player who lost it (support has checked who they are): the
 * authenticator key and recovery codes are removed, and the 24-hour security hold starts, as when
 * the player turns it off.
 */
export async function resetSecondFactor(db: Db, userId: number, by: Actor): Promise<UserSummary> {
  return inTransaction(db, async (tx) => {
    const before = await lockUser(tx, userId);
    if (!before.totpEnabledAt) throw new AppError('conflict', 'secondFactorNotOn');
    const [after] = await tx
      .update(users)
      .set({ totpSecret: null, totpEnabledAt: null, totpStep: 0, ...securityChange(true, new Date()) })
      .where(eq(users.id, userId))
      .returning();
    await tx.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, userId));
    await audit(tx, {
      ...by,
      action: 'user.second-factor.reset',
      target: `user:${userId}`,
      before: { second_factor: true },
      after: { second_factor: false },
    });
    return userSummary(after!);
  });
}

/**
 * Decides a held withdrawal: released, it joins the payout queue; refused, its frozen amount is
 * available again through the ledger (`withdraw_refused`) and the player's activity says so.
 */
export async function reviewWithdrawal(
  db: Db,
  id: number,
  decision: 'release' | 'refuse',
  by: Actor,
): Promise<AdminWithdrawal> {
  return inTransaction(db, async (tx) => {
    const now = new Date();
    const [w] = await tx
      .update(withdrawals)
      .set(decision === 'release' ? { state: 'queued' } : { state: 'refused', finishedAt: now })
      .where(and(eq(withdrawals.id, id), eq(withdrawals.state, 'held')))
      .returning();
    if (!w) throw new AppError('conflict', 'withdrawalNotHeld');
    if (decision === 'refuse') {
      await returnWithdrawal(tx, w, LEDGER_REASONS.withdrawRefused, now);
    }
    await audit(tx, {
      ...by,
      action: `withdrawal.${decision}`,
      target: `withdrawal:${w.id}`,
      before: { state: 'held', coin: w.coin, amount: w.amount.toString(), user: w.userId },
      after: { state: w.state },
    });
    return adminWithdrawal(w);
  });
}

/** Withdrawals waiting for review, oldest first. */
export async function heldWithdrawals(db: Db): Promise<AdminWithdrawal[]> {
  const rows = await db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.state, 'held'))
    .orderBy(withdrawals.id)
    .limit(200);
  return rows.map(adminWithdrawal);
}

/** Takes a listing off the market (as if its seller cancelled it); the seller's activity shows it. */
export async function delistListing(ctx: ServiceContext, listingId: number, by: Actor) {
  const result = await inTransaction(ctx.db, async (tx) => {
    const [listing] = await tx
      .update(listings)
      .set({ status: CARD_STATUS.cancelled, closedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(listings.id, listingId), eq(listings.status, CARD_STATUS.onSale)))
      .returning();
    if (!listing) throw new AppError('conflict', 'listingNotOpen');
    const [asset] = await tx
      .update(assets)
      .set({ status: null })
      .where(eq(assets.id, listing.assetId))
      .returning();
    // The game hears of it after commit (the outbox): the sale's lock ends.
    if (asset!.serverId !== null) await enqueueAssetChange(tx, asset!, { type: 'asset.release' });
    await recordActivities(tx, [
      {
        userId: listing.sellerId,
        type: ACTIVITY_TYPES.marketCancelled.code,
        assetsId: asset!.id,
        kind: asset!.kind,
        amount: listing.price,
        coin: listing.coin,
        tokenId: asset!.tokenId,
        nftName: asset!.name,
        indexId: listing.id,
      },
    ]);
    await publishListing(tx, {
      action: 'cancelled',
      listing_id: listing.id,
      id: asset!.id,
      price: listing.price.toString(),
      coin: listing.coin as ListingEvent['coin'],
    });
    await audit(tx, {
      ...by,
      action: 'listing.delist',
      target: `listing:${listing.id}`,
      before: { on_sale: true, asset: asset!.id, price: listing.price.toString(), coin: listing.coin },
      after: { on_sale: false },
    });
    return { id: listing.id, asset_id: asset!.id };
  });
  ctx.marketPages.invalidate();
  return result;
}
