import type { Db } from '../../db/client.ts';
import { activities } from '../../db/schema.ts';
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
