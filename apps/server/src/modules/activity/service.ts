import {
  type Activity,
  type ActivityCategory,
  activityCodesOf,
  activityType,
} from '@yuanlong/shared/activities';
import type { Coin } from '@yuanlong/shared/coins';
import type { Locale } from '@yuanlong/shared/locales';
import { and, desc, eq, inArray, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { activities } from '../../db/schema.ts';
import { decodeCursor, encodeCursor } from '../../lib/cursor.ts';

export type NewActivity = typeof activities.$inferInsert;

/** Writes activity entries (inside the caller's transaction). */
export async function recordActivities(tx: Db, entries: NewActivity[]): Promise<void> {
  if (entries.length > 0) await tx.insert(activities).values(entries);
}

const TAG = 'act';

/**
 * A user's activity feed, newest first, optionally of one category; `name` is the type's name in
 * the caller's language.
 */
export async function listActivities(
  db: Db,
  userId: number,
  q: { cursor?: string; size: number; category?: ActivityCategory },
  locale: Locale,
) {
  const conditions: SQL[] = [eq(activities.userId, userId)];
  if (q.cursor) conditions.push(lt(activities.id, decodeCursor(q.cursor, TAG).id));
  if (q.category) conditions.push(inArray(activities.type, activityCodesOf(q.category)));
  const rows = await db
    .select()
    .from(activities)
    .where(and(...conditions))
    .orderBy(desc(activities.id))
    .limit(q.size + 1);
  const more = rows.length > q.size;
  const shown = more ? rows.slice(0, q.size) : rows;
  const last = shown[shown.length - 1];
  return {
    items: shown.map(
      (r): Activity => ({
        id: r.id,
        type: r.type,
        name: activityType(r.type)?.names[locale] ?? String(r.type),
        assets_id: r.assetsId,
        amount: r.amount?.toString() ?? null,
        two_amount: r.twoAmount?.toString() ?? null,
        fee: r.fee?.toString() ?? null,
        coin: (r.coin as Coin | null) ?? null,
        tokenid: r.tokenId?.toString() ?? null,
        nftname: r.nftName,
        two_userid: r.twoUserId,
        two_address: r.twoAddress,
        index_id: r.indexId,
        kind: r.kind,
        created_at: r.createdAt.toISOString(),
      }),
    ),
    next_cursor: more && last ? encodeCursor({ tag: TAG, id: last.id }) : null,
  };
}
