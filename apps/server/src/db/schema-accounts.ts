import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, atNow, serialId } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: serialId(),
    address: text('address').unique(),
    email: text('email').unique(),
    nickname: text('nickname').notNull().default(''),
    inviteCode: text('invite_code').notNull().unique(),
    inviterCode: text('inviter_code').notNull().default(''),
    currentServerId: integer('current_server_id').notNull().default(0),
    createdAt: atNow('created_at'),
    /** argon2id PHC strings; null until the user sets one. */
    passwordHash: text('password_hash'),
    payPasswordHash: text('pay_password_hash'),
    /** Wrong fund passwords in a row (attempts in flight count); 10 lock purchases until the time below. */
    payPasswordFailures: integer('pay_password_failures').notNull().default(0),
    payPasswordLockedUntil: at('pay_password_locked_until'),
    /** Set when the 1 MDV activation is confirmed; trading needs it. */
    activatedAt: at('activated_at'),
    /**
     * The last security change (login password changed or reset, fund password or e-mail replaced, second factor on or off):
     * withdrawals and claims to the wallet wait SECURITY_HOLD_HOURS after it.
     */
    securityChangedAt: at('security_changed_at'),
    /**
     * The second factor (TOTP, RFC 6238): the base32 secret, kept from set-up on; it is on once
     * `totp_enabled_at` is set (a confirmed code). `totp_step` is the last accepted code's time
     * step: a code is accepted only for a newer step, in one conditional update, so none works twice.
     */
    totpSecret: text('totp_secret'),
    totpEnabledAt: at('totp_enabled_at'),
    totpStep: bigint('totp_step', { mode: 'number' }).notNull().default(0),
    /** Frozen by an operator: signed out, every sign-in and write refused until unfrozen. */
    frozenAt: at('frozen_at'),
  },
  (t) => [index('users_inviter_code_idx').on(t.inviterCode).where(sql`${t.inviterCode} <> ''`)],
);

/** A user's id, referencing users.id. */
export const userRef = (name: string) => bigint(name, { mode: 'number' }).references(() => users.id);

/**
 * The second factor's recovery codes: SHA-256 of each (they are random, 50 bits each, so a
 * fast hash is enough, unlike passwords). A code used is deleted, so it works once.
 */
export const totpRecoveryCodes = pgTable(
  'totp_recovery_codes',
  {
    userId: userRef('user_id').notNull(),
    codeHash: text('code_hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);

/**
 * Sessions: only the SHA-256 of the token is stored, so a database leak yields no usable token.
 * `id` names a session to its user (the list in /setting, ending one); a renewal replaces the
 * token hash in place and keeps the id. Device and address are the latest request's, noted at
 * most every few minutes (last_seen_at).
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    id: bigserial('id', { mode: 'number' }).notNull().unique(),
    userId: userRef('user_id').notNull(),
    createdAt: atNow('created_at'),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
    lastSeenAt: atNow('last_seen_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId).where(sql`${t.revokedAt} is null`)],
);

/** The devices (browser, system and kind, no versions) a user signed in from: a new one is mailed. */
export const userDevices = pgTable(
  'user_devices',
  {
    userId: userRef('user_id').notNull(),
    device: text('device').notNull(),
    firstSeenAt: atNow('first_seen_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.device] })],
);

/** Single-use sign-in nonces (EIP-4361): consumed atomically at the first valid sign-in. */
export const authNonces = pgTable('auth_nonces', {
  nonce: text('nonce').primaryKey(),
  address: text('address').notNull(),
  origin: text('origin').notNull(),
  createdAt: atNow('created_at'),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

/**
 * Slider captchas: the answer stays here. A puzzle allows one attempt; a solved one earns a
 * single-use token (only its SHA-256 is kept).
 */
export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  answerX: integer('answer_x').notNull(),
  createdAt: atNow('created_at'),
  expiresAt: at('expires_at').notNull(),
  attemptedAt: at('attempted_at'),
  tokenHash: text('token_hash').unique(),
  tokenExpiresAt: at('token_expires_at'),
  tokenUsedAt: at('token_used_at'),
});

/**
 * E-mail codes, stored hashed and bound to address, purpose and (when signed in) the user who
 * asked. Single use; dead after 5 tries; a newer code for the same address and purpose
 * retires the older ones.
 */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: serialId(),
    email: text('email').notNull(),
    purpose: text('purpose').notNull(),
    userId: userRef('user_id'),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: atNow('created_at'),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('email_codes_live_idx').on(t.email, t.purpose).where(sql`${t.usedAt} is null`)],
);
