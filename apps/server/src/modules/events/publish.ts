import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { events } from '../../db/schema.ts';

/** The NOTIFY channel of new rows in `events`; the payload is the row's id. */
export const EVENTS_CHANNEL = 'yuanlong_events';

export interface PublishedEvent {
  /** What changed (packages/shared events.ts names the topics the web applies). */
  topic: string;
  /** Only this user's streams get it; absent: every stream (keep private data out of those). */
  userId?: number | null;
  /** The event's JSON body as the stream sends it (bigint amounts as strings). */
  data: Record<string, unknown>;
}

/**
 * The seam for live updates: call it with the transaction that makes the change. The row and the
 * NOTIFY commit (or roll back) with the change, so a stream never shows what did not happen, and
 * every instance on the database hears it after the commit. Returns the event's id.
 */
export async function publishEvent(tx: Db, event: PublishedEvent): Promise<number> {
  const [row] = await tx
    .insert(events)
    .values({ topic: event.topic, userId: event.userId ?? null, data: event.data })
    .returning({ id: events.id });
  const id = row!.id;
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${String(id)})`);
  return id;
}

/** publishEvent for many events in two statements (a watcher batch may notify thousands). */
export async function publishEvents(tx: Db, list: PublishedEvent[]): Promise<number[]> {
  if (list.length === 0) return [];
  const rows = await tx
    .insert(events)
    .values(list.map((e) => ({ topic: e.topic, userId: e.userId ?? null, data: e.data })))
    .returning({ id: events.id });
  const ids = rows.map((row) => row.id).sort((a, b) => a - b);
  await tx.execute(
    sql`select pg_notify(${EVENTS_CHANNEL}, id) from unnest(${`{${ids.join(',')}}`}::text[]) with ordinality as t(id, n) order by n`,
  );
  return ids;
}
