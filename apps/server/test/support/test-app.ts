import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { users } from '../../src/db/schema.ts';
import { createSession } from '../../src/modules/auth/session-service.ts';
import { type DatabaseKind, openTestDatabase } from './databases.ts';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** The real app on a fresh database of the given kind, driven through `app.inject`. */
export async function startTestApp(kind: DatabaseKind): Promise<TestContext> {
  const database = await openTestDatabase(kind);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, database });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

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
  return { userId: user!.id, token };
}
