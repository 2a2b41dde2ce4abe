import { ASSET_KINDS } from '@yuanlong/shared/catalogue';
import type { UserInfo } from '@yuanlong/shared/user';
import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../../context.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { isRoleInGame } from '../../game/gateway.ts';
import { assetCounts } from '../catalogue/my-assets-service.ts';
import { ticketsOf } from '../invite/tickets.ts';
import { balancesOf } from '../ledger/ledger.ts';
import { homeServerOrNull } from '../players/home-server.ts';

/**
 * The spec's user info for the role on `serverId` (the Serverid header; without one, the user's
 * home server: the current server, or before any role the one a deposit without a role credits;
 * the answer names it): that role's balances from the ledger
 * (available and frozen, per coin), asset counts by kind (its game assets and the wallet's;
 * pets count as the spec's "magic equipment"), whether that role is in the game.
 */
export async function getUserInfo(
  { db, game }: Pick<ServiceContext, 'db' | 'game'>,
  userId: number,
  token: string,
  serverId?: number,
): Promise<UserInfo> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new AppError('unauthorized');
  const server = serverId ?? (await homeServerOrNull(db, userId)) ?? user.currentServerId;
  const [{ coins, frozen_coins }, counts, tickets, online] = await Promise.all([
    balancesOf(db, userId, server),
    assetCounts(db, userId, server),
    ticketsOf(db, userId),
    // A game that does not answer counts as online: the server refuses asset actions then too.
    isRoleInGame(game, userId, server).catch(() => true),
  ]);
  return {
    userid: user.id,
    address: user.address ?? '',
    email: user.email ?? '',
    nickname: user.nickname,
    token,
    coins,
    frozen_coins,
    hero_nums: counts[ASSET_KINDS.hero.code] ?? 0,
    equipment_nums: counts[ASSET_KINDS.equip.code] ?? 0,
    magic_equipment_nums: counts[ASSET_KINDS.pet.code] ?? 0,
    stone_nums: counts[ASSET_KINDS.stone.code] ?? 0,
    inviter_code: user.inviterCode,
    invite_code: user.inviteCode,
    share_url: `/login?invite=${user.inviteCode}`,
    current_server_id: user.currentServerId,
    server_id: server,
    is_online: online,
    has_pay_password: user.payPasswordHash !== null,
    has_password: user.passwordHash !== null,
    summon_tickets: tickets,
  };
}
