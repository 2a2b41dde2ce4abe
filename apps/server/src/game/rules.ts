import { and, eq } from 'drizzle-orm';
import type { ServiceContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { players } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { loadUser } from '../modules/account/users.ts';
import { debit, type LedgerReason } from '../modules/ledger/ledger.ts';
import { recordSpend } from '../modules/legion/spend.ts';
import { type GameGateway, isRoleInGame } from './gateway.ts';

/** Spec section 5: asset actions are blocked while the game is online (the role of that server). */
export async function assertRoleOffline(game: GameGateway, userId: number, serverId: number): Promise<void> {
  if (await isRoleInGame(game, userId, serverId)) throw new AppError('forbidden', 'gameOnline');
}

/** Throws "You have no role, create one?" unless the user has a role on the server. */
export async function assertHasRole(db: Db, userId: number, serverId: number): Promise<void> {
  const [role] = await db
    .select({ id: players.id })
    .from(players)
    .where(and(eq(players.userId, userId), eq(players.serverId, serverId)))
    .limit(1);
  if (!role) throw new AppError('notFound', 'noRole');
}

/**
 * The signed-in user, if their role on `serverId` may act on its assets (trade, summon, care for
 * dragons, hatch, activate artifacts): a role on that server, a bound e-mail (spec: actions
 * require a bound e-mail first), an activated account (1 MDV), and that role not in the game.
 */
export async function loadActingRole(
  ctx: Pick<ServiceContext, 'db' | 'game'>,
  userId: number,
  serverId: number,
) {
  const user = await loadUser(ctx.db, userId);
  await assertHasRole(ctx.db, userId, serverId);
  if (!user.email) throw new AppError('forbidden', 'bindEmailFirst');
  if (!user.activatedAt) throw new AppError('forbidden', 'activateTopUp');
  await assertRoleOffline(ctx.game, userId, serverId);
  return user;
}

/**
 * Pays a game price from the available balance inside the caller's transaction: 400
 * "insufficient available balance" (the transaction then changes nothing) when it is not there.
 * Spend in MDS earns legion points (recordSpend).
 */
export async function payGamePrice(
  tx: Db,
  payment: {
    userId: number;
    serverId: number;
    coin: string;
    amount: bigint;
    reason: LedgerReason;
    reference: string;
  },
): Promise<void> {
  if ((await debit(tx, payment)) === null)
    throw new AppError('invalidInput', 'insufficientBalance', { field: 'coin' });
  await recordSpend(tx, payment);
}
