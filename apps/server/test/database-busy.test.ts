import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { isDatabaseUnreachable } from '../src/http/envelope.ts';

const postgresUrl = inject('postgresUrl');

describe.runIf(postgresUrl)('a request that waits too long for a database connection', () => {
  it('is answered as "temporarily unavailable" (503, may be retried), not as a server error', async () => {
    const pool = new pg.Pool({ connectionString: postgresUrl, max: 1, connectionTimeoutMillis: 200 });
    const held = await pool.connect();
    try {
      const error = await pool.connect().then(
        (client) => {
          client.release();
          return undefined;
        },
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(Error);
      expect(isDatabaseUnreachable(error)).toBe(true);
      // Wrapped, as Drizzle wraps a driver's error.
      expect(isDatabaseUnreachable(new Error('Failed query', { cause: error }))).toBe(true);
      expect(isDatabaseUnreachable(new Error('duplicate key value violates unique constraint'))).toBe(false);
    } finally {
      held.release();
      await pool.end();
    }
  });
});
