import { leaderLockFor, lockKey } from '../chain/leader.ts';
import type { JobLogger } from '../chain/leader-loop.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { GameCommandSender } from './command-outcome.ts';
import { GameOutboxWorker } from './outbox-worker.ts';

/** The game outbox's delivery worker for this database (one leader across instances). Not started. */
export function createGameOutboxWorker(deps: {
  config: Config;
  database: Database;
  sender: GameCommandSender;
  logger?: JobLogger;
}): GameOutboxWorker {
  const { config, database } = deps;
  return new GameOutboxWorker({
    lock: leaderLockFor(database, config.databaseUrl, lockKey('game-outbox', 0)),
    sender: deps.sender,
    pollMs: config.gameOutboxPollMs,
    maxAttempts: config.gameOutboxMaxAttempts,
    maxAgeMs: config.gameOutboxMaxAgeMs,
    logger: deps.logger,
  });
}
