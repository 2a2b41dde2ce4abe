import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, atNow, money, serialId } from './columns.ts';
import { userRef } from './schema-accounts.ts';
import { serverRef } from './schema-site.ts';

/** Premium summon tickets a user holds (never negative); every change is a ticket entry. */
export const summonTickets = pgTable(
  'summon_tickets',
  {
    userId: userRef('user_id').notNull().primaryKey(),
    available: integer('available').notNull().default(0),
    updatedAt: atNow('updated_at'),
  },
  (t) => [check('summon_tickets_available_ck', sql`${t.available} >= 0`)],
);

/** The journal of ticket changes: invite rewards, their reorg reversals, summons. */
export const summonTicketEntries = pgTable(
  'summon_ticket_entries',
  {
    id: serialId(),
    userId: userRef('user_id').notNull(),
    delta: integer('delta').notNull(),
    availableAfter: integer('available_after').notNull(),
    /** invite_reward, invite_reward_reverted, summon, ... */
    reason: text('reason').notNull(),
    /** e.g. `invitee:42`, `summon:7`. */
    reference: text('reference').notNull(),
    createdAt: atNow('created_at'),
  },
  (t) => [index('summon_ticket_entries_user_idx').on(t.userId, t.id)],
);

/**
 * The ticket an activated invitee earned its inviter: one row per invitee, so it is granted
 * once; `revoked_at` is set when a reorg undid the activation (and cleared if it comes back).
 */
export const inviteRewards = pgTable('invite_rewards', {
  inviteeId: userRef('invitee_id').notNull().primaryKey(),
  inviterId: userRef('inviter_id').notNull(),
  grantedAt: atNow('granted_at'),
  revokedAt: at('revoked_at'),
});

/** The highest lord (boss) challenge level any role of the user passed, as the game reported it. */
export const bossLevels = pgTable('boss_levels', {
  userId: userRef('user_id').notNull().primaryKey(),
  bossLevel: integer('boss_level').notNull(),
  updatedAt: atNow('updated_at'),
});

/**
 * Legion point entries (1 point = 1 MDS base unit): type 2 for the user's own spend, type 1
 * for a direct invitee's. One entry per (user, type, spend reference).
 */
export const legionPoints = pgTable(
  'legion_points',
  {
    id: serialId(),
    userId: userRef('user_id').notNull(),
    type: smallint('type').notNull(),
    points: money('points').notNull(),
    /** The spend it was computed from, its spender, coin, the rate and the earner's level then. */
    spend: money('spend').notNull(),
    spenderId: userRef('spender_id').notNull(),
    coin: text('coin').notNull(),
    rateBps: integer('rate_bps').notNull(),
    level: smallint('level').notNull(),
    reference: text('reference').notNull(),
    createdAt: atNow('created_at'),
  },
  (t) => [
    uniqueIndex('legion_points_once_uq').on(t.userId, t.type, t.reference),
    index('legion_points_user_idx').on(t.userId, t.createdAt),
    index('legion_points_month_idx').on(t.createdAt),
    check('legion_points_positive_ck', sql`${t.points} > 0`),
  ],
);

/** Claims of points as MDS (paid by the ledger, reason legion_claim, reference `legion_claim:<id>`). */
export const legionClaims = pgTable(
  'legion_claims',
  {
    id: serialId(),
    userId: userRef('user_id').notNull(),
    /** The role credited with the MDS. */
    serverId: serverRef('server_id').notNull(),
    amount: money('amount').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('legion_claims_user_idx').on(t.userId, t.createdAt)],
);
