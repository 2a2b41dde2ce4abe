import { ACTIVITY_TYPES } from '@yuanlong/shared/activities';
import type { NotificationKind } from '@yuanlong/shared/notifications';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import type { ActivityRow } from '../notify/rules.ts';

const T = ACTIVITY_TYPES;
/** The seller's entries that may alert watchers: a listing, a price change, an auction's start. */
const WATCHED_TYPES = new Set<number>([
  T.marketListed.code,
  T.marketPriceChanged.code,
  T.auctionCreated.code,
]);

export interface WatchAlert {
  userId: number;
  kind: NotificationKind;
  key: string;
  activityId: number;
}

/**
 * The key of a watched event, unique per recipient: a listing alerts once (through a followed
 * asset or a saved search, whichever), a price change once per price (the same price set again
 * is no news), an auction once per auction id (a watcher replay or a reorg's re-mining finds the
 * same key, see notify/derive.ts).
 */
function eventKey(row: ActivityRow): string | undefined {
  if (row.indexId === null) return undefined;
  if (row.type === T.marketListed.code) return `watch:listed:${row.indexId}`;
  if (row.type === T.marketPriceChanged.code) return `watch:price:${row.indexId}:${row.coin}:${row.amount}`;
  return `watch:auction:${row.indexId}`;
}

/**
 * Who is alerted of the given fresh activity entries (in their writer's transaction): followers
 * of the asset (a listing at or below their price or at any price when they set none; a price
 * change at or below their price; an auction always) and, for a listing, the users whose saved
 * search it matches. Never the seller. One query for the batch; saved searches are matched in
 * SQL against the listing's row (a bounded number per user, no index walk per search).
 */
export async function watchAlerts(tx: Db, rows: ActivityRow[]): Promise<WatchAlert[]> {
  const watched = rows.filter((r) => WATCHED_TYPES.has(r.type) && r.indexId !== null);
  if (watched.length === 0) return [];
  const events = watched.map((r) => ({
    a: r.id,
    t: r.type,
    asset: r.assetsId,
    l: r.type === T.auctionCreated.code ? null : r.indexId,
    p: r.amount?.toString() ?? null,
    c: r.coin,
    s: r.userId,
  }));
  const found = await queryRows<{ user_id: string | number; a: string | number; via: 'asset' | 'search' }>(
    tx,
    sql`with ev as (
          select * from jsonb_to_recordset(${JSON.stringify(events)}::jsonb)
            as x(a bigint, t int, asset bigint, l bigint, p numeric, c text, s bigint)
        )
        select w.user_id, ev.a, 'asset' as via
        from ev join watched_assets w on w.asset_id = ev.asset
        where w.user_id <> ev.s
          and (ev.t = ${T.auctionCreated.code}
            or (w.below_price is null and ev.t = ${T.marketListed.code})
            or (w.coin = ev.c and ev.p <= w.below_price))
        union all
        select s.user_id, ev.a, 'search' as via
        from ev join listings l on l.id = ev.l join saved_searches s
          on (s.kind is null or s.kind = l.kind)
          and (s.camp is null or s.camp = l.camp)
          and (s.profession is null or s.profession = l.profession)
          and (s.grade_group is null or s.grade_group = l.grade_group)
          and (s.element is null or s.element = l.element)
          and (s.star is null or s.star = l.star)
          and (s.coin is null or s.coin = l.coin)
          and (s.below_price is null or l.price <= s.below_price)
        where ev.t = ${T.marketListed.code} and s.user_id <> ev.s`,
  );
  const byId = new Map(watched.map((r) => [r.id, r]));
  const out = new Map<string, WatchAlert>();
  // A followed asset wins over a saved search for the same user and event (one alert, the closer reason).
  for (const via of ['asset', 'search'] as const) {
    for (const f of found.filter((x) => x.via === via)) {
      const row = byId.get(Number(f.a));
      const key = row && eventKey(row);
      const userId = Number(f.user_id);
      if (!key || out.has(`${userId} ${key}`)) continue;
      const kind = via === 'asset' ? 'watchedAsset' : 'savedSearch';
      out.set(`${userId} ${key}`, { userId, kind, key, activityId: row.id });
    }
  }
  return [...out.values()];
}
