import type { ServiceContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { loadUser } from '../modules/account/users.ts';
import { debit, type LedgerReason } from '../modules/ledger/ledger.ts';
import { recordSpend } from '../modules/legion/spend.ts';
import { type GameGateway, isInGame } from './gateway.ts';

/** Spec section 5: asset actions are blocked while the game is online (any of the user's roles). */
export async function assertGameOffline(game: GameGateway, userId: number): Promise<void> {
  if (await isInGame(game, userId)) throw new AppError('forbidden', 'gameOnline');
}

/**
 * The signed-in user, if they may act on their assets (trade, summon, care for dragons, hatch,
 * activate artifacts): the account is activated (1 MDV) and none of their roles is in the game.
 */
export async function loadActingPlayer(ctx: Pick<ServiceContext, 'db' | 'game'>, userId: number) {
  const user = await loadUser(ctx.db, userId);
  if (!user.activatedAt) throw new AppError('forbidden', 'activateTopUp');
  await assertGameOffline(ctx.game, userId);
  return user;
}

/**
 * Pays a game price from the available balance inside the caller's transaction: 400
 * "insufficient available balance" (the transaction then changes nothing) when it is not there.
 * Spend in MDS earns legion points (recordSpend).
 */
export async function payGamePrice(
  tx: Db,
  payment: { userId: number; coin: string; amount: bigint; reason: LedgerReason; reference: string },
): Promise<void> {
  if ((await debit(tx, payment)) === null)
    throw new AppError('invalidInput', 'insufficientBalance', { field: 'coin' });
  await recordSpend(tx, payment);
}
