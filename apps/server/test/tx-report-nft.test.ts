import { cardNftAbi } from '@yuanlong/chain/abis';
import { devAccounts } from '@yuanlong/chain/accounts';
import { claimVoucherSchema } from '@yuanlong/shared/claim';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assets } from '../src/db/schema.ts';
import { depositCoinData, depositDragonData } from './support/chain.ts';
import { submitData } from './support/claim-submit.ts';
import { databaseKinds } from './support/databases.ts';
import { makeAsset } from './support/market.ts';
import {
  chain,
  db,
  fail,
  fileHooks,
  mined,
  ONE,
  PLAYER4_DRAGON,
  PLAYER4_DRAGON_2,
  report,
  reportCount,
  settle,
  t,
  txReportSuite,
  vault,
} from './support/tx-report-suite.ts';
import { withdrawer } from './support/withdraw.ts';

fileHooks();

describe.each(databaseKinds)('transactions handed over by the web on %s', (kind) => {
  txReportSuite(kind);

  it('card/deposit: an NFT deposit for the account shows the asset depositing, then in the game; wrong asset, other account, unknown NFT refused', async () => {
    const player = devAccounts.player4.address;
    const user = await withdrawer(t.database, { address: player });
    const other = await withdrawer(t.database);
    const dragon = await makeAsset(t.database, user.userId, {
      kind: 4,
      tokenId: PLAYER4_DRAGON,
      location: 1,
    });
    const elsewhere = await makeAsset(t.database, user.userId, { kind: 4, tokenId: 123n, location: 1 });
    const deposit = (tokenId: bigint) =>
      mined(
        player,
        chain.contracts.contracts.dragonNft,
        depositDragonData(chain, player, tokenId, user.userId),
      );
    const hash = await deposit(PLAYER4_DRAGON);
    const before = await reportCount();
    const coin = await mined(
      devAccounts.player1.address,
      vault(),
      depositCoinData(chain.contracts.coins.MDV, ONE, user.userId, 1),
    );
    expect([
      await fail('/api/card/deposit', user.headers, { tx_hash: hash, id: elsewhere.id }),
      await fail('/api/card/deposit', other.headers, { tx_hash: hash }),
      await fail('/api/card/deposit', user.headers, { tx_hash: coin }),
      await fail('/api/card/deposit', user.headers, { tx_hash: hash, id: 'x' }),
      await fail('/api/card/deposit', user.headers, { tx_hash: await deposit(PLAYER4_DRAGON_2) }),
    ]).toEqual([
      [409, 'This transaction moves another asset.'],
      [403, 'This transaction belongs to another account.'],
      [400, 'This transaction is not an NFT deposit to the game.'],
      [400, 'Invalid input: id'],
      [404, 'The game does not know this NFT; please contact support.'],
    ]);
    expect(await reportCount()).toBe(before);

    const res = await report('/api/card/deposit', user.headers, { tx_hash: hash, id: dragon.id });
    expect(res.json()).toMatchObject({
      code: 200,
      data: { kind: 'nft_deposit', state: 'confirming', asset_id: dragon.id, coin: null, amount: null },
    });
    const history = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/assets/history?id=${dragon.id}` })).json().data;
    expect((await history()).transit).toBe('depositing');

    await settle();
    expect((await report('/api/card/deposit', user.headers, { tx_hash: hash })).json().data.state).toBe(
      'done',
    );
    const [row] = await db.database.db.select().from(assets).where(eq(assets.id, dragon.id));
    expect(row).toMatchObject({ location: 2, ownerId: user.userId });
    const after = await history();
    expect(after.transit).toBeNull();
    expect(after.items[0]).toMatchObject({ kind: 'deposited', tx_hash: hash.toLowerCase(), to: null });
    expect(after.items[0].from).toBe(`${player.toLowerCase().slice(0, 5)}…${player.toLowerCase().slice(-4)}`);
  });

  it('mint/callback: the mint of a claimed card shows it on chain, then in the wallet; a deposit, another account and another asset are refused', async () => {
    const player = devAccounts.player2.address;
    const user = await withdrawer(t.database, { address: player });
    const other = await withdrawer(t.database);
    const card = await makeAsset(t.database, user.userId, { kind: 2, tokenId: null });
    const spare = await makeAsset(t.database, user.userId, { kind: 3 });
    const claim = await report('/api/card/claim', user.headers, { id: card.id });
    const v = claimVoucherSchema.parse(claim.json().data);
    const hash = await mined(player, vault(), submitData(v));
    const coin = await mined(
      devAccounts.player1.address,
      vault(),
      depositCoinData(chain.contracts.coins.MDV, ONE, user.userId, 1),
    );
    const before = await reportCount();
    expect([
      await fail('/api/mint/callback', user.headers, { tx_hash: hash, id: spare.id }),
      await fail('/api/mint/callback', other.headers, { tx_hash: hash }),
      await fail('/api/mint/callback', user.headers, { tx_hash: coin }),
    ]).toEqual([
      [409, 'This transaction moves another asset.'],
      [403, 'This transaction belongs to another account.'],
      [400, 'This transaction is not a claim or mint to the wallet.'],
    ]);
    expect(await reportCount()).toBe(before);

    const res = await report('/api/mint/callback', user.headers, { tx_hash: hash });
    expect(res.json()).toMatchObject({
      code: 200,
      data: { kind: 'claim', state: 'confirming', asset_id: card.id },
    });
    const history = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/assets/history?id=${card.id}` })).json().data;
    expect((await history()).transit).toBe('on_chain');
    await settle();
    expect(
      (await report('/api/mint/callback', user.headers, { tx_hash: hash, id: card.id })).json().data.state,
    ).toBe('done');
    const after = await history();
    expect(after.transit).toBeNull();
    expect(after.items[0]).toMatchObject({ kind: 'minted', tx_hash: hash.toLowerCase(), from: null });
    const owner = await chain.client.readContract({
      address: chain.contracts.contracts.cardNft,
      abi: cardNftAbi,
      functionName: 'ownerOf',
      args: [BigInt(v.token_id)],
    });
    expect(owner).toBe(player);
  });
});
