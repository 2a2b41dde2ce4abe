import type { SummonHero } from '@yuanlong/shared/summon';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { at, atNow, money, serialId } from './columns.ts';
import { userRef } from './schema-accounts.ts';
import { assetRef } from './schema-catalogue.ts';
import { serverRef } from './schema-site.ts';

/**
 * The in-process game simulator's state of each role (src/game/simulator.ts): whether it is in
 * the game now and the highest lord (boss) challenge level it passed. Only the simulator reads
 * or writes it; with GAME_API_URL the game's own API answers instead. A role without a row is
 * offline at boss level 0.
 */
export const simRoles = pgTable(
  'sim_roles',
  {
    userId: userRef('user_id').notNull(),
    serverId: serverRef('server_id').notNull(),
    online: boolean('online').notNull().default(false),
    bossLevel: smallint('boss_level').notNull().default(0),
    updatedAt: atNow('updated_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.serverId] }),
    check('sim_roles_boss_level_ck', sql`${t.bossLevel} between 0 and 999`),
  ],
);

/**
 * Summons of heroes: the seed and the heroes drawn are stored in the same transaction that
 * spends the tickets or coins and creates the hero cards, before the answer is sent.
 */
export const summons = pgTable(
  'summons',
  {
    id: serialId(),
    userId: userRef('user_id').notNull(),
    /** The role that summoned (paid, and received the heroes). */
    serverId: serverRef('server_id').notNull(),
    count: smallint('count').notNull(),
    /** 'ticket' or 'coin'. */
    pay: text('pay').notNull(),
    /** Tickets, or MDS base units. */
    cost: money('cost').notNull(),
    /** 32 random bytes (hex): hero i = summonRoll(SHA-256(`${seed}:${i}`)). */
    seed: text('seed').notNull(),
    heroes: jsonb('heroes').$type<SummonHero[]>().notNull(),
    createdAt: atNow('created_at'),
  },
  (t) => [
    index('summons_user_idx').on(t.userId, t.serverId, t.id),
    check('summons_count_ck', sql`${t.count} in (1, 10)`),
  ],
);

/** Serial numbers of assets the game side creates (summoned heroes, hatched dragons). */
export const gameAssetNumbers = pgSequence('game_asset_numbers', { startWith: 50_000_000, minValue: 1 });

/**
 * MEggs: an egg becomes a dragon once `hatch_at` has passed and its owner hatches it
 * (POST /api/add/mdragon); `dragon_asset_id` is set exactly once.
 */
export const eggs = pgTable(
  'eggs',
  {
    id: serialId(),
    userId: userRef('user_id').notNull(),
    /** The role holding the egg (its dragon is born there). */
    serverId: serverRef('server_id').notNull(),
    element: smallint('element').notNull(),
    obtainedAt: atNow('obtained_at'),
    hatchAt: at('hatch_at').notNull(),
    hatchedAt: at('hatched_at'),
    dragonAssetId: assetRef('dragon_asset_id').unique(),
  },
  (t) => [index('eggs_user_idx').on(t.userId, t.serverId, t.id)],
);

/** Artifacts (collectibles) activated by a role: their effect adds to that role's attributes. */
export const roleArtifacts = pgTable(
  'role_artifacts',
  {
    userId: userRef('user_id').notNull(),
    serverId: serverRef('server_id').notNull(),
    artifactId: smallint('artifact_id').notNull(),
    activatedAt: atNow('activated_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.serverId, t.artifactId] })],
);
