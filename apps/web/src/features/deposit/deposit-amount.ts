import { type AmountProblem as CommonProblem, checkAmount } from '../../lib/amount-check.ts';

/**
 * BNB kept back by "Max" and required by the check: the deposit's own network fee is paid in BNB
 * (a deposit uses about 50,000 gas: 0.002 BNB covers it up to 40 gwei).
 */
export const GAS_RESERVE = 2n * 10n ** 15n;

/** What is wrong with a typed amount: the common problems, or no BNB left for the network fee. */
export type AmountProblem = CommonProblem | 'gasReserve';

/** The wallet side of a check: the coin's decimals and the wallet's balance, as the chain says. */
export interface AmountContext {
  decimals: number;
  /** Undefined while not read: the flow checks the balance again before it sends anything. */
  balance: bigint | undefined;
  /** BNB: the network fee comes out of the same balance. */
  native: boolean;
}

/** A typed amount in base units, exact with the coin's decimals, or its problem. */
export function checkDepositAmount(
  text: string,
  { decimals, balance, native }: AmountContext,
): { amount?: bigint; error?: AmountProblem } {
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
