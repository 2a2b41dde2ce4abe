import { createPlayer } from '../../src/modules/players/service.ts';
import type { TestContext } from './test-app.ts';

/**
 * Plays the game's part through the simulator's development route: gives the user a role on
 * `serverId` when they have none, then sets its online flag and/or boss level.
 */
export async function setGameRole(
  t: TestContext,
  userId: number,
  change: { online?: boolean; boss_level?: number },
  serverId = 1,
) {
  await createPlayer(t.database.db, userId, serverId, `R${userId}s${serverId}`).catch((error: unknown) => {
    if ((error as { messageKey?: string }).messageKey !== 'roleExists') throw error;
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/dev/game/role',
    payload: { user_id: userId, server_id: serverId, ...change },
  });
  if (res.statusCode !== 200) throw new Error(`dev game role: ${res.statusCode} ${res.body}`);
  return res.json().data as { server_id: number; online: boolean; boss_level: number };
}
