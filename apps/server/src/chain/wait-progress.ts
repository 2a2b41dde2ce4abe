import { EVENT_TOPICS } from '@yuanlong/shared/events';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/rows.ts';
import { inTransaction } from '../lib/transaction.ts';
import { publishEvent } from '../modules/events/publish.ts';

/**
 * Tells each user the confirmations so far of the transactions they handed over (deposits, NFT
 * deposits, claims: `tx_reports`) that the watcher has not applied yet, at a new head: one
 * `chain_wait` event per transaction to that user's streams. Returns how many were sent.
 */
export async function publishWaitProgress(
  db: Db,
  chainId: number,
  head: number,
  required: number,
): Promise<number> {
  const waits = await queryRows<{ user_id: string | number; tx_hash: string; block: string | number }>(
    db,
    sql`select r.user_id, r.tx_hash, max(r.block_number) as block from tx_reports r
        where r.chain_id = ${chainId} and r.block_number > ${head - required}
          and not exists (select 1 from chain_events e where e.chain_id = r.chain_id
                          and e.tx_hash = r.tx_hash and e.log_index = r.log_index)
        group by r.user_id, r.tx_hash`,
  );
  if (waits.length === 0) return 0;
  await inTransaction(db, async (tx) => {
    for (const wait of waits) {
      const confirmations = Math.max(0, Math.min(required, head - Number(wait.block) + 1));
      await publishEvent(tx, {
        topic: EVENT_TOPICS.chainWait,
        userId: Number(wait.user_id),
        data: { tx_hash: wait.tx_hash, confirmations, required },
      });
    }
  });
  return waits.length;
}
