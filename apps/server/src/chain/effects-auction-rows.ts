import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { assets, auctions, users } from '../db/schema.ts';
import { recordActivities } from '../modules/activity/service.ts';

import type { AuctionEffect, AuctionSnapshot, Effect, EffectContext, FreshEvent } from './effect-types.ts';

/** The effects an auction event records: its own, and the activity entries it writes. */
export type AnyEffect = Extract<Effect, AuctionEffect | { kind: 'activity' }>;
export type AuctionRow = typeof auctions.$inferSelect;

export async function userIdByAddress(tx: Db, address: string | undefined): Promise<number | undefined> {
  if (!address) return undefined;
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.address, address.toLowerCase()));
  return row?.id;
}

export async function lockAuction(
  tx: Db,
  context: EffectContext,
  f: FreshEvent,
): Promise<AuctionRow | undefined> {
  const [row] = await tx
    .select()
    .from(auctions)
    .where(
      and(
        eq(auctions.chainId, context.chainId),
        eq(auctions.contract, f.event.contract),
        eq(auctions.auctionId, Number(f.event.args.auctionId ?? '0')),
      ),
    )
    .for('update');
  return row;
}

export function snapshot(row: AuctionRow): AuctionSnapshot {
  return {
    price: row.price.toString(),
    holder: row.holder,
    bid_count: row.bidCount,
    locks_at: row.locksAt.toISOString(),
    state: row.state,
    withdrawn_to: row.withdrawnTo,
    updated_block: row.updatedBlock,
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function assetOf(tx: Db, row: AuctionRow) {
  if (row.assetId === null) return undefined;
  const [asset] = await tx
    .select({ id: assets.id, kind: assets.kind, name: assets.name })
    .from(assets)
    .where(eq(assets.id, row.assetId));
  return asset;
}

export async function activity(
  tx: Db,
  row: AuctionRow,
  userId: number,
  entry: {
    type: number;
    amount: bigint;
    twoAmount?: bigint;
    twoAddress?: string;
    asset: { id: number; kind: number; name: string } | undefined;
    blockTime: Date;
  },
): Promise<AnyEffect> {
  const [inserted] = await recordActivities(tx, [
    {
      userId,
      type: entry.type,
      assetsId: entry.asset?.id ?? null,
      kind: entry.asset?.kind ?? null,
      tokenId: row.tokenId,
      nftName: entry.asset?.name ?? '',
      amount: entry.amount,
      twoAmount: entry.twoAmount ?? null,
      coin: row.coin,
      twoAddress: entry.twoAddress ?? '',
      indexId: row.auctionId,
      createdAt: entry.blockTime,
    },
  ]);
  return { kind: 'activity', id: inserted!.id };
}
