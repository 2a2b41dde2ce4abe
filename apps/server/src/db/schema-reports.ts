import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './schema.ts';
import { assets } from './schema-catalogue.ts';

/**
 * Vault transactions a user handed over (POST /api/card/deposit, /api/mint/callback,
 * /api/user/charge…), each checked against its receipt: one row per (chain, transaction, log
 * index) of the event it names. Shown as "depositing" / "on chain" until the chain watcher has
 * applied that event (a `chain_events` row with the same key); never applied by itself.
 */
export const txReports = pgTable(
  'tx_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chainId: integer('chain_id').notNull(),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    /** coin_deposit, nft_deposit or claim (packages/shared tx-report.ts). */
    kind: text('kind').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    assetId: bigint('asset_id', { mode: 'number' }).references(() => assets.id),
    coin: text('coin'),
    amount: numeric('amount', { precision: 78, scale: 0, mode: 'bigint' }),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tx_reports_once_uq').on(t.chainId, t.txHash, t.logIndex),
    index('tx_reports_asset_idx').on(t.assetId, t.id),
    check('tx_reports_kind_ck', sql`${t.kind} in ('coin_deposit', 'nft_deposit', 'claim')`),
  ],
);

/**
 * How far a user has collected (read) their messages, the activity entries
 * (POST /api/message/collect): every entry with an id up to `read_up_to` is collected.
 */
export const messageReads = pgTable('message_reads', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id),
  readUpTo: bigint('read_up_to', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
