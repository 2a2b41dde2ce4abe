import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { assets, auctionBids, auctions } from '../db/schema.ts';
import { assertNever } from '../lib/assert-never.ts';
import { publishAuction } from '../modules/auction/auction-events.ts';
import type { AuctionEffect } from './effect-types.ts';

/**
 * Undoes auction effects, newest first (the caller passes them in that order): rows inserted
 * are deleted, rewritten columns get their previous values back, and an asset goes back where
 * it was if it is still where the event put it.
 */
export async function undoAuctionEffects(tx: Db, undo: AuctionEffect[]): Promise<void> {
  for (const u of undo) {
    switch (u.kind) {
      case 'auction_asset':
        await tx
          .update(assets)
          .set({
            ownerId: u.owner_id,
            location: u.location,
            ...(u.status === undefined ? {} : { status: u.status }),
          })
          .where(
            and(
              eq(assets.id, u.asset_id),
              eq(assets.ownerId, u.to_owner),
              eq(assets.location, u.to_location),
            ),
          );
        break;
      case 'auction_bid_added':
        await tx.delete(auctionBids).where(eq(auctionBids.id, u.bid_id));
        break;
      case 'auction_updated': {
        const p = u.prev;
        await tx
          .update(auctions)
          .set({
            price: BigInt(p.price),
            holder: p.holder,
            bidCount: p.bid_count,
            locksAt: new Date(p.locks_at),
            state: p.state,
            withdrawnTo: p.withdrawn_to,
            updatedBlock: p.updated_block,
            updatedAt: new Date(p.updated_at),
          })
          .where(eq(auctions.id, u.auction_ref));
        await publishUndone(tx, u.auction_ref);
        break;
      }
      case 'auction_created':
        await publishUndone(tx, u.auction_ref);
        await tx.delete(auctionBids).where(eq(auctionBids.auctionRef, u.auction_ref));
        await tx.delete(auctions).where(eq(auctions.id, u.auction_ref));
        break;
      default:
        assertNever(u, 'auction effect');
    }
  }
}

/** A reorg took an auction's event back: its state changed again (or it goes). */
async function publishUndone(tx: Db, auctionRef: number): Promise<void> {
  const [row] = await tx.select().from(auctions).where(eq(auctions.id, auctionRef));
  if (row) await publishAuction(tx, 'undone', row);
}
