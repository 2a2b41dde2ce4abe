import { EVENT_TOPICS } from '@yuanlong/shared/events';
import { sql } from 'drizzle-orm';
import { type Hex, type PublicClient, TransactionReceiptNotFoundError } from 'viem';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/rows.ts';
import { inTransaction } from '../lib/transaction.ts';
import { publishEvents } from '../modules/events/publish.ts';

/** Most transactions of each kind whose block is looked up at one head (one receipt read each). */
const LOOKUPS_PER_HEAD = 50;

/**
 * Notes the block of each transaction a user waits for that is mined but not yet known to be:
 * payouts sent for open withdrawals (`withdrawals.tx_block`) and activations the page reported
 * within the last hour for a user not activated yet (`activation_txs.block_number`). A pending,
 * unknown or reverted one is asked for again at the next head. Returns how many got their block.
 */
export async function noteWaitBlocks(
  db: Db,
  client: Pick<PublicClient, 'getTransactionReceipt'>,
  chainId: number,
): Promise<number> {
  const waiting = await queryRows<{
    kind: 'withdrawal' | 'activation';
    id: string | number;
    tx_hash: string;
  }>(
    db,
    sql`(select 'withdrawal' as kind, w.id, w.tx_hash from withdrawals w
         where w.chain_id = ${chainId} and w.state = 'sent' and w.tx_hash is not null and w.tx_block is null
         order by w.id limit ${LOOKUPS_PER_HEAD})
        union all
        (select 'activation' as kind, a.user_id as id, a.tx_hash from activation_txs a
         join users u on u.id = a.user_id
         where a.chain_id = ${chainId} and a.block_number is null and u.activated_at is null
           and a.reported_at > now() - interval '1 hour'
         order by a.reported_at limit ${LOOKUPS_PER_HEAD})`,
  );
  const mined = await Promise.all(
    waiting.map(async (wait) => {
      try {
        const receipt = await client.getTransactionReceipt({ hash: wait.tx_hash as Hex });
        return receipt.status === 'success' ? { ...wait, block: Number(receipt.blockNumber) } : undefined;
      } catch (error) {
        if (error instanceof TransactionReceiptNotFoundError) return undefined;
        throw error;
      }
    }),
  );
  let noted = 0;
  for (const wait of mined) {
    if (!wait) continue;
    // Guarded by the hash: a payout sent again meanwhile waits for its own block.
    await db.execute(
      wait.kind === 'withdrawal'
        ? sql`update withdrawals set tx_block = ${wait.block}
              where id = ${Number(wait.id)} and tx_hash = ${wait.tx_hash} and tx_block is null`
        : sql`update activation_txs set block_number = ${wait.block}
              where user_id = ${Number(wait.id)} and tx_hash = ${wait.tx_hash} and block_number is null`,
    );
    noted += 1;
  }
  return noted;
}

/**
 * Tells each user the confirmations so far of the transactions they wait for that the watcher
 * has not applied yet, at a new head: the transactions they handed over (deposits, NFT deposits,
 * claims: `tx_reports`), the payouts of their open withdrawals and their reported activation
 * (once its block is noted: {@link noteWaitBlocks}). One `chain_wait` event per transaction to
 * that user's streams, up to `required` of `required`; the watcher's applying it then writes an
 * activity entry, whose own event tells the page the wait is over. Returns how many were sent.
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
        group by r.user_id, r.tx_hash
        union all
        select w.user_id, w.tx_hash, w.tx_block from withdrawals w
        where w.chain_id = ${chainId} and w.state = 'sent' and w.tx_block > ${head - required}
        union all
        select a.user_id, a.tx_hash, a.block_number from activation_txs a join users u on u.id = a.user_id
        where a.chain_id = ${chainId} and a.block_number > ${head - required} and u.activated_at is null`,
  );
  if (waits.length === 0) return 0;
  await inTransaction(db, (tx) =>
    publishEvents(
      tx,
      waits.map((wait) => ({
        topic: EVENT_TOPICS.chainWait,
        userId: Number(wait.user_id),
        data: {
          tx_hash: wait.tx_hash,
          confirmations: Math.max(0, Math.min(required, head - Number(wait.block) + 1)),
          required,
        },
      })),
    ),
  );
  return waits.length;
}

/** At a new head: notes the blocks of newly mined waits, then tells every wait its confirmations. */
export async function tellWaits(
  db: Db,
  client: Pick<PublicClient, 'getTransactionReceipt'>,
  chainId: number,
  head: number,
  required: number,
): Promise<number> {
  await noteWaitBlocks(db, client, chainId);
  return publishWaitProgress(db, chainId, head, required);
}
