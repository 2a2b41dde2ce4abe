import { shortAddress } from '@yuanlong/shared/address';
import type { InviteList } from '@yuanlong/shared/invite';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';

/** A user as others see them: the nickname, else the masked address (first 5 and last 4). */
export function publicName(nickname: string | null, address: string | null, userId: number): string {
  if (nickname) return nickname;
  return address ? shortAddress(address) : `#${userId}`;
}

/**
 * How many direct invitees the user has, and how many of them are activated. (Invitees are found
 * with `inviter_code <> ''` so that the partial index users_inviter_code_idx serves the join.)
 */
export async function inviteeCounts(db: Db, userId: number): Promise<{ total: number; activated: number }> {
  const [row] = await queryRows<{ total: string | number; activated: string | number }>(
    db,
    sql`select count(*) as total, count(v.activated_at) as activated
        from users me join users v on v.inviter_code = me.invite_code and v.inviter_code <> '' and v.id <> me.id
        where me.id = ${userId}`,
  );
  return { total: Number(row?.total ?? 0), activated: Number(row?.activated ?? 0) };
}

/** The user's direct invitees, newest first, a page at a time, with how many there are and are activated. */
export async function inviteList(db: Db, userId: number, page: number, limit: number): Promise<InviteList> {
  const counts = await inviteeCounts(db, userId);
  const rows = await queryRows<{
    id: string | number;
    nickname: string;
    address: string | null;
    created_at: Date | string;
    activated_at: Date | string | null;
  }>(
    db,
    sql`select v.id, v.nickname, v.address, v.created_at, v.activated_at
        from users me join users v on v.inviter_code = me.invite_code and v.inviter_code <> '' and v.id <> me.id
        where me.id = ${userId}
        order by v.created_at desc, v.id desc
        limit ${limit} offset ${(page - 1) * limit}`,
  );
  return {
    page,
    limit,
    total: counts.total,
    activated: counts.activated,
    list: rows.map((row) => ({
      userid: Number(row.id),
      name: publicName(row.nickname, row.address, Number(row.id)),
      join_time: new Date(row.created_at).toISOString(),
      state: row.activated_at ? 1 : 0,
      activation_time: row.activated_at ? new Date(row.activated_at).toISOString() : null,
    })),
  };
}
