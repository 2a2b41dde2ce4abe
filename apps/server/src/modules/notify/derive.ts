import { ACTIVITY_TYPES } from '@yuanlong/shared/activities';
import { NOTIFICATION_TOPIC, type NotificationKind } from '@yuanlong/shared/notifications';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { notificationSettings, notifications, users } from '../../db/schema.ts';
import { publishEvents } from '../events/publish.ts';
import { watchAlerts } from '../watchlist/match.ts';
import { type ActivityRow, NOTIFY_RULES } from './rules.ts';

interface Candidate {
  userId: number;
  kind: NotificationKind;
  key: string;
  activityId: number;
}

/**
 * Derives the notifications of freshly written activity entries, in the writer's transaction
 * (called only by recordActivities, the one place entries are written). Each (user, key) is
 * notified once: a second write of the same event (a retry, a replay) adds nothing, and an
 * event a reorg dropped and the chain mined again only links its row to the new entry. A kind
 * the user switched off in-app and by e-mail creates nothing; `mail` asks the mail composer
 * (mails.ts) to queue one mail, which it does once.
 */
export async function deriveNotifications(
  tx: Db,
  rows: { row: ActivityRow; eventKey: string | undefined }[],
): Promise<void> {
  const candidates = await candidatesOf(tx, rows);
  if (candidates.length === 0) return;
  const userIds = [...new Set(candidates.map((c) => c.userId))];
  const [settings, emails] = await Promise.all([
    tx.select().from(notificationSettings).where(inArray(notificationSettings.userId, userIds)),
    tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, userIds)),
  ]);
  const settingsOf = new Map(settings.map((s) => [s.userId, s]));
  const hasEmail = new Set(emails.filter((u) => u.email).map((u) => u.id));
  const values = candidates.flatMap((c) => {
    const s = settingsOf.get(c.userId);
    const inApp = !s?.inAppOff.includes(c.kind);
    const mail = hasEmail.has(c.userId) && !s?.emailOff.includes(c.kind);
    return inApp || mail ? [{ ...c, inApp, mail }] : [];
  });
  if (values.length === 0) return;
  const inserted = await tx.insert(notifications).values(values).onConflictDoNothing().returning({
    id: notifications.id,
    userId: notifications.userId,
    key: notifications.key,
    kind: notifications.kind,
    inApp: notifications.inApp,
  });
  // The user's open streams hear of it after the commit (the bell refreshes its count).
  await publishEvents(
    tx,
    inserted
      .filter((r) => r.inApp)
      .map((n) => ({ topic: NOTIFICATION_TOPIC, userId: n.userId, data: { id: n.id, kind: n.kind } })),
  );
  const fresh = new Set(inserted.map((r) => `${r.userId} ${r.key}`));
  for (const again of values.filter((v) => !fresh.has(`${v.userId} ${v.key}`))) {
    await tx
      .update(notifications)
      .set({ activityId: again.activityId })
      .where(
        and(
          eq(notifications.userId, again.userId),
          eq(notifications.key, again.key),
          isNull(notifications.activityId),
        ),
      );
  }
}

async function candidatesOf(
  tx: Db,
  rows: { row: ActivityRow; eventKey: string | undefined }[],
): Promise<Candidate[]> {
  const out: Candidate[] = [];
  // Inviters in one query (a watcher batch may activate thousands of accounts).
  const inviteeIds = rows
    .filter(({ row }) => NOTIFY_RULES.get(row.type)?.to === 'inviter')
    .map(({ row }) => row.userId);
  const inviters = await invitersOf(tx, inviteeIds);
  for (const { row, eventKey } of rows) {
    const rule = NOTIFY_RULES.get(row.type);
    const key = rule?.key(row, eventKey);
    if (!rule || !key) continue;
    if (rule.onlyBidders && !(await hasBid(tx, row))) continue;
    const userId = rule.to === 'inviter' ? inviters.get(row.userId) : row.userId;
    if (userId !== undefined) out.push({ userId, kind: rule.kind, key, activityId: row.id });
  }
  // Watchers of a listing, a price change or an auction (their keys start with `watch:`).
  out.push(
    ...(await watchAlerts(
      tx,
      rows.map(({ row }) => row),
    )),
  );
  return out;
}

/** Whether the entry's user bid on the entry's auction (the seller's first "outbid" is not one). */
async function hasBid(tx: Db, row: ActivityRow): Promise<boolean> {
  const found = await queryRows<{ one: number }>(
    tx,
    sql`select 1 as one from activities
        where user_id = ${row.userId} and type = ${ACTIVITY_TYPES.auctionBidPlaced.code}
          and index_id = ${row.indexId} and token_id is not distinct from ${row.tokenId?.toString() ?? null}::numeric
        limit 1`,
  );
  return found.length > 0;
}

/** Each invitee's inviter, for those who have one. */
async function invitersOf(tx: Db, inviteeIds: number[]): Promise<Map<number, number>> {
  if (inviteeIds.length === 0) return new Map();
  const found = await queryRows<{ invitee: string | number; inviter: string | number }>(
    tx,
    sql`select u.id as invitee, inviter.id as inviter
        from users u join users inviter on inviter.invite_code = u.inviter_code
        where u.id in (select jsonb_array_elements_text(${JSON.stringify([...new Set(inviteeIds)])}::jsonb)::bigint)
          and u.inviter_code <> ''`,
  );
  return new Map(found.map((row) => [Number(row.invitee), Number(row.inviter)]));
}
