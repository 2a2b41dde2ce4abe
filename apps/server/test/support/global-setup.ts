import type { TestProject } from 'vitest/node';
import { findPostgresBin, startPostgres } from './postgres-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/**
 * Starts one PostgreSQL for the whole run when its binaries are present, so every
 * integration test also runs where races are real. Under CI its absence is an error.
 */
export default async function setup(project: TestProject) {
  const bin = findPostgresBin();
  if (!bin) {
    if (process.env.CI) throw new Error('CI must test against PostgreSQL, but initdb/pg_ctl were not found.');
    console.warn('PostgreSQL binaries not found: integration tests run against PGlite only.');
    project.provide('postgresUrl', '');
    return;
  }
  const server = await startPostgres(bin);
  project.provide('postgresUrl', server.url);
  return () => server.stop();
}
