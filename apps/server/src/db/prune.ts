import { lt } from 'drizzle-orm';
import type { Db } from './client.ts';
import { authNonces, captchas, emailCodes, throttles } from './schema.ts';

/** How long finished rows stay for inspection before they are deleted. */
const KEEP_MS = 24 * 3_600_000;

/** Deletes expired sign-in nonces, captchas, e-mail codes and throttle windows. */
export async function pruneExpired(db: Db, now: Date = new Date()): Promise<void> {
  const before = new Date(now.getTime() - KEEP_MS);
  await db.delete(authNonces).where(lt(authNonces.expiresAt, before));
  await db.delete(captchas).where(lt(captchas.expiresAt, before));
  await db.delete(emailCodes).where(lt(emailCodes.expiresAt, before));
  await db.delete(throttles).where(lt(throttles.windowEndsAt, now));
}
