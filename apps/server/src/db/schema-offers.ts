import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { at, money, serialId } from './columns.ts';
import { userRef } from './schema-accounts.ts';
import { assetRef } from './schema-catalogue.ts';
import { serverRef } from './schema-site.ts';

/**
 * Offers (modules/offers): `amount` of `coin` offered on one game asset (`asset_id`) or on a
 * collection (`kind` and the market's optional facets). While `open` the amount is frozen in
 * the offerer's balance (ledger reference `offer:<id>`); it ends once: accepted (the amount paid
 * for `sold_asset_id`), cancelled, expired or lost (its asset sold, claimed or sold to another
 * offer), each releasing or paying the frozen amount in the same transaction.
 */
export const offers = pgTable(
  'offers',
  {
    id: serialId(),
    offererId: userRef('offerer_id').notNull(),
    /** The offerer's role: its balance holds the amount, and an accepted asset goes to it (the asset's server). */
    serverId: serverRef('server_id').notNull(),
    coin: text('coin').notNull(),
    amount: money('amount').notNull(),
    assetId: assetRef('asset_id'),
    /** The collection: the asset kind (for an item offer, the asset's kind). */
    kind: smallint('kind').notNull(),
    camp: smallint('camp'),
    profession: smallint('profession'),
    gradeGroup: smallint('grade_group'),
    element: smallint('element'),
    star: smallint('star'),
    state: text('state').notNull().default('open'),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    endedAt: at('ended_at'),
    sellerId: userRef('seller_id'),
    soldAssetId: assetRef('sold_asset_id'),
    fee: money('fee'),
  },
  (t) => [
    index('offers_open_asset_idx').on(t.assetId).where(sql`${t.state} = 'open'`),
    index('offers_open_kind_idx')
      .on(t.kind, t.amount)
      .where(sql`${t.state} = 'open' and ${t.assetId} is null`),
    index('offers_open_expiry_idx').on(t.expiresAt).where(sql`${t.state} = 'open'`),
    index('offers_offerer_idx').on(t.offererId, t.id),
    check('offers_amount_ck', sql`${t.amount} > 0`),
    check('offers_state_ck', sql`${t.state} in ('open', 'accepted', 'cancelled', 'expired', 'lost')`),
  ],
);
