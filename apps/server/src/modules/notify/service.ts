import type { Coin } from '@yuanlong/shared/coins';
import type { Locale } from '@yuanlong/shared/locales';
import {
  NOTIFICATION_KINDS,
  type Notification,
  type NotificationKind,
  type NotificationPage,
  type NotificationSettings,
  notificationLink,
} from '@yuanlong/shared/notifications';
import { and, count, desc, eq, inArray, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { activities, notificationSettings, notifications, users } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { decodeCursor, idPage } from '../../lib/cursor.ts';

const TAG = 'ntf';

/** Listed notifications: in-app ones whose source entry exists (a reorg may have removed it). */
const shown = (userId: number): SQL[] => [
  eq(notifications.userId, userId),
  eq(notifications.inApp, true),
  isNotNull(notifications.activityId),
];

/** The user's unread count. */
export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(...shown(userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

/** A page of the user's notifications, newest first, with the unread count. */
export async function listNotifications(
  db: Db,
  userId: number,
  q: { cursor?: string; size: number },
): Promise<NotificationPage> {
  const conditions = shown(userId);
  if (q.cursor) conditions.push(lt(notifications.id, decodeCursor(q.cursor, TAG).id));
  const rows = await db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
      type: activities.type,
      sourceUser: activities.userId,
      assetsId: activities.assetsId,
      assetKind: activities.kind,
      nftName: activities.nftName,
      amount: activities.amount,
      coin: activities.coin,
    })
    .from(notifications)
    .innerJoin(activities, eq(activities.id, notifications.activityId))
    .where(and(...conditions))
    .orderBy(desc(notifications.id))
    .limit(q.size + 1);
  const { shown: page, next_cursor } = idPage(rows, q.size, TAG);
  return {
    items: page.map((r): Notification => {
      const kind = r.kind as NotificationKind;
      return {
        id: r.id,
        kind,
        type: r.type,
        read: r.readAt !== null,
        nftname: r.nftName,
        amount: r.amount?.toString() ?? null,
        coin: (r.coin as Coin | null) ?? null,
        two_userid: kind === 'inviteeActivated' ? r.sourceUser : null,
        link: notificationLink(kind, { id: r.assetsId, kind: r.assetKind }),
        created_at: r.createdAt.toISOString(),
      };
    }),
    unread: await unreadCount(db, userId),
    next_cursor,
  };
}

/** Marks the given notifications of the user (or all of them) read; returns the unread count left. */
export async function markRead(
  db: Db,
  userId: number,
  body: { ids?: number[]; all?: boolean },
  clock: Clock,
): Promise<number> {
  const conditions = [eq(notifications.userId, userId), isNull(notifications.readAt)];
  if (!body.all) conditions.push(inArray(notifications.id, body.ids ?? []));
  await db
    .update(notifications)
    .set({ readAt: clock() })
    .where(and(...conditions));
  return unreadCount(db, userId);
}

/** The user's switches: every kind on unless switched off. */
export async function getSettings(
  db: Db,
  userId: number,
): Promise<NotificationSettings & { has_email: boolean }> {
  const [[row], [user]] = await Promise.all([
    db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)),
    db.select({ email: users.email }).from(users).where(eq(users.id, userId)),
  ]);
  const kinds = Object.fromEntries(
    NOTIFICATION_KINDS.map((k) => [
      k,
      { in_app: !row?.inAppOff.includes(k), email: !row?.emailOff.includes(k) },
    ]),
  ) as NotificationSettings['kinds'];
  return { kinds, has_email: Boolean(user?.email) };
}

/** Saves the user's switches (and the request's language, which mails use). */
export async function saveSettings(
  db: Db,
  userId: number,
  settings: NotificationSettings,
  locale: Locale,
): Promise<void> {
  const off = (channel: 'in_app' | 'email') => NOTIFICATION_KINDS.filter((k) => !settings.kinds[k][channel]);
  const values = { userId, locale, inAppOff: off('in_app'), emailOff: off('email'), updatedAt: new Date() };
  await db
    .insert(notificationSettings)
    .values(values)
    .onConflictDoUpdate({ target: notificationSettings.userId, set: values });
  rememberedIn(db).set(userId, locale);
}

/** The language last stored per user and database in this process (saves a write per request). */
const rememberedByDb = new WeakMap<Db, Map<number, Locale>>();
function rememberedIn(db: Db): Map<number, Locale> {
  let map = rememberedByDb.get(db);
  if (!map) {
    map = new Map();
    rememberedByDb.set(db, map);
  }
  if (map.size > 10_000) map.clear();
  return map;
}

/**
 * Keeps the user's mail language: the one of the latest signed-in request that reads the
 * notifications (the header's bell does on every page). Writes only when it changed.
 */
export async function rememberLocale(db: Db, userId: number, locale: Locale): Promise<void> {
  const remembered = rememberedIn(db);
  if (remembered.get(userId) === locale) return;
  await db
    .insert(notificationSettings)
    .values({ userId, locale })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: { locale },
      setWhere: sql`${notificationSettings.locale} <> ${locale}`,
    });
  remembered.set(userId, locale);
}
