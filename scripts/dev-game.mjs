// The reference game for `npm start` / `npm run dev`: its own process (apps/game) on a free port,
// with its state in DATA_DIR/game (or the schema `game` of DATABASE_URL) and an HMAC secret made
// once per data folder. Skipped when GAME_API_URL names a game (a real one, or one run apart), and
// off the local dev chain (development features exist only there: docs/rules/safe-defaults.md).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { register } from 'tsx/esm/api';

register();
const { spawnGame } = await import('../apps/game/src/spawn.ts');
const { findFreePort } = await import('../packages/chain/src/anvil.ts');

/** Starts the reference game unless one is configured; returns the env the server needs and a stop. */
export async function startReferenceGame(env = process.env, marketPort = env.PORT ?? '8080') {
  if (env.GAME_API_URL || (env.CHAIN_ID ?? '31337') !== '31337') return { env: {}, stop: async () => {} };
  const devControls = env.GAME_DEV_CONTROLS !== 'false';
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  const secret = env.GAME_SECRET || secretOf(dataDir);
  const game = await spawnGame({
    dataDir,
    databaseUrl: env.DATABASE_URL,
    secret,
    marketUrl: `http://127.0.0.1:${marketPort}`,
    port: env.GAME_PORT ? Number(env.GAME_PORT) : await findFreePort(),
    logLevel: env.LOG_LEVEL === 'silent' ? 'silent' : 'warn',
    devControls,
  });
  console.log(`  Reference game: ${game.url}  (development controls under /dev; docs/game-api.md)\n`);
  return {
    env: { GAME_API_URL: game.url, GAME_SECRET: secret, GAME_DEV_CONTROLS: String(devControls) },
    stop: () => game.stop(),
  };
}

/** The data folder's game secret, made on first use (kept beside the databases, owner-only). */
function secretOf(dataDir) {
  const file = path.join(dataDir, 'game-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
