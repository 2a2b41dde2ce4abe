import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { generateCatalogue } from '../../src/db/demo/generate.ts';
import { queryRows } from '../../src/db/rows.ts';
import { assets, players, users } from '../../src/db/schema.ts';
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
  /** Starting balances, in base units per coin (of the role on `server`). */
  balances?: Record<string, bigint>;
  activated?: boolean;
  fundPassword?: boolean;
  /** A bound e-mail (default true: asset actions need one). */
  email?: boolean;
  /** The game server of the trader's role, sent as Serverid (default 1); null: no role. */
  server?: number | null;
}

let emailCounter = 0;

/** Gives a user a role on a server (named after the user) unless they have one there. */
export async function giveRole(database: Database, userId: number, serverId: number) {
  await database.db
    .insert(players)
    .values({ userId, serverId, name: `R${userId}-${serverId}` })
    .onConflictDoNothing();
  await database.db
    .update(users)
    .set({ currentServerId: serverId })
    .where(and(eq(users.id, userId), eq(users.currentServerId, 0)));
}

/** Credits a role's balance of a coin (a demo grant) for a test. */
export async function grant(
  database: Database,
  userId: number,
  serverId: number,
  coin: string,
  amount: bigint,
) {
  await database.db.transaction((tx) =>
    credit(tx as never, {
      userId,
      serverId,
      coin,
      amount,
      reason: LEDGER_REASONS.demoGrant,
      reference: 'test',
    }),
  );
}

/**
 * A signed-in, activated user with a bound e-mail, a fund password, a role on server 1 (sent as
 * Serverid in `headers`) and balances there, ready to trade.
 */
export async function trader(database: Database, options: TraderOptions = {}) {
  const signed = await signedInUser(database);
  const server = options.server === undefined ? 1 : options.server;
  emailCounter += 1;
  await database.db
    .update(users)
    .set({
      activatedAt: options.activated === false ? null : new Date(),
      payPasswordHash: options.fundPassword === false ? null : await fundPasswordHash(),
      email: options.email === false ? null : `trader-${signed.userId}-${emailCounter}@test.example`,
    })
    .where(eq(users.id, signed.userId));
  if (server !== null) await giveRole(database, signed.userId, server);
  const user = {
    ...signed,
    serverId: server,
    headers: server === null ? signed.headers : { ...signed.headers, serverid: String(server) },
  };
  for (const [coin, amount] of Object.entries(options.balances ?? {})) {
    await database.db.transaction((tx) =>
      credit(tx as never, {
        userId: user.userId,
        serverId: server ?? 1,
        coin,
        amount,
        reason: LEDGER_REASONS.demoGrant,
        reference: 'test',
      }),
    );
  }
  return user;
}

/** Sum of every balance of a coin (available + frozen), over all roles including the platform's. */
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
    sql`select b.user_id, b.server_id, b.coin, b.available, coalesce(sum(e.available_delta), 0) as journal
        from balances b left join ledger_entries e
          on e.user_id = b.user_id and e.server_id = b.server_id and e.coin = b.coin
        group by b.user_id, b.server_id, b.coin, b.available
        having b.available <> coalesce(sum(e.available_delta), 0)`,
  );
}

let assetNumber = 900_000;
/**
 * Inserts one asset for a test (an idle level-10 hero card in the game on server 1 unless told
 * otherwise; out of the game it has no server).
 */
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
      serverId:
        overrides.serverId !== undefined ? overrides.serverId : (overrides.location ?? 2) === 2 ? 1 : null,
    })
    .returning();
  return asset!;
}

/** POSTs with a user's session; English messages. */
export function post(t: TestContext, url: string, headers: Record<string, string>, payload?: object) {
  return t.app.inject({ method: 'POST', url, headers: { language: 'EN-US', ...headers }, payload });
}

let bulkCounter = 0;
/** Many activated traders at once (multi-row inserts), each with a role on server 1, an e-mail and `balance` of `coin` there. */
export async function traders(database: Database, count: number, coin: string, balance: bigint) {
  bulkCounter += 1;
  const hash = await fundPasswordHash();
  const created = await database.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        inviteCode: `B${bulkCounter}-${Date.now()}-${i}`,
        address: `0x${(0xb000000 + bulkCounter * 10_000 + i).toString(16).padStart(40, '0')}`,
        email: `bulk-${bulkCounter}-${i}-${Date.now()}@test.example`,
        currentServerId: 1,
        activatedAt: new Date(),
        payPasswordHash: hash,
      })),
    )
    .returning({ id: users.id });
  const ids = created.map((u) => u.id);
  const idArray = sql.raw(`array[${ids.join(',')}]::bigint[]`);
  await database.db.execute(sql`
    insert into players (user_id, server_id, name) select id, 1, 'B' || id from unnest(${idArray}) as id`);
  await database.db.execute(sql`
    with granted as (
      insert into balances (user_id, server_id, coin, available)
      select id, 1, ${coin}, ${balance.toString()}::numeric from unnest(${idArray}) as id
      returning user_id, server_id, coin, available)
    insert into ledger_entries (user_id, server_id, coin, available_delta, available_after, frozen_after, reason, reference)
    select user_id, server_id, coin, available, available, 0, 'demo_grant', 'test' from granted`);
  return Promise.all(
    ids.map(async (userId) => {
      const token = await createSession(database.db, userId, 120_000);
      return { userId, token, headers: { authorization: `Bearer ${token}`, serverid: '1' } };
    }),
  );
}
