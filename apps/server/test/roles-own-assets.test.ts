import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets, balances } from '../src/db/schema.ts';
import { databaseKinds } from './support/databases.ts';
import { FUND_PASSWORD, giveRole, grant, makeAsset, post, trader, unreconciled } from './support/market.ts';
import { startTestApp, type TestContext } from './support/test-app.ts';

const E18 = 10n ** 18n;
const PRICE = 40n * E18;

/** Game assets and balances belong to a role: one user, two servers, two different inventories. */
describe.each(databaseKinds)('a role owns its assets and balances on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const on = (headers: Record<string, string>, server: number) => ({ ...headers, serverid: String(server) });
  const info = async (headers: Record<string, string>) =>
    (await t.app.inject({ url: '/api/user/info', headers })).json().data;
  const myCards = async (headers: Record<string, string>) =>
    (
      (await t.app.inject({ url: '/api/user/card/list?location=game', headers })).json().data.items as {
        id: number;
      }[]
    ).map((a) => a.id);
  const balanceOf = async (userId: number, serverId: number, coin = 'MDS') =>
    (
      await t.database.db.query.balances.findFirst({
        where: (b, { and, eq }) => and(eq(b.userId, userId), eq(b.serverId, serverId), eq(b.coin, coin)),
      })
    )?.available ?? 0n;

  it("shows each server's own assets and balances to the same user", async () => {
    const user = await trader(t.database, { balances: { MDS: 100n * E18 } });
    await giveRole(t.database, user.userId, 2);
    await grant(t.database, user.userId, 2, 'MDS', 7n * E18);
    const one = await makeAsset(t.database, user.userId, { serverId: 1 });
    const twoA = await makeAsset(t.database, user.userId, { serverId: 2 });
    const twoB = await makeAsset(t.database, user.userId, { serverId: 2 });

    const server1 = await info(on(user.headers, 1));
    const server2 = await info(on(user.headers, 2));
    expect(server1).toMatchObject({ server_id: 1, hero_nums: 1 });
    expect(server2).toMatchObject({ server_id: 2, hero_nums: 2 });
    expect(server1.coins.MDS).toBe(String(100n * E18));
    expect(server2.coins.MDS).toBe(String(7n * E18));
    expect(await myCards(on(user.headers, 1))).toEqual([one.id]);
    expect((await myCards(on(user.headers, 2))).sort()).toEqual([twoA.id, twoB.id].sort());

    // An asset of server 2 cannot be listed by the role on server 1.
    const refused = await post(t, `/api/card/sell/${twoA.id}`, on(user.headers, 1), {
      price: String(PRICE),
      coin: 'MDS',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe('This asset is on another server; switch to your role on that server.');
  });

  it('without Serverid, shows the home server: before any role, the one a deposit without a role credits', async () => {
    const user = await trader(t.database, { server: null });
    await grant(t.database, user.userId, 1, 'MDS', 5n * E18);
    const home = await info(user.headers);
    expect(home).toMatchObject({ server_id: 1, current_server_id: 0 });
    expect(home.coins.MDS).toBe(String(5n * E18));
    await giveRole(t.database, user.userId, 2);
    expect(await info(user.headers)).toMatchObject({ server_id: 2, current_server_id: 2, coins: {} });
  });

  it("a purchase on server 2 is paid by the buyer's role there and delivers to it", async () => {
    const seller = await trader(t.database, { server: 2 });
    const buyer = await trader(t.database, { balances: { MDS: 100n * E18 } });
    await giveRole(t.database, buyer.userId, 2);
    await grant(t.database, buyer.userId, 2, 'MDS', 50n * E18);
    const asset = await makeAsset(t.database, seller.userId, { serverId: 2 });
    const listed = await post(t, `/api/card/sell/${asset.id}`, seller.headers, {
      price: String(PRICE),
      coin: 'MDS',
    });
    expect(listed.json().code).toBe(200);
    const market = (await t.app.inject({ url: '/api/marketplace/list?coin=MDS&sort=latest' })).json().data
      .items as {
      id: number;
      server_id: number;
    }[];
    expect(market.find((card) => card.id === asset.id)?.server_id).toBe(2);

    const buy = (headers: Record<string, string>) =>
      post(t, '/api/card/buy', headers, {
        id: asset.id,
        pay_password: FUND_PASSWORD,
        expected_price: String(PRICE),
        coin: 'MDS',
      });
    // The buyer's role on server 1 cannot buy an asset of server 2.
    const wrongRole = await buy(on(buyer.headers, 1));
    expect(wrongRole.statusCode).toBe(409);
    expect(wrongRole.json().msg).toBe('This asset is on another server; switch to your role on that server.');

    const bought = await buy(on(buyer.headers, 2));
    expect(bought.json()).toMatchObject({ code: 200, data: { balance: String(10n * E18) } });
    const [row] = await t.database.db.select().from(assets).where(eq(assets.id, asset.id));
    expect(row).toMatchObject({ ownerId: buyer.userId, serverId: 2, location: 2 });
    expect(await balanceOf(buyer.userId, 2)).toBe(10n * E18);
    expect(await balanceOf(buyer.userId, 1)).toBe(100n * E18);
    expect(await balanceOf(seller.userId, 2)).toBe(PRICE - (PRICE * 500n) / 10_000n);
    expect(await balanceOf(seller.userId, 1)).toBe(0n);
    expect(await myCards(on(buyer.headers, 2))).toEqual([asset.id]);
    expect(await myCards(on(buyer.headers, 1))).toEqual([]);
    expect(await unreconciled(t.database)).toEqual([]);
  });

  it.each([
    ['EN-US', 'Choose a server first (Serverid header).', 'You have no role, create one?'],
    ['ZH-TW', '請選擇伺服器', '您還沒有角色，是否創建？'],
    ['IN-IN', 'Pilih server terlebih dahulu (header Serverid).', 'Anda belum punya peran, buat sekarang?'],
  ])(
    'without Serverid or with a server of no role of the user, says so (%s)',
    async (language, missing, noRole) => {
      const user = await trader(t.database, { balances: { MDS: 100n * E18 } });
      const asset = await makeAsset(t.database, user.userId);
      const withoutServer = { authorization: user.headers.authorization };
      const sell = (headers: Record<string, string>) =>
        post(
          t,
          `/api/card/sell/${asset.id}`,
          { ...headers, language },
          { price: String(PRICE), coin: 'MDS' },
        );

      const noHeader = await sell(withoutServer);
      expect(noHeader.statusCode).toBe(400);
      expect(noHeader.json()).toMatchObject({ code: 400, msg: missing });
      const list = await t.app.inject({
        url: '/api/user/card/list',
        headers: { ...withoutServer, language },
      });
      expect(list.statusCode).toBe(400);
      expect(list.json().msg).toBe(missing);

      // Server 3 exists, but the user has no role there.
      const foreign = await sell(on(withoutServer, 3));
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toMatchObject({ code: 404, msg: noRole });
      // Nothing was listed or debited.
      const [row] = await t.database.db.select().from(assets).where(eq(assets.id, asset.id));
      expect(row!.location).toBe(2);
      expect(await balanceOf(user.userId, 1)).toBe(100n * E18);
    },
  );

  it.each([
    ['EN-US', 'Please bind e-mail first'],
    ['ZH-TW', '請先綁定郵箱'],
  ])(
    'refuses an asset action without a bound e-mail with the prompt to bind one (%s)',
    async (language, msg) => {
      const seller = await trader(t.database, { email: false });
      const asset = await makeAsset(t.database, seller.userId);
      const res = await post(
        t,
        `/api/card/sell/${asset.id}`,
        { ...seller.headers, language },
        {
          price: String(PRICE),
          coin: 'MDS',
        },
      );
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 403, msg });
      const [row] = await t.database.db.select().from(assets).where(eq(assets.id, asset.id));
      expect(row!.location).toBe(2);

      const buyer = await trader(t.database, { email: false, balances: { MDS: 100n * E18 } });
      const bought = await post(
        t,
        '/api/card/buy',
        { ...buyer.headers, language },
        {
          id: asset.id,
          pay_password: FUND_PASSWORD,
          expected_price: String(PRICE),
          coin: 'MDS',
        },
      );
      expect(bought.json()).toMatchObject({ code: 403, msg });
      expect(
        (await t.database.db.select().from(balances).where(eq(balances.userId, buyer.userId)))[0]!.available,
      ).toBe(100n * E18);
    },
  );
});
