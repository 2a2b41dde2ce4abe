import type { Coin } from '@yuanlong/shared/coins';
import type { MessageKey } from '@yuanlong/shared/messages';
import { parseAmount } from '../../lib/coins.ts';

/**
 * A price typed by a seller, checked as the server will: the amount in base units of the coin, or
 * the problem as a shared message key ("Please enter the sale price.", "amount must be greater
 * than zero").
 */
export function checkPrice(text: string, coin: Coin): { amount?: bigint; error?: MessageKey } {
  if (!text.trim()) return { error: 'priceRequired' };
  const amount = parseAmount(text, coin);
  if (amount === null) return { error: 'priceRequired' };
  if (amount <= 0n) return { error: 'amountPositive' };
  return { amount };
}

/** What a purchase leaves of the available balance; negative when it is not enough. */
export function balanceAfter(available: string | undefined, price: string): bigint {
  return BigInt(available ?? '0') - BigInt(price);
}
