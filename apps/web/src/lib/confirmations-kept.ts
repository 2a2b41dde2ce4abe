import { replaceEqualDeep } from '@tanstack/react-query';
import type { Activation } from '@yuanlong/shared/activation';
import type { Withdrawals } from '@yuanlong/shared/withdraw';

/*
 * A status read that left before a live chain_wait event can answer after it with fewer
 * confirmations of the same transaction: the count shown never goes back for that transaction.
 */

export const sameTx = (a: string | null, b: string | null) =>
  a !== null && b !== null && a.toLowerCase() === b.toLowerCase();

/** The activation just read, its count not below the one shown for the same transaction. */
export function keepActivationCount(shown: Activation | undefined, read: Activation): Activation {
  if (shown?.state !== 'activating' || read.state !== 'activating' || !sameTx(shown.tx_hash, read.tx_hash))
    return read;
  if (read.confirmations >= shown.confirmations) return read;
  return { ...read, confirmations: shown.confirmations };
}

/** The withdrawals just read, each sent payout's count not below the one shown for its transaction. */
export function keepWithdrawalCounts(shown: Withdrawals | undefined, read: Withdrawals): Withdrawals {
  if (!shown) return read;
  let kept = false;
  const items = read.items.map((w) => {
    const before = shown.items.find((s) => s.id === w.id);
    if (before?.state !== 'sent' || w.state !== 'sent' || !sameTx(before.tx_hash, w.tx_hash)) return w;
    if (w.confirmations >= before.confirmations) return w;
    kept = true;
    return { ...w, confirmations: before.confirmations };
  });
  return kept ? { ...read, items } : read;
}

/** A query's `structuralSharing` that passes what it reads through `keep` first. */
export function keptSharing<T>(keep: (shown: T | undefined, read: T) => T) {
  return (shown: unknown, read: unknown): unknown =>
    replaceEqualDeep(shown, keep(shown as T | undefined, read as T));
}
