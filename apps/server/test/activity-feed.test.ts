import { ACTIVITY_TYPES } from '@yuanlong/shared/activities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordActivities } from '../src/modules/activity/service.ts';
import { databaseKinds } from './support/databases.ts';
import { signedInUser, startTestApp, type TestContext } from './support/test-app.ts';

const T = ACTIVITY_TYPES;

describe.each(databaseKinds)('the activity feed on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  /** A user with one entry of each type, in this order (so newest first is the reverse). */
  async function userWithEveryType() {
    const user = await signedInUser(t.database);
    const other = await signedInUser(t.database);
    const order = [
      T.accountActivated,
      T.coinDeposited,
      T.marketListed,
      T.marketPriceChanged,
      T.nftDeposited,
      T.marketSold,
      T.marketCancelled,
      T.marketBought,
    ];
    for (const type of order) {
      await recordActivities(t.database.db, [
        { userId: user.userId, type: type.code, amount: 10n, coin: 'MDS' },
      ]);
    }
    // Another user's entry never shows.
    await recordActivities(t.database.db, [{ userId: other.userId, type: T.marketSold.code }]);
    return { user, newestFirst: order.map((type) => type.code).reverse() };
  }

  async function feed(headers: Record<string, string>, query: string) {
    const res = await t.app.inject({
      url: `/api/user/activities?${query}`,
      headers: { language: 'EN-US', ...headers },
    });
    return res.json();
  }

  /** Every entry of a query, following the cursor page by page. */
  async function allPages(headers: Record<string, string>, query: string) {
    const types: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const body = await feed(headers, `${query}${cursor ? `&cursor=${cursor}` : ''}`);
      expect(body.code).toBe(200);
      types.push(...body.data.items.map((a: { type: number }) => a.type));
      cursor = body.data.next_cursor;
      pages += 1;
    } while (cursor && pages < 20);
    return { types, pages };
  }

  it('lists everything without a category, and only one category with it, across pages', async () => {
    const { user, newestFirst } = await userWithEveryType();
    expect(await allPages(user.headers, 'size=3')).toEqual({ types: newestFirst, pages: 3 });
    expect(await allPages(user.headers, 'size=2&category=trade')).toEqual({
      types: newestFirst.filter((code) => code <= 5),
      pages: 3,
    });
    expect(await allPages(user.headers, 'size=2&category=chain')).toEqual({
      types: [T.nftDeposited.code, T.coinDeposited.code, T.accountActivated.code],
      pages: 2,
    });
    const chain = await feed(user.headers, 'category=chain');
    expect(chain.data.items[1]).toMatchObject({ name: 'Coins deposited to game', amount: '10', coin: 'MDS' });
  });

  it('refuses an unknown category', async () => {
    const { user } = await userWithEveryType();
    const body = await feed(user.headers, 'category=bids');
    expect(body.code).toBe(400);
  });
});
