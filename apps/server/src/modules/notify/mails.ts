import { ACTIVITY_TYPES } from '@yuanlong/shared/activities';
import { isLocale } from '@yuanlong/shared/locales';
import { type NotificationKind, notificationLink } from '@yuanlong/shared/notifications';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { notifications } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { inTransaction } from '../../lib/transaction.ts';
import type { OutgoingMail } from '../../mail/mailer.ts';
import { notificationMail } from '../../mail/notification-templates.ts';
import { queueMails } from '../../mail/outbox.ts';

/** A notification mail not delivered within a day is dropped (the bell still shows it). */
const MAIL_TTL_MS = 24 * 60 * 60 * 1000;
const BATCH = 50;

interface Due {
  id: string | number;
  kind: NotificationKind;
  type: number;
  nft_name: string;
  source_user: string | number;
  assets_id: string | number | null;
  asset_kind: number | null;
  email: string | null;
  locale: string | null;
}

/**
 * Turns notifications that want a mail into outbox mails, in the user's language and once:
 * the rows are claimed (SKIP LOCKED, so instances share the work), their mails queued and
 * `mailed_at` set in one transaction. A row whose source entry a reorg removed waits until the
 * event is mined again. Returns how many were handled.
 */
export async function queueNotificationMails(db: Db, origin: string, clock: Clock): Promise<number> {
  return inTransaction(db, async (tx) => {
    const due = await queryRows<Due>(
      tx,
      sql`select n.id, n.kind, a.type, a.nft_name, a.user_id as source_user, a.assets_id,
                 a.kind as asset_kind, u.email, s.locale
          from notifications n
          join activities a on a.id = n.activity_id
          join users u on u.id = n.user_id
          left join notification_settings s on s.user_id = n.user_id
          where n.mail and n.mailed_at is null
          order by n.id
          limit ${BATCH}
          for update of n skip locked`,
    );
    if (due.length === 0) return 0;
    const mails: OutgoingMail[] = due.flatMap((d) => {
      if (!d.email) return [];
      const link = notificationLink(d.kind, {
        id: d.assets_id === null ? null : Number(d.assets_id),
        kind: d.asset_kind,
      });
      return [
        notificationMail(d.email, isLocale(d.locale) ? d.locale : 'tw', {
          kind: d.kind,
          won: Number(d.type) === ACTIVITY_TYPES.auctionWon.code,
          item: d.nft_name,
          invitee: d.kind === 'inviteeActivated' ? Number(d.source_user) : null,
          type: Number(d.type),
          url: `${origin}${link}`,
        }),
      ];
    });
    const now = clock();
    await queueMails(tx, mails, MAIL_TTL_MS, now);
    await tx
      .update(notifications)
      .set({ mailedAt: now })
      .where(
        inArray(
          notifications.id,
          due.map((d) => Number(d.id)),
        ),
      );
    return due.length;
  });
}
