import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findFreePort } from '@yuanlong/chain/anvil';
import { type RunningGame, spawnGame } from '@yuanlong/game/spawn';
import type { GameAssetData, GameCommand } from '@yuanlong/shared/game-protocol';
import { SIGNATURE_HEADER } from '@yuanlong/shared/game-protocol';
import { signGameMessage } from '@yuanlong/shared/game-signature';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { assets } from '../src/db/schema.ts';
import { createHttpCommandSender } from '../src/game/command-sender.ts';
import { httpInventoryReader } from '../src/game/reconcile-game.ts';
import { createPlayer } from '../src/modules/players/service.ts';
import { databaseKinds, openTestDatabaseWithUrl } from './support/databases.ts';
import { makeAsset } from './support/market.ts';
import { signedInUser, startTestApp, TEST_GAME_SECRET, type TestContext } from './support/test-app.ts';

const card: GameAssetData = {
  kind: 1,
  name: 'Loot Blade',
  number: 7_000_001,
  grade: 3,
  star: 2,
  level: 1,
  power: 1200,
  token_id: null,
};

/*
 * The protocol end to end: the market (listening on a port) and the reference game as its own
 * process, on each database (the game in its own PGlite folder, or the schema `game` of the
 * same PostgreSQL).
 */
describe.each(databaseKinds)('game link with the reference game process (%s)', (kind) => {
  let t: TestContext;
  let game: RunningGame;
  let dataDir: string;
  let closeDb: () => Promise<void>;
  let commandNo = 0;

  beforeAll(async () => {
    const { database, url } = await openTestDatabaseWithUrl(kind);
    closeDb = () => database.close();
    const gamePort = await findFreePort();
    t = await startTestApp(kind, { database, env: { GAME_API_URL: `http://127.0.0.1:${gamePort}` } });
    const marketUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yl-game-'));
    // A fresh PGlite folder takes a minute to initialise on a loaded machine: the game starts
    // from a copy of the run's initialised one (its own copy; the game keeps to its schema `game`).
    if (kind === 'pglite') {
      fs.cpSync(path.join(inject('pgliteTemplateDir'), 'pglite'), path.join(dataDir, 'game'), {
        recursive: true,
      });
    }
    game = await spawnGame({
      dataDir,
      databaseUrl: url,
      secret: TEST_GAME_SECRET,
      marketUrl,
      port: gamePort,
      env: { GAME_NOTIFY_MAX_BACKOFF_MS: '200' },
    });
    // Two processes start here (the market's app and the game's); on a loaded machine that takes minutes.
  }, 300_000);
  afterAll(async () => {
    await game?.stop();
    await t?.close();
    await closeDb?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const sender = (secret = TEST_GAME_SECRET, nowS?: () => number) =>
    createHttpCommandSender({ baseUrl: game.url, secret, timeoutMs: 10_000, nowS });
  const issued = () => new Date().toISOString();
  const nextId = () => `mkt-${kind}-${++commandNo}`;
  // The market's own protocol reader (npm run reconcile uses it), against the game process.
  const inventory = (userId: number, serverId = 1) =>
    httpInventoryReader(game.url, TEST_GAME_SECRET, 10_000)({ user_id: userId, server_id: serverId });
  const devRole = async (userId: number, body: object, serverId = 1) =>
    (
      await fetch(`${game.url}/dev/roles/${serverId}/${userId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json();
  const devInventory = async (userId: number, body: object, serverId = 1) => {
    const res = await fetch(`${game.url}/dev/roles/${serverId}/${userId}/inventory`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it('applies each command once however often it is delivered, and refuses what it cannot apply', async () => {
    const seller = await signedInUser(t.database);
    const buyer = await signedInUser(t.database);
    const role = { user_id: seller.userId, server_id: 1 };
    const to = { user_id: buyer.userId, server_id: 1 };
    const s = sender();
    const create: GameCommand = {
      id: nextId(),
      issued_at: issued(),
      type: 'role.create',
      role,
      name: 'Seller',
    };
    expect(await s.send(create)).toEqual({ kind: 'applied', replayed: false });
    expect(await s.send(create)).toEqual({ kind: 'applied', replayed: true });

    const add: GameCommand = {
      id: nextId(),
      issued_at: issued(),
      type: 'asset.add',
      asset_id: 900_001,
      role,
      asset: card,
    };
    // Five deliveries of one command at once (a redelivery racing the first): one applies.
    const outcomes = await Promise.all([1, 2, 3, 4, 5].map(() => s.send(add)));
    expect(outcomes.filter((o) => o.kind === 'applied' && !o.replayed)).toHaveLength(1);
    expect(outcomes.every((o) => o.kind === 'applied')).toBe(true);
    expect((await inventory(seller.userId)).assets.map((a) => a.asset_id)).toEqual([900_001]);

    const lock: GameCommand = {
      id: nextId(),
      issued_at: issued(),
      type: 'asset.lock',
      asset_id: 900_001,
      role,
      reason: 'sale',
    };
    expect(await s.send(lock)).toEqual({ kind: 'applied', replayed: false });
    expect((await inventory(seller.userId)).assets[0]).toMatchObject({ locked: true, lock_reason: 'sale' });

    const transfer: GameCommand = {
      id: nextId(),
      issued_at: issued(),
      type: 'asset.transfer',
      asset_id: 900_001,
      role,
      to_role: to,
      price: '1000',
      coin: 'MDS',
    };
    expect(await s.send(transfer)).toEqual({ kind: 'applied', replayed: false });
    expect(await s.send(transfer)).toEqual({ kind: 'applied', replayed: true });
    expect((await inventory(seller.userId)).assets).toEqual([]);
    expect((await inventory(buyer.userId)).assets).toEqual([
      { asset_id: 900_001, locked: false, lock_reason: null, data: card },
    ]);

    // The same transfer under a new id: the seller no longer holds it. Final, and stays so.
    const again = { ...transfer, id: nextId() };
    expect(await s.send(again)).toEqual({ kind: 'refused', reason: 'not_held' });
    expect(await s.send(again)).toEqual({ kind: 'refused', reason: 'not_held' });
    // An id reused for another command is refused, not replayed.
    expect(await s.send({ ...lock, id: transfer.id })).toEqual({ kind: 'refused', reason: 'id_reused' });

    // Lock of an asset of a role in play: refused.
    await devRole(buyer.userId, { online: true });
    const lockOnline: GameCommand = { ...lock, id: nextId(), role: to };
    expect(await s.send(lockOnline)).toEqual({ kind: 'refused', reason: 'role_online' });
    await devRole(buyer.userId, { online: false });
    const remove: GameCommand = {
      id: nextId(),
      issued_at: issued(),
      type: 'asset.remove',
      asset_id: 900_001,
      role: to,
    };
    expect(await s.send(remove)).toEqual({ kind: 'applied', replayed: false });
    expect((await inventory(buyer.userId)).assets).toEqual([]);
  });

  it('refuses a command signed with another secret, too old, or not signed, and applies nothing', async () => {
    const user = await signedInUser(t.database);
    const role = { user_id: user.userId, server_id: 1 };
    const add = (): GameCommand => ({
      id: nextId(),
      issued_at: issued(),
      type: 'asset.add',
      asset_id: 900_100 + commandNo,
      role,
      asset: card,
    });
    const wrong = await sender('another-secret-0123456789abcdef-xyz').send(add());
    expect(wrong).toMatchObject({ kind: 'retry', error: expect.stringContaining('401') });
    const old = await sender(TEST_GAME_SECRET, () => Math.floor(Date.now() / 1000) - 301).send(add());
    expect(old).toMatchObject({ kind: 'retry', error: expect.stringContaining('expired') });
    const unsigned = await fetch(`${game.url}/v1/commands`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(add()),
    });
    expect(unsigned.status).toBe(401);
    // A signed body altered on the way: the signature no longer matches.
    const body = JSON.stringify(add());
    const tampered = await fetch(`${game.url}/v1/commands`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signGameMessage(TEST_GAME_SECRET, body),
      },
      body: body.replace('"asset_id":', '"asset_id":1'),
    });
    expect(tampered.status).toBe(401);
    expect((await inventory(user.userId)).assets).toEqual([]);
  });

  it('notifies the market: role state, gained, changed and consumed items, each once', async () => {
    const user = await signedInUser(t.database);
    await createPlayer(t.database.db, user.userId, 1, undefined);
    const info = async () =>
      (await t.app.inject({ url: '/api/user/info', headers: user.headers })).json().data;

    // The market's development route drives the game's control; the game's notification changes the market.
    const address = (await info()).address as string;
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/dev/game/role',
      payload: { address, online: true, boss_level: 31 },
    });
    expect(set.json().data).toEqual({ server_id: 1, online: true, boss_level: 31 });
    expect((await info()).is_online).toBe(true);
    const roles = await t.app.inject({ url: `/api/dev/game/roles?address=${address}` });
    expect(roles.json().data.roles).toEqual([{ server_id: 1, online: true, boss_level: 31 }]);
    await devRole(user.userId, { online: false });
    expect((await info()).is_online).toBe(false);

    const gained = await devInventory(user.userId, { op: 'gain', asset: card });
    expect(gained.status).toBe(200);
    expect(gained.body.delivered).toBe(true);
    const assetId = gained.body.asset_id as number;
    const [row] = await t.database.db.select().from(assets).where(eq(assets.id, assetId));
    expect(row).toMatchObject({
      ownerId: user.userId,
      location: 2,
      name: 'Loot Blade',
      grade: 3,
      star: 2,
      power: 1200,
    });
    expect((await inventory(user.userId)).assets.map((a) => a.asset_id)).toEqual([assetId]);

    const changed = await devInventory(user.userId, {
      op: 'change',
      asset_id: assetId,
      asset: { ...card, level: 5, power: 1500 },
    });
    expect(changed.body.delivered).toBe(true);
    const [levelled] = await t.database.db.select().from(assets).where(eq(assets.id, assetId));
    expect([levelled!.level, levelled!.power]).toEqual([5, 1500]);

    const consumed = await devInventory(user.userId, { op: 'consume', asset_id: assetId });
    expect(consumed.body.delivered).toBe(true);
    expect(await t.database.db.select().from(assets).where(eq(assets.id, assetId))).toEqual([]);
    expect((await inventory(user.userId)).assets).toEqual([]);

    // Each notification reached the market once, in seq order, and was answered.
    const log = (await (await fetch(`${game.url}/dev/notifications?user_id=${user.userId}`)).json()) as {
      notifications: unknown[];
    };
    const sent = log.notifications as { seq: number; body: { type: string }; answer: { status: string } }[];
    expect(sent.map((n) => n.seq)).toEqual(sent.map((_, i) => i + 1));
    expect(sent.map((n) => n.body.type)).toEqual([
      'role.created',
      'role.online',
      'role.boss_level',
      'role.online',
      'inventory.changed',
      'inventory.changed',
      'inventory.changed',
    ]);
    expect(sent.every((n) => n.answer.status === 'applied')).toBe(true);
  });

  it('keeps an item the market has listed: the game cannot consume a locked item', async () => {
    const user = await signedInUser(t.database);
    await createPlayer(t.database.db, user.userId, 1, undefined);
    const own = await makeAsset(t.database, user.userId);
    const role = { user_id: user.userId, server_id: 1 };
    const s = sender();
    await s.send({
      id: nextId(),
      issued_at: issued(),
      type: 'asset.add',
      asset_id: own.id,
      role,
      asset: card,
    });
    await s.send({
      id: nextId(),
      issued_at: issued(),
      type: 'asset.lock',
      asset_id: own.id,
      role,
      reason: 'sale',
    });
    expect(await devInventory(user.userId, { op: 'consume', asset_id: own.id })).toEqual({
      status: 409,
      body: { error: 'locked' },
    });
  });

  it('makes a QR login code through the protocol (the game asks the market, signed)', async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/dev/game/login-code',
      payload: { server_id: 1 },
    });
    expect(made.statusCode).toBe(200);
    const code = made.json().data.code as string;
    expect(made.json().data).toMatchObject({ server_id: 1, state: 'pending', user_id: null });
    const state = await (await fetch(`${game.url}/dev/login-codes/${code}`)).json();
    expect(state).toMatchObject({ code, server_id: 1, state: 'pending' });
    const unknown = await fetch(`${game.url}/dev/login-codes/ZZZZZZZZ`);
    expect(unknown.status).toBe(404);
  });

  it('/api/ready reports the game reachable, and unreachable once it stopped', async () => {
    const ready = async () => (await t.app.inject('/api/ready')).json().data.game;
    expect(await ready()).toEqual({
      url: expect.stringContaining('http://127.0.0.1:'),
      reachable: true,
      error: null,
    });
    await game.stop();
    expect(await ready()).toMatchObject({ reachable: false });
    expect(
      (
        await sender().send({
          id: nextId(),
          issued_at: issued(),
          type: 'role.create',
          role: { user_id: 1, server_id: 1 },
          name: 'x',
        })
      ).kind,
    ).toBe('retry');
  });
});
