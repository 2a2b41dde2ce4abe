import type { Db } from '../db/client.ts';
import type { GameGateway } from './gateway.ts';
import { createRoleStateGateway } from './role-states.ts';

/** The market's view of the game's roles: what the game last notified (role_states). */
export function createGameGateway(db: Db): GameGateway {
  return createRoleStateGateway(db);
}
