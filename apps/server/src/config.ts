import path from 'node:path';
import { COINS, type Coin, parseUnits } from '@yuanlong/shared/coins';
import { z } from 'zod';
import { chainPreset } from './chain/presets.ts';
import { LOCAL_CHAIN_ID, unsafeSettings } from './config-safety.ts';

const privateKey = z
  .string()
  .regex(/^0x[0-9a-fA-F]{64}$/, 'must be a 32-byte hex private key (0x + 64 hex digits)')
  .optional();

/** Withdrawal minimums in whole coins (decimal text), per coin; WITHDRAW_MINIMUMS overrides any. */
const DEFAULT_WITHDRAW_MINIMUMS: Record<Coin, string> = {
  MDS: '10',
  MDV: '1',
  META: '10',
  BNB: '0.01',
  HFH: '10',
  ENFT: '10',
};

/**
 * Deposit minimums in whole coins (decimal text), per coin; DEPOSIT_MINIMUMS overrides any. The
 * deposit dialog refuses less; a smaller deposit sent to the vault directly is credited all the
 * same (docs/rules/chain-and-assets.md).
 */
const DEFAULT_DEPOSIT_MINIMUMS: Record<Coin, string> = {
  MDS: '1',
  MDV: '0.1',
  META: '1',
  BNB: '0.001',
  HFH: '1',
  ENFT: '1',
};

/** No automatic hold of any coin until WITHDRAW_HOLD_THRESHOLDS or an operator sets one. */
const NO_HOLDS: Record<Coin, string> = { MDS: '', MDV: '', META: '', BNB: '', HFH: '', ENFT: '' };

export const configSchema = z.object({
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
  CHAIN_RPC_URL: z.string().optional(),
  CHAIN_PUBLIC_RPC_URL: z.string().optional(),
  WALLETCONNECT_PROJECT_ID: z
    .string()
    .regex(/^[0-9a-zA-Z]{8,64}$/, 'a WalletConnect Cloud project id (letters and digits)')
    .optional(),
  CONTRACTS_FILE: z.string().optional(),
  CHAIN_CONFIRMATIONS: z.coerce.number().int().min(1).max(1000).optional(),
  CHAIN_BLOCK_MS: z.coerce.number().int().min(10).max(600_000).optional(),
  CHAIN_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  CHAIN_BLOCK_RANGE: z.coerce.number().int().min(1).max(100_000).default(1000),
  CHAIN_REORG_WINDOW: z.coerce.number().int().min(1).max(10_000).default(64),
  CHAIN_RPC_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  CHAIN_STALE_HEAD_SECONDS: z.coerce.number().int().min(5).max(86_400).default(60),
  PAYOUT_STUCK_SECONDS: z.coerce.number().int().min(5).max(86_400).default(90),
  PAYOUT_MAX_GAS_GWEI: z.coerce.number().positive().max(1_000_000).default(50),
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
  SALE_FEE_BPS: z.coerce.number().int().min(0).max(5000).default(500),
  MARKET_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  MARKET_STATS_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  DEMO_DATA: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(['true', 'false']).optional(),
  ),
  MIGRATE_ON_START: z.enum(['true', 'false']).default('true'),
  SIGNER_PRIVATE_KEY: z.preprocess((value) => (value === '' ? undefined : value), privateKey),
  PAYOUT_PRIVATE_KEY: z.preprocess((value) => (value === '' ? undefined : value), privateKey),
  WITHDRAW_MINIMUMS: z.string().default(''),
  DEPOSIT_MINIMUMS: z.string().default(''),
  WITHDRAW_HOLD_THRESHOLDS: z.string().default(''),
  WITHDRAW_VOUCHER_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(24),
  CLAIM_VOUCHER_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 7)
    .default(2),
  GAME_API_URL: z.preprocess((value) => (value === '' ? undefined : value), z.url().optional()),
  GAME_SECRET: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(32, 'must be at least 32 characters (a shared HMAC secret)').optional(),
  ),
  GAME_SECRET_PREVIOUS: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(32, 'must be at least 32 characters (a shared HMAC secret)').optional(),
  ),
  GAME_DEV_CONTROLS: z.enum(['true', 'false']).optional(),
  GAME_API_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  GAME_OUTBOX_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(500),
  BOOKS_CHECK_MINUTES: z.coerce.number().int().min(0).max(10_080).default(60),
  GAME_OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(1000).default(30),
  GAME_OUTBOX_MAX_AGE_HOURS: z.coerce
    .number()
    .min(0.001)
    .max(24 * 30)
    .default(24),
  METRICS_TOKEN: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  LOG_FORMAT: z.enum(['auto', 'json', 'pretty']).default('auto'),
});

