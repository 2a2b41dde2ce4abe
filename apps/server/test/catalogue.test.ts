import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COINS } from '../src/db/demo/random.ts';
import { DEMO_CATALOGUE, seedDemoData } from '../src/db/demo/seed-demo.ts';
import { DEMO_WALLET_GRANT, DEMO_WALLETS } from '../src/db/demo/wallets.ts';
import { queryRows } from '../src/db/rows.ts';
import { announceHeldAssets } from '../src/game/announce-held.ts';
import { databaseKinds } from './support/databases.ts';
import { makeAsset, post, unreconciled } from './support/market.ts';
import { startTestApp, type TestContext } from './support/test-app.ts';
import { postWalletLogin, signInMessage, testAccount } from './support/wallet.ts';

describe.each(databaseKinds)('catalogue, details and my assets on %s', (kind) => {
  let t: TestContext;
  let seedMs = 0;
  beforeAll(async () => {
    t = await startTestApp(kind);
    const started = Date.now();
    expect(await seedDemoData(t.database.db)).toBe(true);
    seedMs = Date.now() - started;
  });
  afterAll(() => t.close());

  const count = async (table: string) =>
    Number(
      (await queryRows<{ n: string }>(t.database.db, sql.raw(`select count(*) as n from ${table}`)))[0]!.n,
    );

  it('seeds the demo catalogue once, quickly, with balances that reconcile with the ledger', async () => {
    // The catalogue plus 12 assets for each demo wallet.
    const seeded = DEMO_CATALOGUE.assets + 12 * DEMO_WALLETS.length;
    expect(seedMs).toBeLessThan(15_000);
    expect(await count('assets')).toBe(seeded);
    expect(await count('listings where status = 1')).toBeGreaterThan(500);
    expect(await count('asset_history')).toBeGreaterThan(seeded);
    expect(await seedDemoData(t.database.db)).toBe(false);
    expect(await count('assets')).toBe(seeded);
    // Each demo wallet has two MEggs: one ready to hatch, one still hatching.
    expect(await count('eggs where hatch_at <= now()')).toBe(DEMO_WALLETS.length);
    expect(await count('eggs where hatch_at > now()')).toBe(DEMO_WALLETS.length);
    expect(await unreconciled(t.database)).toEqual([]);
  });

  it('tells the game of the seeded catalogue: every game asset added to its role, the listed ones locked, once', async () => {
    const inGame = await count('assets where location = 2 and server_id is not null');
    const listed = await count('assets where location = 2 and server_id is not null and status = 1');
    expect(await count(`game_outbox where type = 'asset.add'`)).toBe(inGame);
    expect(await count(`game_outbox where type = 'asset.lock'`)).toBe(listed);
    // Each add names the asset's owner on its server; each lock comes after its asset's add.
    expect(
      await count(`game_outbox o join assets a on a.id = o.asset_id
        where o.type = 'asset.add' and ((o.command->'role'->>'user_id')::int <> a.owner_id
          or (o.command->'role'->>'server_id')::int <> a.server_id or (o.command->>'asset_id')::bigint <> a.id)`),
    ).toBe(0);
    expect(
      await count(`game_outbox l join game_outbox a on a.asset_id = l.asset_id and a.type = 'asset.add'
        where l.type = 'asset.lock' and (l.id < a.id or l.command->>'reason' <> 'sale')`),
    ).toBe(0);
    // Told once: a second announcement finds nothing new.
    expect(await announceHeldAssets(t.database.db)).toBe(0);
    expect(await count('game_outbox')).toBe(inGame + listed);
  });

  it('gives the demo wallet an activated account with balances in every coin and game assets', async () => {
    const message = await signInMessage(t.app);
    const login = await postWalletLogin(t.app, message, await testAccount.signMessage({ message }));
    const headers = { authorization: `Bearer ${login.json().data.token}`, serverid: '1' };
    const info = (await t.app.inject({ url: '/api/user/info', headers })).json().data;
    expect(info.coins.MDS).toBe(String(BigInt(DEMO_WALLET_GRANT) * 10n ** 18n));
    // Its role on server 2 has balances of its own, and no game assets.
    const info2 = (
      await t.app.inject({ url: '/api/user/info', headers: { ...headers, serverid: '2' } })
    ).json().data;
    expect(info2.coins.MDS).toBe(info.coins.MDS);
    expect(info2.hero_nums + info2.equipment_nums).toBeLessThan(info.hero_nums + info.equipment_nums);
    for (const { coin } of DEMO_COINS) expect(BigInt(info.coins[coin])).toBeGreaterThan(0n);
    const cards = info.hero_nums + info.equipment_nums + info.magic_equipment_nums + info.stone_nums;
    const dragons = (await t.app.inject({ url: '/api/user/dragons', headers })).json().data.items;
    expect(cards + dragons.length).toBeGreaterThan(0);
    // Activated: it can list an asset of its own straight away.
    const asset = await makeAsset(t.database, login.json().data.userid);
    const sold = await post(t, `/api/card/sell/${asset.id}`, headers, { price: '1000', coin: 'MDS' });
    expect(sold.statusCode).toBe(200);
  });

  it('shows a card with every field: classification, attributes, skills, history, listing', async () => {
    const [listed] = await queryRows<{ asset_id: string }>(
      t.database.db,
      sql`select asset_id from listings l join assets a on a.id = l.asset_id where l.status = 1 and a.kind = 0 limit 1`,
    );
    const res = await t.app.inject({ url: `/api/card/${listed!.asset_id}` });
    const card = res.json().data;
    expect(card).toMatchObject({ kind: 0, status: 1, location: 2, dragon: null });
    expect(card.grade).toBeGreaterThanOrEqual(1);
    expect(card.star).toBeLessThanOrEqual(7);
    expect(Object.keys(card.attributes)).toHaveLength(10);
    expect(card.skills.map((s: { type: number }) => s.type)).toEqual([1, 2, 2]);
    expect(card.skills[0].element).toBe(card.element);
    expect(card.listing.price).toMatch(/^\d+$/);
    expect(card.history.at(-1)).toMatchObject({ from: null, price: null });
    expect(card.owner.address).toMatch(/^0x[0-9a-f]{3}…[0-9a-f]{4}$/);
  });

  it('shows a dragon with its level-4/8/12 skills and state, publicly, and 404 for a card there', async () => {
    const [dragon] = await queryRows<{ id: string; level: number }>(
      t.database.db,
      sql`select id, level from assets where kind = 4 and level between 5 and 11 limit 1`,
    );
    const res = await t.app.inject({ url: `/api/user/dragons/${dragon!.id}` });
    const data = res.json().data;
    expect(data.dragon).toMatchObject({ refine_level: expect.any(Number), state: expect.any(Number) });
    expect(data.skills.map((s: { unlock_level: number }) => s.unlock_level)).toEqual([4, 8, 12]);
    expect(data.skills.map((s: { unlocked: boolean }) => s.unlocked)).toEqual([
      true,
      dragon!.level >= 8,
      false,
    ]);
    const [card] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from assets where kind = 1 limit 1`,
    );
    expect((await t.app.inject({ url: `/api/user/dragons/${card!.id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/card/0' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/card/99999999' })).statusCode).toBe(404);
  });

  it('pages through my cards by kind and location, and needs a session', async () => {
    const [owner] = await queryRows<{ owner_id: string; server_id: number }>(
      t.database.db,
      sql`select owner_id, max(server_id) as server_id from assets where kind < 4
          group by owner_id order by count(*) desc limit 1`,
    );
    const { createSession } = await import('../src/modules/auth/session-service.ts');
    const token = await createSession(t.database.db, Number(owner!.owner_id), 60_000);
    const headers = { authorization: `Bearer ${token}`, serverid: String(owner!.server_id) };
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const q: string = `size=3${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await t.app.inject({ url: `/api/user/card/list?${q}`, headers })).json().data;
      seen.push(...page.items.map((a: { id: number; kind: number }) => a.id));
      cursor = page.next_cursor;
    } while (cursor);
    const [{ n }] = (await queryRows<{ n: string }>(
      t.database.db,
      sql`select count(*) as n from assets where owner_id = ${owner!.owner_id} and kind < 4
          and (server_id = ${owner!.server_id} or server_id is null)`,
    )) as [{ n: string }];
    expect(seen).toHaveLength(Number(n));
    expect([...seen].sort((a, b) => b - a)).toEqual(seen);
    const heroes = (
      await t.app.inject({ url: '/api/user/card/list?kind=hero&location=game', headers })
    ).json();
    for (const a of heroes.data.items) expect(a).toMatchObject({ kind: 0, location: 2 });
    expect((await t.app.inject({ url: '/api/user/card/list' })).statusCode).toBe(401);
  });
});
