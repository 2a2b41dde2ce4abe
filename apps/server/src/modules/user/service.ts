import { COINS } from '@yuanlong/shared/coins';
import type { UserInfo } from '@yuanlong/shared/user';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

const zeroCoins = () => Object.fromEntries(COINS.map((coin) => [coin, '0']));

/**
 * The spec's user info. Balances, asset counts and online state come with the ledger,
 * market and game issues; until then they read as empty.
 */
export async function getUserInfo(db: Db, userId: number, token: string): Promise<UserInfo> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new AppError('unauthorized');
  return {
    userid: user.id,
    address: user.address ?? '',
    email: user.email ?? '',
    nickname: user.nickname,
    token,
    coins: zeroCoins(),
    frozen_coins: zeroCoins(),
    hero_nums: 0,
    equipment_nums: 0,
    magic_equipment_nums: 0,
    stone_nums: 0,
    inviter_code: user.inviterCode,
    invite_code: user.inviteCode,
    share_url: `/login?invite=${user.inviteCode}`,
    current_server_id: user.currentServerId,
    is_online: false,
    has_pay_password: user.payPasswordHash !== null,
    has_password: user.passwordHash !== null,
  };
}
