import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    address: text('address').unique(),
    email: text('email').unique(),
    nickname: text('nickname').notNull().default(''),
    inviteCode: text('invite_code').notNull().unique(),
    inviterCode: text('inviter_code').notNull().default(''),
    currentServerId: integer('current_server_id').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** argon2id PHC strings; null until the user sets one. */
    passwordHash: text('password_hash'),
    payPasswordHash: text('pay_password_hash'),
    /** Wrong fund passwords in a row (attempts in flight count); 10 lock purchases until the time below. */
    payPasswordFailures: integer('pay_password_failures').notNull().default(0),
    payPasswordLockedUntil: timestamp('pay_password_locked_until', { withTimezone: true }),
    /** Set when the 1 MDV activation is confirmed; trading needs it. */
    activatedAt: timestamp('activated_at', { withTimezone: true }),
  },
  (t) => [index('users_inviter_code_idx').on(t.inviterCode).where(sql`${t.inviterCode} <> ''`)],
);

/** Sessions: only the SHA-256 of the token is stored, so a database leak yields no usable token. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId).where(sql`${t.revokedAt} is null`)],
);

/** Single-use sign-in nonces (EIP-4361): consumed atomically at the first valid sign-in. */
export const authNonces = pgTable('auth_nonces', {
  nonce: text('nonce').primaryKey(),
  address: text('address').notNull(),
  origin: text('origin').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * Slider captchas: the answer stays here. A puzzle allows one attempt; a solved one earns a
 * single-use token (only its SHA-256 is kept).
 */
export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  answerX: integer('answer_x').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  attemptedAt: timestamp('attempted_at', { withTimezone: true }),
  tokenHash: text('token_hash').unique(),
  tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
  tokenUsedAt: timestamp('token_used_at', { withTimezone: true }),
});

/**
 * E-mail codes, stored hashed and bound to address, purpose and (when signed in) the user who
 * asked. Single use; dead after 5 tries; a newer code for the same address and purpose
 * retires the older ones.
 */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    purpose: text('purpose').notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('email_codes_live_idx').on(t.email, t.purpose).where(sql`${t.usedAt} is null`)],
);
