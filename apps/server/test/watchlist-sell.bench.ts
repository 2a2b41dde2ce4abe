import { sql } from 'drizzle-orm';
import { afterAll, bench, describe } from 'vitest';
import { users } from '../src/db/schema.ts';
import { databaseKinds } from './support/databases.ts';
import { makeAsset, post, trader } from './support/market.ts';
import { startTestApp, type TestContext } from './support/test-app.ts';

/*
 * The listing path with and without watchlists (`npx vitest bench --run test/watchlist-sell.bench.ts`
 * in apps/server; not part of the tests): one listing and its cancel through the API, on a database
 * without followers or saved searches, and on ones with 5 followers of the listed asset and 20,000
 * saved searches (1,000 users × 20): all for another kind (none matches), or with random filters
 * and prices (some match, and are alerted). Figures: bench/README.md.
 */

const E18 = 10n ** 18n;
/** At least 200 listings each, 10 s at most. */
const OPTIONS = { iterations: 200, time: 10_000, warmupIterations: 10, throws: true };

async function listingPath(watchers: 'none' | 'no match' | 'some match') {
  let t: TestContext;
  let seller: Awaited<ReturnType<typeof trader>>;
  let assetId: number;
  let price = 1_000n;
  return {
    setup: async (kind: (typeof databaseKinds)[number]) => {
      t = await startTestApp(kind);
      seller = await trader(t.database);
      assetId = (await makeAsset(t.database, seller.userId)).id;
      if (watchers === 'none') return;
      // 'no match': every search is for dragons (the listing is a hero card).
      const kindOf = watchers === 'no match' ? sql`4` : sql`(random() * 4)::int`;
      const ids = await t.database.db
        .insert(users)
        .values(
          Array.from({ length: 1_000 }, (_, i) => ({ address: `0xbench${i}`, inviteCode: `BENCH${i}` })),
        )
        .returning({ id: users.id });
      await t.database.db.execute(sql`
        insert into saved_searches (user_id, name, kind, camp, star, coin, below_price)
        select u.id::bigint, 'bench', ${kindOf}, nullif((random() * 5)::int, 0), nullif((random() * 7)::int, 0),
               'MDS', ((random() * 2000)::bigint + 1)::numeric * ${(E18 / 10n).toString()}::numeric
        from jsonb_array_elements_text(${JSON.stringify(ids.map((r) => r.id))}::jsonb) as u(id), generate_series(1, 20)`);
      await t.database.db.execute(sql`
        insert into watched_assets (user_id, asset_id)
        select (u.id)::bigint, ${assetId} from jsonb_array_elements_text(${JSON.stringify(ids.slice(0, 5).map((r) => r.id))}::jsonb) as u(id)`);
    },
    run: async () => {
      price += 1n;
      await post(t, `/api/card/sell/${assetId}`, seller.headers, {
        price: String((price * E18) / 100n),
        coin: 'MDS',
      });
      await post(t, `/api/card/cancel/${assetId}`, seller.headers);
    },
    close: () => t.close(),
  };
}

describe.each(databaseKinds)('a listing and its cancel on %s', (kind) => {
  // Set up at the first (warm-up) run: bench mode runs no beforeAll before the benches.
  const start = (path: ReturnType<typeof listingPath>) => {
    let ready: Promise<void> | undefined;
    return async () => {
      const p = await path;
      ready ??= p.setup(kind);
      await ready;
      await p.run();
    };
  };
  const bare = listingPath('none');
  const unmatched = listingPath('no match');
  const watched = listingPath('some match');
  afterAll(async () => {
    for (const path of [bare, unmatched, watched]) await (await path).close();
  });
  bench('no watchlists', start(bare), OPTIONS);
  bench('20,000 saved searches matching none, 5 followers', start(unmatched), OPTIONS);
  bench('20,000 saved searches, random filters (some alerted), 5 followers', start(watched), OPTIONS);
});
