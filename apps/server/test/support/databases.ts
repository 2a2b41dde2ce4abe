import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { adminQuery, POSTGRES_TEMPLATE } from './template-databases.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/** The databases every integration test runs against: PGlite always, PostgreSQL when started. */
export const databaseKinds: DatabaseKind[] = inject('postgresUrl') ? ['pglite', 'postgres'] : ['pglite'];

/** A fresh, migrated and seeded database of the given kind (a copy of the run's template); closing it drops it. */
export async function openTestDatabase(kind: DatabaseKind): Promise<Database> {
  return (await openTestDatabaseWithUrl(kind)).database;
}

/**
 * A fresh test database and, for PostgreSQL, its URL (for what opens its own connections: the
 * watcher's leader lock, a child process). Closing the database drops it.
 */
export async function openTestDatabaseWithUrl(
  kind: DatabaseKind,
): Promise<{ database: Database; url: string | undefined }> {
  if (kind === 'pglite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yl-pglite-'));
    copyPgliteTemplate(dataDir);
    const database = await openDatabase({ dataDir });
    return {
      database: withCleanup(database, async () => fs.rmSync(dataDir, { recursive: true, force: true })),
      url: undefined,
    };
  }
  const adminUrl = inject('postgresUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  await createFromTemplate(adminUrl, name);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  return {
    database: withCleanup(database, () => adminQuery(adminUrl, `drop database ${name} with (force)`)),
    url: url.toString(),
  };
}

/** Fills the empty folder `dataDir` with a copy of the run's migrated and seeded PGlite. */
function copyPgliteTemplate(dataDir: string) {
  fs.cpSync(inject('pgliteTemplateDir'), dataDir, { recursive: true });
}

/** Creates the PostgreSQL database `name` as a copy of the run's migrated and seeded template. */
function createFromTemplate(adminUrl: string, name: string) {
  return adminQuery(adminUrl, `create database ${name} template ${POSTGRES_TEMPLATE}`);
}

function withCleanup(database: Database, cleanup: () => Promise<void>): Database {
  return {
    ...database,
    close: async () => {
      await database.close();
      await cleanup();
    },
  };
}

/**
 * A database that can be closed and opened again with its data (a restart): the same PGlite
 * folder, or the same PostgreSQL database. `dispose` removes it.
 */
export function reopenableDatabase(kind: DatabaseKind) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yl-reopen-'));
  const name = `test_${randomBytes(6).toString('hex')}`;
  let created = false;
  let databaseUrl: string | undefined;
  return {
    open: async (): Promise<Database> => {
      if (kind === 'postgres' && !created) {
        const adminUrl = inject('postgresUrl');
        await createFromTemplate(adminUrl, name);
        const url = new URL(adminUrl);
        url.pathname = `/${name}`;
        databaseUrl = url.toString();
      }
      if (kind === 'pglite' && !created) copyPgliteTemplate(dataDir);
      created = true;
      return openDatabase({ databaseUrl, dataDir });
    },
    /** Where a server process finds it (after the first `open`): its URL, or its PGlite folder. */
    location: (): string | { dataDir: string } => databaseUrl ?? { dataDir },
    dispose: async () => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (kind === 'postgres' && created)
        await adminQuery(inject('postgresUrl'), `drop database ${name} with (force)`);
    },
  };
}
