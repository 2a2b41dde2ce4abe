import { LEGION_RULES, type Ranking } from '@yuanlong/shared/legion';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { publicName } from '../invite/service.ts';
import { parseMonth } from './month.ts';

/**
 * The month's ranking (UTC, from the 1st 00:00 to the month's end): the top 100 by points
 * earned in it (both types), ties broken by who reached the total first, then user id; and
 * the user's own place, also outside the top 100.
 */
export async function monthlyRanking(db: Db, userId: number, month: string): Promise<Ranking> {
  const range = parseMonth(month);
  const ranked = sql`
    select user_id, sum(points) as points, max(created_at) as reached,
      row_number() over (order by sum(points) desc, max(created_at), user_id) as rank
    from legion_points
    where created_at >= ${range.from.toISOString()} and created_at < ${range.to.toISOString()}
    group by user_id`;
  const rows = await queryRows<{
    user_id: string | number;
    points: string;
    rank: string | number;
    nickname: string;
    address: string | null;
  }>(
    db,
    sql`select r.user_id, r.points::text as points, r.rank, u.nickname, u.address
        from (${ranked}) r join users u on u.id = r.user_id
        where r.rank <= ${LEGION_RULES.rankingSize} order by r.rank`,
  );
  const [mine] = await queryRows<{ points: string; rank: string | number }>(
    db,
    sql`select r.points::text as points, r.rank from (${ranked}) r where r.user_id = ${userId}`,
  );
  return {
    month: range.month,
    from: range.from.toISOString(),
    to: range.to.toISOString(),
    list: rows.map((row) => ({
      rank: Number(row.rank),
      userid: Number(row.user_id),
      name: publicName(row.nickname, row.address, Number(row.user_id)),
      points: row.points,
    })),
    mine: { rank: mine ? Number(mine.rank) : null, points: mine?.points ?? '0' },
  };
}
