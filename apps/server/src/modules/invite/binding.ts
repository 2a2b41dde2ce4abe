import type { InviteStatus } from '@yuanlong/shared/invite';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { PLATFORM_INVITE_CODE } from '../ledger/platform.ts';

/** An invite code as typed or linked: trimmed, upper case (codes are generated in upper case). */
export function normalizeInviteCode(code: string | undefined): string | undefined {
  const trimmed = code?.trim().toUpperCase();
  return trimmed ? trimmed : undefined;
}

/** The user id owning an invite code that may invite (not the platform's fee account). */
export async function inviterByCode(db: Db, code: string): Promise<number | undefined> {
  if (code === PLATFORM_INVITE_CODE) return undefined;
  const [row] = await queryRows<{ id: string | number }>(
    db,
    sql`select id from users where invite_code = ${code} limit 1`,
  );
  return row ? Number(row.id) : undefined;
}

/**
 * Binds an inviter to an existing account at a sign-in (wallet or e-mail) that carried a code:
 * only while the account has none and is not activated yet (activation is what earns the
 * inviter its ticket), never the account's own code. Once set, it never changes (the UPDATE
 * only touches an empty inviter_code, so concurrent sign-ins bind at most one).
 */
export async function bindInviter(
  db: Db,
  userId: number,
  rawCode: string | undefined,
): Promise<InviteStatus | undefined> {
  const code = normalizeInviteCode(rawCode);
  if (!code) return undefined;
  const inviterId = await inviterByCode(db, code);
  if (inviterId === undefined) return 'unknown';
  if (inviterId === userId) return 'self';
  const bound = await queryRows(
    db,
    sql`update users set inviter_code = ${code}
        where id = ${userId} and inviter_code = '' and activated_at is null and invite_code <> ${code}
        returning id`,
  );
  return bound.length > 0 ? 'bound' : 'ignored';
}
