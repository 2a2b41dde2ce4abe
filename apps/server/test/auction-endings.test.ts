import { nft111Abi } from '@yuanlong/chain/abis';
import { devAccounts } from '@yuanlong/chain/accounts';
import { ASSET_LOCATIONS } from '@yuanlong/shared/catalogue';
import { eq } from 'drizzle-orm';
import { encodeFunctionData, zeroAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { assets } from '../src/db/schema.ts';
import {
  assetRow,
  auctionSuite,
  bidBnb,
  catchUp,
  chain,
  createAuction,
  DRAGON,
  detail,
  fileHooks,
  list,
  lower,
  nft111,
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

  it('cancelling before any bid closes the auction and gives the asset back to the seller’s wallet', async () => {
    const seller = devAccounts.player3;
    const dragon = await makeAsset(t.database, userOf[seller.address]!, {
      kind: 4,
      tokenId: DRAGON.p3,
      location: 1,
    });
    const id = await createAuction(seller, 'dragon', DRAGON.p3, zeroAddress, 1000n);
    await catchUp();
    expect(await assetRow(dragon.id)).toMatchObject({ location: ASSET_LOCATIONS.contract.code });
    await sendOk(
      seller,
      nft111(),
      encodeFunctionData({ abi: nft111Abi, functionName: 'cancel', args: [BigInt(id)] }),
    );
    await catchUp();
    expect(await detail(id)).toMatchObject({
      state: 'cancelled',
      locked: false,
      holder: lower(seller),
      bids: [],
    });
    expect(await assetRow(dragon.id)).toMatchObject({
      location: ASSET_LOCATIONS.wallet.code,
      ownerId: userOf[seller.address],
    });
    expect((await list()).items.map((a) => a.id)).not.toContain(id);
    expect((await list('?state=cancelled')).items.map((a) => a.id)).toEqual([id]);
    // The asset changes once it is back: the auction's stored item and its filters follow it.
    await t.database.db
      .update(assets)
      .set({ name: 'Renamed', level: 9, star: 5 })
      .where(eq(assets.id, dragon.id));
    expect((await list('?state=cancelled')).items[0]?.asset).toMatchObject({
      name: 'Renamed',
      level: 9,
      star: 5,
    });
    expect((await list('?state=cancelled&star=5')).items.map((a) => a.id)).toEqual([id]);
    expect((await list('?state=cancelled&star=4')).items).toEqual([]);
    // By price the filters are bit tests on the auction's mask (list-query.ts): it follows too.
    expect((await list('?state=cancelled&star=5&sort=price_asc&coin=BNB')).items.map((a) => a.id)).toEqual([
      id,
    ]);
    expect((await list('?state=cancelled&star=4&sort=price_asc&coin=BNB')).items).toEqual([]);
  });

  it('an auction without bids for its timeout locks; its holder withdraws the NFT to the wallet', async () => {
    const [seller, bidder] = [devAccounts.player1, devAccounts.player3];
    const dragon = await makeAsset(t.database, userOf[seller.address]!, {
      kind: 4,
      tokenId: DRAGON.p1b,
      location: 1,
    });
    const id = await createAuction(seller, 'dragon', DRAGON.p1b, zeroAddress, 10_000n);
    await bidBnb(bidder, id, 10_000n, 11_100n);
    await catchUp();
    const open = await detail(id);
    expect(open.locked).toBe(false);
    expect((await list('?state=open')).items.map((a) => a.id)).toContain(id);

    await chain.test.increaseTime({ seconds: TIMEOUT + 1 });
    await chain.test.mine({ blocks: 1 });
    // The server tells locked from its own clock: bring it to the chain's time.
    const ahead = new Date(open.locks_at).getTime() - t.clock.now().getTime();
    if (ahead >= 0) t.clock.advance(ahead + 1_000);
    expect(await detail(id)).toMatchObject({ state: 'open', locked: true });
    expect((await list('?state=locked')).items.map((a) => a.id)).toContain(id);
    expect((await list('?state=open')).items.map((a) => a.id)).not.toContain(id);

    await sendOk(
      bidder,
      nft111(),
      encodeFunctionData({ abi: nft111Abi, functionName: 'withdrawNft', args: [BigInt(id), bidder.address] }),
    );
    await catchUp();
    expect(await detail(id)).toMatchObject({
      state: 'withdrawn',
      locked: false,
      holder: lower(bidder),
      withdrawn_to: lower(bidder),
    });
    expect(await assetRow(dragon.id)).toMatchObject({
      location: ASSET_LOCATIONS.wallet.code,
      ownerId: userOf[bidder.address],
    });
    expect((await list('?state=withdrawn')).items.map((a) => a.id)).toEqual([id]);
  });

  it('answers 404 for an auction it does not have and 400 for a bad cursor', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auctions/999999' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/auctions?cursor=bm9wZQ' })).statusCode).toBe(400);
  });
});
