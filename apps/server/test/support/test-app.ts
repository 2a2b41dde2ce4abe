import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import type { ChainRuntime } from '../../src/chain/runtime.ts';
import { loadConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { users } from '../../src/db/schema.ts';
import type { Clock } from '../../src/lib/clock.ts';
import type { Limits } from '../../src/lib/limits.ts';
import { createMailService, type MailService } from '../../src/mail/mail-service.ts';
import { createSession } from '../../src/modules/auth/session-service.ts';
import { type DatabaseKind, openTestDatabase } from './databases.ts';

/** A clock that starts at the real time and can be moved forward, or stopped at one time. */
export interface TestClock {
  now: Clock;
  advance(ms: number): void;
  /** Stops the clock at `at`: every reading is exactly that time until it is advanced or stopped again. */
  stop(at: Date): void;
}

export function testClock(): TestClock {
  let offset = 0;
  let stopped: number | undefined;
  return {
    now: () => new Date(stopped ?? Date.now() + offset),
    advance: (ms) => {
      if (stopped === undefined) offset += ms;
      else stopped += ms;
    },
    stop: (at) => {
      stopped = at.getTime();
    },
  };
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  clock: TestClock;
  mail: MailService;
  close(): Promise<void>;
}

export interface TestAppOptions {
  limits?: Partial<Limits>;
  /** The chain the app uses (default: none configured). */
  chain?: ChainRuntime;
  /** A database opened by the caller (not closed with the app); default: a fresh one. */
  database?: Database;
  /** More settings, as environment variables (e.g. GAME_API_URL). */
  env?: Record<string, string>;
  /** Heartbeat interval of live-update streams (default: the product's). */
  eventsHeartbeatMs?: number;
}

/**
 * The real app on a fresh database of the given kind, driven through `app.inject`, with the
 * real mail path: outbox → nodemailer → the in-process development SMTP mailbox.
 */
export async function startTestApp(kind: DatabaseKind, options: TestAppOptions = {}): Promise<TestContext> {
  const database = options.database ?? (await openTestDatabase(kind));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    GAME_SECRET: TEST_GAME_SECRET,
    ...options.env,
  });
  const clock = testClock();
  const mail = createMailService(config, database.db, clock.now);
  const app = await buildApp({
    config,
    database,
    mail,
    clock: clock.now,
    // Tests drive many users from one address at once; the write limits have their own test
    // (reliability/headers-limits.test.ts) and apply here only when a test names them.
    limits: { writesPerIp: UNLIMITED, writesPerAccount: UNLIMITED, ...options.limits },
    chain: options.chain,
    eventsHeartbeatMs: options.eventsHeartbeatMs,
  });
  await mail.start(app.log);
  return {
    app,
    database,
    clock,
    mail,
    close: async () => {
      // Aborted fetch streams (GET /api/events) leave keep-alive sockets a listening server would wait 72 s for.
      app.server.closeAllConnections();
      await app.close();
      await mail.close();
      if (!options.database) await database.close();
    },
  };
}

/** The HMAC secret test apps share with the game (tests sign as the game with it). */
export const TEST_GAME_SECRET = 'test-game-secret-0123456789abcdef-0123456789';

const UNLIMITED = { limit: 1_000_000, windowMs: 60_000 };

let counter = 0;

/** Inserts a user with a live session; returns the user id and bearer token. */
export async function signedInUser(database: Database, ttlMs = 60_000) {
  counter += 1;
  const [user] = await database.db
    .insert(users)
    .values({
      address: `0x${counter.toString(16).padStart(40, '0')}`,
      inviteCode: `T${Date.now()}${counter}`,
    })
    .returning({ id: users.id });
  const token = await createSession(database.db, user!.id, ttlMs);
  return { userId: user!.id, token, headers: { authorization: `Bearer ${token}` } };
}

/** A test app serving a built web app of `files` (path in the build → content). */
export interface WebTestContext extends TestContext {
  /** The temporary folder the files are in (WEB_DIST); removed by close(). */
  dist: string;
}

/** startTestApp (on PGlite unless told) with a built web app of `files` in a temporary folder as its WEB_DIST. */
export async function startWebTestApp(
  files: Record<string, string | Uint8Array>,
  env: Record<string, string> = {},
  kind: DatabaseKind = 'pglite',
): Promise<WebTestContext> {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'yl-dist-'));
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dist, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
  const t = await startTestApp(kind, { env: { ...env, WEB_DIST: dist } });
  return {
    ...t,
    dist,
    close: async () => {
      await t.close();
      fs.rmSync(dist, { recursive: true, force: true });
    },
  };
}
