import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type RunningGame, spawnGame } from '@yuanlong/game/spawn';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { queryRows } from '../../src/db/rows.ts';
import { announceHeldAssets } from '../../src/game/announce-held.ts';
import { httpInventoryReader } from '../../src/game/reconcile-game.ts';
import { type ApiProcess, chainEnv, spawnApi } from '../support/api-process.ts';
import { startTestChain, type TestChain } from '../support/chain.ts';
import { databaseKinds, reopenableDatabase } from '../support/databases.ts';
import { FUND_PASSWORD, makeAsset, traders } from '../support/market.ts';
import { TEST_GAME_SECRET } from '../support/test-app.ts';

const ONE = 10n ** 18n;
const PRICE = 20n * ONE;
const ASSETS = 12;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Mode = 'down' | 'hold' | 'pass';
interface Delivery {
  id: string;
  type: string;
  /** What the game answered (not set when the request never reached it). */
  status?: number;
  answer?: { status: string; replayed?: boolean };
  /** Held by the proxy: the API never got the answer (or the request never reached the game). */
  held: boolean;
}

/**
 * Stands between the API and the game: passes the protocol calls through, answers 503 as a game
 * out of service would, or holds commands so that the API can be killed while it waits: every
 * other one before it reaches the game, the rest after the game applied them and before the answer
 * reaches the API.
 */