/** Validated configuration: the one place that reads the environment. */
export interface Config {
  /** WalletConnect Cloud project id the web connects phones with; without it WalletConnect is not offered. */
  walletconnectProjectId?: string;
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
  /** The chain's display name and block explorer (presets for 56 and 97). */
  chainName: string;
  chainExplorerUrl: string;
  /** JSON-RPC URLs the server uses, in fallback order; empty: no chain access, no watcher. */
  chainRpcUrls: string[];
  /** The JSON-RPC URL browsers are told to use ('' when none is known). */
  chainPublicRpcUrl: string;
  /** The deployment's addresses file (packages/chain deploy() output). */
  contractsFile: string | undefined;
  /** Confirmations before a chain event is acted on (3 on the local chain, 15 on BSC). */
  chainConfirmations: number;
  /** The chain's usual time between blocks (preset: 750 ms on BSC, 1 s on the local chain). */
  chainBlockMs: number;
  /** How often the chain watcher looks for new blocks. */
  chainPollMs: number;
  /** Most blocks read in one batch (one eth_getLogs, one database transaction). */
  chainBlockRange: number;
  /** Blocks below the head within which a reorg is undone; deeper ones are final. */
  chainReorgWindow: number;
  /** How long one JSON-RPC call may take before it fails (and the next URL is tried). */
  chainRpcTimeoutMs: number;
  /** A head that has not moved for this long is reported as stale (the node stopped following the chain). */
  chainStaleHeadSeconds: number;
  /** A payout transaction pending this long is replaced under the same nonce with a higher fee. */
  payoutStuckSeconds: number;
  /** The most the replacement of a stuck payout offers per gas, in gwei. */
  payoutMaxGasGwei: number;
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
  /** The market's sale fee in basis points (500 = 5%), taken from the seller's proceeds. */
  saleFeeBps: number;
  /** How long a market list page is reused (0: never); local writes invalidate at once. */
  marketCacheMs: number;
  /** How long the market's stats are reused (0: never); the owners counts 12 times as long. */
  marketStatsCacheMs: number;
  /**
   * The local dev chain (CHAIN_ID 31337): the only place for development features (demo data,
   * the development mailbox, the game simulator's development routes, `/dev/*`).
   */
  devFeatures: boolean;
  /**
   * Seed the demo catalogue, owners and demo wallets on a start with an empty catalogue.
   * Unset: on the local dev chain only; refused elsewhere.
   */
  demoData: boolean;
  /** Apply the migrations at start (one instance); with several, run `npm run db:migrate` once instead. */
  migrateOnStart: boolean;
  /** The GameVault's voucher signer key; with the payout key, the payout worker runs. */
  signerPrivateKey: `0x${string}` | undefined;
  /** The payout wallet's key: it submits payout vouchers and pays their gas. */
  payoutPrivateKey: `0x${string}` | undefined;
  /** The smallest withdrawal per coin, in whole coins as decimal text (e.g. `0.01`). */
  withdrawMinimums: Record<Coin, string>;
  /** The smallest deposit the deposit dialog accepts per coin, in whole coins as decimal text. */
  depositMinimums: Record<Coin, string>;
  /** Withdrawals above this (whole coins) wait for an operator; '' holds none of that coin. */
  withdrawHoldThresholds: Record<Coin, string>;
  /** How long a payout voucher is valid: a withdrawal not paid by then fails and is returned. */
  withdrawVoucherHours: number;
  /** How long a claim voucher is valid: an asset not claimed by then is unlocked (after a revocation). */
  claimVoucherHours: number;
  /** The game's protocol endpoint (docs/game-api.md): commands go there; unset: no game linked. */
  gameApiUrl: string | undefined;
  /**
   * The HMAC secrets shared with the game, newest first: commands are signed with the first;
   * a notification signed with any of them is accepted (a secret being rotated). Empty: no game.
   */
  gameSecrets: string[];
  /** How long to wait for the game's answer to a command before it is retried later. */
  gameApiTimeoutMs: number;
  /** How often the game outbox's delivery worker looks for commands to send. */
  gameOutboxPollMs: number;
  /** Minutes between scheduled runs of the books (the reconciliation); null when off. */
  booksCheckMinutes: number | null;
  /** A command the game has not applied after this many deliveries fails (sync failed)… */
  gameOutboxMaxAttempts: number;
  /** …or after this long (once tried at least three times); retried with back-off until then. */
  gameOutboxMaxAgeMs: number;
  /** `GET /metrics` on the API's port for a scraper presenting this bearer token. */
  metricsToken: string | undefined;
  /** `GET /metrics` without a token on a port of its own, on `metricsHost`. */
  metricsPort: number | undefined;
  metricsHost: string;
  /** Log lines: JSON, readable (pino-pretty), or `auto`: readable when a person watches a terminal. */
  logFormat: 'auto' | 'json' | 'pretty';
  /**
   * The game at GAME_API_URL is the reference game (apps/game): the market's development routes
   * /api/dev/game/* drive its development controls. Only ever on the local dev chain (on by default
   * there; GAME_DEV_CONTROLS=true elsewhere is refused at start).
   */
  gameDevControls: boolean;
}

