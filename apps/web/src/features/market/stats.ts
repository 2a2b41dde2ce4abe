import type { CollectionStats, MarketStats, StatsPeriod } from '@yuanlong/shared/market-stats';
import type { StatsCollection } from './api/get-stats-history.ts';

/** The stats of a collection ('' kind: the whole market; '' grade: every grade of the kind). */
export function collectionOf(
  stats: MarketStats,
  { kind, grade }: StatsCollection,
): CollectionStats | undefined {
  // Dragons have no grades: a grade filter on them reads as the kind.
  const exact = stats.collections.find(
    (c) => (c.kind ?? '') === kind && String(c.grade ?? '') === (kind ? grade : ''),
  );
  return exact ?? stats.collections.find((c) => (c.kind ?? '') === kind && c.grade === null);
}

/** The floor of a collection in a coin, or null when nothing is listed in it. */
export const floorIn = (c: CollectionStats, coin: string) =>
  c.floor.find((f) => f.coin === coin)?.price ?? null;

/** A period's sales and volume in a coin (0 when none), with the window before. */
export function periodIn(c: CollectionStats, period: StatsPeriod, coin: string) {
  const p = c.periods.find((x) => x.period === period);
  const volume = p?.volume.find((v) => v.coin === coin);
  return {
    sales: p?.sales ?? 0,
    salesBefore: p?.sales_before ?? 0,
    volume: volume?.amount ?? '0',
    volumeBefore: volume?.before ?? '0',
  };
}

/**
 * The change from `before` to `now` in percent, to one decimal, exact in bigint; null when there
 * was nothing before (no change to measure).
 */
export function changePercent(
  now: string | bigint | number,
  before: string | bigint | number,
): number | null {
  const b = BigInt(before);
  if (b === 0n) return null;
  const tenths = ((BigInt(now) - b) * 1000n) / b;
  return Number(tenths) / 10;
}
