import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { money } from './columns.ts';
import { users } from './schema-accounts.ts';

/**
 * Game balances per user and coin, in base units: `available` (spendable) and `frozen`
 * (held for a pending withdrawal or bid). Never negative. Every change is a ledger entry.
 * The platform's fee account is a user too (see ledger/platform.ts).
 */
export const balances = pgTable(
  'balances',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    coin: text('coin').notNull(),
    available: money('available').notNull().default(sql`0`),
    frozen: money('frozen').notNull().default(sql`0`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.coin] }),
    check('balances_available_ck', sql`${t.available} >= 0`),
    check('balances_frozen_ck', sql`${t.frozen} >= 0`),
  ],
);

/**
 * The append-only journal of balance changes (a trigger refuses UPDATE and DELETE). Replaying
 * a user's entries of a coin gives its balance; `*_after` make each step checkable.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    coin: text('coin').notNull(),
    availableDelta: money('available_delta').notNull().default(sql`0`),
    frozenDelta: money('frozen_delta').notNull().default(sql`0`),
    availableAfter: money('available_after').notNull(),
    frozenAfter: money('frozen_after').notNull(),
    /** Why (LEDGER_REASONS), and what it belongs to, e.g. `listing:42`. */
    reason: text('reason').notNull(),
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_user_coin_idx').on(t.userId, t.coin, t.id),
    index('ledger_reference_idx').on(t.reference),
  ],
);
