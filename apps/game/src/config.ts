import path from 'node:path';
import { z } from 'zod';

const schema = z.object({
  GAME_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  GAME_HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url().optional()),
  GAME_SECRET: z.string().min(32, 'must be at least 32 characters (the HMAC secret shared with the market)'),
  /** The market's base URL: notifications go to `${MARKET_URL}/api/game/notifications`. */
  MARKET_URL: z.url(),
  /** Longest wait between two delivery attempts of a notification the market did not take. */
  GAME_NOTIFY_MAX_BACKOFF_MS: z.coerce.number().int().min(10).max(600_000).default(30_000),
  GAME_NOTIFY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  /** The development controls under /dev/* (unauthenticated: only beside the local dev chain). */
  GAME_DEV_CONTROLS: z.enum(['true', 'false']).default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface GameConfig {
  port: number;
  host: string;
  /** PGlite folder (DATA_DIR/game) when no DATABASE_URL; with one, the schema `game` there. */
  pgliteDir: string;
  databaseUrl: string | undefined;
  secret: string;
  marketUrl: string;
  notifyMaxBackoffMs: number;
  notifyTimeoutMs: number;
  /** Serve the development controls (/dev/*). */
  devControls: boolean;
  logLevel: z.infer<typeof schema>['LOG_LEVEL'];
}

/** The reference game's configuration: the one place it reads the environment. */
export function loadGameConfig(env: NodeJS.ProcessEnv = process.env): GameConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const c = parsed.data;
  return {
    port: c.GAME_PORT,
    host: c.GAME_HOST,
    pgliteDir: path.resolve(c.DATA_DIR, 'game'),
    databaseUrl: c.DATABASE_URL,
    secret: c.GAME_SECRET,
    marketUrl: c.MARKET_URL.replace(/\/+$/, ''),
    notifyMaxBackoffMs: c.GAME_NOTIFY_MAX_BACKOFF_MS,
    notifyTimeoutMs: c.GAME_NOTIFY_TIMEOUT_MS,
    devControls: c.GAME_DEV_CONTROLS === 'true',
    logLevel: c.LOG_LEVEL,
  };
}

/** The environment of a game process started from this one: this one's, with `settings` over it. */
export function gameProcessEnv(settings: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...settings };
}
