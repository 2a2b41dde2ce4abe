import { nft111Abi } from '@yuanlong/chain/abis';
import type { DevAccount } from '@yuanlong/chain/accounts';
import { auctionDetailSchema, minimumNextPrice } from '@yuanlong/shared/auction';
import { auctionReportSchema } from '@yuanlong/shared/auction-report';
import { CARD_STATUS } from '@yuanlong/shared/card-status';
import { ASSET_LOCATIONS } from '@yuanlong/shared/catalogue';
import { translate } from '@yuanlong/shared/messages';
import { eq } from 'drizzle-orm';
import { encodeFunctionData, parseEther } from 'viem';
import { describe, expect, it } from 'vitest';
import { assets } from '../src/db/schema.ts';
import {
  assetRow,
  auctionReportSuite,
  bidder,
  catchUp,
  chain,
  DRAGONS,
  fileHooks,
  headersOf,
  list,
  nft111,
  report,
  reportCount,
  seller,
  sendOk,
  stranger,
  TIMEOUT,
  t,
  userOf,
} from './support/auction-report-suite.ts';
import { databaseKinds } from './support/databases.ts';
import { makeAsset } from './support/market.ts';

fileHooks();

describe.each(databaseKinds)('POST sellback, cancelback and buyback on %s', (kind) => {
  auctionReportSuite(kind);

  it('sellback: the checked listing shows “sale confirming” at once, answers the same on replay, and the watcher finishes it', async () => {
    const dragon = await makeAsset(t.database, userOf[seller.address]!, {
      kind: 4,
      tokenId: DRAGONS[0],
      location: ASSET_LOCATIONS.wallet.code,
    });
    const { approve, create, id } = await list(DRAGONS[0]!);

    // Wrong hash, someone else's transaction, another transaction of the seller, unknown asset:
    // a clear error in the request's language, nothing changed.
    const unknown = await report(seller, `/api/card/sellback/${dragon.id}`, `0x${'ab'.repeat(32)}`);
    expect([unknown.statusCode, unknown.json().msg]).toEqual([
      404,
      'The transaction was not found on the chain; please try again shortly.',
    ]);
    const others = await report(stranger, `/api/card/sellback/${dragon.id}`, create);
    expect([others.statusCode, others.json().msg]).toEqual([403, translate('notYourAsset', 'en')]);
    const otherTx = await report(seller, `/api/card/sellback/${dragon.id}`, approve, 'ZH-TW');
    expect([otherTx.statusCode, otherTx.json().msg]).toEqual([400, '這筆交易沒有將此資產放入NFT111拍賣']);
    const noAsset = await report(seller, '/api/card/sellback/987654321', create);
    expect(noAsset.statusCode).toBe(404);
    const badHash = await report(seller, `/api/card/sellback/${dragon.id}`, '0x1234');
    expect(badHash.statusCode).toBe(400);
    expect(await assetRow(dragon.id)).toMatchObject({ status: null, location: ASSET_LOCATIONS.wallet.code });
    expect(await reportCount()).toBe(0);

    const first = await report(seller, `/api/card/sellback/${dragon.id}`, create);
    expect(first.statusCode).toBe(200);
    const answer = auctionReportSchema.parse(first.json().data);
    expect(answer).toMatchObject({
      kind: 'sell',
      tx_hash: create.toLowerCase(),
      auction_id: id,
      asset_id: dragon.id,
      status: CARD_STATUS.saleConfirming,
      price: null,
    });
    expect(await assetRow(dragon.id)).toMatchObject({ status: CARD_STATUS.saleConfirming });
    const again = await report(seller, `/api/card/sellback/${dragon.id}`, create);
    expect(again.json().data).toEqual(first.json().data);
    expect(await reportCount()).toBe(1);

    await catchUp();
    expect(await assetRow(dragon.id)).toMatchObject({
      status: null,
      location: ASSET_LOCATIONS.contract.code,
    });
    // Reported once more after the watcher: the same report, the asset is left as the watcher put it.
    const late = auctionReportSchema.parse(
      (await report(seller, `/api/card/sellback/${dragon.id}`, create)).json().data,
    );
    expect({ ...late, status: 'x' }).toEqual({ ...answer, status: 'x' });
    expect(late.status).toBeNull();
    expect(await assetRow(dragon.id)).toMatchObject({
      status: null,
      location: ASSET_LOCATIONS.contract.code,
    });
  });

  it('buyback: the bid is pending on its auction until confirmed; a listing is not a bid; another wallet’s bid is refused', async () => {
    const auction = await t.database.db.select().from(assets).where(eq(assets.tokenId, DRAGONS[0]!));
    const id = Number(
      await chain.client.readContract({ address: nft111(), abi: nft111Abi, functionName: 'lastAuctionId' }),
    );
    const price = minimumNextPrice(parseEther('1'));
    const { transactionHash: bid } = await sendOk(
      bidder,
      nft111(),
      encodeFunctionData({ abi: nft111Abi, functionName: 'bid', args: [BigInt(id), parseEther('1')] }),
      price,
    );
    const others = await report(stranger, '/api/card/buyback', bid);
    expect(others.statusCode).toBe(403);
    expect(others.json().msg).toBe("This transaction was not sent from this account's wallet.");
    const before = await reportCount();
    const res = await report(bidder, '/api/card/buyback', bid);
    expect(res.statusCode).toBe(200);
    expect(auctionReportSchema.parse(res.json().data)).toMatchObject({
      kind: 'bid',
      auction_id: id,
      asset_id: auction[0]!.id,
      price: price.toString(),
      status: null,
    });
    expect((await report(bidder, '/api/card/buyback', bid)).json().data).toEqual(res.json().data);
    expect(await reportCount()).toBe(before + 1);
    const detail = async () =>
      auctionDetailSchema.parse(
        (await t.app.inject({ method: 'GET', url: `/api/auctions/${id}` })).json().data,
      );
    expect((await detail()).pending_bids).toEqual([
      expect.objectContaining({
        bidder: bidder.address.toLowerCase(),
        price: price.toString(),
        tx_hash: bid.toLowerCase(),
      }),
    ]);
    expect((await detail()).bid_count).toBe(0);
    await catchUp();
    const confirmed = await detail();
    expect([confirmed.bid_count, confirmed.pending_bids]).toEqual([1, []]);
    const notBid = await report(seller, '/api/card/buyback', (await list(DRAGONS[1]!)).create, 'IN-IN');
    expect([notBid.statusCode, notBid.json().msg]).toEqual([
      400,
      'Transaksi ini bukan tawaran NFT111 akun ini.',
    ]);
  });

  it('lists by asset, by the market’s asset filters and price within a coin, and an account’s own auctions', async () => {
    // The second dragon (listed by the last test) is a game asset too.
    await makeAsset(t.database, userOf[seller.address]!, {
      kind: 4,
      tokenId: DRAGONS[1],
      location: ASSET_LOCATIONS.wallet.code,
    });
    await catchUp();
    const [dragon] = await t.database.db.select().from(assets).where(eq(assets.tokenId, DRAGONS[0]!));
    const ids = async (query: string, who?: DevAccount) => {
      const res = await t.app.inject({
        method: 'GET',
        url: query,
        headers: who ? headersOf[who.address] : {},
      });
      expect(res.statusCode).toBe(200);
      return (res.json().data.items as { id: number }[]).map((a) => a.id);
    };
    expect(await ids(`/api/auctions?asset_id=${dragon!.id}`)).toEqual([1]);
    expect(await ids(`/api/auctions?asset_id=${dragon!.id + 1000}`)).toEqual([]);
    expect(await ids('/api/auctions?kind=dragon&camp=2&grade=3')).toContain(1);
    expect(await ids('/api/auctions?kind=hero')).toEqual([]);
    expect(await ids('/api/auctions?camp=3')).toEqual([]);
    // Price sorts compare one coin: MDS unless asked.
    expect(await ids('/api/auctions?sort=price_desc')).toEqual([]);
    expect(await ids('/api/auctions?sort=price_desc&coin=BNB')).toEqual([1, 2]);
    expect(await ids('/api/auctions?sort=price_asc&coin=BNB')).toEqual([2, 1]);
    expect(await ids('/api/user/auctions', bidder)).toEqual([1]);
    expect(await ids('/api/user/auctions', seller)).toEqual([2, 1]);
    expect(await ids('/api/user/auctions', stranger)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/auctions' })).statusCode).toBe(401);
  });

  it('cancelback: the seller’s cancel shows “sale confirming” until the watcher has the asset back in the wallet', async () => {
    const [dragon] = await t.database.db.select().from(assets).where(eq(assets.tokenId, DRAGONS[1]!));
    expect(await assetRow(dragon!.id)).toMatchObject({
      location: ASSET_LOCATIONS.contract.code,
      status: null,
    });
    const id = Number(
      await chain.client.readContract({ address: nft111(), abi: nft111Abi, functionName: 'lastAuctionId' }),
    );
    const { transactionHash: cancel } = await sendOk(
      seller,
      nft111(),
      encodeFunctionData({ abi: nft111Abi, functionName: 'cancel', args: [BigInt(id)] }),
    );
    const first = await t.database.db.select().from(assets).where(eq(assets.tokenId, DRAGONS[0]!));
    // The cancel does not move the other dragon: refused, nothing changed.
    const wrongAsset = await report(seller, `/api/card/cancelback/${first[0]!.id}`, cancel);
    expect([wrongAsset.statusCode, wrongAsset.json().msg]).toEqual([
      400,
      "This transaction does not cancel this asset's auction or withdraw it to the wallet.",
    ]);
    expect(await assetRow(first[0]!.id)).toMatchObject({ status: null });
    const res = await report(seller, `/api/card/cancelback/${dragon!.id}`, cancel);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      kind: 'cancel',
      auction_id: id,
      status: CARD_STATUS.saleConfirming,
    });
    expect((await report(seller, `/api/card/cancelback/${dragon!.id}`, cancel)).json().data).toEqual(
      res.json().data,
    );
    await catchUp();
    expect(await assetRow(dragon!.id)).toMatchObject({ location: ASSET_LOCATIONS.wallet.code, status: null });
  });

  it('cancelback after the lock: the holder’s withdrawal of the NFT', async () => {
    const [dragon] = await t.database.db.select().from(assets).where(eq(assets.tokenId, DRAGONS[0]!));
    await chain.test.increaseTime({ seconds: TIMEOUT + 1 });
    await chain.test.mine({ blocks: 1 });
    const id = 1;
    const { transactionHash: withdraw } = await sendOk(
      bidder,
      nft111(),
      encodeFunctionData({ abi: nft111Abi, functionName: 'withdrawNft', args: [BigInt(id), bidder.address] }),
    );
    expect((await report(seller, `/api/card/cancelback/${dragon!.id}`, withdraw)).statusCode).toBe(403);
    const res = await report(bidder, `/api/card/cancelback/${dragon!.id}`, withdraw);
    expect(res.json().data).toMatchObject({
      kind: 'withdraw',
      auction_id: id,
      status: CARD_STATUS.saleConfirming,
    });
    await catchUp();
    expect(await assetRow(dragon!.id)).toMatchObject({
      location: ASSET_LOCATIONS.wallet.code,
      ownerId: userOf[bidder.address],
      status: null,
    });
  });

  it('a reorg that drops a reported listing puts the asset back in the wallet, “sale confirming” again', async () => {
    const [dragon] = await t.database.db.select().from(assets).where(eq(assets.tokenId, DRAGONS[1]!));
    expect(await assetRow(dragon!.id)).toMatchObject({ location: ASSET_LOCATIONS.wallet.code, status: null });
    const fork = await chain.test.snapshot();
    const { create } = await list(DRAGONS[1]!);
    expect((await report(seller, `/api/card/sellback/${dragon!.id}`, create)).statusCode).toBe(200);
    await catchUp();
    expect(await assetRow(dragon!.id)).toMatchObject({
      location: ASSET_LOCATIONS.contract.code,
      status: null,
    });
    await chain.test.revert({ id: fork });
    await chain.test.mine({ blocks: 1 });
    await catchUp();
    expect(await assetRow(dragon!.id)).toMatchObject({
      location: ASSET_LOCATIONS.wallet.code,
      status: CARD_STATUS.saleConfirming,
    });
  });
});
