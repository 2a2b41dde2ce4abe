import { cardNftAbi, dragonNftAbi, gameCoinAbi, gameVaultAbi } from '@yuanlong/chain/abis';
import { devAccounts } from '@yuanlong/chain/accounts';
import { claimVoucherSchema } from '@yuanlong/shared/claim';
import { eq } from 'drizzle-orm';
import {
  type Address,
  encodeAbiParameters,
  encodeFunctionData,
  type Hex,
  maxUint256,
  parseUnits,
} from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ChainWatcher } from '../src/chain/watcher.ts';
import { assets, balances, txReports } from '../src/db/schema.ts';
import {
  type ChainTestDatabase,
  depositCoinData,
  receiptOf,
  send,
  startTestChain,
  type TestChain,
  testWatcher,
} from './support/chain.ts';
import { closeChainApp, openChainApp } from './support/chain-app.ts';
import { databaseKinds } from './support/databases.ts';
import { makeAsset } from './support/market.ts';
import type { TestContext } from './support/test-app.ts';
import { withdrawer } from './support/withdraw.ts';

const CONFIRMATIONS = 3;
const ONE = parseUnits('1', 18);
/** HFH has 8 decimals on the dev chain. */
const SEVEN_HFH = parseUnits('7', 8);
/** Demo tokens deploy() mints (DEMO_ID_BASE + player × 100 + n). */
const PLAYER4_DRAGON = 900_000_401n;
const PLAYER4_DRAGON_2 = 900_000_402n;

let chain: TestChain;
beforeAll(async () => {
  chain = await startTestChain();
});
afterAll(async () => {
  await chain?.stop();
});

