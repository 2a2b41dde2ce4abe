import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { GameGateway } from './gateway.ts';
import { createHttpGameGateway } from './http-gateway.ts';
import { createGameSimulator } from './simulator.ts';

/** The configured game: the game operator's HTTP API with GAME_API_URL, else the in-process simulator. */
export function createGameGateway(config: Config, db: Db): GameGateway {
  if (!config.gameApiUrl) return createGameSimulator(db);
  return createHttpGameGateway({
    baseUrl: config.gameApiUrl,
    token: config.gameApiToken,
    timeoutMs: config.gameApiTimeoutMs,
  });
}
