/** The coins the product knows (spec section 1). Decimals are read from each coin's contract. */
export const COINS = ['MDS', 'MDV', 'META', 'BNB', 'HFH', 'ENFT'] as const;
export type Coin = (typeof COINS)[number];

/** BNB is the chain's native coin; its decimals are fixed by the chain. */
export const NATIVE_COIN: Coin = 'BNB';
export const NATIVE_DECIMALS = 18;

/**
 * Formats an integer amount of base units with the coin's decimals, exactly (no floats).
 * `maxFraction` cuts (never rounds up) the shown fraction digits.
 */
export function formatUnits(amount: bigint, decimals: number, maxFraction = decimals): string {
  const negative = amount < 0n;
  const abs = negative ? -amount : amount;
  const base = 10n ** BigInt(decimals);
  const whole = (abs / base).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = (abs % base).toString().padStart(decimals, '0').slice(0, maxFraction).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** Parses a decimal string typed by a user into base units; null when it is not a plain number. */
export function parseUnits(text: string, decimals: number): bigint | null {
  const match = /^\s*(\d+)(?:\.(\d*))?\s*$/.exec(text);
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return null;
  return BigInt(match[1]!) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}
