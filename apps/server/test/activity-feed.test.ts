import { ACTIVITY_TYPES, activityPageSchema } from '@yuanlong/shared/activities';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../src/db/schema.ts';
import { recordActivities } from '../src/modules/activity/service.ts';
import { hashToken, revokeSession } from '../src/modules/auth/session-service.ts';
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

  it('answers 401 without a live session (none, unknown, revoked, expired), before a bad cursor', async () => {
    const { user } = await userWithEveryType();
    const expired = await signedInUser(t.database, -1_000);
    const revoked = await signedInUser(t.database);
    await revokeSession(t.database.db, hashToken(revoked.token));
    for (const headers of [{}, { authorization: 'Bearer nope' }, revoked.headers, expired.headers]) {
      expect((await feed(headers, '')).code).toBe(401);
      expect((await feed(headers, 'cursor=bm9wZQ')).code).toBe(401);
    }
    expect((await feed(user.headers, 'cursor=bm9wZQ')).code).toBe(400);
    expect((await feed(user.headers, 'size=2')).data.items).toHaveLength(2);
  });

  it('refuses an unknown category', async () => {
    const { user } = await userWithEveryType();
    const body = await feed(user.headers, 'category=bids');
    expect(body.code).toBe(400);
  });

  it('answers every field as the contract says: base units beyond 2^53, nulls, names per language, times to the millisecond', async () => {
    const user = await signedInUser(t.database);
    const other = await signedInUser(t.database);
    const huge = 2n ** 200n + 7n;
    const at = new Date('2026-01-02T03:04:05.678Z');
    await recordActivities(t.database.db, [
      {
        userId: user.userId,
        type: T.marketSold.code,
        assetsId: 9_007_199_254_740_000,
        kind: 4,
        amount: huge,
        twoAmount: 0n,
        fee: 3n,
        coin: 'MDV',
        tokenId: huge - 1n,
        nftName: 'Dragon "Ember" \\ 龍',
        twoUserId: other.userId,
        twoAddress: '0xabc',
        indexId: 42,
        createdAt: at,
      },
      { userId: user.userId, type: 999 },
    ]);
    // PostgreSQL keeps microseconds: the answer has milliseconds, as Date.toISOString() writes.
    await t.database.db.execute(sql`update activities set created_at = created_at + interval '999 microseconds'
      where user_id = ${user.userId} and type = ${T.marketSold.code}`);
    const rows = await t.database.db.select().from(activities).where(eq(activities.userId, user.userId));
    const id = (type: number) => rows.find((r) => r.type === type)!.id;
    for (const [language, locale] of [
      ['EN-US', 'en'],
      ['ZH-TW', 'tw'],
      ['IN-IN', 'in'],
    ] as const) {
      const body = await feed({ ...user.headers, language }, 'size=5');
      expect(activityPageSchema.parse(body.data)).toEqual(body.data);
      expect(body.data).toEqual({
        items: [
          {
            id: id(999),
            type: 999,
            name: '999',
            assets_id: null,
            amount: null,
            two_amount: null,
            fee: null,
            coin: null,
            tokenid: null,
            nftname: '',
            two_userid: null,
            two_address: '',
            index_id: null,
            kind: null,
            created_at: rows.find((r) => r.type === 999)!.createdAt.toISOString(),
          },
          {
            id: id(T.marketSold.code),
            type: T.marketSold.code,
            name: T.marketSold.names[locale],
            assets_id: 9_007_199_254_740_000,
            amount: huge.toString(),
            two_amount: '0',
            fee: '3',
            coin: 'MDV',
            tokenid: (huge - 1n).toString(),
            nftname: 'Dragon "Ember" \\ 龍',
            two_userid: other.userId,
            two_address: '0xabc',
            index_id: 42,
            kind: 4,
            created_at: '2026-01-02T03:04:05.678Z',
          },
        ],
        next_cursor: null,
      });
    }
  });
});
