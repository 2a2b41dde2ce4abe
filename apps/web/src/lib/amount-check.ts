import { formatUnits } from '@yuanlong/shared/coins';
import { parseDecimal } from './coins.ts';

/**
 * What is wrong with a typed amount, as every money form says it: the spec's "amount must be
 * greater than zero" and "insufficient available balance", or not a plain number with the coin's
 * decimals (`format`).
 */
export type AmountProblem = 'amountPositive' | 'insufficientBalance' | 'format';

/**
 * A typed amount in base units, exact with the coin's `decimals`, or its problem. `balance` is
 * what may be spent (undefined: not known yet, not checked).
 */
export function checkAmount(
  text: string,
  decimals: number,
  balance?: bigint,
): { amount?: bigint; error?: AmountProblem } {
  if (!text.trim()) return { error: 'amountPositive' };
  const amount = parseDecimal(text, decimals);
  if (amount === null) return { error: 'format' };
  if (amount <= 0n) return { error: 'amountPositive' };
  if (balance !== undefined && amount > balance) return { error: 'insufficientBalance' };
  return { amount };
}

/** An amount as a plain decimal for an input (no grouping, so it edits well): "1234.5". */
export function plainAmount(value: bigint, decimals: number): string {
  return formatUnits(value, decimals).replace(/,/g, '');
}
