import type { Db } from '../db/client.ts';

/** PostgreSQL errors that mean "run the transaction again": serialization failure, deadlock. */
const RETRYABLE = new Set(['40001', '40P01']);

/** True when an error (or one it wraps) is a serialization failure or a deadlock. */
export function isRetryable(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if (RETRYABLE.has(String((e as { code?: unknown }).code))) return true;
  }
  return false;
}

/**
 * Runs `work` in one database transaction, again (up to `attempts` times, with a short
 * jittered pause) when PostgreSQL aborts it for a serialization failure or deadlock. Any other
 * error rolls back and is thrown as is.
 */
export async function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction((tx) => work(tx as unknown as Db));
    } catch (error) {
      if (attempt >= attempts || !isRetryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 10));
    }
  }
}
