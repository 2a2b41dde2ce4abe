import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { generateCatalogue } from '../../src/db/demo/generate.ts';
import { queryRows } from '../../src/db/rows.ts';
import { assets, users } from '../../src/db/schema.ts';
import { hashPassword } from '../../src/lib/passwords.ts';
import { createSession } from '../../src/modules/auth/session-service.ts';
import { credit, LEDGER_REASONS } from '../../src/modules/ledger/ledger.ts';
import { signedInUser, type TestContext } from './test-app.ts';

export const FUND_PASSWORD = 'Fund-Password-7';
let fundHash: Promise<string> | undefined;
/** One argon2id hash of FUND_PASSWORD, shared by every test user (hashing is slow on purpose). */
export const fundPasswordHash = () => {
  fundHash ??= hashPassword(FUND_PASSWORD);
  return fundHash;
};

/** A small deterministic demo catalogue (owners, assets, listings, history). */
export async function seedCatalogue(database: Database, assets = 600, owners = 40) {
  await generateCatalogue(database.db, { owners, assets, listedShare: 0.6 });
}

export interface TraderOptions {
  /** Starting balances, in base units per coin. */
  balances?: Record<string, bigint>;
  activated?: boolean;
  fundPassword?: boolean;
}

/** A signed-in, activated user with a fund password and balances, ready to trade. */
export async function trader(database: Database, options: TraderOptions = {}) {
  const user = await signedInUser(database);
  await database.db
    .update(users)
    .set({
      activatedAt: options.activated === false ? null : new Date(),
      payPasswordHash: options.fundPassword === false ? null : await fundPasswordHash(),
    })
    .where(eq(users.id, user.userId));
  for (const [coin, amount] of Object.entries(options.balances ?? {})) {
    await database.db.transaction((tx) =>
      credit(tx as never, {
        userId: user.userId,
        coin,
        amount,
        reason: LEDGER_REASONS.demoGrant,
        reference: 'test',
      }),
    );
  }
  return user;
}

/** Sum of every balance of a coin (available + frozen), over all users including the platform. */
export async function totalOf(database: Database, coin: string): Promise<bigint> {
  const [row] = await queryRows<{ total: string | null }>(
    database.db,
    sql`select sum(available + frozen)::text as total from balances where coin = ${coin}`,
  );
  return BigInt(row?.total ?? '0');
}

/** Balances whose ledger entries do not add up to them (should be none). */
export async function unreconciled(database: Database) {
  return queryRows(
    database.db,
    sql`select b.user_id, b.coin, b.available, coalesce(sum(e.available_delta), 0) as journal
        from balances b left join ledger_entries e on e.user_id = b.user_id and e.coin = b.coin
        group by b.user_id, b.coin, b.available
        having b.available <> coalesce(sum(e.available_delta), 0)`,
  );
}

let assetNumber = 900_000;
/** Inserts one asset for a test (an idle level-10 hero card in the game unless told otherwise). */
export async function makeAsset(
  database: Database,
  ownerId: number,
  overrides: Partial<typeof assets.$inferInsert> = {},
) {
  assetNumber += 1;
  const [asset] = await database.db
    .insert(assets)
    .values({
      kind: 0,
      name: '測試英雄',
      ownerId,
      number: assetNumber,
      tokenId: BigInt(assetNumber),
      grade: 12,
      camp: 2,
      profession: 1,
      stage: 3,
      element: 1,
      star: 4,
      level: 10,
      power: 12_345,
      strength: 3,
      ...overrides,
    })
    .returning();
  return asset!;
}

/** POSTs with a user's session; English messages. */
export function post(t: TestContext, url: string, headers: Record<string, string>, payload?: object) {
  return t.app.inject({ method: 'POST', url, headers: { language: 'EN-US', ...headers }, payload });
}

let bulkCounter = 0;
/** Many activated traders at once (multi-row inserts), each with `balance` of `coin`. */
export async function traders(database: Database, count: number, coin: string, balance: bigint) {
  bulkCounter += 1;
  const hash = await fundPasswordHash();
  const created = await database.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        inviteCode: `B${bulkCounter}-${Date.now()}-${i}`,
        address: `0x${(0xb000000 + bulkCounter * 10_000 + i).toString(16).padStart(40, '0')}`,
        activatedAt: new Date(),
        payPasswordHash: hash,
      })),
    )
    .returning({ id: users.id });
  const ids = created.map((u) => u.id);
  await database.db.execute(sql`
    with granted as (
      insert into balances (user_id, coin, available)
      select id, ${coin}, ${balance.toString()}::numeric from unnest(${sql.raw(`array[${ids.join(',')}]::bigint[]`)}) as id
      returning user_id, coin, available)
    insert into ledger_entries (user_id, coin, available_delta, available_after, frozen_after, reason, reference)
    select user_id, coin, available, available, 0, 'demo_grant', 'test' from granted`);
  return Promise.all(
    ids.map(async (userId) => {
      const token = await createSession(database.db, userId, 120_000);
      return { userId, token, headers: { authorization: `Bearer ${token}` } };
    }),
  );
}
