import type { History } from '@yuanlong/shared/legion';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { publicName } from '../invite/service.ts';

/** Every point entry and claim of the user, newest first, a page at a time. */
export async function pointsHistory(db: Db, userId: number, page: number, limit: number): Promise<History> {
  const all = sql`
    select 'points' as kind, p.id, p.type, p.points as amount, p.spend, p.rate_bps, p.level,
           case when p.spender_id <> p.user_id then p.spender_id end as from_id, p.created_at
    from legion_points p where p.user_id = ${userId}
    union all
    select 'claim', c.id, null, c.amount, null, null, null, null, c.created_at
    from legion_claims c where c.user_id = ${userId}`;
  const [count] = await queryRows<{ total: string | number }>(
    db,
    sql`select count(*) as total from (${all}) a`,
  );
  const rows = await queryRows<{
    kind: 'points' | 'claim';
    id: string | number;
    type: number | null;
    amount: string;
    spend: string | null;
    rate_bps: number | null;
    level: number | null;
    from_id: string | number | null;
    created_at: Date | string;
    nickname: string | null;
    address: string | null;
  }>(
    db,
    sql`select a.kind, a.id, a.type, a.amount::text as amount, a.spend::text as spend, a.rate_bps, a.level,
               a.from_id, a.created_at, u.nickname, u.address
        from (${all}) a left join users u on u.id = a.from_id
        order by a.created_at desc, a.kind, a.id desc
        limit ${limit} offset ${(page - 1) * limit}`,
  );
  return {
    page,
    limit,
    total: Number(count?.total ?? 0),
    list: rows.map((row) => ({
      kind: row.kind,
      id: Number(row.id),
      type: row.type === null ? null : Number(row.type),
      amount: row.amount,
      spend: row.spend,
      rate_bps: row.rate_bps === null ? null : Number(row.rate_bps),
      level: row.level === null ? null : Number(row.level),
      from: row.from_id === null ? null : publicName(row.nickname, row.address, Number(row.from_id)),
      created_at: new Date(row.created_at).toISOString(),
    })),
  };
}
