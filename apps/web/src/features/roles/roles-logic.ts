import type { Player } from '@yuanlong/shared/players';
import type { GameServer } from '@yuanlong/shared/website';

/** A server of the create-role list: whether the user already has a role there. */
export interface ServerChoice extends GameServer {
  role: Player | undefined;
}

/** The open servers, each with the user's role on it (if any). */
export function serverChoices(servers: readonly GameServer[], players: readonly Player[]): ServerChoice[] {
  return servers.map((server) => ({
    ...server,
    role: players.find((p) => p.server_id === server.server_id),
  }));
}

/** The first server a new role can be created on, or undefined when every one has a role. */
export function firstFreeServer(choices: readonly ServerChoice[]): number | undefined {
  return choices.find((c) => !c.role)?.server_id;
}

/**
 * The server id the web should send as Serverid: the stored one when the user has a role
 * there, else the account's current server when it has a role, else the first role; '' when
 * the user has no role.
 */
export function resolveServerId(stored: string, currentServerId: number, players: readonly Player[]): string {
  const has = (id: number) => players.some((p) => p.server_id === id);
  if (stored && has(Number(stored))) return stored;
  if (has(currentServerId)) return String(currentServerId);
  return players[0] ? String(players[0].server_id) : '';
}

/** The role the user plays now (the one of the chosen server), if any. */
export function currentRole(serverId: string, players: readonly Player[]): Player | undefined {
  return players.find((p) => String(p.server_id) === serverId);
}
