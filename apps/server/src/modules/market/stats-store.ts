import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';

/*
 * The market's stats as the database has them, per asset kind, grade group (0: no grade) and
 * coin; stats-service.ts adds them up into collections. They are read from what the trades write
 * anyway, so a sale costs no statement more: the market's trades (listings bought, cart items,
 * offers accepted) from `asset_history`, whose sale rows carry their collection (index
 * asset_history_sales_idx), and the NFT111 auctions of this chain that locked with a bid (the last
 * bid won; counted at the lock) as the chain watcher keeps `auctions`, so a reorg that takes a
 * bid back takes its sale back too.
 */

/** An asset's grade group from its grade (1–5, as gradeGroupOf; 0 without a grade). */
const gradeGroupSql = (grade: string) => sql.raw(`coalesce((${grade} + 4) / 5, 0)`);
/** Day buckets in UTC whatever the session's time zone. */
const DAY_ORIGIN = sql.raw(`timestamptz '2000-01-01 00:00:00+00'`);

export interface SalesFilter {
  chainId: number;
  /** The first moment counted and the last (now). */
  since: Date;
  until: Date;
  kind?: number;
  gradeGroup?: number;
}

/** Every sale from `since` to `until` as (at, kind, grade group, coin, price) rows. */
function salesSql(f: SalesFilter) {
  const since = sql`${f.since.toISOString()}::timestamptz`;
  const until = sql`${f.until.toISOString()}::timestamptz`;
  const of = (kind: string, gradeGroup: SQL) =>
    sql.join(
      [
        f.kind === undefined ? sql`` : sql` and ${sql.raw(kind)} = ${f.kind}`,
        f.gradeGroup === undefined ? sql`` : sql` and ${gradeGroup} = ${f.gradeGroup}`,
      ],
      sql``,
    );
  return sql`
    select at, kind, coalesce(grade_group, 0) as grade_group, coin, price
      from asset_history
      where from_user_id is not null and at >= ${since} and at <= ${until}${of('kind', sql`coalesce(grade_group, 0)`)}
    union all
    select a.locks_at, s.kind, ${gradeGroupSql('s.grade')}, a.coin, a.price
      from auctions a join assets s on s.id = a.asset_id
      where a.chain_id = ${f.chainId} and a.bid_count > 0 and a.lock_noticed_at is not null
        and a.state <> 'cancelled' and a.coin is not null
        and a.locks_at >= ${since} and a.locks_at <= ${until}${of('s.kind', gradeGroupSql('s.grade'))}`;
}

/** A window's start and the start of the window of the same length before it. */
export interface WindowBounds {
  from: Date;
  before: Date;
}

export interface SalesRow {
  kind: number;
  grade_group: number;
  coin: string;
  /** Per window, in the order given: sales and volume in it and in the one before. */
  figures: { sales: number; volume: string; sales_before: number; volume_before: string }[];
}

/** Sales and volume per kind, grade group and coin in each window (up to `now`) and the one before it. */
export async function salesByWindow(
  db: Db,
  chainId: number,
  now: Date,
  windows: WindowBounds[],
): Promise<SalesRow[]> {
  const since = windows.reduce((first, w) => (w.before < first ? w.before : first), now);
  const columns = windows.map((w, i) => {
    const from = sql`${w.from.toISOString()}::timestamptz`;
    const inWindow = sql`at >= ${from}`;
    const inBefore = sql`at >= ${w.before.toISOString()}::timestamptz and at < ${from}`;
    return sql.join(
      [
        sql`count(*) filter (where ${inWindow})::int as ${sql.raw(`s${i}`)}`,
        sql`coalesce(sum(price) filter (where ${inWindow}), 0)::text as ${sql.raw(`v${i}`)}`,
        sql`count(*) filter (where ${inBefore})::int as ${sql.raw(`sb${i}`)}`,
        sql`coalesce(sum(price) filter (where ${inBefore}), 0)::text as ${sql.raw(`vb${i}`)}`,
      ],
      sql`, `,
    );
  });
  const rows = await queryRows<Record<string, string | number>>(
    db,
    sql`select kind::int as kind, grade_group::int as grade_group, coin, ${sql.join(columns, sql`, `)}
        from (${salesSql({ chainId, since, until: now })}) sales
        group by kind, grade_group, coin`,
  );
  return rows.map((r) => ({
    kind: Number(r.kind),
    grade_group: Number(r.grade_group),
    coin: String(r.coin),
    figures: windows.map((_, i) => ({
      sales: Number(r[`s${i}`]),
      volume: String(r[`v${i}`]),
      sales_before: Number(r[`sb${i}`]),
      volume_before: String(r[`vb${i}`]),
    })),
  }));
}

/** Sales and volume per UTC day and coin of one collection (all kinds when `kind` is absent). */
export async function salesByDay(db: Db, filter: SalesFilter) {
  const rows = await queryRows<{ day: string; coin: string; sales: number; volume: string }>(
    db,
    sql`select to_char(date_bin('1 day', at, ${DAY_ORIGIN}) at time zone 'UTC', 'YYYY-MM-DD') as day,
               coin, count(*)::int as sales, sum(price)::text as volume
        from (${salesSql(filter)}) sales
        group by 1, 2 order by 1, 2`,
  );
  return rows.map((r) => ({ day: r.day, coin: r.coin, sales: Number(r.sales), volume: r.volume }));
}

export interface ListedRow {
  kind: number;
  grade_group: number;
  coin: string;
  floor: string;
  listed: number;
}

/** The open listings' lowest price and count per kind, grade group and coin. */
export async function listedByCollection(db: Db): Promise<ListedRow[]> {
  const rows = await queryRows<ListedRow>(
    db,
    sql`select kind::int as kind, coalesce(grade_group, 0)::int as grade_group, coin,
               min(price)::text as floor, count(*)::int as listed
        from listings where status = 1
        group by 1, 2, 3`,
  );
  return rows.map((r) => ({
    ...r,
    kind: Number(r.kind),
    grade_group: Number(r.grade_group),
    listed: Number(r.listed),
  }));
}

export interface OwnersRow {
  /** Null for the whole market. */
  kind: number | null;
  /** Null for every grade of the kind. */
  grade_group: number | null;
  owners: number;
}

/** Distinct owners of the whole market, of each kind and of each kind's grade group. */
export async function ownersByCollection(db: Db): Promise<OwnersRow[]> {
  const rows = await queryRows<{ kind: number | null; grade_group: number | null; owners: number }>(
    db,
    sql`select kind::int as kind, grade_group::int as grade_group, count(distinct owner_id)::int as owners
        from (select kind, ${gradeGroupSql('grade')} as grade_group, owner_id from assets) a
        group by grouping sets ((), (kind), (kind, grade_group))`,
  );
  return rows.map((r) => ({
    kind: r.kind === null ? null : Number(r.kind),
    grade_group: r.grade_group === null ? null : Number(r.grade_group),
    owners: Number(r.owners),
  }));
}
