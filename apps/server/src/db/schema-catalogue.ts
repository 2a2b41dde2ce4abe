import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, money, serialId, uint256 } from './columns.ts';
import { userRef } from './schema-accounts.ts';
import { serverRef } from './schema-site.ts';

/**
 * Game assets: hero cards, equipment, pets, spirit stones and dragons (spec section 3). Codes
 * are those of packages/shared catalogue.ts and card-status.ts. Dragons have no camp,
 * profession, grade, star or element; cards have no dragon fields.
 */
export const assets = pgTable(
  'assets',
  {
    id: serialId(),
    kind: smallint('kind').notNull(),
    /** NFT token id within its collection (cards or dragons); null for an asset never minted. */
    tokenId: uint256('token_id'),
    name: text('name').notNull(),
    ownerId: userRef('owner_id').notNull(),
    /** 1 wallet, 2 game, 3 contract. */
    location: smallint('location').notNull().default(2),
    /** The game server of the role holding it: set exactly when the asset is in the game (location 2). */
    serverId: serverRef('server_id'),
    /** Card status code; null when idle. */
    status: smallint('status'),
    grade: smallint('grade'),
    camp: smallint('camp'),
    profession: smallint('profession'),
    stage: smallint('stage'),
    /** Element of the main skill (slot 1): what the market's skill filter matches. */
    element: smallint('element'),
    power: integer('power').notNull().default(0),
    level: smallint('level').notNull().default(1),
    star: smallint('star'),
    /** Serial number of the asset in the game. */
    number: integer('number').notNull(),
    strength: smallint('strength'),
    hp: integer('hp').notNull().default(0),
    att: integer('att').notNull().default(0),
    defense: integer('defense').notNull().default(0),
    crit: integer('crit').notNull().default(0),
    critRes: integer('crit_res').notNull().default(0),
    superCrit: integer('super_crit').notNull().default(0),
    vampire: integer('vampire').notNull().default(0),
    speedPct: integer('speed_pct').notNull().default(0),
    superAtt: integer('super_att').notNull().default(0),
    superDefense: integer('super_defense').notNull().default(0),
    refineLevel: smallint('refine_level'),
    teamHp: integer('team_hp'),
    teamAttack: integer('team_attack'),
    /** Dragons: 0 not activated, 1 activated. */
    dragonState: smallint('dragon_state'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('assets_owner_idx').on(t.ownerId, t.kind, t.id),
    uniqueIndex('assets_token_idx').on(sql`(${t.kind} = 4)`, t.tokenId),
    check('assets_kind_ck', sql`${t.kind} between 0 and 4`),
    check('assets_location_ck', sql`${t.location} between 1 and 3`),
    check('assets_server_ck', sql`(${t.location} = 2) = (${t.serverId} is not null)`),
    check('assets_status_ck', sql`${t.status} in (0, 1, 2, 3, 4, 6)`),
    check('assets_grade_ck', sql`${t.grade} between 1 and 24`),
    check('assets_star_ck', sql`${t.star} between 1 and 7`),
    check('assets_camp_ck', sql`${t.camp} between 1 and 5`),
    check('assets_profession_ck', sql`${t.profession} between 1 and 4`),
    check('assets_element_ck', sql`${t.element} between 1 and 5`),
  ],
);

/** An asset's id, referencing assets.id. */
export const assetRef = (name: string) => bigint(name, { mode: 'number' }).references(() => assets.id);

/** Skills of an asset: slot 1 is the main skill. Dragons unlock theirs at levels 4, 8, 12. */
export const assetSkills = pgTable(
  'asset_skills',
  {
    assetId: assetRef('asset_id').notNull(),
    slot: smallint('slot').notNull(),
    /** 1 active, 2 passive. */
    type: smallint('type').notNull(),
    skillId: smallint('skill_id').notNull(),
    element: smallint('element').notNull(),
    level: smallint('level').notNull().default(1),
    unlockLevel: smallint('unlock_level'),
  },
  (t) => [primaryKey({ columns: [t.assetId, t.slot] })],
);

/** Ownership and price history of an asset: the mint (no `from`), then every sale. */
export const assetHistory = pgTable(
  'asset_history',
  {
    id: serialId(),
    assetId: assetRef('asset_id').notNull(),
    at: at('at').notNull().defaultNow(),
    fromUserId: userRef('from_user_id'),
    toUserId: userRef('to_user_id').notNull(),
    price: money('price'),
    coin: text('coin'),
    listingId: bigint('listing_id', { mode: 'number' }),
    /**
     * A sale's collection, the asset's kind and grade group (market/facets.ts) at the sale: the
     * market's stats sum sales by them from the index below alone (market/stats-store.ts).
     */
    kind: smallint('kind'),
    gradeGroup: smallint('grade_group'),
  },
  (t) => [
    index('asset_history_asset_idx').on(t.assetId, t.at, t.id),
    // Sales (a row with a seller) by time, with what the stats read: a window is one index-only range scan.
    index('asset_history_sales_idx')
      .on(t.at, t.kind, t.gradeGroup, t.coin, t.price)
      .where(sql`${t.fromUserId} is not null`),
  ],
);
