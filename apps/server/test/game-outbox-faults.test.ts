import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { findFreePort } from '@yuanlong/chain/anvil';
import { type RunningGame, spawnGame } from '@yuanlong/game/spawn';
import { gameInventory, SIGNATURE_HEADER } from '@yuanlong/shared/game-protocol';
import { signGameMessage } from '@yuanlong/shared/game-signature';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { leaderLockFor, lockKey } from '../src/chain/leader.ts';
import type { Database } from '../src/db/client.ts';
import { gameOutbox } from '../src/db/schema.ts';
import { createHttpCommandSender } from '../src/game/command-sender.ts';
import { enqueueGameCommand } from '../src/game/outbox.ts';
import { GameOutboxWorker } from '../src/game/outbox-worker.ts';
import { assetSyncState } from '../src/game/sync-state.ts';
import { databaseKinds, openTestDatabaseWithUrl } from './support/databases.ts';
import { makeAsset } from './support/market.ts';
import { signedInUser, TEST_GAME_SECRET } from './support/test-app.ts';

type Fault = 'pass' | 'http500' | 'late' | 'twice';

/**
 * A fault-injecting proxy in front of the reference game: answers 500 without forwarding, or
 * forwards and then answers too late for the sender (the game applied it), or forwards twice.
 */
