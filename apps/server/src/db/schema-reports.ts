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
import { users } from './schema-accounts.ts';
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

/**
 * Game QR login codes (modules/game-login): made by the game for one server, confirmed once by
 * a signed-in user with a bound e-mail and a role on that server, valid until `expires_at`.
 */
export const gameLoginCodes = pgTable(
  'game_login_codes',
  {
    code: text('code').primaryKey(),
    serverId: integer('server_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set once, by the confirmation: the user and their role on the server. */
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    playerId: bigint('player_id', { mode: 'number' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [index('game_login_codes_expiry_idx').on(t.expiresAt)],
);
