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
  SMTP_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default('Yuanlong Market <no-reply@yuanlong.local>'),
  TRUST_PROXY: z.string().default('loopback,linklocal,uniquelocal'),
  IP_LIMITS_MULTIPLIER: z.coerce.number().int().min(1).max(1000).default(1),
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
  /** Outgoing mail server; when absent the product runs its own development mailbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * Which proxies' X-Forwarded-For to believe (Fastify `trustProxy`): `true`, `false`, or
   * comma-separated addresses/ranges (`loopback`, `uniquelocal`, `10.0.0.0/8`, …). Per-IP limits depend on it; by default only proxies on
   * loopback and private networks are believed, so a client cannot pick its own IP.
   */
  trustProxy: boolean | string;
  /**
   * Multiplies every per-IP limit (never the per-account ones): for browser test suites that
   * sign in many times from 127.0.0.1, or a deployment whose players share few IPs.
   */
  ipLimitsMultiplier: number;
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
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    trustProxy: trustProxy(c.TRUST_PROXY),
    ipLimitsMultiplier: c.IP_LIMITS_MULTIPLIER,
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

function trustProxy(value: string): boolean | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}
