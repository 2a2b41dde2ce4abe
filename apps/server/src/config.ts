import path from 'node:path';
import { z } from 'zod';

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .positive()
    .default(24 * 7),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PUBLIC_URL: z.string().optional(),
  CHAIN_ID: z.coerce.number().int().positive().default(31337),
});

/** Validated configuration: the one place that reads the environment. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: z.infer<typeof configSchema>['LOG_LEVEL'];
  webDist: string | undefined;
  sessionTtlMs: number;
  env: z.infer<typeof configSchema>['NODE_ENV'];
  /** Origins users reach the product at; sign-in messages are only accepted for these. */
  publicOrigins: string[];
  /** Chain the product trades on: 56 BSC, 97 BSC testnet, 31337 the local dev chain. */
  chainId: number;
}

/** Reads and validates the environment once; throws a readable error naming the bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const c = parsed.data;
  return {
    port: c.PORT,
    host: c.HOST,
    dataDir: path.resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    logLevel: c.LOG_LEVEL,
    webDist: c.WEB_DIST ? path.resolve(c.WEB_DIST) : undefined,
    sessionTtlMs: c.SESSION_TTL_HOURS * 3_600_000,
    env: c.NODE_ENV,
    publicOrigins: publicOrigins(c.PUBLIC_URL, c.PORT),
    chainId: c.CHAIN_ID,
  };
}

function publicOrigins(list: string | undefined, port: number): string[] {
  if (!list) return [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
  return list.split(',').map((url) => {
    try {
      return new URL(url.trim()).origin;
    } catch {
      throw new Error(`Invalid configuration: PUBLIC_URL: ${url} is not a URL`);
    }
  });
}
