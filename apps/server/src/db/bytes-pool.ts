import { PgWire, targetOf } from './pg-wire.ts';

/**
 * SQL whose columns are text (e.g. JSON PostgreSQL built), answered as rows of each field's UTF-8
 * bytes (null for SQL null): for answers sent on as they are, with no decoding into strings.
 * `prepare`: PostgreSQL plans the text once per connection and reuses the plan.
 */
export type BytesQuery = (text: string, values: unknown[], prepare: boolean) => Promise<(Buffer | null)[][]>;

/**
 * A prepared statement keeps one generic plan. Left to itself PostgreSQL plans a statement again at
 * every execution while its custom plans look cheaper than the generic one, as every cursor page's
 * did (auction and activity pages: ~150 µs more of database CPU each). The hot pages' filters are
 * literals in their text (they choose the index); their parameters are the time, the session, the
 * deployment and the cursor's position.
 */
const GENERIC_PLANS = { plan_cache_mode: 'force_generic_plan' };

/**
 * The connections that answer the hot list pages as bytes (Database.bytes): `size` connections of
 * db/pg-wire.ts, a query going to the one with the fewest queries in flight (the first on a tie,
 * so queries one after another share a connection and its prepared statements).
 */
export function bytesPool(url: string, size: number) {
  const target = targetOf(url);
  const connections = Array.from({ length: size }, () => new PgWire(target, GENERIC_PLANS));
  const bytes: BytesQuery = (text, values, prepare) => {
    let chosen = connections[0]!;
    for (let i = 1; i < size; i += 1)
      if (connections[i]!.inFlight < chosen.inFlight) chosen = connections[i]!;
    return chosen.query(text, values, prepare);
  };
  return {
    bytes,
    end: async () => {
      await Promise.all(connections.map((connection) => connection.end(5_000)));
    },
  };
}