describe.each(databaseKinds)('transactions handed over by the web on %s', (kind) => {
  let db: ChainTestDatabase;
  let t: TestContext;
  let base: Hex;
  const live: ChainWatcher[] = [];

  beforeAll(async () => {
    ({ db, t, base } = await openChainApp(chain, kind, CONFIRMATIONS));
    for (const coin of ['MDV', 'HFH'] as const) {
      const approve = encodeFunctionData({
        abi: gameCoinAbi,
        functionName: 'approve',
        args: [chain.contracts.contracts.gameVault, maxUint256],
      });
      await receiptOf(
        chain,
        await send(chain, devAccounts.player1.address, chain.contracts.coins[coin], approve),
      );
    }
  });
  afterEach(async () => {
    await Promise.all(live.splice(0).map((w) => w.stop()));
  });
  afterAll(async () => {
    await closeChainApp(chain, { db, t, base });
  });

  async function settle() {
    await chain.test.mine({ blocks: CONFIRMATIONS });
    const w = testWatcher(chain, db, { confirmations: CONFIRMATIONS });
    live.push(w);
    for (let i = 0; i < 100; i += 1) {
      expect(await w.syncOnce()).toBe(true);
      const { cursor, head } = w.status();
      if (cursor !== undefined && head !== undefined && cursor >= head - CONFIRMATIONS + 1) return;
    }
    throw new Error('the watcher did not catch up');
  }
  const report = (url: string, headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { language: 'EN-US', ...headers }, payload });
  const fail = async (url: string, headers: Record<string, string>, payload: object) => {
    const res = await report(url, headers, payload);
    return [res.statusCode, res.json().msg];
  };
  const reportCount = async () => (await db.database.db.select().from(txReports)).length;
  const mined = async (from: Address, to: Address, data: Hex) => {
    const hash = await send(chain, from, to, data, 400_000n);
    expect((await receiptOf(chain, hash)).status).toBe('success');
    return hash;
  };
  const vault = () => chain.contracts.contracts.gameVault;
  const mdvBalance = async (userId: number) =>
    (await db.database.db.select().from(balances).where(eq(balances.userId, userId))).find(
      (b) => b.coin === 'MDV',
    )?.available ?? 0n;

  it('charge, charge2 and bgg/charge: own deposits of their coins are shown confirming, then done once credited; everything else is refused with nothing kept', async () => {
    const player = devAccounts.player1.address;
    const user = await withdrawer(t.database, { address: player });
    const other = await withdrawer(t.database);
    const mdv = await mined(
      player,
      vault(),
      depositCoinData(chain.contracts.coins.MDV, 5n * ONE, user.userId, 1),
    );
    const hfh = await mined(
      player,
      vault(),
      depositCoinData(chain.contracts.coins.HFH, SEVEN_HFH, user.userId, 1),
    );
    const bnbData = encodeFunctionData({
      abi: gameVaultAbi,
      functionName: 'depositNative',
      args: [BigInt(user.userId), 1n],
    });
    const bnbHash = await chain.test.sendUnsignedTransaction({
      from: player,
      to: vault(),
      data: bnbData,
      value: ONE / 4n,
      gas: 400_000n,
    });
    await receiptOf(chain, bnbHash);

    const first = await report('/api/user/charge', user.headers, {
      tx_hash: mdv.toUpperCase().replace('0X', '0x'),
    });
    expect(first.json()).toMatchObject({
      code: 200,
      data: {
        tx_hash: mdv.toLowerCase(),
        kind: 'coin_deposit',
        state: 'confirming',
        required: CONFIRMATIONS,
        asset_id: null,
        coin: 'MDV',
        amount: (5n * ONE).toString(),
      },
    });
    expect(first.json().data.confirmations).toBeGreaterThanOrEqual(1);
    expect(first.json().data.confirmations).toBeLessThanOrEqual(CONFIRMATIONS);
    // Idempotent; credits nothing by itself.
    expect((await report('/api/user/charge', user.headers, { tx_hash: mdv })).json().data).toEqual(
      first.json().data,
    );
    expect(await reportCount()).toBe(1);
    expect(await mdvBalance(user.userId)).toBe(0n);

    expect((await report('/api/user/charge2', user.headers, { tx_hash: bnbHash })).json().data).toMatchObject(
      {
        coin: 'BNB',
        amount: (ONE / 4n).toString(),
      },
    );
    expect(
      (await report('/api/user/bgg/charge', user.headers, { tx_hash: hfh, coin: 'HFH' })).json().data,
    ).toMatchObject({
      coin: 'HFH',
      amount: SEVEN_HFH.toString(),
    });
    expect(await reportCount()).toBe(3);

    const reverted = await send(
      chain,
      player,
      vault(),
      depositCoinData(chain.contracts.coins.MDV, 0n, user.userId, 1),
    );
    expect((await receiptOf(chain, reverted)).status).toBe('reverted');
    const approve = encodeFunctionData({ abi: gameCoinAbi, functionName: 'approve', args: [vault(), 1n] });
    const notDeposit = await mined(player, chain.contracts.coins.META, approve);
    const unknown = `0x${'ab'.repeat(32)}`;
    expect([
      await fail('/api/user/charge2', user.headers, { tx_hash: mdv }),
      await fail('/api/user/bgg/charge', user.headers, { tx_hash: bnbHash }),
      await fail('/api/user/charge', user.headers, { tx_hash: bnbHash }),
      await fail('/api/user/charge', user.headers, { tx_hash: mdv, coin: 'HFH' }),
      await fail('/api/user/charge', user.headers, { tx_hash: mdv, coin: 'BNB' }),
      await fail('/api/user/charge', other.headers, { tx_hash: mdv }),
      await fail('/api/user/charge', user.headers, { tx_hash: notDeposit }),
      await fail('/api/user/charge', user.headers, { tx_hash: reverted }),
      await fail('/api/user/charge', user.headers, { tx_hash: 'abc' }),
      await fail('/api/user/charge', user.headers, {}),
      await fail('/api/user/charge', user.headers, { tx_hash: unknown }),
    ]).toEqual([
      [409, 'This transaction deposits MDV, which is not a coin of this deposit.'],
      [409, 'This transaction deposits BNB, which is not a coin of this deposit.'],
      [409, 'This transaction deposits BNB, which is not a coin of this deposit.'],
      [409, 'This transaction deposits MDV, which is not a coin of this deposit.'],
      [400, 'Only MDS, MDV, META, HFH, ENFT can be used here.'],
      [403, 'This transaction belongs to another account.'],
      [400, 'This transaction is not a coin deposit to the game.'],
      [409, 'Transaction failed.'],
      [400, 'The transaction hash is not valid (0x and 64 hex digits).'],
      [400, 'The transaction hash is not valid (0x and 64 hex digits).'],
      [404, 'The transaction was not found on the chain; please try again shortly.'],
    ]);
    expect((await report('/api/user/charge', {}, { tx_hash: mdv })).statusCode).toBe(401);
    expect(await reportCount()).toBe(3);

    await settle();
    expect(await mdvBalance(user.userId)).toBe(5n * ONE);
    expect((await report('/api/user/charge', user.headers, { tx_hash: mdv })).json().data).toMatchObject({
      state: 'done',
      confirmations: CONFIRMATIONS,
    });
    expect(await reportCount()).toBe(3);
  });

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
        encodeFunctionData({
          abi: dragonNftAbi,
          functionName: 'safeTransferFrom',
          args: [
            player,
            vault(),
            tokenId,
            encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [BigInt(user.userId), 1n]),
          ],
        }),
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
    const hash = await mined(
      player,
      vault(),
      encodeFunctionData({
        abi: gameVaultAbi,
        functionName: 'mintCard',
        args: [
          BigInt(v.token_id),
          v.asset_type!,
          v.to as Address,
          BigInt(v.account),
          BigInt(v.nonce),
          BigInt(v.deadline),
          v.signature as Hex,
        ],
      }),
    );
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
