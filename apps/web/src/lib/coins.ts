import { COINS, type Coin, formatUnits, NATIVE_DECIMALS, parseUnits } from '@yuanlong/shared/coins';

/**
 * Decimals of each coin as packages/chain deploys them (HFH has 8): what amounts are formatted
 * with until the server has said what the coin contracts say (`useDecimalsFromChain`, at start).
 * coins.test.ts checks them against packages/chain.
 */
export const DEPLOYED_COIN_DECIMALS: Readonly<Record<Coin, number>> = {
  MDS: 18,
  MDV: 18,
  META: 18,
  BNB: NATIVE_DECIMALS,
  HFH: 8,
  ENFT: 18,
};

let coinDecimals: Readonly<Record<Coin, number>> = DEPLOYED_COIN_DECIMALS;

/**
 * Takes the decimals the coin contracts report (GET /api/website/chain `coin_decimals`); a coin
 * missing there keeps its deployed value.
 */
export function setCoinDecimals(fromChain: Record<string, number> | null | undefined): void {
  if (!fromChain) return;
  const next = { ...coinDecimals };
  for (const coin of COINS) {
    const value = fromChain[coin];
    if (Number.isInteger(value) && value! >= 0) next[coin] = value!;
  }
  coinDecimals = next;
}

/** True when `value` is one of the product's coins. */
export function isCoin(value: unknown): value is Coin {
  return typeof value === 'string' && (COINS as readonly string[]).includes(value);
}

/** Decimals of a coin symbol; 18 for a symbol the web does not know (the chain's default). */
export function decimalsOf(coin: string): number {
  return isCoin(coin) ? coinDecimals[coin] : NATIVE_DECIMALS;
}

/** An amount of base units (string or bigint) as the coin's decimal number, exact: 1,814.604. */
export function formatAmount(amount: string | bigint, coin: string): string {
  return formatUnits(typeof amount === 'bigint' ? amount : BigInt(amount), decimalsOf(coin));
}

/**
 * A price typed by a user ("1,250.5", ".5") in base units of the coin; null when it is not a plain
 * decimal number or has more fraction digits than the coin.
 */
export function parseAmount(text: string, coin: string): bigint | null {
  return parseDecimal(text, decimalsOf(coin));
}

/**
 * An amount typed by a user ("1,250.5", ".5") in base units of a coin with `decimals` (as its
 * contract says); null when it is not a plain decimal number or has more fraction digits.
 */
export function parseDecimal(text: string, decimals: number): bigint | null {
  const cleaned = text.replace(/[\s,]/g, '');
  return parseUnits(cleaned.startsWith('.') ? `0${cleaned}` : cleaned, decimals);
}

/**
 * An approximate number for chart geometry only (axis position); labels always use formatAmount.
 * Keeps 6 fraction digits, so it is exact for every demo price and close enough for any other.
 */
export function chartNumber(amount: string | bigint, coin: string): number {
  const units = typeof amount === 'bigint' ? amount : BigInt(amount);
  const decimals = decimalsOf(coin);
  const micro = decimals >= 6 ? units / 10n ** BigInt(decimals - 6) : units * 10n ** BigInt(6 - decimals);
  return Number(micro) / 1e6;
}
