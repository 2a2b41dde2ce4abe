import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { atNow, money, serialId } from './columns.ts';
import { userRef } from './schema-accounts.ts';
import { serverRef } from './schema-site.ts';

/**
 * Game balances per role (user and game server) and coin, in base units: `available` (spendable) and `frozen`
 * (held for a pending withdrawal or bid). Never negative. Every change is a ledger entry.
 * The platform's fee account is a user too (see ledger/platform.ts).
 */
export const balances = pgTable(
  'balances',
  {
    userId: userRef('user_id').notNull(),
    serverId: serverRef('server_id').notNull(),
    coin: text('coin').notNull(),
    available: money('available').notNull().default(sql`0`),
    frozen: money('frozen').notNull().default(sql`0`),
    updatedAt: atNow('updated_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.serverId, t.coin] }),
    check('balances_available_ck', sql`${t.available} >= 0`),
    check('balances_frozen_ck', sql`${t.frozen} >= 0`),
  ],
);

/**
 * The append-only journal of balance changes (a trigger refuses UPDATE and DELETE). Replaying
 * a role's entries of a coin gives its balance; `*_after` make each step checkable.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serialId(),
    userId: userRef('user_id').notNull(),
    serverId: serverRef('server_id').notNull(),
    coin: text('coin').notNull(),
    availableDelta: money('available_delta').notNull().default(sql`0`),
    frozenDelta: money('frozen_delta').notNull().default(sql`0`),
    availableAfter: money('available_after').notNull(),
    frozenAfter: money('frozen_after').notNull(),
    /** Why (LEDGER_REASONS), and what it belongs to, e.g. `listing:42`. */
    reason: text('reason').notNull(),
    reference: text('reference').notNull(),
    createdAt: atNow('created_at'),
  },
  (t) => [
    index('ledger_user_coin_idx').on(t.userId, t.serverId, t.coin, t.id),
    index('ledger_reference_idx').on(t.reference),
  ],
);
