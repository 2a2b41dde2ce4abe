import { lt, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { authNonces, captchas, emailCodes, events, throttles } from './schema.ts';

/** How long finished rows stay for inspection before they are deleted. */
const KEEP_MS = 24 * 3_600_000;

/**
 * Live-update events a reconnecting stream can still resume from: the last 24 hours, and at most
 * this many (older ones: the stream tells the client to reload what it shows).
 */
export const EVENTS_KEPT = 100_000;

/** Deletes expired sign-in nonces, captchas, e-mail codes, throttle windows and old live events. */
export async function pruneExpired(db: Db, now: Date = new Date(), eventsKept = EVENTS_KEPT): Promise<void> {
  const before = new Date(now.getTime() - KEEP_MS);
  await db.delete(authNonces).where(lt(authNonces.expiresAt, before));
  await db.delete(captchas).where(lt(captchas.expiresAt, before));
  await db.delete(emailCodes).where(lt(emailCodes.expiresAt, before));
  await db.delete(throttles).where(lt(throttles.windowEndsAt, now));
  await db.delete(events).where(lt(events.createdAt, before));
  await db.delete(events).where(sql`${events.id} <= (select max(id) - ${eventsKept} from events)`);
}
