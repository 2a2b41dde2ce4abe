import type { GameInventory } from '@yuanlong/shared/game-protocol';
import { AppError } from '../errors.ts';

/**
 * The reference game's development controls (apps/game, `/dev/*`), which the market's
 * development routes drive: a change made there reaches the market only as the game's signed
 * notification, delivered before the control answers.
 */
export interface GameDevClient {
  setRole(
    userId: number,
    serverId: number,
    change: { online?: boolean; boss_level?: number },
  ): Promise<{ online: boolean; boss_level: number; delivered: boolean }>;
  /** What the game holds for a role (its development read of the role and its inventory). */
  inventory(userId: number, serverId: number): Promise<GameInventory>;
  /** Puts the game out of service for `seconds` (its protocol calls answer 503; 0: back at once). */
  down(seconds: number): Promise<{ down_until: string | null }>;
  loginCode(serverId: number): Promise<unknown>;
  loginCodeState(code: string): Promise<unknown>;
}

export function createGameDevClient(baseUrl: string, timeoutMs: number): GameDevClient {
  const base = baseUrl.replace(/\/+$/, '');
  const call = async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        // A control waits for its notification's delivery to this market.
        signal: AbortSignal.timeout(timeoutMs * 3),
      });
    } catch {
      throw new AppError('unavailable', 'gameUnavailable');
    }
    const json = (await response.json().catch(() => undefined)) as T & { error?: string; reason?: string };
    if (response.status === 404) throw new AppError('notFound', 'gameLoginNotFound');
    if (response.status === 409 && json?.reason === 'gameLoginExpired')
      throw new AppError('conflict', 'gameLoginExpired');
    if (!response.ok) throw new AppError('unavailable', 'gameUnavailable');
    return json;
  };
  return {
    setRole: (userId, serverId, change) => call('POST', `/dev/roles/${serverId}/${userId}`, change),
    inventory: (userId, serverId) => call('GET', `/dev/roles/${serverId}/${userId}`),
    down: (seconds) => call('POST', '/dev/down', { seconds }),
    loginCode: (serverId) => call('POST', '/dev/login-codes', { server_id: serverId }),
    loginCodeState: (code) => call('GET', `/dev/login-codes/${encodeURIComponent(code)}`),
  };
}
