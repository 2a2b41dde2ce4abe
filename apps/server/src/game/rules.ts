import { AppError } from '../errors.ts';
import { type GameGateway, isInGame } from './gateway.ts';

/** Spec section 5: asset actions are blocked while the game is online (any of the user's roles). */
export async function assertGameOffline(game: GameGateway, userId: number): Promise<void> {
  if (await isInGame(game, userId)) throw new AppError('forbidden', 'gameOnline');
}
