/** One role of a user in the game: on which server, whether it is playing now, its progress. */
export interface RoleState {
  serverId: number;
  /** The role is in the game right now (the user's asset actions are blocked meanwhile). */
  online: boolean;
  /** Highest lord (boss) challenge level the role has passed (0: none). */
  bossLevel: number;
}

/**
 * What the market asks the game server. The in-process simulator (simulator.ts) answers by
 * default; a real game operator configures GAME_API_URL and the HTTP adapter (http-gateway.ts)
 * asks the game's API instead. Servers and roles themselves stay in the market's database
 * (game_servers, players); the game reports the state of those roles.
 */
export interface GameGateway {
  readonly kind: 'simulator' | 'http';
  /** The state of each of the user's roles the game knows (roles not listed are offline, level 0). */
  roleStates(userId: number): Promise<RoleState[]>;
}

/** True while the user's role on that server is in the game: its assets and balances are busy. */
export async function isRoleInGame(game: GameGateway, userId: number, serverId: number): Promise<boolean> {
  return (await game.roleStates(userId)).some((role) => role.serverId === serverId && role.online);
}

/** The highest lord (boss) challenge level any of the user's roles has passed (legion: Warrior ≥ 30). */
export async function bossLevelOf(game: GameGateway, userId: number): Promise<number> {
  return Math.max(0, ...(await game.roleStates(userId)).map((role) => role.bossLevel));
}
