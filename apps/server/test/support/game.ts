import { type GameNotification, SIGNATURE_HEADER } from '@yuanlong/shared/game-protocol';
import { signGameMessage } from '@yuanlong/shared/game-signature';
import { createPlayer } from '../../src/modules/players/service.ts';
import { TEST_GAME_SECRET, type TestContext } from './test-app.ts';

let seq = 0;
let sent = 0;

/** The next `seq` for a test notification (increasing across the run, so always the newest). */
export const nextSeq = () => {
  seq += 1;
  return seq;
};

/**
 * POSTs a notification to the market as the game does: the raw body, signed at `nowS` (default:
 * the app's clock, which a test may have moved forward).
 */
export function postNotification(
  t: TestContext,
  notification: GameNotification | Record<string, unknown>,
  options: { secret?: string; nowS?: number; signature?: string | null } = {},
) {
  const raw = JSON.stringify(notification);
  const signature =
    options.signature === undefined
      ? signGameMessage(
          options.secret ?? TEST_GAME_SECRET,
          raw,
          options.nowS ?? Math.floor(t.clock.now().getTime() / 1000),
        )
      : options.signature;
  return t.app.inject({
    method: 'POST',
    url: '/api/game/notifications',
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { [SIGNATURE_HEADER]: signature }),
    },
    payload: raw,
  });
}

/**
 * Plays the game's part through the protocol: gives the user a role on `serverId` when they have
 * none, then sends the game's signed notifications of its online flag and/or boss level.
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
  const role = { user_id: userId, server_id: serverId };
  const base = () => ({
    id: `test-${process.pid}-${++sent}`,
    seq: nextSeq(),
    occurred_at: new Date().toISOString(),
    role,
  });
  const notifications: GameNotification[] = [];
  if (change.online !== undefined)
    notifications.push({ ...base(), type: 'role.online', online: change.online });
  if (change.boss_level !== undefined)
    notifications.push({ ...base(), type: 'role.boss_level', boss_level: change.boss_level });
  for (const notification of notifications) {
    const res = await postNotification(t, notification);
    if (res.statusCode !== 200) throw new Error(`game notification: ${res.statusCode} ${res.body}`);
  }
  const states = await t.app.inject({ method: 'GET', url: `/api/dev/game/roles?user_id=${userId}` });
  const state = (
    states.json().data.roles as { server_id: number; online: boolean; boss_level: number }[]
  ).find((r) => r.server_id === serverId);
  return state!;
}
