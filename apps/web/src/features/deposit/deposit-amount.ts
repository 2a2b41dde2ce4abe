import { type AmountProblem as CommonProblem, checkAmount } from '../../lib/amount-check.ts';

/**
 * BNB kept back by "Max" and required by the check: the deposit's own network fee is paid in BNB
 * (a deposit uses about 50,000 gas: 0.002 BNB covers it up to 40 gwei).
 */
export const GAS_RESERVE = 2n * 10n ** 15n;

/**
 * What is wrong with a typed amount: the common problems, less than the coin's minimum deposit, or
 * no BNB left for the network fee.
 */
export type AmountProblem = CommonProblem | 'belowMinimum' | 'gasReserve';

/** The wallet side of a check: the coin's decimals and the wallet's balance, as the chain says. */
export interface AmountContext {
  decimals: number;
  /** Undefined while not read: the flow checks the balance again before it sends anything. */
  balance: bigint | undefined;
  /** BNB: the network fee comes out of the same balance. */
  native: boolean;
  /** The coin's minimum deposit in base units (undefined: not known yet, not checked). */
  minimum?: bigint;
}

/**
 * A typed amount in base units, exact with the coin's decimals, or its problem, in the withdrawal's
 * order: above zero, at least the minimum, at most the wallet's balance.
 */
export function checkDepositAmount(
  text: string,
  { decimals, balance, native, minimum }: AmountContext,
): { amount?: bigint; error?: AmountProblem } {
  const typed = checkAmount(text, decimals);
  if (typed.amount !== undefined && minimum !== undefined && typed.amount < minimum) {
    return { error: 'belowMinimum' };
  }
  const checked = checkAmount(text, decimals, balance);
  const { amount } = checked;
  if (amount === undefined) return checked;
  if (native && balance !== undefined && amount > balance - GAS_RESERVE) return { error: 'gasReserve' };
  return { amount };
}

/** What "Max" puts in the field: the whole balance, less the network fee's reserve for BNB. */
export function maxDeposit(balance: bigint, native: boolean): bigint {
  if (!native) return balance;
  return balance > GAS_RESERVE ? balance - GAS_RESERVE : 0n;
}

/** True when the deposit needs an approval first (an ERC-20 whose allowance is short). */
export function needsApproval(native: boolean, allowance: bigint | undefined, amount: bigint | undefined) {
  return !native && allowance !== undefined && amount !== undefined && allowance < amount;
}
