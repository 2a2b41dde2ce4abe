import { gameVaultAbi } from '@yuanlong/chain/abis';
import { devAccounts } from '@yuanlong/chain/accounts';
import { ACTIVITY_TYPES } from '@yuanlong/shared/activities';
import { CARD_STATUS } from '@yuanlong/shared/card-status';
import type { GameCommand } from '@yuanlong/shared/game-protocol';
import { describe, expect, it } from 'vitest';
import { ClaimExpiryWorker } from '../src/chain/claim-expiry.ts';
import { leaderLockFor, lockKey } from '../src/chain/leader.ts';
import { silentLogger } from '../src/chain/leader-loop.ts';
import { type assets, claims } from '../src/db/schema.ts';
import { GameOutboxWorker } from '../src/game/outbox-worker.ts';
import {
  answers,
  assetRow,
  CONFIRMATIONS,
  chain,
  claim,
  claimRows,
  claimSuite,
  db,
  feed,
  fileHooks,
  live,
  PLAYER1_CARD,
  submit,
  t,
  voucherOf,
} from './support/claim-suite.ts';
import { databaseKinds } from './support/databases.ts';
import { setGameRole } from './support/game.ts';
import { makeAsset } from './support/market.ts';
import { testChainRuntime, withdrawer } from './support/withdraw.ts';

fileHooks();

describe.each(databaseKinds)('moving game assets to the wallet on %s', (kind) => {
  claimSuite(kind);

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

  it('revokes a claim voucher past its deadline unused, then unlocks the asset; the voucher cannot be used', async () => {
    const user = await withdrawer(t.database, { address: devAccounts.player4.address });
    const card = await makeAsset(t.database, user.userId, { kind: 3, tokenId: null });
    const voucher = await voucherOf(user.headers, card.id);
    // What a pass that skipped the claim said (it is tried again on the next pass, as the worker's loop does).
    const warnings: string[] = [];
    const expiry = new ClaimExpiryWorker({
      chainId: chain.chainId,
      client: chain.client,
      contracts: chain.contracts,
      lock: leaderLockFor(db.database, db.url, lockKey('claim-expiry', chain.chainId)),
      signer: testChainRuntime(chain).signer!,
      confirmations: CONFIRMATIONS,
      pollMs: 20,
      resendAfterMs: 0,
      logger: {
        ...silentLogger,
        warn: (obj, msg) => warnings.push(`${msg}: ${String((obj as { err?: unknown }).err)}`),
      },
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
    // Once CI saw the voucher still unused after one pass: up to three passes, each as the leader,
    // and what a skipping pass said is printed (and told if it never happens).
    let passes = 0;
    while (passes < 3 && !(await used())) {
      expect(await expiry.syncOnce()).toBe(true);
      passes += 1;
    }
    if (passes > 1) console.warn(`claim revoked after ${passes} passes: ${warnings.join('; ')}`);
    const head = await chain.client.getBlock({ blockTag: 'latest' });
    expect(
      await used(),
      `after ${passes} passes (head time ${head.timestamp}, deadline ${voucher.deadline}): ${warnings.join('; ')}`,
    ).toBe(true);
    // Unlocked only once the revocation has its confirmations.
    await expiry.syncOnce();
    expect(await assetRow(card.id)).toMatchObject({ status: CARD_STATUS.chainConfirming });
    await chain.test.mine({ blocks: CONFIRMATIONS });
    await expiry.syncOnce();
    expect(await assetRow(card.id)).toMatchObject({ status: null, location: 2 });
    expect(await claimRows(card.id)).toMatchObject([{ state: 'expired', finishedAt: expect.any(Date) }]);
    expect(await feed(user.userId)).toEqual([ACTIVITY_TYPES.claimExpired.code]);
    expect((await submit(voucher)).status).toBe('reverted');

    // What the web shows: "chain failed" (asset.sync.chainFailed) once the game has the asset back
    // (the release travels first: "syncing game data"), on the asset's page and in the owner's list.
    const sync = async () => {
      const page = (await t.app.inject({ url: `/api/card/${card.id}` })).json().data;
      const list = (await t.app.inject({ url: '/api/user/card/list?page=1&size=100', headers: user.headers }))
        .json()
        .data.items.find((i: { id: number }) => i.id === card.id);
      return [page.sync, list?.sync];
    };
    expect(await sync()).toEqual(['syncing', 'syncing']);
    const delivered: GameCommand[] = [];
    const outbox = new GameOutboxWorker({
      lock: leaderLockFor(db.database, db.url, lockKey('game-outbox', 0)),
      sender: {
        send: async (command) => {
          delivered.push(command);
          return { kind: 'applied', replayed: false };
        },
      },
      pollMs: 20,
      maxAttempts: 5,
      maxAgeMs: 3_600_000,
    });
    live.push(outbox);
    expect(await outbox.syncOnce()).toBe(true);
    expect(
      delivered
        .filter((c) => 'asset_id' in c && c.asset_id === card.id)
        .map((c) => [c.type, 'reason' in c && c.reason]),
    ).toEqual([
      ['asset.lock', 'claim'],
      ['asset.release', false],
    ]);
    expect(await sync()).toEqual(['chain_failed', 'chain_failed']);

    // A new claim of the same asset gets a fresh nonce (and the same token id).
    const again = await voucherOf(user.headers, card.id);
    expect(again.nonce).not.toBe(voucher.nonce);
    expect(again.token_id).toBe(voucher.token_id);
    // Its latest claim is open again: no longer "chain failed" (its lock travels to the game).
    expect(await sync()).toEqual(['syncing', 'syncing']);
  });
});
