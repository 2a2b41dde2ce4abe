import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, atNow, serialId, uint256 } from './columns.ts';
import { userRef } from './schema-accounts.ts';

/**
 * The chain watcher's tables (src/chain/watcher.ts). A "stream" is one watcher's view of the
 * chain: the contracts it reads on one chain (see `streamKey`).
 */

/**
 * Where a stream has read up to: the last block whose events are applied, by number and hash.
 * Written in the same transaction as the effects of the blocks up to it.
 */
export const chainCursors = pgTable(
  'chain_cursors',
  {
    chainId: integer('chain_id').notNull(),
    stream: text('stream').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    /** Empty when the cursor is before the first block (block -1). */
    blockHash: text('block_hash').notNull(),
    updatedAt: atNow('updated_at'),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.stream] })],
);

/**
 * Hashes of recently processed blocks (each batch's last block and every block with an event),
 * kept for the reorg window: a reorg is undone back to the newest of them still on the chain.
 */
export const chainBlocks = pgTable(
  'chain_blocks',
  {
    chainId: integer('chain_id').notNull(),
    stream: text('stream').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    blockHash: text('block_hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.stream, t.blockNumber] })],
);

/**
 * Confirmed contract events, each once per (chain, transaction, log index). `effects` records
 * what applying it changed (e.g. a user's activated_at), so a reorg can undo exactly that.
 * A reorged-out event's row is deleted with its effects; if it is mined again it is applied again.
 */
export const chainEvents = pgTable(
  'chain_events',
  {
    id: serialId(),
    chainId: integer('chain_id').notNull(),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    blockHash: text('block_hash').notNull(),
    blockTime: at('block_time').notNull(),
    /** Emitting contract (lower-case address). */
    contract: text('contract').notNull(),
    /** Event name: one of WATCHED_EVENT_NAMES (src/chain/events.ts). */
    event: text('event').notNull(),
    /** The game account (user id) the event names, when it names one. */
    account: uint256('account'),
    /** Decoded arguments (integers as decimal strings, addresses lower-case). */
    args: jsonb('args').notNull(),
    /** What applying it changed: see src/chain/effects.ts. */
    effects: jsonb('effects').notNull().default(sql`'[]'::jsonb`),
    createdAt: atNow('created_at'),
  },
  (t) => [
    uniqueIndex('chain_events_once_uq').on(t.chainId, t.txHash, t.logIndex),
    index('chain_events_block_idx').on(t.chainId, t.blockNumber),
    index('chain_events_account_idx').on(t.event, t.account),
  ],
);

/**
 * The transaction a user reported for their activation (POST /api/user/activation), so the
 * page can show "activating" before the event is confirmed. Checked against the chain on
 * every read; it never activates anything by itself.
 */
export const activationTxs = pgTable('activation_txs', {
  userId: userRef('user_id').primaryKey(),
  chainId: integer('chain_id').notNull(),
  txHash: text('tx_hash').notNull(),
  reportedAt: atNow('reported_at'),
  /** The block that mined it, once known (for the user's live confirmations; chain/wait-progress.ts). */
  blockNumber: bigint('block_number', { mode: 'number' }),
});
