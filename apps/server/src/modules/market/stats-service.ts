import { ASSET_KINDS, CARD_KIND_CODES, GRADE_GROUP_CODES } from '@yuanlong/shared/catalogue';
import type { Coin } from '@yuanlong/shared/coins';
import { ASSET_KIND_NAMES } from '@yuanlong/shared/market';
import {
  type CollectionStats,
  type MarketStats,
  STATS_PERIOD_HOURS,
  STATS_PERIODS,
  type StatsHistory,
  type StatsHistoryQuery,
} from '@yuanlong/shared/market-stats';
import type { Db } from '../../db/client.ts';
import {
  listedByCollection,
  type OwnersRow,
  ownersByCollection,
  salesByDay,
  salesByWindow,
} from './stats-store.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A collection's key: the whole market, a kind, or a kind's grade group. */
const keyOf = (kind: number | null, grade: number | null) => `${kind ?? '*'}:${grade ?? '*'}`;
/** The collections a (kind, grade group) row counts in. */
const keysOf = (kind: number, gradeGroup: number) => {
  const keys = [keyOf(null, null), keyOf(kind, null)];
  if (gradeGroup > 0) keys.push(keyOf(kind, gradeGroup));
  return keys;
};
const kindName = (code: number) => ASSET_KIND_NAMES.find((name) => ASSET_KINDS[name].code === code)!;

/** Every collection in the answer's order, empty: the market, then each kind and its grade groups. */
function emptyCollections(): Map<string, CollectionStats> {
  const all = new Map<string, CollectionStats>();
  const add = (kind: number | null, grade: number | null) =>
    all.set(keyOf(kind, grade), {
      kind: kind === null ? null : kindName(kind),
      grade,
      listed: 0,
      owners: 0,
      floor: [],
      periods: STATS_PERIODS.map((period) => ({ period, sales: 0, sales_before: 0, volume: [] })),
    });
  add(null, null);
  for (const name of ASSET_KIND_NAMES) {
    const kind = ASSET_KINDS[name].code;
    add(kind, null);
    if ((CARD_KIND_CODES as readonly number[]).includes(kind))
      for (const g of GRADE_GROUP_CODES) add(kind, g);
  }
  return all;
}

/** The windows' bounds at `now`: each ends now, the one before it where it starts. */
function windowsAt(now: Date) {
  return STATS_PERIODS.map((period) => {
    const span = STATS_PERIOD_HOURS[period] * HOUR_MS;
    return { from: new Date(now.getTime() - span), before: new Date(now.getTime() - 2 * span) };
  });
}

/**
 * The market's stats at `now`: every collection's open listings (count and floor per coin),
 * owners (`owners`, computed by the caller's schedule: a scan of every asset), and sales and
 * volume per coin in each window and the one before it.
 */
export async function marketStats(
  db: Db,
  chainId: number,
  now: Date,
  owners: OwnersRow[],
): Promise<MarketStats> {
  const collections = emptyCollections();
  const at = (key: string) => collections.get(key);
  for (const row of await listedByCollection(db)) {
    for (const key of keysOf(row.kind, row.grade_group)) {
      const c = at(key);
      if (!c) continue;
      c.listed += row.listed;
      const floor = c.floor.find((f) => f.coin === row.coin);
      if (!floor) c.floor.push({ coin: row.coin as Coin, price: row.floor });
      else if (BigInt(row.floor) < BigInt(floor.price)) floor.price = row.floor;
    }
  }
  for (const row of owners) {
    const c = at(keyOf(row.kind, row.grade_group));
    if (c) c.owners = row.owners;
  }
  for (const row of await salesByWindow(db, chainId, now, windowsAt(now))) {
    for (const key of keysOf(row.kind, row.grade_group)) {
      const c = at(key);
      if (!c) continue;
      row.figures.forEach((f, i) => {
        const period = c.periods[i]!;
        period.sales += f.sales;
        period.sales_before += f.sales_before;
        if (f.sales + f.sales_before === 0) return;
        const volume = period.volume.find((v) => v.coin === row.coin);
        if (!volume)
          period.volume.push({ coin: row.coin as Coin, amount: f.volume, before: f.volume_before });
        else {
          volume.amount = (BigInt(volume.amount) + BigInt(f.volume)).toString();
          volume.before = (BigInt(volume.before) + BigInt(f.volume_before)).toString();
        }
      });
    }
  }
  for (const c of collections.values()) {
    c.floor.sort((a, b) => a.coin.localeCompare(b.coin));
    for (const p of c.periods) p.volume.sort((a, b) => a.coin.localeCompare(b.coin));
  }
  return { as_of: now.toISOString(), collections: [...collections.values()] };
}

/** The owners counts (a scan of every asset: the route keeps them longer than the rest). */
export const marketOwners = (db: Db) => ownersByCollection(db);

/** One collection's sales and volume per UTC day, the last `days` days up to today, oldest first. */
export async function marketStatsHistory(
  db: Db,
  chainId: number,
  now: Date,
  query: StatsHistoryQuery,
): Promise<StatsHistory> {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const first = today - (query.days - 1) * DAY_MS;
  const kind = query.kind === undefined ? undefined : ASSET_KINDS[query.kind].code;
  const rows = await salesByDay(db, {
    chainId,
    since: new Date(first),
    until: now,
    kind,
    gradeGroup: query.grade,
  });
  const days = Array.from({ length: query.days }, (_, i) => ({
    day: new Date(first + i * DAY_MS).toISOString().slice(0, 10),
    sales: 0,
    volume: [] as { coin: Coin; amount: string }[],
  }));
  for (const row of rows) {
    const day = days.find((d) => d.day === row.day);
    if (!day) continue;
    day.sales += row.sales;
    day.volume.push({ coin: row.coin as Coin, amount: row.volume });
  }
  return { kind: query.kind ?? null, grade: query.grade ?? null, days };
}
