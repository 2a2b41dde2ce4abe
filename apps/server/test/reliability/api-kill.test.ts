import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/rows.ts';
import { reconcile } from '../../src/modules/ledger/reconcile.ts';
import { type ApiProcess, chainEnv, spawnApi } from '../support/api-process.ts';
import { startTestChain, type TestChain } from '../support/chain.ts';
import { type DatabaseKind, databaseKinds, openTestDatabaseWithUrl } from '../support/databases.ts';
import { FUND_PASSWORD, makeAsset, post, totalOf, traders } from '../support/market.ts';
import { startTestApp, type TestContext } from '../support/test-app.ts';
import { unreconciledBoth } from '../support/withdraw.ts';

/**
 * SIGKILLs of the API process: 25 in `npm test` (each start costs seconds); the soak run
 * (bench/api-faults.mjs) sets `API_KILLS=100`. `API_KILL_BUDGET_MS` bounds the time.
 */
const KILLS = Number(process.env.API_KILLS ?? 25);
const BUDGET_MS = Number(process.env.API_KILL_BUDGET_MS ?? 300_000);
const ONE = 10n ** 18n;
const PRICE = 20n * ONE;
const LISTINGS = 400;
const WITHDRAWERS = 300;

const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// A killed process shares only the database with the test: PostgreSQL.
const postgresOnly = databaseKinds.filter((kind): kind is DatabaseKind => kind === 'postgres');

/**
 * The API process (src/main.ts) is killed with SIGKILL at a random moment while purchases and
 * withdrawals are in flight, again and again. Afterwards each of them is all or nothing, every
 * acknowledged one is there, and the ledger reconciles.
 */
