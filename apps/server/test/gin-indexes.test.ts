import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { databaseKinds, openTestDatabase } from './support/databases.ts';

/*
 * The facet GIN indexes of the market and auction lists are written to directly (fastupdate off).
 * With PostgreSQL's default, new entries go to a pending list that every GIN search reads in full
 * until a vacuum merges it: after 20,000 listing updates on the 1,000,000-asset bench database the
 * rare six-filter market page went from ~0.6 ms to 5-50 ms of database time.
 */
describe.each(databaseKinds)('facet GIN indexes on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('keep no pending list (fastupdate off), so searches never read unmerged entries', async () => {
    const rows = await database.query<{ relname: string; reloptions: string[] | null }>(
      `select relname, reloptions from pg_class
        where relname in ('listings_open_facets_idx', 'auctions_open_facets_idx') order by relname`,
      [],
    );
    expect(rows).toEqual([
      { relname: 'auctions_open_facets_idx', reloptions: ['fastupdate=off'] },
      { relname: 'listings_open_facets_idx', reloptions: ['fastupdate=off'] },
    ]);
  });
});
