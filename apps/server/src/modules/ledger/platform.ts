import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/**
 * The platform's fee account is a user row without address or e-mail (so nobody can sign in
 * as it), found by this invite code. It cannot collide with a generated code: those never
 * contain the letter O.
 */
export const PLATFORM_INVITE_CODE = 'PLATFORM';

/** Creates the platform account when missing. */
export async function ensurePlatformAccount(db: Db): Promise<void> {
  await db
    .insert(users)
    .values({ inviteCode: PLATFORM_INVITE_CODE, nickname: 'Platform', activatedAt: new Date() })
    .onConflictDoNothing();
}

const cache = new WeakMap<object, number>();

/** The user id of the platform's fee account (created by seedDefaults). */
export async function platformUserId(db: Db): Promise<number> {
  const cached = cache.get(db);
  if (cached !== undefined) return cached;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.inviteCode, PLATFORM_INVITE_CODE));
  if (!row) throw new Error('The platform fee account is missing (seedDefaults creates it).');
  cache.set(db, row.id);
  return row.id;
}
