import { LEGION_RULES } from '@yuanlong/shared/legion';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { bossLevelOf, type GameGateway } from '../../game/gateway.ts';
import { reportBossLevel } from './levels.ts';
import { inviterOf } from './spend.ts';

/** Most direct invitees whose boss level one request asks the game for. */
const SYNC_LIMIT = 200;

/**
 * Asks the game for the boss level of these users and keeps it (boss_levels, the market's copy
 * that levels are computed from). Called before levels matter: the legion page (the user and
 * the direct invitees) and every spend (the spender and its inviter).
 */
export async function syncBossLevels(db: Db, game: GameGateway, userIds: number[]): Promise<void> {
  for (const userId of new Set(userIds)) await reportBossLevel(db, userId, await bossLevelOf(game, userId));
}

/**
 * Before a spend of `coin` by the user (a purchase, an accepted offer): the boss levels its legion
 * points are computed from, the spender's and its inviter's, fresh. Only MDS spend earns points.
 */
export async function syncSpendLevels(
  db: Db,
  game: GameGateway,
  userId: number,
  coin: string,
): Promise<void> {
  if (coin !== LEGION_RULES.spendCoin) return;
  const inviterId = await inviterOf(db, userId);
  await syncBossLevels(db, game, inviterId === undefined ? [userId] : [userId, inviterId]);
}

/** The user and up to SYNC_LIMIT of its direct invitees (activated first, newest first). */
export async function userAndInvitees(db: Db, userId: number): Promise<number[]> {
  const rows = await queryRows<{ id: string | number }>(
    db,
    sql`select v.id from users me
        join users v on v.inviter_code = me.invite_code and v.inviter_code <> '' and v.id <> me.id
        where me.id = ${userId}
        order by v.activated_at is null, v.created_at desc limit ${SYNC_LIMIT}`,
  );
  return [userId, ...rows.map((r) => Number(r.id))];
}
