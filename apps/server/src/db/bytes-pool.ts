import postgres from 'postgres';

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
 * The connections that answer the hot list pages as bytes (Database.bytes): `size` postgres.js
 * clients of ONE connection each, a query going to the one with the fewest queries in flight
 * (the first on a tie, so queries one after another share a connection and its prepared
 * statements). Not one postgres.js pool of `size`: under sustained load its queue of busy
 * connections (src/queue.js, 3.4.9) is shifted and pushed without ever running empty, and
 * `remove` scans the whole ever-growing array on every query, so each query cost more the
 * longer the load lasted (7.7% of the server's CPU after 10 s of bench:market; 60,000 queries
 * on 3 busy connections spend ~1 s in it). A pool of one connection empties that queue on every
 * shift.
 */
export function bytesPool(url: string, size: number) {
  const clients = Array.from({ length: size }, () =>
    postgres(url, {
      max: 1,
      connect_timeout: 10,
      fetch_types: false,
      onnotice: () => {},
      connection: GENERIC_PLANS,
    }),
  );
  const inFlight = new Array<number>(size).fill(0);
  const bytes: BytesQuery = async (text, values, prepare) => {
    let chosen = 0;
    for (let i = 1; i < size; i += 1) if (inFlight[i]! < inFlight[chosen]!) chosen = i;
    inFlight[chosen]! += 1;
    try {
      return (await clients[chosen]!.unsafe(
        text,
        values as never[],
        extendedProtocol(prepare),
      ).raw()) as unknown as (Buffer | null)[][];
    } finally {
      inFlight[chosen]! -= 1;
    }
  };
  return {
    bytes,
    end: async () => {
      await Promise.all(clients.map((client) => client.end({ timeout: 5 })));
    },
  };
}

/**
 * postgres.js options for a query run with the extended protocol. Without parameters it would use
 * the simple protocol (its untyped `simple` option), which PostgreSQL parses and plans every time:
 * twice the database's CPU for a market page.
 */
function extendedProtocol(prepare: boolean): postgres.UnsafeQueryOptions {
  return { prepare, simple: false } as postgres.UnsafeQueryOptions;
}