async function faultProxy(target: () => string) {
  let fault: Fault = 'pass';
  const forward = async (body: Buffer, headers: http.IncomingHttpHeaders, url: string) => {
    const res = await fetch(`${target()}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: String(headers[SIGNATURE_HEADER]) },
      body,
    });
    return { status: res.status, text: await res.text() };
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const body = Buffer.concat(chunks);
      try {
        if (fault === 'http500') {
          res.writeHead(500).end('{"error":"boom"}');
          return;
        }
        let answer = await forward(body, req.headers, req.url!);
        if (fault === 'twice') answer = await forward(body, req.headers, req.url!);
        if (fault === 'late') await new Promise((r) => setTimeout(r, 1_500));
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.text);
      } catch {
        res.socket?.destroy();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    set: (next: Fault) => {
      fault = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/*
 * The outbox delivering to the reference game as its own process, through faults: the game down
 * during a sale, a 500, an answer lost to a timeout after the game applied, a command applied twice
 * on the wire; nothing is lost and nothing applies twice.
 */
describe.each(databaseKinds)('game outbox through faults, with the reference game (%s)', (kind) => {
  let database: Database;
  let url: string | undefined;
  let game: RunningGame | undefined;
  let gamePort: number;
  let dataDir: string;
  let proxy: Awaited<ReturnType<typeof faultProxy>>;

  const startGame = async () => {
    game = await spawnGame({
      dataDir,
      databaseUrl: url,
      secret: TEST_GAME_SECRET,
      marketUrl: 'http://127.0.0.1:9',
      port: gamePort,
      quiet: true,
    });
  };
  beforeAll(async () => {
    ({ database, url } = await openTestDatabaseWithUrl(kind));
    gamePort = await findFreePort();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yl-game-'));
    if (kind === 'pglite') {
      fs.cpSync(path.join(inject('pgliteTemplateDir'), 'pglite'), path.join(dataDir, 'game'), {
        recursive: true,
      });
    }
    await startGame();
    proxy = await faultProxy(() => `http://127.0.0.1:${gamePort}`);
  }, 300_000);
  afterAll(async () => {
    await proxy?.close();
    await game?.stop();
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const worker = () =>
    new GameOutboxWorker({
      lock: leaderLockFor(database, url, lockKey('game-outbox', 0)),
      sender: createHttpCommandSender({ baseUrl: proxy.url, secret: TEST_GAME_SECRET, timeoutMs: 1_000 }),
      pollMs: 50,
      maxAttempts: 1_000,
      maxAgeMs: 3_600_000,
      backoffMs: 1,
      maxBackoffMs: 1,
    });
  const inventory = async (userId: number) => {
    const res = await fetch(`http://127.0.0.1:${gamePort}/v1/roles/1/${userId}/inventory`, {
      headers: { [SIGNATURE_HEADER]: signGameMessage(TEST_GAME_SECRET, '') },
    });
    return gameInventory.parse(await res.json());
  };
  const rowsOf = (assetId: number) =>
    database.db.select().from(gameOutbox).where(eq(gameOutbox.assetId, assetId)).orderBy(asc(gameOutbox.id));

  /** A seller's asset in the game (role, asset added, listed) and a buyer's role, then the sale. */
  async function sale() {
    const seller = await signedInUser(database);
    const buyer = await signedInUser(database);
    const asset = await makeAsset(database, seller.userId);
    const role = { user_id: seller.userId, server_id: 1 };
    const to = { user_id: buyer.userId, server_id: 1 };
    const data = {
      kind: asset.kind,
      name: asset.name,
      number: asset.number,
      grade: asset.grade,
      star: asset.star,
      level: asset.level,
      power: asset.power,
      token_id: null,
    };
    await database.db.transaction(async (tx) => {
      await enqueueGameCommand(tx, { type: 'role.create', role, name: `S${seller.userId}` });
      await enqueueGameCommand(tx, { type: 'role.create', role: to, name: `B${buyer.userId}` });
      await enqueueGameCommand(tx, { type: 'asset.add', asset_id: asset.id, role, asset: data });
      await enqueueGameCommand(tx, { type: 'asset.lock', asset_id: asset.id, role, reason: 'sale' });
    });
    await database.db.transaction((tx) =>
      enqueueGameCommand(tx, {
        type: 'asset.transfer',
        asset_id: asset.id,
        role,
        to_role: to,
        price: '100',
        coin: 'MDS',
      }),
    );
    return { seller, buyer, asset };
  }

  async function drain(w: GameOutboxWorker, assetId: number, passes = 40) {
    for (let i = 0; i < passes; i++) {
      await w.syncOnce();
      if ((await rowsOf(assetId)).every((r) => r.state === 'delivered')) return;
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  it('the game down during a sale: the sale stands, the asset shows updating, the game gets the transfer once when back', async () => {
    await game!.stop();
    const { seller, buyer, asset } = await sale();
    const w = worker();
    try {
      for (let i = 0; i < 3; i++) await w.syncOnce();
      const rows = await rowsOf(asset.id);
      expect(rows.map((r) => r.state)).toEqual(['pending', 'pending', 'pending']);
      expect(rows[0]!.attempts).toBeGreaterThan(0);
      expect(rows[1]!.attempts).toBe(0); // waits for the add before it
      expect(await assetSyncState(database.db, asset.id)).toBe('updating');

      await startGame();
      await drain(w, asset.id);
    } finally {
      await w.stop();
    }
    expect((await rowsOf(asset.id)).map((r) => r.state)).toEqual(['delivered', 'delivered', 'delivered']);
    expect(await assetSyncState(database.db, asset.id)).toBeNull();
    expect((await inventory(buyer.userId)).assets.map((a) => a.asset_id)).toEqual([asset.id]);
    expect((await inventory(seller.userId)).assets).toEqual([]);
  }, 300_000);

  it.each([
    ['answers 500', 'http500'],
    ['answers after the timeout (applied meanwhile)', 'late'],
    ['applies a delivery twice', 'twice'],
  ] as const)(
    'the game %s: delivered once in effect, the answer recorded',
    async (_name, fault) => {
      const { seller, buyer, asset } = await sale();
      const w = worker();
      try {
        proxy.set(fault);
        for (let i = 0; i < 4; i++) await w.syncOnce();
        proxy.set('pass');
        await drain(w, asset.id);
      } finally {
        proxy.set('pass');
        await w.stop();
      }
      const rows = await rowsOf(asset.id);
      expect(rows.map((r) => r.state)).toEqual(['delivered', 'delivered', 'delivered']);
      if (fault !== 'http500') {
        // The game had applied the first delivery: the redelivery (or the second copy) is a replay.
        expect(rows.some((r) => (r.answer as { replayed?: boolean }).replayed === true)).toBe(true);
      } else {
        expect(rows[0]!.attempts).toBeGreaterThan(1);
      }
      expect((await inventory(buyer.userId)).assets.map((a) => a.asset_id)).toEqual([asset.id]);
      expect((await inventory(seller.userId)).assets).toEqual([]);
    },
    300_000,
  );
});
