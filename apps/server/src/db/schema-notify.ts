import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, serialId } from './columns.ts';
import { userRef } from './schema-accounts.ts';
import { activities } from './schema-market.ts';

/**
 * Notifications, derived from activity entries in the transaction that writes them
 * (modules/notify). `key` names the event (e.g. `sold:<listing>`, `deposit:<chain>:<tx>:<log>`):
 * unique per user, so a retry or a watcher replay never makes a second one, and the mail is
 * queued once for the row (mails.ts). A reorg deletes the source activity (activity_id
 * becomes null, the row is hidden); the same event mined again links the row again without a
 * second mail. `in_app` false: the user switched the kind off in-app but on by e-mail (the row
 * only keeps the mail from being sent twice, it is never listed).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serialId(),
    userId: userRef('user_id').notNull(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    activityId: bigint('activity_id', { mode: 'number' }).references(() => activities.id, {
      onDelete: 'set null',
    }),
    inApp: boolean('in_app').notNull().default(true),
    /** A mail is wanted (the kind is on by e-mail and the user has an e-mail). */
    mail: boolean('mail').notNull().default(false),
    /** When its mail was queued in the outbox (once; see modules/notify/mails.ts). */
    mailedAt: at('mailed_at'),
    readAt: at('read_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notifications_user_key_idx').on(t.userId, t.key),
    index('notifications_activity_idx').on(t.activityId),
    index('notifications_mail_due_idx').on(t.id).where(sql`${t.mail} and ${t.mailedAt} is null`),
    index('notifications_user_unread_idx')
      .on(t.userId, t.id)
      .where(sql`${t.readAt} is null and ${t.inApp} and ${t.activityId} is not null`),
  ],
);

/**
 * A user's notification switches (kinds switched off, in-app and by e-mail; none when there is
 * no row) and the language mails are written in: the one of the user's latest signed-in request.
 */
export const notificationSettings = pgTable('notification_settings', {
  userId: userRef('user_id').primaryKey(),
  locale: text('locale').notNull().default('tw'),
  inAppOff: text('in_app_off').array().notNull().default(sql`'{}'::text[]`),
  emailOff: text('email_off').array().notNull().default(sql`'{}'::text[]`),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
