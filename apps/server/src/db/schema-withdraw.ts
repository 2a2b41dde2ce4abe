import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, atNow, money, serialId } from './columns.ts';
import { userRef } from './schema-accounts.ts';
import { serverRef } from './schema-site.ts';

/**
 * Voucher nonces of the GameVault, one sequence for every voucher kind (payouts, claims
 * and card mints): the vault uses each nonce once, whatever the kind, so numbers come
 * from here and are never reused. (kind, reference) is unique: asking again for the voucher of
 * the same thing (e.g. `withdrawal:42`) gives the same nonce.
 */
export const vouchers = pgTable(
  'vouchers',
  {
    nonce: bigserial('nonce', { mode: 'number' }).primaryKey(),
    /** payout, claim. */
    kind: text('kind').notNull(),
    /** What the voucher is for, e.g. `withdrawal:42`. */
    reference: text('reference').notNull(),
    createdAt: atNow('created_at'),
  },
  (t) => [uniqueIndex('vouchers_kind_reference_uq').on(t.kind, t.reference)],
);

/**
 * Withdrawals of coins from the game to the user's wallet (see modules/withdraw). The amount
 * is frozen in `balances` from the request until it is paid (frozen leaves the game) or fails
 * (frozen back to available). States: queued → sent → paid, or → failed; one above its coin's
 * hold threshold starts `held` until an operator releases it (→ queued) or refuses it (→ refused,
 * frozen back to available).
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serialId(),
    userId: userRef('user_id').notNull(),
    /** The role whose balance pays it. */
    serverId: serverRef('server_id').notNull(),
    coin: text('coin').notNull(),
    amount: money('amount').notNull(),
    /** The account's own wallet address (lower-case) at the time of the request. */
    toAddress: text('to_address').notNull(),
    state: text('state').notNull().default('queued'),
    chainId: bigint('chain_id', { mode: 'number' }).notNull(),
    /** The payout voucher (vouchers.nonce) and its deadline, fixed once before the first send. */
    voucherNonce: bigint('voucher_nonce', { mode: 'number' }).references(() => vouchers.nonce),
    deadline: at('deadline'),
    /** The latest payout transaction sent; the paying one once paid. */
    txHash: text('tx_hash'),
    /**
     * Payout transactions sent before `tx_hash` under the same payout-wallet nonce (a stuck one
     * replaced with a higher fee): at most one of them and `tx_hash` is ever mined, and a
     * confirmation of any of them is recognised.
     */
    replacedTxHashes: text('replaced_tx_hashes').array().notNull().default(sql`'{}'::text[]`),
    /** The block that mined `tx_hash`, once known (for the user's live confirmations; chain/wait-progress.ts). */
    txBlock: bigint('tx_block', { mode: 'number' }),
    createdAt: atNow('created_at'),
    /** Paid: the payout's block time; failed: when it was given up. */
    finishedAt: at('finished_at'),
  },
  (t) => [
    check('withdrawals_amount_ck', sql`${t.amount} > 0`),
    check('withdrawals_state_ck', sql`${t.state} in ('held', 'queued', 'sent', 'paid', 'failed', 'refused')`),
    index('withdrawals_user_idx').on(t.userId, t.id),
    uniqueIndex('withdrawals_nonce_uq').on(t.voucherNonce),
    index('withdrawals_open_idx').on(t.id).where(sql`${t.state} in ('queued', 'sent')`),
  ],
);
