import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { seedDefaults } from '../../src/db/seed.ts';

/** The PostgreSQL database every test database is copied from (`create database … template`). */
export const POSTGRES_TEMPLATE = 'yl_test_template';

/**
 * A migrated and seeded PGlite folder, made once per test run: a test database is a copy of it.
 * A fresh PGlite runs initdb in WebAssembly (about 4 s of CPU here); opening a copy takes under 1 s.
 */
export async function makePgliteTemplate(): Promise<{ dataDir: string; dispose(): void }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yl-pglite-template-'));
  await prepare(await openDatabase({ dataDir }));
  return { dataDir, dispose: () => fs.rmSync(dataDir, { recursive: true, force: true }) };
}

/** Creates the migrated and seeded PostgreSQL template database on the server at `adminUrl`. */
export async function makePostgresTemplate(adminUrl: string): Promise<void> {
  await adminQuery(adminUrl, `create database ${POSTGRES_TEMPLATE}`);
  const url = new URL(adminUrl);
  url.pathname = `/${POSTGRES_TEMPLATE}`;
  await prepare(await openDatabase({ databaseUrl: url.toString(), dataDir: '' }));
}

/** Migrates and seeds a template, then closes it (a template with a connection open cannot be copied). */
async function prepare(database: Database): Promise<void> {
  try {
    await database.migrate();
    await seedDefaults(database.db);
  } finally {
    await database.close();
  }
}

export async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
