import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { listings } from '../../src/db/schema.ts';
import { seedDefaults } from '../../src/db/seed.ts';
import { databaseKinds } from '../support/databases.ts';
import { makeAsset, trader } from '../support/market.ts';
import { findPostgresBin, type PostgresServer, startPostgres } from '../support/postgres-server.ts';
import { startTestApp, type TestContext } from '../support/test-app.ts';

const SELLERS = 20;
const ASSETS_EACH = 25;
const DOWN_MS = 1_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// A cluster of its own (the shared one serves every other test file), so PostgreSQL only.
const postgresOnly = databaseKinds.filter((kind) => kind === 'postgres');

/**
 * PostgreSQL crashes and comes back while sellers list assets: every write the API acknowledged
 * is there afterwards, the outage is answered 503 in the request's language (never 500), and the
 * API answers again within 5 s of the database being back.
 */
describe.each(postgresOnly)('PostgreSQL restarted under load', () => {
  let server: PostgresServer;
  let database: Database;
  let t: TestContext;

  beforeAll(async () => {
    server = await startPostgres(findPostgresBin()!);
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    await admin.query('create database restart_test');
    await admin.end();
    database = await openDatabase({
      databaseUrl: server.url.replace(/\/postgres$/, '/restart_test'),
      dataDir: '',
    });
    await database.migrate();
    await seedDefaults(database.db);
    t = await startTestApp('postgres', { database });
  });
  afterAll(async () => {
    // A pool that lived through a crash may keep a dead client that never ends: do not wait on it.
    await Promise.race([
      (async () => {
        await t?.close();
        await database?.close();
      })(),
      sleep(5_000),
    ]);
    server?.stop();
  });

  it('loses no acknowledged write, answers the outage with 503 and is back within 5 s', {
    timeout: 120_000,
  }, async () => {
    const sellers = await Promise.all(
      Array.from({ length: SELLERS }, async () => {
        const seller = await trader(database);
        const assets = [];
        for (let i = 0; i < ASSETS_EACH; i += 1) assets.push(await makeAsset(database, seller.userId));
        return { ...seller, assets };
      }),
    );
    const acknowledged: { assetId: number; price: string }[] = [];
    const answers = new Map<string, number>();
    const count = (key: string) => answers.set(key, (answers.get(key) ?? 0) + 1);

    // Each seller lists its assets one after the other, retrying an asset after a 503 as a client would.
    let stop = false;
    const load = sellers.map(async (seller, s) => {
      for (const [i, asset] of seller.assets.entries()) {
        const price = String(1_000 + s * 100 + i);
        for (let attempt = 0; !stop && attempt < 200; attempt += 1) {
          const res = await t.app.inject({
            method: 'POST',
            url: `/api/card/sell/${asset.id}`,
            headers: { language: 'EN-US', ...seller.headers },
            payload: { price, coin: 'MDS' },
          });
          count(`${res.statusCode} ${res.json().msg}`);
          if (res.statusCode === 200) acknowledged.push({ assetId: asset.id, price });
          if (res.statusCode !== 503) break;
          await sleep(50);
        }
      }
    });

    await sleep(300);
    await server.halt();
    const ready = await t.app.inject({ url: '/api/ready', headers: { language: 'EN-US' } });
    const live = await t.app.inject({ url: '/api/health' });
    await sleep(DOWN_MS);
    await server.resume();
    const back = Date.now();
    let readyAfterMs = Number.POSITIVE_INFINITY;
    while (Date.now() - back < 10_000) {
      if ((await t.app.inject({ url: '/api/ready' })).statusCode === 200) {
        readyAfterMs = Date.now() - back;
        break;
      }
      await sleep(20);
    }
    const firstWrite = acknowledged.length;
    const writeBack = Date.now();
    while (acknowledged.length === firstWrite && Date.now() - writeBack < 10_000) await sleep(10);
    const writeAfterMs = Date.now() - back;
    await Promise.race([Promise.all(load), sleep(60_000)]);
    stop = true;
    await Promise.all(load);

    console.log(
      `PostgreSQL restart: ready again after ${readyAfterMs} ms, first write after ${writeAfterMs} ms; answers ${JSON.stringify(Object.fromEntries(answers))}`,
    );
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ code: 503, msg: 'Service temporarily unavailable', data: null });
    expect(live.statusCode).toBe(200);
    expect(readyAfterMs).toBeLessThan(5_000);
    expect(writeAfterMs).toBeLessThan(5_000);
    // Every answer is a success, the outage (503, in English as asked), or a retry of a write whose
    // first try was done but unanswered ("already on sale").
    for (const key of answers.keys())
      expect(key).toMatch(/^(200 Success|503 Service temporarily unavailable|409 .*)$/);
    expect(answers.get('503 Service temporarily unavailable') ?? 0).toBeGreaterThan(0);
    expect(acknowledged.length).toBeGreaterThan(SELLERS * ASSETS_EACH * 0.9);
    for (const { assetId, price } of acknowledged) {
      const rows = await database.db
        .select()
        .from(listings)
        .where(and(eq(listings.assetId, assetId), eq(listings.status, 1)));
      expect(
        rows.map((r) => String(r.price)),
        `listing of asset ${assetId}`,
      ).toEqual([price]);
    }
  });
});
