import type { QueryClient } from '@tanstack/react-query';
import type { Activation } from '@yuanlong/shared/activation';
import type { ChainWaitEvent } from '@yuanlong/shared/events';
import type { Withdrawals } from '@yuanlong/shared/withdraw';
import { WITHDRAWALS_QUERY_KEY } from '../features/withdraw/api/withdrawals-key.ts';
import { ACTIVATION_QUERY_KEY } from '../lib/activation.ts';
import { sameTx } from '../lib/confirmations-kept.ts';

/** Never back: a slower poll that read the chain a moment later may already show more. */
const counted = (shown: number, event: ChainWaitEvent) =>
  Math.max(shown, Math.min(event.confirmations, event.required));

/**
 * Shows a chain_wait's confirmations in place where the page waits for that transaction: a
 * withdrawal's payout (sent) and the account's activation (activating). Returns whether one of
 * them was it; the activity entry that follows once the watcher applies it refreshes both.
 */
export function applyChainWait(client: QueryClient, event: ChainWaitEvent): boolean {
  let shown = false;
  client.setQueryData<Withdrawals>(WITHDRAWALS_QUERY_KEY, (data) => {
    if (!data?.items.some((w) => w.state === 'sent' && sameTx(w.tx_hash, event.tx_hash))) return data;
    shown = true;
    return {
      ...data,
      items: data.items.map((w) =>
        w.state === 'sent' && sameTx(w.tx_hash, event.tx_hash)
          ? { ...w, confirmations: counted(w.confirmations, event) }
          : w,
      ),
    };
  });
  client.setQueryData<Activation>(ACTIVATION_QUERY_KEY, (data) => {
    if (data?.state !== 'activating' || !sameTx(data.tx_hash, event.tx_hash)) return data;
    shown = true;
    return { ...data, confirmations: counted(data.confirmations, event) };
  });
  return shown;
}
