import type { GameCommand } from '@yuanlong/shared/game-protocol';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaderLockFor, lockKey } from '../src/chain/leader.ts';
import type { Database } from '../src/db/client.ts';
import { gameOutbox } from '../src/db/schema.ts';
import type { CommandOutcome, GameCommandSender } from '../src/game/command-outcome.ts';
import { enqueueGameCommand, resolveGameCommand, retryGameCommand } from '../src/game/outbox.ts';
import { GameOutboxWorker, type GameOutboxWorkerOptions } from '../src/game/outbox-worker.ts';
import { databaseKinds, openTestDatabaseWithUrl } from './support/databases.ts';
import { makeAsset, trader } from './support/market.ts';

/**
 * A stand-in for the game inside this test: applies a command once by id and answers a repeat
 * with `replayed`; `next` scripts the answers of the coming deliveries.
 */
class FakeGame implements GameCommandSender {
  readonly received: GameCommand[] = [];
  readonly applied = new Map<string, GameCommand>();
  next: Array<CommandOutcome | 'throw'> = [];
  async send(command: GameCommand): Promise<CommandOutcome> {
    this.received.push(command);
    const scripted = this.next.shift();
    if (scripted === 'throw') throw new Error('connect ECONNREFUSED');
    if (scripted) return scripted;
    if (this.applied.has(command.id)) return { kind: 'applied', replayed: true };
    this.applied.set(command.id, command);
    return { kind: 'applied', replayed: false };
  }
}

const role = (userId: number) => ({ user_id: userId, server_id: 1 });

