import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { gameProcessEnv } from './config.ts';

export interface SpawnGameOptions {
  /** The game keeps its PGlite in `${dataDir}/game` (unless databaseUrl). */
  dataDir: string;
  databaseUrl?: string;
  secret: string;
  marketUrl: string;
  /** Default: any free port. */
  port?: number;
  logLevel?: string;
  /** The development controls under /dev/* (default: on; the market's side is the local chain's only). */
  devControls?: boolean;
  /** Extra environment (e.g. GAME_NOTIFY_MAX_BACKOFF_MS). */
  env?: Record<string, string>;
  /** Where the game's output goes (default: inherited stderr, stdout read for the URL). */
  quiet?: boolean;
}

export interface RunningGame {
  url: string;
  child: ChildProcess;
  /** SIGTERM, then waits for the exit (SIGKILL after 5 s). */
  stop(): Promise<void>;
}

const MAIN = path.resolve(import.meta.dirname, 'main.ts');

/** Starts the reference game as its own process; resolves once it listens, with its URL. */
export function spawnGame(options: SpawnGameOptions): Promise<RunningGame> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: gameProcessEnv({
      NODE_ENV: 'production',
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      GAME_SECRET: options.secret,
      MARKET_URL: options.marketUrl,
      GAME_PORT: String(options.port ?? 0),
      GAME_HOST: '127.0.0.1',
      LOG_LEVEL: options.logLevel ?? 'warn',
      GAME_DEV_CONTROLS: options.devControls === false ? 'false' : 'true',
      ...options.env,
    }),
    stdio: ['ignore', 'pipe', options.quiet ? 'ignore' : 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  };
  return new Promise((resolve, reject) => {
    let buffered = '';
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString();
      const match = /GAME_LISTENING (\S+)/.exec(buffered);
      if (match) {
        child.stdout!.off('data', onData);
        child.stdout!.on('data', (more: Buffer) => {
          if (!options.quiet) process.stdout.write(more);
        });
        resolve({ url: match[1]!, child, stop });
      }
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`the game exited (${code}) before listening: ${buffered}`)),
    );
  });
}
