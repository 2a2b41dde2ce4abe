import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newInviteCode(): string {
  return Array.from({ length: 8 }, () => INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]).join('');
}

/**
 * The user of a wallet address, created on first sign-in. An invite code of an existing
 * user is kept as the new user's inviter; an unknown one is ignored.
 */
export async function findOrCreateWalletUser(db: Db, address: string, inviteCode?: string) {
  const normalized = address.toLowerCase();
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.address, normalized))
    .limit(1);
  if (existing[0]) return { userId: existing[0].id, created: false };

  const inviter = inviteCode
    ? (
        await db
          .select({ code: users.inviteCode })
          .from(users)
          .where(eq(users.inviteCode, inviteCode))
          .limit(1)
      )[0]
    : undefined;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const inserted = await db
      .insert(users)
      .values({ address: normalized, inviteCode: newInviteCode(), inviterCode: inviter?.code ?? '' })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (inserted[0]) return { userId: inserted[0].id, created: true };
    // Either the address was created concurrently, or the invite code collided: look again.
    const raced = await db.select({ id: users.id }).from(users).where(eq(users.address, normalized)).limit(1);
    if (raced[0]) return { userId: raced[0].id, created: false };
  }
  throw new Error('Could not allocate an invite code');
}
