import { CARD_STATUS } from '@yuanlong/shared/card-status';
import type { GameInventory } from '@yuanlong/shared/game-protocol';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { type RoleRef, reconcileWithGame } from '../src/game/reconcile-game.ts';
import { databaseKinds, openTestDatabase } from './support/databases.ts';
import { giveRole, makeAsset } from './support/market.ts';
import { signedInUser } from './support/test-app.ts';

const DATA = { kind: 0, name: 'x', number: 1, grade: 1, star: 1, level: 1, power: 1, token_id: null };

/** A game that holds what `held` says, per role (a fake reader: the protocol call is tested with the game process). */
function gameHolding(held: Record<string, { asset_id: number; locked: boolean }[]>, down: string[] = []) {
  return async (role: RoleRef): Promise<GameInventory> => {
    const key = `${role.user_id}:${role.server_id}`;
    if (down.includes(key)) throw new Error('connect ECONNREFUSED');
    return {
      role,
      known: true,
      online: false,
      boss_level: 0,
      pending_gains: 0,
      assets: (held[key] ?? []).map((a) => ({ ...a, lock_reason: a.locked ? 'sale' : null, data: DATA })),
    };
  };
}

describe.each(databaseKinds)('reconciliation with the game (%s)', (kind) => {
  let database: Database;
  let a: number;
  let b: number;
  let plain: number;
  let listed: number;
  let sending: number;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    a = (await signedInUser(database)).userId;
    b = (await signedInUser(database)).userId;
    await giveRole(database, a, 1);
    await giveRole(database, b, 1);
    plain = (await makeAsset(database, a)).id;
    listed = (await makeAsset(database, a, { status: CARD_STATUS.onSale })).id;
    sending = (await makeAsset(database, b)).id;
    // A command about `sending` is still on its way: whatever the game says of it is no difference.
    await database.db.execute(sql`insert into game_outbox (type, asset_id, command, next_attempt_at)
      values ('asset.add', ${sending}, '{}'::jsonb, now())`);
  });
  afterAll(() => database.close());

  it('finds nothing when the game holds what the market says, locks included', async () => {
    const report = await reconcileWithGame(
      database.db,
      gameHolding({
        [`${a}:1`]: [
          { asset_id: plain, locked: false },
          { asset_id: listed, locked: true },
        ],
      }),
    );
    expect(report).toEqual({ roles: 2, inFlight: 1, differences: [] });
  });

  it('names each difference: missing, held by another role, a lock on one side only, a game that cannot be asked', async () => {
    const report = await reconcileWithGame(
      database.db,
      gameHolding(
        {
          [`${a}:1`]: [{ asset_id: listed, locked: false }],
          [`${b}:1`]: [{ asset_id: plain, locked: false }],
        },
        [],
      ),
    );
    expect(report.differences).toEqual([
      {
        role: { user_id: a, server_id: 1 },
        asset_id: plain,
        problem: 'the market has it in the game for this role; the game does not hold it',
      },
      {
        role: { user_id: a, server_id: 1 },
        asset_id: listed,
        problem: 'locked in the market (listed or leaving for the wallet), not locked in the game',
      },
      {
        role: { user_id: b, server_id: 1 },
        asset_id: plain,
        problem: `the game holds it for this role; the market has it for role ${a} on server 1`,
      },
    ]);
    const down = await reconcileWithGame(database.db, gameHolding({}, [`${b}:1`]));
    expect(down.differences).toContainEqual({
      role: { user_id: b, server_id: 1 },
      asset_id: null,
      problem: 'the game could not be asked: Error: connect ECONNREFUSED',
    });
  });
});