/** Reads and validates the environment once; throws a readable error naming the bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const c = parsed.data;
  const unsafe = unsafeSettings(
    {
      chainId: c.CHAIN_ID,
      demoData: c.DEMO_DATA,
      smtpUrl: c.SMTP_URL,
      gameApiUrl: c.GAME_API_URL,
      gameDevControls: c.GAME_DEV_CONTROLS,
    },
    env,
  );
  if (unsafe.length > 0) {
    throw new Error(`Refused configuration (docs/rules/safe-defaults.md): ${unsafe.join('; ')}`);
  }
  const devFeatures = c.CHAIN_ID === LOCAL_CHAIN_ID;
  if (c.GAME_API_URL && !c.GAME_SECRET) {
    throw new Error(
      'Invalid configuration: GAME_SECRET: required with GAME_API_URL (the HMAC secret shared with the game)',
    );
  }
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
    ...chainSettings(c),
    walletconnectProjectId: c.WALLETCONNECT_PROJECT_ID,
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    trustProxy: trustProxy(c.TRUST_PROXY),
    ipLimitsMultiplier: c.IP_LIMITS_MULTIPLIER,
    saleFeeBps: c.SALE_FEE_BPS,
    marketCacheMs: c.MARKET_CACHE_MS,
    marketStatsCacheMs: c.MARKET_STATS_CACHE_MS,
    devFeatures,
    demoData: c.DEMO_DATA === undefined ? devFeatures : c.DEMO_DATA === 'true',
    migrateOnStart: c.MIGRATE_ON_START === 'true',
    signerPrivateKey: c.SIGNER_PRIVATE_KEY as `0x${string}` | undefined,
    payoutPrivateKey: c.PAYOUT_PRIVATE_KEY as `0x${string}` | undefined,
    payoutStuckSeconds: c.PAYOUT_STUCK_SECONDS,
    payoutMaxGasGwei: c.PAYOUT_MAX_GAS_GWEI,
    withdrawMinimums: coinMinimums('WITHDRAW_MINIMUMS', c.WITHDRAW_MINIMUMS, DEFAULT_WITHDRAW_MINIMUMS),
    depositMinimums: coinMinimums('DEPOSIT_MINIMUMS', c.DEPOSIT_MINIMUMS, DEFAULT_DEPOSIT_MINIMUMS),
    withdrawHoldThresholds: coinMinimums('WITHDRAW_HOLD_THRESHOLDS', c.WITHDRAW_HOLD_THRESHOLDS, NO_HOLDS),
    withdrawVoucherHours: c.WITHDRAW_VOUCHER_HOURS,
    claimVoucherHours: c.CLAIM_VOUCHER_HOURS,
    gameApiUrl: c.GAME_API_URL,
    gameSecrets: [c.GAME_SECRET, c.GAME_SECRET_PREVIOUS].filter((s): s is string => s !== undefined),
    gameApiTimeoutMs: c.GAME_API_TIMEOUT_MS,
    gameOutboxPollMs: c.GAME_OUTBOX_POLL_MS,
    booksCheckMinutes: c.BOOKS_CHECK_MINUTES === 0 ? null : c.BOOKS_CHECK_MINUTES,
    gameOutboxMaxAttempts: c.GAME_OUTBOX_MAX_ATTEMPTS,
    gameOutboxMaxAgeMs: Math.round(c.GAME_OUTBOX_MAX_AGE_HOURS * 3_600_000),
    metricsToken: c.METRICS_TOKEN,
    metricsPort: c.METRICS_PORT,
    metricsHost: c.METRICS_HOST,
    logFormat: c.LOG_FORMAT,
    // Like the demo data: on the local dev chain unless turned off, never anywhere else.
    gameDevControls: devFeatures && c.GAME_DEV_CONTROLS !== 'false',
  };
}

/** `MDS=10,BNB=0.05`: per-coin minimums in whole coins; coins not named keep their default. */
function coinMinimums(name: string, text: string, defaults: Record<Coin, string>): Record<Coin, string> {
  const minimums = { ...defaults };
  for (const pair of text.split(',').map((p) => p.trim())) {
    if (pair === '') continue;
    const [coin, amount] = pair.split('=').map((p) => p.trim());
    if (!(COINS as readonly string[]).includes(coin ?? '') || !amount || parseUnits(amount, 18) === null) {
      throw new Error(
        `Invalid configuration: ${name}: ${pair} is not COIN=amount (coins ${COINS.join(', ')})`,
      );
    }
    minimums[coin as Coin] = amount;
  }
  return minimums;
}

