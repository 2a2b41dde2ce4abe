import { z } from 'zod';
import { AppError } from '../errors.ts';
import type { GameGateway } from './gateway.ts';

/** The game API's answer to GET {GAME_API_URL}/users/{userid}/roles (see docs/game-api.md). */
const rolesAnswer = z.object({
  roles: z.array(
    z.object({
      server_id: z.number().int(),
      online: z.boolean(),
      boss_level: z.number().int().min(0),
    }),
  ),
});

export interface HttpGameOptions {
  /** Base URL of the game's API, e.g. https://game.example.com/market-api */
  baseUrl: string;
  /** Sent as `Authorization: Bearer <token>` when set. */
  token: string | undefined;
  timeoutMs: number;
  /** The fetch to use (tests may pass one bound to a local server; default: global fetch). */
  fetch?: typeof fetch;
}

/**
 * The production game gateway: asks the game operator's HTTP API (docs/game-api.md). A game
 * that does not answer in time, or answers something else, makes the call fail with 503
 * "game server unavailable" — an asset action is never allowed on an unknown online state.
 */
export function createHttpGameGateway(options: HttpGameOptions): GameGateway {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  return {
    kind: 'http',
    async roleStates(userId) {
      let body: unknown;
      try {
        const response = await doFetch(`${base}/users/${userId}/roles`, {
          headers: {
            accept: 'application/json',
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          },
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        if (!response.ok) throw new Error(`game API answered ${response.status}`);
        body = await response.json();
      } catch {
        // Unreachable, too slow or refusing: the state is unknown, so the action must wait.
        throw new AppError('unavailable', 'gameUnavailable');
      }
      const parsed = rolesAnswer.safeParse(body);
      if (!parsed.success) throw new AppError('unavailable', 'gameUnavailable');
      return parsed.data.roles.map((role) => ({
        serverId: role.server_id,
        online: role.online,
        bossLevel: role.boss_level,
      }));
    },
  };
}
