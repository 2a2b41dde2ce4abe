import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, atNow, money, serialId } from './columns.ts';
import { userRef } from './schema-accounts.ts';
import { assetRef } from './schema-catalogue.ts';

/**
 * Vault transactions a user handed over (POST /api/card/deposit, /api/mint/callback,
 * /api/user/charge…), each checked against its receipt: one row per (chain, transaction, log
 * index) of the event it names. Shown as "depositing" / "on chain" until the chain watcher has
 * applied that event (a `chain_events` row with the same key); never applied by itself.
 */
export const txReports = pgTable(
  'tx_reports',
  {
    id: serialId(),
    chainId: integer('chain_id').notNull(),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    /** coin_deposit, nft_deposit or claim (packages/shared tx-report.ts). */
    kind: text('kind').notNull(),
    userId: userRef('user_id').notNull(),
    assetId: assetRef('asset_id'),
    coin: text('coin'),
    amount: money('amount'),
    reportedAt: atNow('reported_at'),
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
  userId: userRef('user_id').primaryKey(),
  readUpTo: bigint('read_up_to', { mode: 'number' }).notNull(),
  updatedAt: atNow('updated_at'),
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
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    /** Set once, by the confirmation: the user and their role on the server. */
    userId: userRef('user_id'),
    playerId: bigint('player_id', { mode: 'number' }),
    confirmedAt: at('confirmed_at'),
  },
  (t) => [index('game_login_codes_expiry_idx').on(t.expiresAt)],
);
