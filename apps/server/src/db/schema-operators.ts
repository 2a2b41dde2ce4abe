import { bigint, boolean, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, atNow, serialId } from './columns.ts';

/**
 * The market's operators, separate from players: a name, an argon2id password, a TOTP secret
 * (base32) and one role. `totp_counter` is the last accepted code's time step: a code is
 * accepted once, so an overheard one cannot be used again.
 */
export const operators = pgTable('operators', {
  id: serialId(),
  name: text('name').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  totpSecret: text('totp_secret').notNull(),
  totpCounter: bigint('totp_counter', { mode: 'number' }).notNull().default(0),
  role: text('role').notNull(),
  createdAt: atNow('created_at'),
  disabledAt: at('disabled_at'),
});

/** An operator's id, referencing operators.id. */
const operatorRef = (name: string) => bigint(name, { mode: 'number' }).references(() => operators.id);

/**
 * Operators' sessions: short (they slide while used, up to a day), their own table, so a
 * player's token is never an operator's. Only the SHA-256 of the token is stored.
 */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    operatorId: operatorRef('operator_id').notNull(),
    createdAt: atNow('created_at'),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId)],
);

/**
 * The audit log: every operator action (who, when, what, before → after), append-only: a
 * trigger in its migration refuses updates, deletes and truncation.
 */
export const operatorAudit = pgTable('operator_audit', {
  id: serialId(),
  at: atNow('at'),
  /** Null for the command line and for a failed sign-in. */
  operatorId: operatorRef('operator_id'),
  action: text('action').notNull(),
  target: text('target').notNull().default(''),
  before: jsonb('before'),
  after: jsonb('after'),
  ip: text('ip').notNull().default(''),
});

/**
 * The reconciliation's runs (the books): on a schedule and when an operator asks, each with its
 * report, so every instance's console shows the latest and the history. Kept 90 days.
 */
export const booksChecks = pgTable(
  'books_checks',
  {
    id: serialId(),
    checkedAt: at('checked_at').notNull(),
    /** 'schedule' or 'operator'. */
    trigger: text('trigger').notNull(),
    ok: boolean('ok').notNull(),
    /** The report as GET /api/admin/books answers it. */
    report: jsonb('report').notNull(),
  },
  (t) => [index('books_checks_checked_at_idx').on(t.checkedAt)],
);
