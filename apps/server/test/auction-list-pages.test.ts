import { devAccounts } from '@yuanlong/chain/accounts';
import { describe, expect, it } from 'vitest';
import { auctions } from '../src/db/schema.ts';
import { auctionSuite, chain, fileHooks, list, nft111, t, userOf } from './support/auction-suite.ts';
import { databaseKinds } from './support/databases.ts';
import { makeAsset } from './support/market.ts';

/*
 * Keyset pages of the auction list where many auctions share a price: every auction is listed
 * once, in (price, id) order, whichever page break falls inside a tie — with and without the
 * asset filters (which find a page's ids in a walk of the price index first). The rows are
 * written directly (no bids are needed to have equal prices); the database builds their items.
 */

fileHooks();

const ONE = 10n ** 18n;
/**
 * Three prices whose digits differ in number (0.9, 1 and 10 MDS: compared as text they sort
 * otherwise), given to the auctions in this order: ties of three, three and four.
 */
const TIERS = [(9n * ONE) / 10n, ONE, 10n * ONE];
const PRICES = [2, 0, 1, 0, 2, 1, 2, 0, 1, 2].map((tier) => TIERS[tier]!);
/** Auction ids across a change in their number of digits (95 … 104), for the same reason. */
const FIRST_ID = 95;

/** Every item of the list through its cursors, `size` at a time. */
async function allPages(query: string, size: number) {
  const ids: number[] = [];
  let cursor: string | null = null;
  do {
    const after: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const page = await list(`?${query}&size=${size}${after}`);
    ids.push(...page.items.map((item) => item.id));
    cursor = page.next_cursor;
  } while (cursor);
  return ids;
}

describe.each(databaseKinds)('auction list pages across equal prices on %s', (kind) => {
  auctionSuite(kind);

  it('lists each auction once, by price then id, with a page break inside every tie', async () => {
    const seller = devAccounts.player1;
    const owner = userOf[seller.address]!;
    const now = new Date();
    const locksAt = new Date(now.getTime() + 3_600_000);
    // Camp 3 heroes match the filtered query below; the others (camp 2) do not.
    const rows = [];
    for (const [i, price] of PRICES.entries()) {
      const asset = await makeAsset(t.database, owner, { camp: i % 2 === 0 ? 3 : 2 });
      rows.push({
        chainId: chain.chainId,
        contract: nft111().toLowerCase(),
        auctionId: FIRST_ID + i,
        collection: chain.contracts.contracts.cardNft.toLowerCase(),
        collectionKind: 'card',
        tokenId: asset.tokenId!,
        assetId: asset.id,
        seller: seller.address.toLowerCase(),
        coin: 'MDS',
        coinAddress: chain.contracts.coins.MDS!.toLowerCase(),
        startPrice: price,
        price,
        holder: seller.address.toLowerCase(),
        timeout: 600,
        locksAt,
        createdBlock: 1,
        createdAt: now,
        updatedBlock: 1,
        updatedAt: now,
      });
    }
    await t.database.db.insert(auctions).values(rows);

    const byPrice = rows
      .map((r) => ({ id: r.auctionId, price: r.price, camp3: (r.auctionId - FIRST_ID) % 2 === 0 }))
      .sort((a, b) => (a.price === b.price ? a.id - b.id : a.price < b.price ? -1 : 1));
    const ascending = byPrice.map((r) => r.id);
    const descending = [...byPrice].reverse().map((r) => r.id);
    const camp3 = byPrice.filter((r) => r.camp3).map((r) => r.id);

    for (const size of [1, 2, 3, 4]) {
      expect(await allPages('sort=price_asc&coin=MDS', size), `asc, ${size} a page`).toEqual(ascending);
      expect(await allPages('sort=price_desc&coin=MDS', size), `desc, ${size} a page`).toEqual(descending);
      expect(await allPages('sort=price_asc&coin=MDS&camp=3', size), `camp 3, ${size} a page`).toEqual(camp3);
    }
  });
});
