import { ACTIVITY_TYPES } from '@yuanlong/shared/activities';
import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { assets, auctions } from '../db/schema.ts';
import { type ActivityEntry, recordActivities } from '../modules/activity/service.ts';
import { userIdByAddress } from './effects-auction-rows.ts';

/**
 * Auctions that locked by confirmed chain time `chainTime` (the last block the watcher
 * applied, in the same transaction, after that batch's events; an auction the holder already
 * withdrew in that batch locked before): each is noticed once
 * (`lock_noticed_at`), with an activity entry "auction locked" for a seller who is a user and
 * "auction won" for the last bidder when there were bids and the bidder is a user. Their
 * notifications follow from the entries. A lock is not an event, so a reorg does not undo it:
 * confirmed blocks are not expected to be dropped (see the confirmations decision).
 */
export async function noticeLockedAuctions(tx: Db, chainId: number, chainTime: Date): Promise<void> {
  const locked = await tx
    .update(auctions)
    .set({ lockNoticedAt: chainTime })
    .where(
      and(
        eq(auctions.chainId, chainId),
        // Withdrawn only happens after the lock: in the same batch as the lock it is still one.
        inArray(auctions.state, ['open', 'withdrawn']),
        isNull(auctions.lockNoticedAt),
        lte(auctions.locksAt, chainTime),
      ),
    )
    .returning();
  const entries: ActivityEntry[] = [];
  for (const row of locked) {
    const [asset] =
      row.assetId === null
        ? []
        : await tx
            .select({ id: assets.id, kind: assets.kind, name: assets.name })
            .from(assets)
            .where(eq(assets.id, row.assetId));
    const common = {
      assetsId: asset?.id ?? null,
      kind: asset?.kind ?? null,
      tokenId: row.tokenId,
      nftName: asset?.name ?? '',
      amount: row.price,
      coin: row.coin,
      indexId: row.auctionId,
      createdAt: chainTime,
    };
    const ref = `${chainId}:${row.contract.toLowerCase()}:${row.auctionId}`;
    const sellerId = await userIdByAddress(tx, row.seller);
    if (sellerId !== undefined) {
      entries.push({
        ...common,
        userId: sellerId,
        type: ACTIVITY_TYPES.auctionLocked.code,
        twoAddress: row.holder,
        eventKey: `locked:${ref}`,
      });
    }
    const holderId = row.bidCount > 0 ? await userIdByAddress(tx, row.holder) : undefined;
    if (holderId !== undefined) {
      entries.push({
        ...common,
        userId: holderId,
        type: ACTIVITY_TYPES.auctionWon.code,
        twoAddress: row.seller,
        eventKey: `won:${ref}`,
      });
    }
  }
  await recordActivities(tx, entries);
}
