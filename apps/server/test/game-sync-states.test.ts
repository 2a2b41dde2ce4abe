import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims, gameOutbox, vouchers } from '../src/db/schema.ts';
import { enqueueGameCommand } from '../src/game/outbox.ts';
import { databaseKinds } from './support/databases.ts';
import { FUND_PASSWORD, makeAsset, post, trader } from './support/market.ts';
import { startTestApp, type TestContext } from './support/test-app.ts';

const PRICE = 10n ** 20n;

describe.each(databaseKinds)('asset sync states on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const detail = async (id: number) => (await t.app.inject({ url: `/api/card/${id}` })).json().data;
  const mine = async (headers: Record<string, string>) =>
    (await t.app.inject({ url: '/api/user/card/list', headers })).json().data.items as {
      id: number;
      sync: string | null;
    }[];
  const role = (userId: number) => ({ user_id: userId, server_id: 1 });

  it('shows syncing / updating while a command travels, sync_failed when it failed', async () => {
    const seller = await trader(t.database);
    const asset = await makeAsset(t.database, seller.userId);
    expect((await detail(asset.id)).sync).toBeNull();
    const lock = await enqueueGameCommand(t.database.db, {
      type: 'asset.lock',
      asset_id: asset.id,
      role: role(seller.userId),
      reason: 'sale',
    });
    expect((await detail(asset.id)).sync).toBe('syncing');
    await t.database.db.update(gameOutbox).set({ state: 'delivered' }).where(eq(gameOutbox.id, lock));
    const transfer = await enqueueGameCommand(t.database.db, {
      type: 'asset.transfer',
      asset_id: asset.id,
      role: role(seller.userId),
      to_role: role(seller.userId + 1),
      price: '1',
      coin: 'MDS',
    });
    expect((await detail(asset.id)).sync).toBe('updating');
    expect((await mine(seller.headers)).find((a) => a.id === asset.id)?.sync).toBe('updating');
    await t.database.db.update(gameOutbox).set({ state: 'failed' }).where(eq(gameOutbox.id, transfer));
    expect((await detail(asset.id)).sync).toBe('sync_failed');
    expect((await mine(seller.headers)).find((a) => a.id === asset.id)?.sync).toBe('sync_failed');
  });

  it('refuses every market action on a sync_failed asset ("do not operate") until retried or resolved', async () => {
    const seller = await trader(t.database);
    const buyer = await trader(t.database, { balances: { MDS: 10n * PRICE } });
    const asset = await makeAsset(t.database, seller.userId);
    const listed = await post(t, `/api/card/sell/${asset.id}`, seller.headers, {
      price: String(PRICE),
      coin: 'MDS',
    });
    expect(listed.json().code).toBe(200);
    // The listing wrote its lock for the game (in its transaction); the game refuses it.
    const [lock] = await t.database.db.select().from(gameOutbox).where(eq(gameOutbox.assetId, asset.id));
    expect(lock).toMatchObject({ type: 'asset.lock', state: 'pending' });
    expect(lock!.command).toMatchObject({ role: role(seller.userId), reason: 'sale' });
    const failed = lock!.id;
    await t.database.db
      .update(gameOutbox)
      .set({ state: 'failed', lastError: 'refused: unknown asset' })
      .where(eq(gameOutbox.id, failed));

    const refusals = [
      await post(t, `/api/card/sell/${asset.id}`, seller.headers, { price: String(PRICE * 2n), coin: 'MDS' }),
      await post(t, `/api/card/cancel/${asset.id}`, seller.headers),
      await post(t, '/api/card/buy', buyer.headers, {
        id: asset.id,
        pay_password: FUND_PASSWORD,
        expected_price: String(PRICE),
        coin: 'MDS',
      }),
    ];
    for (const res of refusals) {
      expect(res.statusCode).toBe(409);
      expect(res.json().msg).toBe(
        "This asset's game data failed to sync: do not operate it until support has resolved it.",
      );
    }
    const zh = await t.app.inject({
      method: 'POST',
      url: `/api/card/cancel/${asset.id}`,
      headers: { ...seller.headers, language: 'ZH-TW' },
    });
    expect(zh.json().msg).toContain('請勿操作');

    // The operator retries it (audited), then resolves it: trading is open again.
    const retry = await post(
      t,
      `/api/dev/game/outbox/${failed}/retry`,
      {},
      { by: 'ops-1', note: 'game fixed' },
    );
    expect(retry.json().data).toMatchObject({ state: 'pending', attempts: 0, command_id: `mkt-${failed}` });
    expect((await detail(asset.id)).sync).toBe('syncing');
    const again = await post(t, `/api/dev/game/outbox/${failed}/retry`, {}, { by: 'ops-1', note: 'twice' });
    expect(again.statusCode).toBe(409);
    const resolved = await post(
      t,
      `/api/dev/game/outbox/${failed}/resolve`,
      {},
      { by: 'ops-2', note: 'locked by hand' },
    );
    expect(resolved.json().data.audit).toMatchObject([
      { action: 'retry', by: 'ops-1', note: 'game fixed' },
      { action: 'resolve', by: 'ops-2', note: 'locked by hand' },
    ]);
    expect(
      (await post(t, '/api/dev/game/outbox/999999999/resolve', {}, { by: 'x', note: 'y' })).statusCode,
    ).toBe(404);
    expect((await detail(asset.id)).sync).toBeNull();
    const bought = await post(t, '/api/card/buy', buyer.headers, {
      id: asset.id,
      pay_password: FUND_PASSWORD,
      expected_price: String(PRICE),
      coin: 'MDS',
    });
    expect(bought.json().code).toBe(200);
    const listedCommands = await t.app.inject({
      url: `/api/dev/game/outbox?asset_id=${asset.id}&state=resolved`,
    });
    expect(listedCommands.json().data.map((r: { id: number }) => r.id)).toEqual([failed]);
  });

  it('shows chain_failed when the latest claim expired without reaching the chain, until listed again', async () => {
    const owner = await trader(t.database);
    const asset = await makeAsset(t.database, owner.userId);
    const [voucher] = await t.database.db
      .insert(vouchers)
      .values({ kind: 'claim', reference: `test-claim:${asset.id}` })
      .returning();
    await t.database.db.insert(claims).values({
      assetId: asset.id,
      userId: owner.userId,
      serverId: 1,
      kind: 'mint_card',
      tokenId: asset.tokenId!,
      assetType: asset.kind,
      toAddress: '0x0000000000000000000000000000000000000001',
      chainId: 31337,
      voucherNonce: voucher!.nonce,
      deadline: new Date(Date.now() - 60_000),
      state: 'expired',
      finishedAt: new Date(Date.now() - 1_000),
    });
    expect((await detail(asset.id)).sync).toBe('chain_failed');
    const listed = await post(t, `/api/card/sell/${asset.id}`, owner.headers, {
      price: String(PRICE),
      coin: 'MDS',
    });
    expect(listed.json().code).toBe(200);
    // Listed again: its lock travels to the game (syncing), then nothing shows.
    expect((await detail(asset.id)).sync).toBe('syncing');
    await t.database.db
      .update(gameOutbox)
      .set({ state: 'delivered' })
      .where(eq(gameOutbox.assetId, asset.id));
    expect((await detail(asset.id)).sync).toBeNull();
  });
});