describe.each(databaseKinds)('game outbox delivery on %s', (kind) => {
  let database: Database;
  let url: string | undefined;
  let now = new Date('2026-03-01T00:00:00Z');
  const clock = () => now;
  beforeAll(async () => {
    ({ database, url } = await openTestDatabaseWithUrl(kind));
  });
  afterAll(() => database.close());

  function worker(game: GameCommandSender, options: Partial<GameOutboxWorkerOptions> = {}) {
    return new GameOutboxWorker({
      lock: leaderLockFor(database, url, lockKey('game-outbox', 0)),
      sender: game,
      pollMs: 50,
      maxAttempts: 4,
      maxAgeMs: 3_600_000,
      backoffMs: 1_000,
      clock,
      ...options,
    });
  }
  async function rowsOf(assetId: number) {
    return database.db
      .select()
      .from(gameOutbox)
      .where(eq(gameOutbox.assetId, assetId))
      .orderBy(asc(gameOutbox.id));
  }
  async function asset() {
    const owner = await trader(database);
    return { owner: owner.userId, asset: await makeAsset(database, owner.userId) };
  }
  const lock = (assetId: number, userId: number) =>
    ({ type: 'asset.lock', asset_id: assetId, role: role(userId), reason: 'sale' }) as const;
  const release = (assetId: number, userId: number) =>
    ({ type: 'asset.release', asset_id: assetId, role: role(userId) }) as const;

  it('writes a command only when the transaction commits, with a stable wire id and issue time', async () => {
    const { owner, asset: a } = await asset();
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueGameCommand(tx, lock(a.id, owner), now);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await rowsOf(a.id)).toEqual([]);
    const id = await database.db.transaction((tx) => enqueueGameCommand(tx, lock(a.id, owner), now));
    const game = new FakeGame();
    const w = worker(game);
    try {
      expect(await w.syncOnce()).toBe(true);
    } finally {
      await w.stop();
    }
    expect(game.received).toEqual([{ ...lock(a.id, owner), id: `mkt-${id}`, issued_at: now.toISOString() }]);
    expect(await rowsOf(a.id)).toMatchObject([
      { state: 'delivered', attempts: 1, answer: { status: 'applied', replayed: false } },
    ]);
  });

  it("delivers an asset's commands in order: a later one waits for the earlier, other assets go on", async () => {
    const x = await asset();
    const y = await asset();
    await enqueueGameCommand(database.db, lock(x.asset.id, x.owner), now);
    await enqueueGameCommand(database.db, release(x.asset.id, x.owner), now);
    await enqueueGameCommand(database.db, lock(y.asset.id, y.owner), now);
    const game = new FakeGame();
    // The first delivery of x's lock fails: its release must not overtake it; y's lock goes.
    game.next = [{ kind: 'retry', error: 'HTTP 500' }];
    const w = worker(game);
    try {
      await w.syncOnce();
      expect(game.received.map((c) => [c.type, 'asset_id' in c ? c.asset_id : null])).toEqual([
        ['asset.lock', x.asset.id],
        ['asset.lock', y.asset.id],
      ]);
      const [first] = await rowsOf(x.asset.id);
      expect(first).toMatchObject({ state: 'pending', attempts: 1, lastError: 'HTTP 500' });
      expect(first!.nextAttemptAt.getTime()).toBe(now.getTime() + 1_000);
      await w.syncOnce(); // not due yet: nothing sent
      expect(game.received).toHaveLength(2);
      now = new Date(now.getTime() + 1_000);
      await w.syncOnce();
      expect(game.received.slice(2).map((c) => c.type)).toEqual(['asset.lock', 'asset.release']);
      expect((await rowsOf(x.asset.id)).map((r) => r.state)).toEqual(['delivered', 'delivered']);
    } finally {
      await w.stop();
    }
  });

  it("sends different assets' commands side by side, and a role's command alone between them", async () => {
    const [x, y, z] = [await asset(), await asset(), await asset()];
    await enqueueGameCommand(database.db, lock(x.asset.id, x.owner), now);
    await enqueueGameCommand(database.db, lock(y.asset.id, y.owner), now);
    await enqueueGameCommand(database.db, { type: 'role.create', role: role(z.owner), name: 'Z' }, now);
    await enqueueGameCommand(database.db, lock(z.asset.id, z.owner), now);
    const order: string[] = [];
    let inFlight = 0;
    let most = 0;
    const game: GameCommandSender = {
      async send(command) {
        const name = 'asset_id' in command ? `${command.type}:${command.asset_id}` : command.type;
        order.push(`start ${name}`);
        most = Math.max(most, ++inFlight);
        await new Promise((r) => setTimeout(r, 30));
        inFlight--;
        order.push(`end ${name}`);
        return { kind: 'applied', replayed: false };
      },
    };
    const w = worker(game);
    try {
      await w.syncOnce();
    } finally {
      await w.stop();
    }
    expect(most).toBe(2);
    const at = (entry: string) => order.indexOf(entry);
    // The role's command starts after both earlier ones ended and ends before the later one starts.
    expect(at('start role.create')).toBeGreaterThan(at(`end asset.lock:${x.asset.id}`));
    expect(at('start role.create')).toBeGreaterThan(at(`end asset.lock:${y.asset.id}`));
    expect(at(`start asset.lock:${z.asset.id}`)).toBeGreaterThan(at('end role.create'));
  });

  it('fails a refused command at once and holds the asset back until an operator retries or resolves', async () => {
    const x = await asset();
    const first = await enqueueGameCommand(database.db, lock(x.asset.id, x.owner), now);
    const second = await enqueueGameCommand(database.db, release(x.asset.id, x.owner), now);
    const game = new FakeGame();
    game.next = [{ kind: 'refused', reason: 'asset not held by role' }];
    const w = worker(game);
    try {
      await w.syncOnce();
      now = new Date(now.getTime() + 3_600_000);
      await w.syncOnce();
      expect(game.received.map((c) => c.id)).toEqual([`mkt-${first}`]);
      expect(await rowsOf(x.asset.id)).toMatchObject([
        { state: 'failed', attempts: 1, lastError: 'asset not held by role', answer: { status: 'refused' } },
        { state: 'pending', attempts: 0 },
      ]);

      expect(await retryGameCommand(database.db, second, 'ops', 'not failed', now)).toBe(false);
      expect(await retryGameCommand(database.db, first, 'ops', 'role fixed in the game', now)).toBe(true);
      await w.syncOnce();
      expect(game.received.map((c) => c.id)).toEqual([`mkt-${first}`, `mkt-${first}`, `mkt-${second}`]);
      const rows = await rowsOf(x.asset.id);
      expect(rows.map((r) => r.state)).toEqual(['delivered', 'delivered']);
      expect(rows[0]!.audit).toEqual([
        { action: 'retry', at: now.toISOString(), by: 'ops', note: 'role fixed in the game' },
      ]);
    } finally {
      await w.stop();
    }
  });

  it('a resolved command lets the later ones go; delivered ones cannot be resolved', async () => {
    const x = await asset();
    const first = await enqueueGameCommand(database.db, lock(x.asset.id, x.owner), now);
    await enqueueGameCommand(database.db, release(x.asset.id, x.owner), now);
    const game = new FakeGame();
    game.next = [{ kind: 'refused', reason: 'unknown asset' }];
    const w = worker(game);
    try {
      await w.syncOnce();
      expect(await resolveGameCommand(database.db, first, 'ops', 'locked by hand in the game', now)).toBe(
        true,
      );
      expect(await resolveGameCommand(database.db, first, 'ops', 'again', now)).toBe(false);
      await w.syncOnce();
      const rows = await rowsOf(x.asset.id);
      expect(rows.map((r) => r.state)).toEqual(['resolved', 'delivered']);
      expect(rows[0]!.audit).toMatchObject([{ action: 'resolve', by: 'ops' }]);
    } finally {
      await w.stop();
    }
  });

  it('backs off on failures (a thrown send too) and fails the command past the bound of attempts', async () => {
    const x = await asset();
    await enqueueGameCommand(database.db, lock(x.asset.id, x.owner), now);
    const game = new FakeGame();
    game.next = ['throw', { kind: 'retry', error: 'timeout' }, { kind: 'retry', error: 'HTTP 502' }, 'throw'];
    const w = worker(game);
    const waits: number[] = [];
    try {
      for (let i = 0; i < 4; i++) {
        await w.syncOnce();
        const [row] = await rowsOf(x.asset.id);
        if (row!.state === 'pending') {
          waits.push(row!.nextAttemptAt.getTime() - now.getTime());
          now = row!.nextAttemptAt;
        }
      }
      expect(waits).toEqual([1_000, 2_000, 4_000]);
      expect(await rowsOf(x.asset.id)).toMatchObject([
        { state: 'failed', attempts: 4, lastError: 'connect ECONNREFUSED' },
      ]);
      expect(game.applied.size).toBe(0);
    } finally {
      await w.stop();
    }
  });

  it('fails a command past the age bound once it was tried three times', async () => {
    const x = await asset();
    await enqueueGameCommand(database.db, lock(x.asset.id, x.owner), now);
    const game = new FakeGame();
    game.next = Array.from({ length: 3 }, () => ({ kind: 'retry', error: 'HTTP 503' }) as const);
    const w = worker(game, { maxAttempts: 100, maxAgeMs: 60_000, backoffMs: 3_600_000 });
    try {
      for (let i = 0; i < 3; i++) {
        await w.syncOnce();
        now = new Date(now.getTime() + 3_600_000);
      }
      expect(await rowsOf(x.asset.id)).toMatchObject([{ state: 'failed', attempts: 3 }]);
    } finally {
      await w.stop();
    }
  });

  it('a crash after the game applied, before the answer was recorded, redelivers the same id: applied once', async () => {
    const x = await asset();
    const id = await enqueueGameCommand(database.db, lock(x.asset.id, x.owner), now);
    const game = new FakeGame();
    const crashing = worker(game, { hooks: { afterSend: () => Promise.reject(new Error('killed')) } });
    try {
      await expect(crashing.syncOnce()).rejects.toThrow('killed');
    } finally {
      await crashing.stop();
    }
    expect(await rowsOf(x.asset.id)).toMatchObject([{ state: 'pending', attempts: 0 }]);
    const w = worker(game);
    try {
      await w.syncOnce();
    } finally {
      await w.stop();
    }
    expect(game.received.map((c) => c.id)).toEqual([`mkt-${id}`, `mkt-${id}`]);
    expect(game.applied.size).toBe(1);
    expect(await rowsOf(x.asset.id)).toMatchObject([
      { state: 'delivered', answer: { status: 'applied', replayed: true } },
    ]);
  });

  it('two workers on one database: one leader delivers, the other waits', async () => {
    const x = await asset();
    await enqueueGameCommand(database.db, lock(x.asset.id, x.owner), now);
    const game = new FakeGame();
    const a = worker(game);
    const b = worker(game);
    try {
      const led = [await a.syncOnce(), await b.syncOnce()];
      expect(led).toEqual([true, false]);
      await b.syncOnce();
      expect(game.received.filter((c) => 'asset_id' in c && c.asset_id === x.asset.id)).toHaveLength(1);
      await a.stop();
      expect(await b.syncOnce()).toBe(true);
    } finally {
      await a.stop();
      await b.stop();
    }
  });
});
