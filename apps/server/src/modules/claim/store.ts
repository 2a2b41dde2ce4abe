import { ACTIVITY_TYPES } from '@yuanlong/shared/activities';
import { CARD_STATUS } from '@yuanlong/shared/card-status';
import { ASSET_LOCATIONS } from '@yuanlong/shared/catalogue';
import { and, count, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { assets, claims, vouchers } from '../../db/schema.ts';
import { enqueueAssetChange } from '../../game/asset-commands.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordActivities } from '../activity/service.ts';

export type ClaimRow = typeof claims.$inferSelect;
/** What a new claim fixes: everything its voucher says. */
export type NewClaim = Omit<
  ClaimRow,
  'id' | 'voucherNonce' | 'state' | 'txHash' | 'createdAt' | 'finishedAt'
>;

/** The voucher sequence's kind for claims and card mints. */
export const CLAIM_VOUCHER_KIND = 'claim';

/** The open claim of an asset, if any. */
export async function openClaimOf(db: Db, assetId: number): Promise<ClaimRow | undefined> {
  const [row] = await db
    .select()
    .from(claims)
    .where(and(eq(claims.assetId, assetId), eq(claims.state, 'open')));
  return row;
}

/** The next token id for a game-born card that has none (its own sequence, never reused). */
export async function nextCardTokenId(db: Db): Promise<bigint> {
  const [row] = await queryRows<{ id: string }>(db, sql`select nextval('card_token_ids')::text as id`);
  return BigInt(row!.id);
}

/**
 * Opens a claim in the caller's transaction (the asset row is locked by the caller): the
 * voucher's nonce comes from the shared sequence under reference `asset:<id>:<n>` (the asset's
 * n-th claim, so a later claim of the same asset gets a fresh nonce), the asset gets the
 * token id and is locked (card status 3, chain confirming).
 */
export async function openClaim(tx: Db, claim: NewClaim): Promise<ClaimRow> {
  const [previous] = await tx.select({ n: count() }).from(claims).where(eq(claims.assetId, claim.assetId));
  const reference = `asset:${claim.assetId}:${Number(previous?.n ?? 0) + 1}`;
  const [voucher] = await tx
    .insert(vouchers)
    .values({ kind: CLAIM_VOUCHER_KIND, reference })
    .returning({ nonce: vouchers.nonce });
  const whole = new Date(Math.floor(claim.deadline.getTime() / 1000) * 1000);
  const [row] = await tx
    .insert(claims)
    .values({ ...claim, deadline: whole, voucherNonce: voucher!.nonce })
    .returning();
  await tx
    .update(assets)
    .set({ status: CARD_STATUS.chainConfirming, tokenId: claim.tokenId })
    .where(eq(assets.id, claim.assetId));
  return row!;
}

/** Open claims on a chain whose deadline has passed by `at` (chain time), oldest first. */
export function expiredOpenClaims(db: Db, chainId: number, at: Date, limit: number): Promise<ClaimRow[]> {
  return db
    .select()
    .from(claims)
    .where(and(eq(claims.chainId, chainId), eq(claims.state, 'open'), lte(claims.deadline, at)))
    .orderBy(claims.deadline, claims.id)
    .limit(limit);
}

/**
 * Gives an open claim up once its voucher's revocation is confirmed: `expired`, the asset
 * unlocked (status null) if it is still locked in the game, an activity entry. False if it
 * was not open.
 */
export async function expireClaim(db: Db, id: number, at: Date): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const [claim] = await tx
      .update(claims)
      .set({ state: 'expired', finishedAt: at })
      .where(and(eq(claims.id, id), eq(claims.state, 'open')))
      .returning();
    if (!claim) return false;
    const [asset] = await tx
      .update(assets)
      .set({ status: null })
      .where(
        and(
          eq(assets.id, claim.assetId),
          eq(assets.status, CARD_STATUS.chainConfirming),
          eq(assets.location, ASSET_LOCATIONS.game.code),
        ),
      )
      .returning();
    if (asset) await enqueueAssetChange(tx, asset, { type: 'asset.release' }, at);
    await recordActivities(tx, [
      {
        userId: claim.userId,
        type: ACTIVITY_TYPES.claimExpired.code,
        assetsId: claim.assetId,
        kind: asset?.kind,
        tokenId: claim.tokenId,
        nftName: asset?.name ?? '',
        twoAddress: claim.toAddress,
        indexId: claim.id,
        createdAt: at,
      },
    ]);
    return true;
  });
}
