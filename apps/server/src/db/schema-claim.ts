import { sql } from 'drizzle-orm';
import { bigint, check, index, pgSequence, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, atNow, serialId, uint256 } from './columns.ts';
import { userRef } from './schema-accounts.ts';
import { assetRef } from './schema-catalogue.ts';
import { serverRef } from './schema-site.ts';
import { vouchers } from './schema-withdraw.ts';

/**
 * Token ids for game-born cards that have none yet (minted on their first claim). Far above
 * the demo catalogue's (1,000,000 + n) and the demo chain's (900,000,000 + …) token ids.
 */
export const cardTokenIds = pgSequence('card_token_ids', { startWith: 10_000_000_000, minValue: 1 });

/**
 * Claims of game assets to the owner's wallet (see modules/claim): one voucher each, fixed
 * before it is signed. While a claim is `open` its asset is locked (card status 3). States:
 * open → claimed (the watcher saw its NftClaimed or CardMinted confirmed), or open → expired
 * (its voucher was revoked on chain after the deadline; the asset is unlocked).
 */
export const claims = pgTable(
  'claims',
  {
    id: serialId(),
    assetId: assetRef('asset_id').notNull(),
    userId: userRef('user_id').notNull(),
    /** The role the asset leaves (its server when the claim was made). */
    serverId: serverRef('server_id').notNull(),
    /** claim_nft (the vault holds the NFT) or mint_card (the card is minted by the vault). */
    kind: text('kind').notNull(),
    /** claim_nft: the collection (lower-case address); null for mint_card. */
    collection: text('collection'),
    tokenId: uint256('token_id').notNull(),
    /** mint_card: the card's asset type (= assets.kind); null for claim_nft. */
    assetType: smallint('asset_type'),
    /** The account's own wallet address (lower-case) at the time of the claim. */
    toAddress: text('to_address').notNull(),
    chainId: bigint('chain_id', { mode: 'number' }).notNull(),
    voucherNonce: bigint('voucher_nonce', { mode: 'number' })
      .notNull()
      .references(() => vouchers.nonce),
    /** The voucher's deadline (chain time, whole seconds). */
    deadline: at('deadline').notNull(),
    state: text('state').notNull().default('open'),
    /** The claiming transaction, once confirmed. */
    txHash: text('tx_hash'),
    createdAt: atNow('created_at'),
    /** Claimed: the event's block time; expired: when the revocation was confirmed. */
    finishedAt: at('finished_at'),
  },
  (t) => [
    check('claims_kind_ck', sql`${t.kind} in ('claim_nft', 'mint_card')`),
    check('claims_state_ck', sql`${t.state} in ('open', 'claimed', 'expired')`),
    uniqueIndex('claims_nonce_uq').on(t.voucherNonce),
    uniqueIndex('claims_open_asset_uq').on(t.assetId).where(sql`${t.state} = 'open'`),
    index('claims_open_deadline_idx').on(t.deadline).where(sql`${t.state} = 'open'`),
    index('claims_asset_idx').on(t.assetId, t.id),
  ],
);
