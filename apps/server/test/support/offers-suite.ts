import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { activities, balances, offers } from '../../src/db/schema.ts';
import { reconcile } from '../../src/modules/ledger/reconcile.ts';
import type { DatabaseKind } from './databases.ts';
import { FUND_PASSWORD, post, unreconciled } from './market.ts';
import { startTestApp, type TestContext } from './test-app.ts';

/*
 * What `offers-accept.test.ts` and `offers-freeze.test.ts` share (one test file, split by what it covers): the app and
 * database of each database kind (and the file's chain where it has one), and the helpers. The state lives here (`export let`,
 * set by the hooks `offersSuite` registers); test files of one worker
 * share it (isolate: false), one file after another.
 */

export const E18 = 10n ** 18n;
export const AMOUNT = 200n * E18;
export const HOUR = 3_600_000;

export let t: TestContext;

export const inHours = (hours: number) => new Date(t.clock.now().getTime() + hours * HOUR).toISOString();
export const offer = (headers: Record<string, string>, body: object) =>
  post(t, '/api/offers', headers, {
    coin: 'MDS',
    amount: String(AMOUNT),
    expires_at: inHours(24),
    pay_password: FUND_PASSWORD,
    ...body,
  });
export const balance = async (userId: number, coin = 'MDS') => {
  const [row] = await t.database.db
    .select()
    .from(balances)
    .where(and(eq(balances.userId, userId), eq(balances.coin, coin)));
  return { available: row?.available ?? 0n, frozen: row?.frozen ?? 0n };
};
export const offerRow = async (id: number) =>
  (await t.database.db.select().from(offers).where(eq(offers.id, id)))[0]!;
/** A market purchase at `price` MDS. */
export const buyMds = (headers: Record<string, string>, id: number, price: bigint) =>
  post(t, '/api/card/buy', headers, {
    id,
    pay_password: FUND_PASSWORD,
    expected_price: String(price),
    coin: 'MDS',
  });
export const feed = async (userId: number) =>
  (await t.database.db.select().from(activities).where(eq(activities.userId, userId))).map((a) => a.type);
export const books = async () => {
  expect(await unreconciled(t.database)).toEqual([]);
  const r = await reconcile(t.database.db);
  expect(r.ok).toBe(true);
  expect(r.coins.every((c) => c.frozenUnexplained === 0n)).toBe(true);
  return r;
};

/** The set-up of each database kind's tests (hooks); the state and helpers above are this module's. */
export function offersSuite(kind: DatabaseKind): void {
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());
}
