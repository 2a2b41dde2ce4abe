import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

/** The rows of a raw SQL query (both drivers answer `{ rows }`; values come as the driver parses them). */
export async function queryRows<T = Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
