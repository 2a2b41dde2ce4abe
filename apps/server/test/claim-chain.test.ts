import { cardNftAbi, dragonNftAbi, gameVaultAbi } from '@yuanlong/chain/abis';
import { devAccounts } from '@yuanlong/chain/accounts';
import { ACTIVITY_TYPES } from '@yuanlong/shared/activities';
import { CARD_STATUS } from '@yuanlong/shared/card-status';
import { type ClaimVoucher, claimVoucherSchema } from '@yuanlong/shared/claim';
import { eq } from 'drizzle-orm';
import { type Address, encodeAbiParameters, encodeFunctionData, type Hex } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ClaimExpiryWorker } from '../src/chain/claim-expiry.ts';
import { leaderLockFor, lockKey } from '../src/chain/leader.ts';
import type { ChainWatcher } from '../src/chain/watcher.ts';
import { activities, assets, balances, claims, offers } from '../src/db/schema.ts';
import {
  type ChainTestDatabase,
  receiptOf,
  send,
  startTestChain,
  type TestChain,
  testWatcher,
} from './support/chain.ts';
import { closeChainApp, openChainApp } from './support/chain-app.ts';
import { databaseKinds } from './support/databases.ts';
import { setGameRole } from './support/game.ts';
import { FUND_PASSWORD, makeAsset, post } from './support/market.ts';
import type { TestContext } from './support/test-app.ts';
import { testChainRuntime, withdrawer } from './support/withdraw.ts';

const CONFIRMATIONS = 3;
/** Demo tokens deploy() mints (DEMO_ID_BASE + player × 100 + n): player 3's first dragon, player 1's hero card. */
const PLAYER3_DRAGON = 900_000_301n;
const PLAYER1_CARD = 900_000_110n;
/** Player 3's second dragon. */
const PLAYER3_DRAGON_2 = 900_000_302n;

let chain: TestChain;
beforeAll(async () => {
  chain = await startTestChain();
});
afterAll(async () => {
  await chain?.stop();
});

/** The vault call that submits a voucher, as the player's wallet sends it. */
function submitData(v: ClaimVoucher): Hex {
  return v.kind === 'claim_nft'
    ? encodeFunctionData({
        abi: gameVaultAbi,
        functionName: 'claimNft',
        args: [
          v.collection as Address,
          BigInt(v.token_id),
          v.to as Address,
          BigInt(v.account),
          BigInt(v.nonce),
          BigInt(v.deadline),
          v.signature as Hex,
        ],
      })
    : encodeFunctionData({
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
      });
}

