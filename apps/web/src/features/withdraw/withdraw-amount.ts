import { type AmountProblem, checkAmount } from '../../lib/amount-check.ts';

/** What is wrong with a typed withdrawal: the common problems, or less than the coin's minimum. */
export type WithdrawProblem = AmountProblem | 'belowMinimum';

/** The game side of a check: the coin's decimals, its available game balance and minimum. */
export interface WithdrawContext {
  decimals: number;
  /** The available (not frozen) game balance, in base units. */
  available: bigint;
  /** The coin's minimum withdrawal, in base units. */
  minimum: bigint;
}

/**
 * A typed withdrawal in base units, or its problem, in the spec's order: above zero, at least the
 * minimum, at most the available game balance.
 */
export function checkWithdrawAmount(
  text: string,
  { decimals, available, minimum }: WithdrawContext,
): { amount?: bigint; error?: WithdrawProblem } {
  const checked = checkAmount(text, decimals);
  const { amount } = checked;
  if (amount === undefined) return checked;
  if (amount < minimum) return { error: 'belowMinimum' };
  if (amount > available) return { error: 'insufficientBalance' };
  return { amount };
}
