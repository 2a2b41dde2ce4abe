import { randomInt } from 'node:crypto';
import type { InviteStatus } from '@yuanlong/shared/invite';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { bindInviter, inviterByCode, normalizeInviteCode } from '../invite/binding.ts';

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newInviteCode(): string {
  return Array.from({ length: 8 }, () => INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]).join('');
}

/**
 * The user of a wallet address, created on first sign-in with the inviter of `inviteCode`
 * bound (an unknown code binds nothing and says so; sign-in goes on). An existing account
 * may still get its inviter bound (see bindInviter).
 */
export async function findOrCreateWalletUser(
  db: Db,
  address: string,
  rawInviteCode?: string,
): Promise<{ userId: number; created: boolean; inviteStatus?: InviteStatus }> {
  const normalized = address.toLowerCase();
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.address, normalized))
    .limit(1);
  if (existing[0]) {
    const inviteStatus = await bindInviter(db, existing[0].id, rawInviteCode);
    return { userId: existing[0].id, created: false, ...(inviteStatus ? { inviteStatus } : {}) };
  }

  const code = normalizeInviteCode(rawInviteCode);
  const inviterFound = code !== undefined && (await inviterByCode(db, code)) !== undefined;
  const inviteStatus: InviteStatus | undefined =
    code === undefined ? undefined : inviterFound ? 'bound' : 'unknown';
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const inserted = await db
      .insert(users)
      .values({ address: normalized, inviteCode: newInviteCode(), inviterCode: inviterFound ? code : '' })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (inserted[0])
      return { userId: inserted[0].id, created: true, ...(inviteStatus ? { inviteStatus } : {}) };
    // Either the address was created concurrently, or the invite code collided: look again.
    const raced = await db.select({ id: users.id }).from(users).where(eq(users.address, normalized)).limit(1);
    if (raced[0]) return { userId: raced[0].id, created: false };
  }
  throw new Error('Could not allocate an invite code');
}