describe.each(databaseKinds)('moving game assets to the wallet on %s', (kind) => {
  let db: ChainTestDatabase;
  let t: TestContext;
  let base: Hex;
  const live: { stop(): Promise<void> }[] = [];

  beforeAll(async () => {
    ({ db, t, base } = await openChainApp(chain, kind, CONFIRMATIONS));
  });
  afterEach(async () => {
    await Promise.all(live.splice(0).map((x) => x.stop()));
  });
  afterAll(async () => {
    await closeChainApp(chain, { db, t, base });
  });

  const watcher = () => {
    const w = testWatcher(chain, db, { confirmations: CONFIRMATIONS });
    live.push(w);
    return w;
  };
  async function catchUp(w: ChainWatcher) {
    for (let i = 0; i < 100; i += 1) {
      expect(await w.syncOnce()).toBe(true);
      const { cursor, head } = w.status();
      if (cursor !== undefined && head !== undefined && cursor >= head - CONFIRMATIONS + 1) return;
    }
    throw new Error('the watcher did not catch up');
  }

  const claim = (headers: Record<string, string>, id: number, language = 'EN-US', url = '/api/card/claim') =>
    t.app.inject({ method: 'POST', url, headers: { language, ...headers }, payload: { id } });
  /** Status and message in English and Traditional Chinese. */
  async function answers(headers: Record<string, string>, id: number) {
    const en = await claim(headers, id, 'EN-US');
    const tw = await claim(headers, id, 'ZH-TW');
    return [en.statusCode, en.json().msg, tw.statusCode, tw.json().msg];
  }
  async function voucherOf(headers: Record<string, string>, id: number, url?: string) {
    const res = await claim(headers, id, 'EN-US', url);
    expect(res.json()).toMatchObject({ code: 200 });
    return claimVoucherSchema.parse(res.json().data);
  }
  const assetRow = async (id: number) =>
    (await db.database.db.select().from(assets).where(eq(assets.id, id)))[0]!;
  const claimRows = (assetId: number) =>
    db.database.db.select().from(claims).where(eq(claims.assetId, assetId)).orderBy(claims.id);
  const feed = async (userId: number) =>
    (await db.database.db.select().from(activities).where(eq(activities.userId, userId))).map((a) => a.type);
  const ownerOf = (collection: 'dragon' | 'card', tokenId: bigint) =>
    chain.client.readContract({
      address:
        collection === 'dragon' ? chain.contracts.contracts.dragonNft : chain.contracts.contracts.cardNft,
      abi: collection === 'dragon' ? dragonNftAbi : cardNftAbi,
      functionName: 'ownerOf',
      args: [tokenId],
    });
  async function submit(v: ClaimVoucher, from: Address = v.to as Address) {
    return receiptOf(
      chain,
      await send(chain, from, chain.contracts.contracts.gameVault, submitData(v), 400_000n),
    );
  }

  it('refuses, in the spec’s order and in the user’s language, every asset that cannot be claimed', async () => {
    const noEmail = await withdrawer(t.database, { email: false });
    const idle = await makeAsset(t.database, noEmail.userId);
    expect(await answers(noEmail.headers, idle.id)).toEqual([
      403,
      'Please bind e-mail first',
      403,
      '請先綁定郵箱',
    ]);
    const inactive = await withdrawer(t.database, { activated: false });
    expect(await answers(inactive.headers, idle.id)).toEqual([
      403,
      'Please activate the account first.',
      403,
      '請先激活帳戶',
    ]);
    const online = await withdrawer(t.database);
    await setGameRole(t, online.userId, { online: true });
    expect(await answers(online.headers, idle.id)).toEqual([
      403,
      'Asset actions are blocked while the game is online.',
      403,
      '遊戲在線時無法操作資產',
    ]);

    const user = await withdrawer(t.database);
    expect(await answers(user.headers, idle.id)).toEqual([
      403,
      'This asset is not yours.',
      403,
      '這不是您的資產',
    ]);
    expect((await claim(user.headers, 999_999_999)).statusCode).toBe(404);
    const asset = (overrides: Partial<typeof assets.$inferInsert>) =>
      makeAsset(t.database, user.userId, overrides);
    expect(await answers(user.headers, (await asset({ location: 1 })).id)).toEqual([
      409,
      'NFT already transferred out; return it before proceeding.',
      409,
      'NFT已轉出，請先轉回再操作',
    ]);
    expect(await answers(user.headers, (await asset({ status: CARD_STATUS.inTeam })).id)).toEqual([
      409,
      'The asset is in a team; remove it from the team first.',
      409,
      '該資產在隊伍中，請先從隊伍移除',
    ]);
    expect(await answers(user.headers, (await asset({ status: CARD_STATUS.onSale })).id)).toEqual([
      409,
      'The asset is on sale; cancel the sale first.',
      409,
      '該資產正在出售中，請先取消出售',
    ]);
    const locked = ['NFT locked, awaiting chain confirmation.', 'NFT已鎖定，等待鏈上確認'];
    for (const status of [CARD_STATUS.locked, CARD_STATUS.chainConfirming]) {
      expect(await answers(user.headers, (await asset({ status })).id)).toEqual([
        409,
        locked[0],
        409,
        locked[1],
      ]);
    }
    const notMintable = [
      'This asset has not been minted as an NFT and cannot be moved to the wallet.',
      '此資產尚未鑄造為NFT，無法提取到錢包',
    ];
    for (const tokenId of [null, 123_456_789n]) {
      expect(await answers(user.headers, (await asset({ kind: 4, tokenId })).id)).toEqual([
        409,
        notMintable[0],
        409,
        notMintable[1],
      ]);
    }
    expect(await answers(user.headers, (await asset({ tokenId: PLAYER1_CARD })).id)).toEqual([
      409,
      'This NFT is held by another wallet on the chain and cannot be moved; please contact support.',
      409,
      '該NFT在其他錢包中，無法提取，請聯繫客服',
    ]);
    // Nothing was locked by the refusals.
    expect(await db.database.db.select().from(claims)).toEqual([]);
  });

  it('locks the asset and answers the same voucher when asked again; another claim of it is refused', async () => {
    const user = await withdrawer(t.database, { address: devAccounts.player1.address });
    const card = await makeAsset(t.database, user.userId, { kind: 2, tokenId: null });
    const first = await voucherOf(user.headers, card.id);
    expect(first).toMatchObject({
      asset_id: card.id,
      kind: 'mint_card',
      vault: chain.contracts.contracts.gameVault,
      collection: null,
      asset_type: 2,
      to: devAccounts.player1.address,
      account: String(user.userId),
    });
    expect(BigInt(first.token_id)).toBeGreaterThanOrEqual(10_000_000_000n);
    const head = await chain.client.getBlock({ blockTag: 'latest' });
    expect(Number(first.deadline) - Number(head.timestamp)).toBeGreaterThan(2 * 3600 - 60);
    expect(Number(first.deadline) - Number(head.timestamp)).toBeLessThanOrEqual(2 * 3600);
    expect(await assetRow(card.id)).toMatchObject({
      status: CARD_STATUS.chainConfirming,
      tokenId: BigInt(first.token_id),
    });
    expect(await voucherOf(user.headers, card.id)).toEqual(first);
    expect(await voucherOf(user.headers, card.id, '/api/mint/card')).toEqual(first);
    expect(await claimRows(card.id)).toHaveLength(1);
    // A second, parallel ask answers the same voucher too.
    const parallel = await Promise.all([voucherOf(user.headers, card.id), voucherOf(user.headers, card.id)]);
    expect(parallel).toEqual([first, first]);
  });

  it('claim_nft: a dragon deposited to the vault goes back to the wallet once the claim is confirmed; a reorg undoes it; the voucher works once', async () => {
    const w = watcher();
    await catchUp(w);
    const player = devAccounts.player3.address;
    const user = await withdrawer(t.database, { address: player });
    const dragon = await makeAsset(t.database, user.userId, {
      kind: 4,
      tokenId: PLAYER3_DRAGON,
      location: 1,
    });
    const deposit = await send(
      chain,
      player,
      chain.contracts.contracts.dragonNft,
      encodeFunctionData({
        abi: dragonNftAbi,
        functionName: 'safeTransferFrom',
        args: [
          player,
          chain.contracts.contracts.gameVault,
          PLAYER3_DRAGON,
          encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [BigInt(user.userId), 1n]),
        ],
      }),
    );
    expect((await receiptOf(chain, deposit)).status).toBe('success');
    await chain.test.mine({ blocks: CONFIRMATIONS });
    await catchUp(w);
    expect(await assetRow(dragon.id)).toMatchObject({ location: 2, status: null });

    const voucher = await voucherOf(user.headers, dragon.id);
    expect(voucher).toMatchObject({
      kind: 'claim_nft',
      collection: chain.contracts.contracts.dragonNft,
      token_id: PLAYER3_DRAGON.toString(),
      asset_type: null,
      to: player,
    });
    const fork = await chain.test.snapshot();
    expect((await submit(voucher)).status).toBe('success');
    expect(await ownerOf('dragon', PLAYER3_DRAGON)).toBe(player);
    // Not moved before the confirmations.
    await catchUp(w);
    expect(await assetRow(dragon.id)).toMatchObject({ location: 2, status: CARD_STATUS.chainConfirming });
    await chain.test.mine({ blocks: CONFIRMATIONS });
    await catchUp(w);
    expect(await assetRow(dragon.id)).toMatchObject({ location: 1, status: null, tokenId: PLAYER3_DRAGON });
    expect(await claimRows(dragon.id)).toMatchObject([{ state: 'claimed', txHash: expect.any(String) }]);
    expect(await feed(user.userId)).toEqual([
      ACTIVITY_TYPES.nftDeposited.code,
      ACTIVITY_TYPES.nftClaimed.code,
    ]);
    expect((await submit(voucher)).status).toBe('reverted');

    // The claim's block is dropped: the asset is back in the game, locked, the claim open again.
    await chain.test.revert({ id: fork });
    await chain.test.mine({ blocks: 2 });
    await catchUp(w);
    expect(await ownerOf('dragon', PLAYER3_DRAGON)).toBe(chain.contracts.contracts.gameVault);
    expect(await assetRow(dragon.id)).toMatchObject({ location: 2, status: CARD_STATUS.chainConfirming });
    expect(await claimRows(dragon.id)).toMatchObject([{ state: 'open', txHash: null }]);
    expect(await feed(user.userId)).toEqual([ACTIVITY_TYPES.nftDeposited.code]);
    // The same voucher is still the answer, and works once.
    expect(await voucherOf(user.headers, dragon.id)).toEqual(voucher);
    expect((await submit(voucher)).status).toBe('success');
    expect((await submit(voucher)).status).toBe('reverted');
    await chain.test.mine({ blocks: CONFIRMATIONS });
    await catchUp(w);
    expect(await assetRow(dragon.id)).toMatchObject({ location: 1, status: null });
    expect(await ownerOf('dragon', PLAYER3_DRAGON)).toBe(player);
  });

  it('a dragon claimed to the wallet and deposited again before the watcher reads either ends in the game', async () => {
    const w = watcher();
    await catchUp(w);
    // Player 3 deposits their second dragon for a user whose wallet is the fresh player's.
    const [depositor, player] = [devAccounts.player3.address, devAccounts.freshPlayer.address];
    const user = await withdrawer(t.database, { address: player });
    const dragon = await makeAsset(t.database, user.userId, {
      kind: 4,
      tokenId: PLAYER3_DRAGON_2,
      location: 1,
    });
    const deposit = (from: Address) =>
      send(
        chain,
        from,
        chain.contracts.contracts.dragonNft,
        encodeFunctionData({
          abi: dragonNftAbi,
          functionName: 'safeTransferFrom',
          args: [
            from,
            chain.contracts.contracts.gameVault,
            PLAYER3_DRAGON_2,
            encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [BigInt(user.userId), 1n]),
          ],
        }),
      );
    expect((await receiptOf(chain, await deposit(depositor))).status).toBe('success');
    await chain.test.mine({ blocks: CONFIRMATIONS });
    await catchUp(w);
    const voucher = await voucherOf(user.headers, dragon.id);
    // Out and back in, both in blocks the watcher reads in one batch.
    expect((await submit(voucher)).status).toBe('success');
    expect((await receiptOf(chain, await deposit(player))).status).toBe('success');
    await chain.test.mine({ blocks: CONFIRMATIONS });
    await catchUp(w);
    expect(await ownerOf('dragon', PLAYER3_DRAGON_2)).toBe(chain.contracts.contracts.gameVault);
    expect(await assetRow(dragon.id)).toMatchObject({ location: 2, status: null });
    expect(await claimRows(dragon.id)).toMatchObject([{ state: 'claimed' }]);
    expect(await feed(user.userId)).toEqual([
      ACTIVITY_TYPES.nftDeposited.code,
      ACTIVITY_TYPES.nftClaimed.code,
      ACTIVITY_TYPES.nftDeposited.code,
    ]);
  });

  it('mint_card: a game-born card is minted to the wallet by the vault and lands there once confirmed', async () => {
    const w = watcher();
    await catchUp(w);
    const player = devAccounts.player2.address;
    const user = await withdrawer(t.database, { address: player });
    const card = await makeAsset(t.database, user.userId, { kind: 1, tokenId: null });
    const voucher = await voucherOf(user.headers, card.id, '/api/mint/card');
    expect(voucher).toMatchObject({ kind: 'mint_card', asset_type: 1, collection: null, to: player });
    const tokenId = BigInt(voucher.token_id);
    // Anyone may submit it; the card goes to the voucher's wallet only.
    expect((await submit(voucher, devAccounts.player4.address)).status).toBe('success');
    expect((await submit(voucher)).status).toBe('reverted');
    await chain.test.mine({ blocks: CONFIRMATIONS });
    await catchUp(w);
    expect(await ownerOf('card', tokenId)).toBe(player);
    expect(
      await chain.client.readContract({
        address: chain.contracts.contracts.cardNft,
        abi: cardNftAbi,
        functionName: 'assetTypeOf',
        args: [tokenId],
      }),
    ).toBe(1);
    expect(await assetRow(card.id)).toMatchObject({ location: 1, status: null, tokenId });
    expect(await claimRows(card.id)).toMatchObject([{ state: 'claimed', kind: 'mint_card' }]);
    expect(await feed(user.userId)).toEqual([ACTIVITY_TYPES.cardMinted.code]);
    // In the wallet now: claiming again is "transferred out".
    expect((await claim(user.headers, card.id)).json().msg).toBe(
      'NFT already transferred out; return it before proceeding.',
    );
  });

  it('a claim ends the offers on the asset in its own transaction: they lose and their amounts are released', async () => {
    const owner = await withdrawer(t.database);
    const bidder = await withdrawer(t.database, { balances: { MDS: 100n * 10n ** 18n } });
    const card = await makeAsset(t.database, owner.userId, { kind: 2, tokenId: null });
    const made = await post(t, '/api/offers', bidder.headers, {
      asset_id: card.id,
      coin: 'MDS',
      amount: String(60n * 10n ** 18n),
      expires_at: new Date(t.clock.now().getTime() + 86_400_000).toISOString(),
      pay_password: FUND_PASSWORD,
    });
    expect(made.statusCode).toBe(200);
    await voucherOf(owner.headers, card.id);
    const [offer] = await db.database.db.select().from(offers).where(eq(offers.id, made.json().data.id));
    expect(offer!.state).toBe('lost');
    const [held] = await db.database.db.select().from(balances).where(eq(balances.userId, bidder.userId));
    expect(held).toMatchObject({ available: 100n * 10n ** 18n, frozen: 0n });
    expect(await feed(bidder.userId)).toEqual([ACTIVITY_TYPES.offerMade.code, ACTIVITY_TYPES.offerLost.code]);
    // Locked by the claim: no new offer on it.
    const refused = await post(t, '/api/offers', bidder.headers, {
      asset_id: card.id,
      coin: 'MDS',
      amount: '1',
      expires_at: new Date(t.clock.now().getTime() + 86_400_000).toISOString(),
      pay_password: FUND_PASSWORD,
    });
    expect(refused.statusCode).toBe(409);
  });

  it('revokes a claim voucher past its deadline unused, then unlocks the asset; the voucher cannot be used', async () => {
    const user = await withdrawer(t.database, { address: devAccounts.player4.address });
    const card = await makeAsset(t.database, user.userId, { kind: 3, tokenId: null });
    const voucher = await voucherOf(user.headers, card.id);
    const expiry = new ClaimExpiryWorker({
      chainId: chain.chainId,
      client: chain.client,
      contracts: chain.contracts,
      lock: leaderLockFor(db.database, db.url, lockKey('claim-expiry', chain.chainId)),
      signer: testChainRuntime(chain).signer!,
      confirmations: CONFIRMATIONS,
      pollMs: 20,
      resendAfterMs: 0,
    });
    live.push(expiry);
    const used = () =>
      chain.client.readContract({
        address: chain.contracts.contracts.gameVault,
        abi: gameVaultAbi,
        functionName: 'isNonceUsed',
        args: [BigInt(voucher.nonce)],
      });
    // Before the deadline nothing happens.
    expect(await expiry.syncOnce()).toBe(true);
    expect(await used()).toBe(false);

    await chain.test.increaseTime({ seconds: 2 * 3600 + 1 });
    await chain.test.mine({ blocks: 1 });
    await expiry.syncOnce();
    expect(await used()).toBe(true);
    // Unlocked only once the revocation has its confirmations.
    await expiry.syncOnce();
    expect(await assetRow(card.id)).toMatchObject({ status: CARD_STATUS.chainConfirming });
    await chain.test.mine({ blocks: CONFIRMATIONS });
    await expiry.syncOnce();
    expect(await assetRow(card.id)).toMatchObject({ status: null, location: 2 });
    expect(await claimRows(card.id)).toMatchObject([{ state: 'expired', finishedAt: expect.any(Date) }]);
    expect(await feed(user.userId)).toEqual([ACTIVITY_TYPES.claimExpired.code]);
    expect((await submit(voucher)).status).toBe('reverted');

    // A new claim of the same asset gets a fresh nonce (and the same token id).
    const again = await voucherOf(user.headers, card.id);
    expect(again.nonce).not.toBe(voucher.nonce);
    expect(again.token_id).toBe(voucher.token_id);
  });
});
