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
import { deriveNotifications } from '../notify/derive.ts';
import type { ActivityRow } from '../notify/rules.ts';

export type NewActivity = typeof activities.$inferInsert;
/**
 * An entry to write. `eventKey` names the event it records where the entry's own fields do not
 * (a chain deposit: `deposit:<chain>:<tx>:<log>`), so that its notification is made once.
 */
export type ActivityEntry = NewActivity & { eventKey?: string };

/**
 * Writes activity entries inside the caller's transaction: the one place entries are written,
 * so the notifications they cause are derived here, in the same transaction. Returns the rows
 * in the order given.
 */
export async function recordActivities(tx: Db, entries: ActivityEntry[]): Promise<ActivityRow[]> {
  if (entries.length === 0) return [];
  const rows = await tx
    .insert(activities)
    .values(entries.map(({ eventKey: _, ...entry }) => entry))
    .returning();
  await deriveNotifications(
    tx,
    rows.map((row, i) => ({ row, eventKey: entries[i]!.eventKey })),
  );
  return rows;
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
