import { isLocale } from '@yuanlong/shared/locales';
import { eq, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context.ts';
import { notificationSettings, userDevices, users } from '../../db/schema.ts';
import { notificationMail } from '../../mail/notification-templates.ts';
import { queueMails } from '../../mail/outbox.ts';
import { openSession, type SessionClient } from '../auth/session-service.ts';
import { deviceKey, deviceOf, maskIp } from './device.ts';

/** A new-device mail not delivered within a day is dropped. */
const MAIL_TTL_MS = 24 * 3_600_000;

/**
 * Starts a signed-in session and notes its device. A device the user never signed in from
 * before (browser, system and kind; not the very first one) is told by e-mail, in the user's
 * language, unless the user switched that mail off (notification kind `newSignIn`).
 */
export async function startSession(
  ctx: Pick<ServiceContext, 'db' | 'sessionTtlMs' | 'outbox' | 'clock'>,
  userId: number,
  client: SessionClient,
  origin: string,
) {
  const session = await openSession(ctx.db, userId, ctx.sessionTtlMs, client);
  const added = await ctx.db
    .insert(userDevices)
    .values({ userId, device: deviceKey(client.userAgent) || 'unknown' })
    .onConflictDoNothing()
    .returning({ device: userDevices.device });
  if (added.length > 0 && (await mailsNewDevice(ctx, userId, client, origin))) ctx.outbox.kick();
  return session;
}

async function mailsNewDevice(
  { db, clock }: Pick<ServiceContext, 'db' | 'clock'>,
  userId: number,
  client: SessionClient,
  origin: string,
): Promise<boolean> {
  const [row] = await db
    .select({
      email: users.email,
      locale: notificationSettings.locale,
      emailOff: notificationSettings.emailOff,
      devices: sql<number>`(select count(*)::int from ${userDevices} where ${userDevices.userId} = ${userId})`,
    })
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(eq(users.id, userId));
  if (!row?.email || row.devices < 2 || row.emailOff?.includes('newSignIn')) return false;
  const { browser, os } = deviceOf(client.userAgent);
  const device = [browser, os, maskIp(client.ip)].filter(Boolean).join(' · ');
  const mail = notificationMail(row.email, isLocale(row.locale) ? row.locale : 'tw', {
    kind: 'newSignIn',
    won: false,
    item: device,
    invitee: null,
    url: `${origin}/setting#sessions`,
  });
  await queueMails(db, [mail], MAIL_TTL_MS, clock());
  return true;
}