async function startProxy(gameUrl: string) {
  let mode: Mode = 'down';
  const deliveries: Delivery[] = [];
  const held: http.ServerResponse[] = [];
  let holds = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const body = Buffer.concat(chunks).toString();
      const isCommand = req.method === 'POST' && req.url === '/v1/commands';
      const command = isCommand ? (JSON.parse(body) as { id: string; type: string }) : undefined;
      const now = mode;
      if (now === 'down' && req.url?.startsWith('/v1/')) {
        if (command) deliveries.push({ id: command.id, type: command.type, status: 503, held: false });
        res.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"down"}');
        return;
      }
      const holdAnswer = command !== undefined && now === 'hold' && holds++ % 2 === 1;
      if (command && now === 'hold' && !holdAnswer) {
        deliveries.push({ id: command.id, type: command.type, held: true });
        held.push(res);
        return;
      }
      const headers: Record<string, string> = {};
      for (const name of ['content-type', 'yuanlong-signature'])
        if (typeof req.headers[name] === 'string') headers[name] = req.headers[name];
      const answer = await fetch(`${gameUrl}${req.url}`, {
        method: req.method,
        headers,
        body: req.method === 'GET' ? undefined : body,
      });
      const text = await answer.text();
      if (command) {
        const delivery: Delivery = {
          id: command.id,
          type: command.type,
          status: answer.status,
          answer: JSON.parse(text),
          held: holdAnswer,
        };
        deliveries.push(delivery);
        if (delivery.held) {
          held.push(res);
          return;
        }
      }
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    deliveries,
    setMode: (next: Mode) => {
      mode = next;
    },
    heldCount: () => deliveries.filter((d) => d.held).length,
    /** Drops what is held (its API is dead). */
    dropHeld: () => {
      for (const res of held.splice(0)) res.destroy();
    },
    close: () => {
      for (const res of held.splice(0)) res.destroy();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

/**
 * The API process SIGKILLed between a change's commit and its command's delivery to the game (the
 * reference game, a process of its own): (a) after sales committed while the game is out of
 * service, so their commands are only in the outbox; (b) while commands are on their way, both
 * before they reach the game and after the game applied them but before its answer arrives.
 * Restarted, the API delivers everything: every committed change reaches the game exactly once
 * (the game's command log and inventory say so), nothing acknowledged is lost, and a command
 * the game had applied is applied again by no one (its redelivery is answered as a replay).
 */
describe.each(databaseKinds)('the API SIGKILLed between commit and game delivery on %s', (kind) => {
  let chain: TestChain;
  let game: RunningGame;
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  let api: ApiProcess | undefined;
  const store = reopenableDatabase(kind);
  const gameDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yl-game-kill-'));

  beforeAll(async () => {
    chain = await startTestChain();
  });
  afterAll(async () => {
    await api?.kill();
    await proxy?.close();
    await game?.stop();
    await chain?.stop();
    await store.dispose();
    fs.rmSync(gameDir, { recursive: true, force: true });
  });

  it('delivers every committed change to the game exactly once across kills', {
    timeout: 180_000,
  }, async () => {
    const started = Date.now();
    // The market's data, written before any API process runs (PGlite has one user at a time).
    const database = await store.open();
    const [seller, ...buyers] = await traders(database, 1 + ASSETS, 'MDS', 100n * ONE);
    const owned: number[] = [];
    for (let i = 0; i < ASSETS; i += 1) owned.push((await makeAsset(database, seller!.userId)).id);
    // The game holds nothing yet: the market tells it through the outbox (asset.add each).
    expect(await announceHeldAssets(database.db)).toBeGreaterThanOrEqual(ASSETS);
    await database.db.execute(sql`update sessions set expires_at = now() + interval '2 hours'`);
    await database.close();

    if (kind === 'pglite')
      fs.cpSync(path.join(inject('pgliteTemplateDir'), 'pglite'), path.join(gameDir, 'game'), {
        recursive: true,
      });
    const location = store.location();
    game = await spawnGame({
      dataDir: gameDir,
      databaseUrl: typeof location === 'string' ? location : undefined,
      secret: TEST_GAME_SECRET,
      // The game sends nothing here (no development control is used).
      marketUrl: 'http://127.0.0.1:9',
      quiet: true,
    });
    proxy = await startProxy(game.url);
    const env = {
      ...chainEnv(chain),
      GAME_API_URL: proxy.url,
      GAME_SECRET: TEST_GAME_SECRET,
      // Longer than a held answer waits: the API is killed before it gives up on one.
      GAME_API_TIMEOUT_MS: '20000',
      GAME_OUTBOX_POLL_MS: '100',
      IP_LIMITS_MULTIPLIER: '20',
    };
    const phases: string[] = [];
    let phaseAt = Date.now();
    const phase = (name: string) => {
      phases.push(`${name} ${((Date.now() - phaseAt) / 1000).toFixed(1)} s`);
      if (process.env.GAME_KILL_TRACE) console.log(kind, phases.at(-1));
      phaseAt = Date.now();
    };
    phase('set-up');
    const start = async () => {
      api = await spawnApi(location, env);
      await api.ready;
      phase('start');
      return api;
    };
    const kill = async () => {
      await api!.kill('SIGKILL');
      proxy.dropHeld();
    };

    const listed: number[] = [];
    const sold = new Map<number, number>();
    const call = (p: string, headers: Record<string, string>, body: object) =>
      fetch(`${api!.url}${p}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', language: 'EN-US', ...headers },
        body: JSON.stringify(body),
      }).then(async (res) => ({ status: res.status, json: (await res.json()) as { code: number } }));
    const sell = async (assetId: number) => {
      const r = await call(`/api/card/sell/${assetId}`, seller!.headers, {
        price: String(PRICE),
        coin: 'MDS',
      });
      if (r.status === 200 && r.json.code === 200) listed.push(assetId);
      return r;
    };
    const buy = async (assetId: number, buyer: (typeof buyers)[number]) => {
      const r = await call('/api/card/buy', buyer.headers, {
        id: assetId,
        pay_password: FUND_PASSWORD,
        expected_price: String(PRICE),
        coin: 'MDS',
      });
      if (r.status === 200 && r.json.code === 200) sold.set(assetId, buyer.userId);
      return r;
    };
    const acknowledged = async (p: Promise<{ status: number; json: { code: number } }>) =>
      expect((await p).json.code).toBe(200);

    // (a) The game out of service: sales commit, their commands wait in the outbox; killed.
    proxy.setMode('down');
    await start();
    for (const id of owned.slice(0, 4)) await acknowledged(sell(id));
    await acknowledged(buy(owned[0]!, buyers[0]!));
    await acknowledged(buy(owned[1]!, buyers[1]!));
    // And killed once more with sales in flight (each is all or nothing).
    const cutOff = [sell(owned[4]!), buy(owned[2]!, buyers[2]!)].map((p) => p.catch(() => undefined));
    await sleep(Math.random() * 40);
    await kill();
    await Promise.all(cutOff);
    phase('(a)');
    expect(proxy.deliveries.filter((d) => d.status !== 503)).toEqual([]);

    // (b) Killed while commands are on their way: some held before they reach the game, some
    // after the game applied them, before its answer reaches the API.
    proxy.setMode('hold');
    await start();
    await until('commands held', () => proxy.heldCount() >= 4);
    await acknowledged(sell(owned[5]!));
    await acknowledged(buy(owned[3]!, buyers[3]!));
    await acknowledged(sell(owned[6]!));
    await kill();
    phase('(b)');
    expect(proxy.deliveries.filter((d) => d.held && d.status === undefined).length).toBeGreaterThanOrEqual(2);
    const appliedUnanswered = proxy.deliveries.filter((d) => d.held && d.answer?.status === 'applied');
    expect(appliedUnanswered.length).toBeGreaterThanOrEqual(2);

    // Restarted with the game reachable: everything pending is delivered.
    proxy.setMode('pass');
    await start();
    await acknowledged(buy(owned[6]!, buyers[6]!));
    const outbox = async (state: string) =>
      (
        (await (await fetch(`${api!.url}/api/dev/game/outbox?state=${state}&limit=500`)).json()) as {
          data: unknown[];
        }
      ).data;
    await until('the outbox delivered', async () => (await outbox('pending')).length === 0, 30_000);
    expect(await outbox('failed')).toEqual([]);
    phase('delivery');
    await api!.kill('SIGTERM');
    api = undefined;
    phase('stop');

    // The market: each listing and sale has exactly one command, all delivered.
    const reopened = await store.open();
    try {
      const rows = await queryRows<{
        id: number;
        type: string;
        asset_id: number | null;
        state: string;
        answer: unknown;
      }>(reopened.db, sql`select id::int, type, asset_id::int, state, answer from game_outbox order by id`);
      expect(rows.filter((r) => r.state !== 'delivered')).toEqual([]);
      const listings = await queryRows<{ asset_id: number; status: number; buyer_id: number | null }>(
        reopened.db,
        sql`select asset_id::int, status, buyer_id::int from listings where seller_id = ${seller!.userId}`,
      );
      // Nothing acknowledged is lost.
      for (const id of listed)
        expect(
          listings.some((l) => l.asset_id === id),
          `listing of ${id}`,
        ).toBe(true);
      for (const [id, buyer] of sold)
        expect(listings.find((l) => l.asset_id === id && l.status === 51)?.buyer_id, `sale of ${id}`).toBe(
          buyer,
        );
      const count = (type: string, assetId: number) =>
        rows.filter((r) => r.type === type && r.asset_id === assetId).length;
      for (const assetId of owned) {
        const its = listings.filter((l) => l.asset_id === assetId);
        expect(count('asset.add', assetId), `adds of ${assetId}`).toBe(1);
        expect(count('asset.lock', assetId), `locks of ${assetId}`).toBe(its.length);
        expect(count('asset.transfer', assetId), `transfers of ${assetId}`).toBe(
          its.filter((l) => l.status === 51).length,
        );
      }
      // Some commands the game had applied were answered to the API only on redelivery, as replays.
      expect(
        rows.filter((r) => (r.answer as { replayed?: boolean }).replayed === true).length,
      ).toBeGreaterThanOrEqual(appliedUnanswered.length);

      // The game: every command once, applied; each applied the first time it arrived, never again.
      const log = (
        (await (await fetch(`${game.url}/dev/commands`)).json()) as {
          commands: { id: string; type: string; http_status: number }[];
        }
      ).commands;
      expect(log.map((c) => c.id).sort()).toEqual(rows.map((r) => `mkt-${r.id}`).sort());
      expect(log.filter((c) => c.http_status !== 200)).toEqual([]);
      const firsts = new Map<string, number>();
      for (const d of proxy.deliveries)
        if (d.answer?.status === 'applied' && d.answer.replayed === false)
          firsts.set(d.id, (firsts.get(d.id) ?? 0) + 1);
      expect([...firsts.values()].filter((n) => n !== 1)).toEqual([]);
      expect(firsts.size).toBe(rows.length);

      // The game's inventory agrees with the market: who holds each asset, and which are locked.
      const market = await queryRows<{ id: number; owner_id: number; listed: boolean }>(
        reopened.db,
        sql`select a.id::int, a.owner_id::int,
            exists (select 1 from listings l where l.asset_id = a.id and l.status = 1) as listed
          from assets a where a.id in (${sql.join(
            owned.map((id) => sql`${id}`),
            sql`, `,
          )})`,
      );
      const read = httpInventoryReader(game.url, TEST_GAME_SECRET, 10_000);
      const held = new Map<number, { owner: number; locked: boolean }>();
      for (const user of [seller!, ...buyers]) {
        const inv = await read({ user_id: user.userId, server_id: 1 });
        for (const a of inv.assets) held.set(a.asset_id, { owner: user.userId, locked: a.locked });
      }
      for (const a of market)
        expect(held.get(a.id), `asset ${a.id} in the game`).toEqual({ owner: a.owner_id, locked: a.listed });
      console.log(
        `game outbox kill (${kind}): ${rows.length} commands, ${proxy.deliveries.length} deliveries, ${appliedUnanswered.length} applied before a kill and replayed after, ${listed.length} listings and ${sold.size} sales acknowledged, ${Math.round((Date.now() - started) / 1000)} s (${phases.join(', ')})`,
      );
    } finally {
      await reopened.close();
    }
  });
});
