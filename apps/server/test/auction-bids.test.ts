import { gameCoinAbi, nft111Abi } from '@yuanlong/chain/abis';
import { devAccounts } from '@yuanlong/chain/accounts';
import { ACTIVITY_TYPES } from '@yuanlong/shared/activities';
import { minimumNextPrice } from '@yuanlong/shared/auction';
import { ASSET_LOCATIONS } from '@yuanlong/shared/catalogue';
import { eq } from 'drizzle-orm';
import { encodeFunctionData, maxUint256, parseEther, parseUnits, zeroAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { auctionBids, auctions } from '../src/db/schema.ts';
import { assetFacets, facetTokens } from '../src/modules/market/facets.ts';
import {
  assetRow,
  auctionSuite,
  bidBnb,
  catchUp,
  chain,
  createAuction,
  DRAGON,
  detail,
  feed,
  fileHooks,
  list,
  lower,
  nft111,
  P2_HERO_CARD,
  sendOk,
  TIMEOUT,
  t,
  userOf,
} from './support/auction-suite.ts';
import { databaseKinds } from './support/databases.ts';
import { makeAsset } from './support/market.ts';

fileHooks();

describe.each(databaseKinds)('NFT111 auctions indexed by the chain watcher on %s', (kind) => {
  auctionSuite(kind);

  it('computes the minimum next bid exactly as the contract does, up to 2^128 − 1', async () => {
    for (const price of [
      0n,
      1n,
      99n,
      100n,
      101n,
      1234567n,
      parseEther('1.23'),
      2n ** 127n + 3n,
      2n ** 128n - 1n,
    ]) {
      const onChain = await chain.client.readContract({
        address: nft111(),
        abi: nft111Abi,
        functionName: 'minimumNextPrice',
        args: [price],
      });
      expect(minimumNextPrice(price), price.toString()).toBe(onChain);
    }
  });

  it('a BNB auction with two bids: price, holder, bids and the minimum next bid, the asset in the contract and the feed', async () => {
    const [seller, first, second] = [devAccounts.player1, devAccounts.player2, devAccounts.player3];
    const dragon = await makeAsset(t.database, userOf[seller.address]!, {
      kind: 4,
      tokenId: DRAGON.p1,
      location: 1,
    });
    const start = parseEther('1');
    const id = await createAuction(seller, 'dragon', DRAGON.p1, zeroAddress, start);
    await catchUp();
    const created = await detail(id);
    expect(created).toMatchObject({
      id,
      collection_kind: 'dragon',
      token_id: DRAGON.p1.toString(),
      asset_id: dragon.id,
      seller: lower(seller),
      holder: lower(seller),
      coin: 'BNB',
      coin_address: zeroAddress,
      start_price: start.toString(),
      price: start.toString(),
      min_next_price: parseEther('1.11').toString(),
      bid_count: 0,
      timeout: TIMEOUT,
      state: 'open',
      locked: false,
      bids: [],
    });
    expect(await assetRow(dragon.id)).toMatchObject({ location: ASSET_LOCATIONS.contract.code });

    const bid1 = minimumNextPrice(start);
    await bidBnb(first, id, start, bid1);
    const bid2 = minimumNextPrice(bid1) + 7n;
    const receipt = await bidBnb(second, id, bid1, bid2);
    await catchUp();
    const after = await detail(id);
    const block = await chain.client.getBlock({ blockNumber: receipt.blockNumber });
    expect(after).toMatchObject({
      price: bid2.toString(),
      holder: lower(second),
      bid_count: 2,
      min_next_price: ((bid2 * 111n + 99n) / 100n).toString(),
      locks_at: new Date((Number(block.timestamp) + TIMEOUT) * 1000).toISOString(),
      state: 'open',
      locked: false,
    });
    expect(after.bids.map((b) => [b.bidder, b.price])).toEqual([
      [lower(second), bid2.toString()],
      [lower(first), bid1.toString()],
    ]);
    expect(after.bids[0]!.tx_hash).toBe(receipt.transactionHash.toLowerCase());
    // The chain agrees.
    const onChain = await chain.client.readContract({
      address: nft111(),
      abi: nft111Abi,
      functionName: 'auctionOf',
      args: [BigInt(id)],
    });
    expect([onChain.price.toString(), onChain.holder.toLowerCase(), onChain.minimumBid.toString()]).toEqual([
      after.price,
      after.holder,
      after.min_next_price,
    ]);

    const {
      created: c,
      bidPlaced: b,
      outbid: o,
    } = {
      created: ACTIVITY_TYPES.auctionCreated.code,
      bidPlaced: ACTIVITY_TYPES.auctionBidPlaced.code,
      outbid: ACTIVITY_TYPES.auctionOutbid.code,
    };
    expect(await feed(seller)).toEqual([
      [c, start.toString(), id],
      [o, bid1.toString(), id],
    ]);
    expect(await feed(first)).toEqual([
      [b, bid1.toString(), id],
      [o, bid2.toString(), id],
    ]);
    expect(await feed(second)).toEqual([[b, bid2.toString(), id]]);
  });

  it('an ERC-20 auction takes approved bidToken bids; the list filters by coin and collection', async () => {
    const [seller, bidder] = [devAccounts.player2, devAccounts.player4];
    const card = await makeAsset(t.database, userOf[seller.address]!, {
      kind: 0,
      tokenId: P2_HERO_CARD,
      location: 1,
    });
    const mds = chain.contracts.coins.MDS;
    const start = parseUnits('100', 18);
    const id = await createAuction(seller, 'card', P2_HERO_CARD, mds, start);
    await sendOk(
      bidder,
      mds,
      encodeFunctionData({ abi: gameCoinAbi, functionName: 'approve', args: [nft111(), maxUint256] }),
    );
    const bid = parseUnits('111', 18);
    await sendOk(
      bidder,
      nft111(),
      encodeFunctionData({ abi: nft111Abi, functionName: 'bidToken', args: [BigInt(id), start, bid] }),
    );
    await catchUp();
    expect(await detail(id)).toMatchObject({
      coin: 'MDS',
      coin_address: mds.toLowerCase(),
      collection_kind: 'card',
      asset_id: card.id,
      price: bid.toString(),
      holder: lower(bidder),
      min_next_price: parseUnits('123.21', 18).toString(),
      bid_count: 1,
    });
    const ids = (page: { items: { id: number }[] }) => page.items.map((a) => a.id);
    expect(ids(await list('?coin=MDS'))).toEqual([id]);
    expect(ids(await list('?collection=card'))).toEqual([id]);
    expect(ids(await list('?collection=dragon&coin=MDS'))).toEqual([]);
    // The asset filters (the card: grade 12 = group 3, camp 2, profession 1, element 1, star 4)
    // match through the auction's copy of the asset's facet tokens, taken when it was created.
    const [row] = await t.database.db.select().from(auctions).where(eq(auctions.assetId, card.id));
    expect([...row!.facets].sort((a, b) => a - b)).toEqual(
      [...facetTokens(assetFacets(card))].sort((a, b) => a - b),
    );
    expect(ids(await list('?kind=hero&camp=2&profession=1&grade=3&element=1&star=4'))).toEqual([id]);
    expect(ids(await list('?camp=2&element=1&sort=price_asc'))).toContain(id);
    // By price with a grade: the grade group the trigger copied leads an index of its own.
    expect(row!.gradeGroup).toBe(3);
    expect(ids(await list('?grade=3&camp=2&sort=price_desc'))).toContain(id);
    expect(ids(await list('?grade=2&sort=price_asc'))).not.toContain(id);
    expect(ids(await list('?kind=hero&camp=3'))).not.toContain(id);
    expect(ids(await list('?profession=1&element=2'))).not.toContain(id);
    expect(ids(await list('?sort=newest'))[0]).toBe(id);
    // Keyset pages of one walk the whole list once.
    const all = ids(await list());
    const walked: number[] = [];
    let cursor: string | null = null;
    do {
      const page = await list(`?size=1${cursor ? `&cursor=${cursor}` : ''}`);
      walked.push(...ids(page));
      cursor = page.next_cursor;
    } while (cursor);
    expect(walked).toEqual(all);
    expect(all.length).toBeGreaterThanOrEqual(2);
  });

  it('a reorg that drops a bid restores the previous price, holder and bids, and the feed', async () => {
    const [seller, first, second] = [devAccounts.player4, devAccounts.player1, devAccounts.player2];
    await makeAsset(t.database, userOf[seller.address]!, { kind: 4, tokenId: DRAGON.p4, location: 1 });
    const start = 5000n;
    const id = await createAuction(seller, 'dragon', DRAGON.p4, zeroAddress, start);
    const bid1 = minimumNextPrice(start);
    await bidBnb(first, id, start, bid1);
    await catchUp();
    const before = await detail(id);
    const feedsBefore = [await feed(first), await feed(second)];
    const rowBefore = (await t.database.db.select().from(auctions).where(eq(auctions.auctionId, id)))[0];

    const fork = await chain.test.snapshot();
    await bidBnb(second, id, bid1, minimumNextPrice(bid1));
    await catchUp();
    expect(await detail(id)).toMatchObject({ holder: lower(second), bid_count: 2 });

    await chain.test.revert({ id: fork });
    await chain.test.mine({ blocks: 1 });
    await catchUp();
    expect(await detail(id)).toEqual(before);
    expect((await list()).items.find((a) => a.id === id)?.price).toBe(bid1.toString());
    expect((await t.database.db.select().from(auctions).where(eq(auctions.auctionId, id)))[0]).toEqual(
      rowBefore,
    );
    expect([await feed(first), await feed(second)]).toEqual(feedsBefore);
    const bids = await t.database.db
      .select()
      .from(auctionBids)
      .where(eq(auctionBids.auctionRef, rowBefore!.id));
    expect(bids.map((b) => b.bidder)).toEqual([lower(first)]);
  });
});
