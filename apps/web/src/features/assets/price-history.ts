import type { CardDetail } from '@yuanlong/shared/card';
import { chartNumber } from '../../lib/coins.ts';

/** One sale on the price chart. */
export interface PricePoint {
  /** Milliseconds since the epoch (the chart's time axis). */
  time: number;
  /** Base units, exact: what the tooltip shows. */
  price: string;
  /** Approximate number for the chart's geometry only. */
  value: number;
}

/**
 * The asset's sales by coin, oldest first (the history is newest first and mixes coins; prices in
 * different coins are not comparable, so each coin is its own line). Mints (no price) are left out.
 */
export function priceSeries(history: CardDetail['history']): Map<string, PricePoint[]> {
  const series = new Map<string, PricePoint[]>();
  for (const entry of [...history].reverse()) {
    if (entry.price === null || entry.coin === null) continue;
    const points = series.get(entry.coin) ?? [];
    points.push({
      time: Date.parse(entry.at),
      price: entry.price,
      value: chartNumber(entry.price, entry.coin),
    });
    series.set(entry.coin, points);
  }
  return series;
}

/** The coin shown first: the one with the most sales; on a tie the listing's coin, else the first seen. */
export function defaultChartCoin(
  series: Map<string, PricePoint[]>,
  listingCoin?: string,
): string | undefined {
  let best: string | undefined;
  for (const [coin, points] of series) {
    const bestCount = best ? series.get(best)!.length : -1;
    if (points.length > bestCount || (points.length === bestCount && coin === listingCoin)) best = coin;
  }
  return best;
}
