import { cardNftAbi } from '@yuanlong/chain/abis';
import { devAccounts } from '@yuanlong/chain/accounts';
import { ACTIVITY_TYPES } from '@yuanlong/shared/activities';
import { CARD_STATUS } from '@yuanlong/shared/card-status';
import { eq } from 'drizzle-orm';
import type { Address } from 'viem';
import { describe, expect, it } from 'vitest';
import { balances, offers } from '../src/db/schema.ts';
import { depositDragonData, receiptOf, send } from './support/chain.ts';
import {
  assetRow,
  CONFIRMATIONS,
  catchUp,
  chain,
  claim,
  claimRows,
  claimSuite,
  db,
  feed,
  fileHooks,
  ownerOf,
  PLAYER3_DRAGON,
  PLAYER3_DRAGON_2,
  submit,
  t,
  voucherOf,
  watcher,
} from './support/claim-suite.ts';
import { databaseKinds } from './support/databases.ts';
import { FUND_PASSWORD, makeAsset, post } from './support/market.ts';
import { withdrawer } from './support/withdraw.ts';

fileHooks();

describe.each(databaseKinds)('moving game assets to the wallet on %s', (kind) => {
  claimSuite(kind);

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
      depositDragonData(chain, player, PLAYER3_DRAGON, user.userId),
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
        depositDragonData(chain, from, PLAYER3_DRAGON_2, user.userId),
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
});
