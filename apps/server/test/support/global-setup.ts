import type { TestProject } from 'vitest/node';
import { findPostgresBin, startPostgres } from './postgres-server.ts';
import { makePgliteTemplate, makePostgresTemplate } from './template-databases.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    /** A migrated, seeded PGlite folder that test databases are copied from. */
    pgliteTemplateDir: string;
  }
}

/**
 * Starts one PostgreSQL for the whole run when its binaries are present, so every
 * integration test also runs where races are real. Under CI its absence is an error.
 * Migrates one template database of each kind, which every test database is a copy of.
 */
export default async function setup(project: TestProject) {
  const pgliteTemplate = await makePgliteTemplate();
  project.provide('pgliteTemplateDir', pgliteTemplate.dataDir);
  const bin = findPostgresBin();
  if (!bin) {
    if (process.env.CI) throw new Error('CI must test against PostgreSQL, but initdb/pg_ctl were not found.');
    console.warn('PostgreSQL binaries not found: integration tests run against PGlite only.');
    project.provide('postgresUrl', '');
    return () => pgliteTemplate.dispose();
  }
  const server = await startPostgres(bin);
  await makePostgresTemplate(server.url);
  project.provide('postgresUrl', server.url);
  return () => {
    server.stop();
    pgliteTemplate.dispose();
  };
}