function chainSettings(c: z.infer<typeof configSchema>) {
  const preset = chainPreset(c.CHAIN_ID);
  const list = (name: string, value: string | undefined) =>
    (value ?? '')
      .split(',')
      .map((url) => url.trim())
      .filter((url) => url !== '')
      .map((url) => {
        if (!/^(https?|wss?):\/\/\S+$/.test(url)) {
          throw new Error(`Invalid configuration: ${name}: ${url} is not an http(s) or ws(s) URL`);
        }
        return url;
      });
  const rpcUrls = list('CHAIN_RPC_URL', c.CHAIN_RPC_URL);
  const confirmations = c.CHAIN_CONFIRMATIONS ?? preset.confirmations;
  if (c.CHAIN_REORG_WINDOW < confirmations) {
    throw new Error('Invalid configuration: CHAIN_REORG_WINDOW must be at least CHAIN_CONFIRMATIONS');
  }
  return {
    chainName: preset.name,
    chainExplorerUrl: preset.explorerUrl,
    chainRpcUrls: rpcUrls,
    chainPublicRpcUrl:
      list('CHAIN_PUBLIC_RPC_URL', c.CHAIN_PUBLIC_RPC_URL)[0] ?? preset.publicRpcUrls[0] ?? rpcUrls[0] ?? '',
    contractsFile: c.CONTRACTS_FILE ? path.resolve(c.CONTRACTS_FILE) : undefined,
    chainConfirmations: confirmations,
    chainBlockMs: c.CHAIN_BLOCK_MS ?? preset.blockMs,
    chainPollMs: c.CHAIN_POLL_MS,
    chainBlockRange: c.CHAIN_BLOCK_RANGE,
    chainReorgWindow: c.CHAIN_REORG_WINDOW,
    chainRpcTimeoutMs: c.CHAIN_RPC_TIMEOUT_MS,
    chainStaleHeadSeconds: c.CHAIN_STALE_HEAD_SECONDS,
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
