import type { Coin } from '@yuanlong/shared/coins';
import type { CartEntry } from './cart-store.ts';

export interface CoinTotal {
  coin: Coin;
  /** Sum of the entries' prices in this coin (base units). */
  total: bigint;
  /** The buyer's available balance of the coin. */
  available: bigint;
  /** True when the balance does not cover the total (some items will fail for it). */
  short: boolean;
}

/** The cart's total per coin, in the order coins first appear, against the available balances. */
export function totalsByCoin(
  entries: readonly CartEntry[],
  balances: Record<string, string> = {},
): CoinTotal[] {
  const totals = new Map<Coin, bigint>();
  for (const entry of entries) totals.set(entry.coin, (totals.get(entry.coin) ?? 0n) + BigInt(entry.price));
  return [...totals].map(([coin, total]) => {
    const available = BigInt(balances[coin] ?? '0');
    return { coin, total, available, short: available < total };
  });
}
