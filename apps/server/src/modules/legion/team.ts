import { LEGION_RULES, type Team } from '@yuanlong/shared/legion';
import { sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context.ts';
import { queryRows } from '../../db/rows.ts';
import { ticketsOf } from '../invite/tickets.ts';
import { syncBossLevels, userAndInvitees } from './boss-sync.ts';
import { standingOf } from './levels.ts';

/**
 * The user's legion standing, with the boss levels of the user and its direct invitees asked
 * of the game first (so a level reached or lost in the game shows here at once).
 */
export async function teamOf(ctx: ServiceContext, userId: number): Promise<Team> {
  await syncBossLevels(ctx.db, ctx.game, await userAndInvitees(ctx.db, userId));
  const standing = await standingOf(ctx.db, userId);
  const [counts] = await queryRows<{ total: string | number; activated: string | number }>(
    ctx.db,
    sql`select count(*) as total, count(v.activated_at) as activated
        from users me join users v on v.inviter_code = me.invite_code and v.id <> me.id
        where me.id = ${userId}`,
  );
  return {
    level: standing.level,
    boss_level: standing.bossLevel,
    warrior_invitees: standing.warriorInvitees,
    cavalier_invitees: standing.cavalierInvitees,
    invitees: Number(counts?.total ?? 0),
    activated_invitees: Number(counts?.activated ?? 0),
    summon_tickets: await ticketsOf(ctx.db, userId),
    own_rate_bps: LEGION_RULES.ownSpendBps[standing.level],
    invitee_rate_bps: LEGION_RULES.inviteeSpendBps[standing.level],
  };
}
