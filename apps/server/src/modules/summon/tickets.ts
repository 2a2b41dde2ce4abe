import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';

/*
 * Premium summon tickets belong to the invite programme (branch invites-legion: ticketsOf and
 * spendTickets in modules/invite/tickets.ts). Until that store is on main, nobody holds any.
 */

/** The premium summon tickets a user holds. */
export async function summonTicketsOf(_db: Db, _userId: number): Promise<number> {
  return 0;
}

/** Spends tickets in the caller's transaction; 400 when the user holds fewer (nothing changes). */
export async function spendSummonTickets(
  _tx: Db,
  _spend: { userId: number; count: number; reference: string },
): Promise<number> {
  throw new AppError('invalidInput', 'insufficientBalance', { field: 'tickets' });
}
