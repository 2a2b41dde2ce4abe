import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameOutbox } from '../src/db/schema.ts';
import { enqueueGameCommand } from '../src/game/outbox.ts';
import { databaseKinds } from './support/databases.ts';
import { makeAsset, post, trader } from './support/market.ts';
import { signedInOperator } from './support/operators.ts';
import { startTestApp, type TestContext } from './support/test-app.ts';

describe.each(databaseKinds)('the console’s game-sync failures on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url, headers: { language: 'EN-US', ...headers } });
  /** A lock command of a new asset that the game refused: failed, the asset frozen. */
  async function failedCommand() {
    const owner = await trader(t.database);
    const asset = await makeAsset(t.database, owner.userId);
    const role = { user_id: owner.userId, server_id: 1 };
    const id = await enqueueGameCommand(t.database.db, {
      type: 'asset.lock',
      asset_id: asset.id,
      role,
      reason: 'sale',
    });
    await t.database.db
      .update(gameOutbox)
      .set({ state: 'failed', attempts: 3, lastError: 'asset not held by role', settledAt: new Date() })
      .where(eq(gameOutbox.id, id));
    return { id, asset, role };
  }
  const rowOf = async (id: number) =>
    (await t.database.db.select().from(gameOutbox).where(eq(gameOutbox.id, id)))[0]!;
  const auditOf = async (headers: Record<string, string>, target: string) =>
    ((await get('/api/admin/audit?limit=100', headers)).json().data.items as { target: string }[]).filter(
      (e) => e.target === target,
    );

  it('lists failed commands with asset, role, type, attempts and last error; a viewer may not act', async () => {
    const failed = await failedCommand();
    const viewer = await signedInOperator(t, 'viewer');
    const items = (await get('/api/admin/game-commands/failed', viewer.headers)).json().data.items;
    expect(items).toContainEqual(
      expect.objectContaining({
        id: failed.id,
        command_id: `mkt-${failed.id}`,
        type: 'asset.lock',
        asset_id: failed.asset.id,
        asset_name: failed.asset.name,
        role: failed.role,
        attempts: 3,
        last_error: 'asset not held by role',
      }),
    );
    const refused = await post(t, `/api/admin/game-commands/${failed.id}/retry`, viewer.headers, {});
    expect(refused.statusCode).toBe(403);
    expect((await rowOf(failed.id)).state).toBe('failed');
  });

  it('support retries a failed command: pending again from zero attempts, audited', async () => {
    const failed = await failedCommand();
    const support = await signedInOperator(t, 'support');
    const res = await post(t, `/api/admin/game-commands/${failed.id}/retry`, support.headers, {});
    expect(res.statusCode).toBe(200);
    const row = await rowOf(failed.id);
    expect(row).toMatchObject({ state: 'pending', attempts: 0 });
    expect(row.audit).toMatchObject([{ action: 'retry', by: support.name, note: '' }]);
    const listed = (await get('/api/admin/game-commands/failed', support.headers)).json().data.items;
    expect(listed.map((c: { id: number }) => c.id)).not.toContain(failed.id);
    expect(await auditOf(support.headers, `game-command:${failed.id}`)).toMatchObject([
      {
        operator: support.name,
        action: 'game-command.retry',
        before: { state: 'failed', attempts: 3, last_error: 'asset not held by role' },
        after: { state: 'pending' },
      },
    ]);
    // Pending is the worker's again: neither retried nor resolved from the console.
    const again = await post(t, `/api/admin/game-commands/${failed.id}/resolve`, support.headers, {
      note: 'x',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toMatch(/has not failed/);
  });

  it('support resolves a failed command by hand with a note (required), audited', async () => {
    const failed = await failedCommand();
    const support = await signedInOperator(t, 'support');
    const noNote = await post(t, `/api/admin/game-commands/${failed.id}/resolve`, support.headers, {});
    expect(noNote.statusCode).toBe(400);
    const res = await post(t, `/api/admin/game-commands/${failed.id}/resolve`, support.headers, {
      note: 'unlocked by hand in the game',
    });
    expect(res.statusCode).toBe(200);
    expect(await rowOf(failed.id)).toMatchObject({ state: 'resolved' });
    expect(await auditOf(support.headers, `game-command:${failed.id}`)).toMatchObject([
      {
        action: 'game-command.resolve',
        before: { state: 'failed' },
        after: { state: 'resolved', note: 'unlocked by hand in the game' },
      },
    ]);
    expect(
      (await post(t, `/api/admin/game-commands/${failed.id}/retry`, support.headers, {})).statusCode,
    ).toBe(409);
    expect((await post(t, '/api/admin/game-commands/999999/retry', support.headers, {})).statusCode).toBe(
      404,
    );
  });
});
