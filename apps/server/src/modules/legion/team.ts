import { LEGION_RULES, type Team } from '@yuanlong/shared/legion';
import type { ServiceContext } from '../../context.ts';
import { inviteeCounts } from '../invite/service.ts';
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
  const counts = await inviteeCounts(ctx.db, userId);
  return {
    level: standing.level,
    boss_level: standing.bossLevel,
    warrior_invitees: standing.warriorInvitees,
    cavalier_invitees: standing.cavalierInvitees,
    invitees: counts.total,
    activated_invitees: counts.activated,
    summon_tickets: await ticketsOf(ctx.db, userId),
    own_rate_bps: LEGION_RULES.ownSpendBps[standing.level],
    invitee_rate_bps: LEGION_RULES.inviteeSpendBps[standing.level],
  };
}
