import { z } from 'zod';
import { watcherReadySchema } from './health.ts';
import { lazySchema } from './lazy-schema.ts';

/*
 * The console's books and health page (any operator): GET /api/admin/health (the chain watcher,
 * the payout wallet and its runway, the queues) and GET /api/admin/books (the reconciliation of
 * `npm run reconcile`, run when asked).
 */

/** Below this many days of payouts at the recent rate, the payout wallet's BNB is a warning. */
export const PAYOUT_RUNWAY_WARNING_DAYS = 3;
/** The window the recent payout rate is measured over. */
export const PAYOUT_RATE_WINDOW_DAYS = 7;

export const opsHealthSchema = lazySchema(() =>
  z.object({
    checked_at: z.string(),
    /** The chain watcher as the answering instance sees it (null: it runs none). */
    chain: watcherReadySchema.nullable(),
    payouts: z.object({
      /** The payout wallet (it pays payout gas); null when none is configured. */
      wallet: z.string().nullable(),
      /** Its BNB in wei; null when it could not be read (no chain, the RPC failing). */
      balance_wei: z.string().nullable(),
      /** The payout worker's state on the answering instance (null: it runs none). */
      lacks_gas: z.boolean().nullable(),
      last_error: z.string().nullable(),
      /** Payouts paid in the last PAYOUT_RATE_WINDOW_DAYS days. */
      paid_recently: z.number().int(),
      /** Gas paid per payout (wei), the mean of the latest paid ones; null before the first. */
      cost_per_payout_wei: z.string().nullable(),
      /** How many payouts the balance pays at that cost. */
      payouts_covered: z.number().int().nullable(),
      /** Days the balance lasts at the recent rate; null without a rate or a cost. */
      runway_days: z.number().nullable(),
      /** Lacking gas, fewer payouts covered than are waiting, or a runway under the warning days. */
      warning: z.boolean(),
    }),
    queues: z.object({
      /** Withdrawals held for an operator's review. */
      withdrawals_held: z.number().int(),
      /** Withdrawals queued or sent, not yet paid. */
      payouts_waiting: z.number().int(),
      mails: z.number().int(),
      game_outbox_pending: z.number().int(),
      game_outbox_failed: z.number().int(),
    }),
  }),
);
export type OpsHealth = z.infer<typeof opsHealthSchema>;

export const booksSchema = lazySchema(() =>
  z.object({
    checked_at: z.string(),
    /** Every balance equals its ledger, every frozen coin is explained, the vault holds what is owed, the game agrees. */
    ok: z.boolean(),
    /** The block the vault was read at (the watcher's cursor); null without a chain. */
    block: z.string().nullable(),
    ledger_mismatches: z.array(
      z.object({
        user_id: z.number().int(),
        server_id: z.number().int(),
        coin: z.string(),
        available: z.string(),
        frozen: z.string(),
        ledger_available: z.string(),
        ledger_frozen: z.string(),
      }),
    ),
    /** Per coin, base units: what the users hold, what of it the vault must back, and what it does. */
    coins: z.array(
      z.object({
        coin: z.string(),
        users: z.string(),
        off_chain: z.string(),
        owed: z.string(),
        pending_payouts: z.string(),
        open_offers: z.string(),
        frozen_unexplained: z.string(),
        vault: z.string().nullable(),
        difference: z.string().nullable(),
      }),
    ),
    /** Each role's game assets against the game's inventory; null when no game is linked. */
    game: z
      .object({
        roles: z.number().int(),
        in_flight: z.number().int(),
        differences: z.array(
          z.object({
            role: z.object({ user_id: z.number().int(), server_id: z.number().int() }),
            asset_id: z.number().int().nullable(),
            problem: z.string(),
          }),
        ),
      })
      .nullable(),
  }),
);
export type Books = z.infer<typeof booksSchema>;

/** What started a run of the books. */
export const BOOKS_TRIGGERS = ['schedule', 'operator'] as const;

/** One recorded run of the books, counted. */
export const booksCheckSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    checked_at: z.string(),
    trigger: z.enum(BOOKS_TRIGGERS),
    ok: z.boolean(),
    /** Balances that differ from their ledger. */
    ledger_mismatches: z.number().int(),
    /** Coins whose vault differs from what is owed, or with frozen coins nothing explains. */
    coins_off: z.number().int(),
    /** Assets the game and the market disagree on; null when no game was asked. */
    game_differences: z.number().int().nullable(),
  }),
);
export type BooksCheck = z.infer<typeof booksCheckSchema>;

/** GET /api/admin/books/checks: the schedule, the latest report, and the recent runs, newest first. */
export const booksChecksSchema = lazySchema(() =>
  z.object({
    /** Minutes between scheduled runs; null when the schedule is off. */
    interval_minutes: z.number().int().nullable(),
    latest: booksSchema.nullable(),
    checks: z.array(booksCheckSchema),
  }),
);
export type BooksChecks = z.infer<typeof booksChecksSchema>;