describe.each(postgresOnly)(
  'the API process killed with SIGKILL during purchases and withdrawals on %s',
  (kind) => {
    let chain: TestChain;
    let t: TestContext;
    let url: string;
    let close: () => Promise<void>;
    let api: ApiProcess | undefined;

    beforeAll(async () => {
      chain = await startTestChain();
      const opened = await openTestDatabaseWithUrl(kind);
      url = opened.url!;
      close = () => opened.database.close();
      t = await startTestApp(kind, { database: opened.database });
    });
    afterAll(async () => {
      await api?.kill();
      await t?.close();
      await close?.();
      await chain?.stop();
    });

    it(`keeps every purchase and withdrawal all-or-nothing across ${KILLS} kills`, {
      timeout: BUDGET_MS + 120_000,
    }, async () => {
      const db = t.database;
      const [seller] = await traders(db, 1, 'MDS', 0n);
      const listed: number[] = [];
      for (let i = 0; i < LISTINGS; i += 1) {
        const asset = await makeAsset(db, seller!.userId);
        const res = await post(t, `/api/card/sell/${asset.id}`, seller!.headers, {
          price: String(PRICE),
          coin: 'MDS',
        });
        expect(res.statusCode).toBe(200);
        listed.push(asset.id);
      }
      const buyers = await traders(db, 100, 'MDS', 1_000n * ONE);
      const withdrawers = await traders(db, WITHDRAWERS, 'MDS', 100n * ONE);
      await db.db.execute(sql`update users set email = 'kill' || id || '@example.com'
      where id in (${sql.join(
        withdrawers.map((w) => sql`${w.userId}`),
        sql`, `,
      )})`);
      // The sessions outlive the run (traders() gives two minutes).
      await db.db.execute(sql`update sessions set expires_at = now() + interval '2 hours'`);
      const totalBefore = await totalOf(db, 'MDS');
      // Every write comes from this one address, and the per-IP write limit is counted in the
      // database, so it outlives each killed process (write-limits-shared.test.ts tests the limit).
      const env = { ...chainEnv(chain), IP_LIMITS_MULTIPLIER: '20' };

      const bought: { assetId: number; buyerId: number }[] = [];
      const withdrawn: number[] = [];
      const outcomes = new Map<string, number>();
      const count = (key: string) => outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
      const started = Date.now();
      let kills = 0;
      let nextWithdrawer = 0;
      const startups: number[] = [];
      // Kill moments spread over the time the requests take: the window widens while most requests
      // are cut off and narrows while most are answered, so both kinds of moment keep coming.
      let window = 1_500;
      const killWindow = () => window;
      const adapt = (answered: number, sent: number) => {
        if (answered < sent * 0.3) window = Math.min(10_000, window * 1.5);
        else if (answered > sent * 0.7) window = Math.max(200, window * 0.7);
      };
      let answered = 0;
      while (kills < KILLS && Date.now() - started < BUDGET_MS) {
        const answeredBefore = answered;
        const spawnedAt = Date.now();
        api = await spawnApi(url, env);
        await api.ready;
        startups.push(Date.now() - spawnedAt);
        const base = api.url;
        const send = (path: string, headers: Record<string, string>, body: object) =>
          fetch(`${base}${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', language: 'EN-US', ...headers },
            body: JSON.stringify(body),
          }).then(async (res) => ({
            status: res.status,
            json: (await res.json()) as { data: { id: number } | null },
          }));
        const requests: Promise<void>[] = [];
        for (let i = 0; i < 4; i += 1) {
          const buyer = pick(buyers);
          const assetId = pick(listed);
          requests.push(
            send('/api/card/buy', buyer.headers, {
              id: assetId,
              pay_password: FUND_PASSWORD,
              expected_price: String(PRICE),
              coin: 'MDS',
            }).then(
              (r) => {
                answered += 1;
                count(`buy ${r.status}`);
                if (r.status === 200) bought.push({ assetId, buyerId: buyer.userId });
              },
              () => {
                count('buy cut off');
              },
            ),
          );
        }
        for (let i = 0; i < 2 && nextWithdrawer < withdrawers.length; i += 1) {
          const w = withdrawers[nextWithdrawer++]!;
          requests.push(
            send('/api/user/withdraw', w.headers, {
              coin: 'MDS',
              amount: (50n * ONE).toString(),
              pay_password: FUND_PASSWORD,
            }).then(
              (r) => {
                answered += 1;
                count(`withdraw ${r.status}`);
                if (r.status === 200) withdrawn.push(r.json.data!.id);
              },
              () => {
                count('withdraw cut off');
              },
            ),
          );
        }
        // Kill at a random moment while the requests are read, checked, hashed and written.
        await sleep(Math.random() * killWindow());
        await api.kill();
        kills += 1;
        await Promise.all(requests);
        adapt(answered - answeredBefore, requests.length);
      }
      api = undefined;
      const seconds = Math.round((Date.now() - started) / 1000);
      const median = startups.sort((a, b) => a - b)[Math.floor(startups.length / 2)];
      console.log(
        `API SIGKILL: ${kills} kills in ${seconds} s (median start ${median} ms, kill window ${killWindow()} ms); outcomes ${JSON.stringify(Object.fromEntries(outcomes))}`,
      );
      expect(kills).toBe(KILLS);
      // Some were cut off mid-way, some answered: the kills landed while work was in flight.
      expect((outcomes.get('buy cut off') ?? 0) + (outcomes.get('withdraw cut off') ?? 0)).toBeGreaterThan(0);
      expect(bought.length + withdrawn.length).toBeGreaterThan(0);

      // Purchases: a sold listing has moved the asset and both sides of the money, an open one nothing.
      const listings = await queryRows<{
        id: number;
        asset_id: number;
        status: number;
        buyer_id: number | null;
        owner_id: number;
        buys: number;
        sales: number;
      }>(
        db.db,
        sql`select l.id::int, l.asset_id::int, l.status, l.buyer_id::int, a.owner_id::int,
            (select count(*)::int from ledger_entries e where e.reference = 'listing:' || l.id and e.reason = 'market_buy') as buys,
            (select count(*)::int from ledger_entries e where e.reference = 'listing:' || l.id and e.reason = 'market_sale') as sales
          from listings l join assets a on a.id = l.asset_id
          where l.seller_id = ${seller!.userId}`,
      );
      for (const l of listings) {
        if (l.status === 51)
          expect(l, `listing ${l.id}`).toMatchObject({ owner_id: l.buyer_id, buys: 1, sales: 1 });
        else
          expect(l, `listing ${l.id}`).toMatchObject({
            status: 1,
            owner_id: seller!.userId,
            buys: 0,
            sales: 0,
          });
      }
      const soldTo = new Map(listings.filter((l) => l.status === 51).map((l) => [l.asset_id, l.buyer_id]));
      for (const b of bought)
        expect(soldTo.get(b.assetId), `acknowledged purchase of ${b.assetId}`).toBe(b.buyerId);

      // Withdrawals: each one is frozen in the ledger exactly once; every acknowledged one exists.
      const frozen = await queryRows<{ id: number; entries: number }>(
        db.db,
        sql`select w.id::int, (select count(*)::int from ledger_entries e
            where e.reference = 'withdrawal:' || w.id and e.reason = 'withdraw_frozen') as entries from withdrawals w`,
      );
      expect(frozen.filter((w) => w.entries !== 1)).toEqual([]);
      const orphans = await queryRows(
        db.db,
        sql`select * from ledger_entries e where e.reason = 'withdraw_frozen'
          and not exists (select 1 from withdrawals w where e.reference = 'withdrawal:' || w.id)`,
      );
      expect(orphans).toEqual([]);
      const ids = new Set(frozen.map((w) => w.id));
      for (const id of withdrawn) expect(ids.has(id), `acknowledged withdrawal ${id}`).toBe(true);

      expect(await totalOf(db, 'MDS')).toBe(totalBefore);
      expect(await unreconciledBoth(db)).toEqual([]);
      const books = await reconcile(db.db);
      expect(books.ok).toBe(true);
    });
  },
);
