import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { gameVaultAbi } from '@yuanlong/chain/abis';
import { devAccounts } from '@yuanlong/chain/accounts';
import { eq, sql } from 'drizzle-orm';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { queryRows } from '../../src/db/rows.ts';
import { listings, withdrawals } from '../../src/db/schema.ts';
import { reconcile } from '../../src/modules/ledger/reconcile.ts';
import { type ApiProcess, chainEnv, spawnApi } from '../support/api-process.ts';
import {
  approveCoin,
  depositCoinData,
  receiptOf,
  send,
  startTestChain,
  type TestChain,
} from '../support/chain.ts';
import { type DatabaseKind, databaseKinds, openTestDatabaseWithUrl } from '../support/databases.ts';
import { FUND_PASSWORD, makeAsset, post, totalOf, traders } from '../support/market.ts';
import { startTestApp, type TestContext } from '../support/test-app.ts';
import { unreconciledBoth, withdrawer } from '../support/withdraw.ts';

const ONE = 10n ** 18n;
const PRICE = 50n * ONE;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const postgresOnly = databaseKinds.filter((kind): kind is DatabaseKind => kind === 'postgres');

/** Two API instances on one PostgreSQL, the production shape behind a load balancer. */
describe.each(postgresOnly)('two API instances on one %s', (kind) => {
  let chain: TestChain;
  let url: string;
  let first: TestContext;
  let second: TestContext;
  let secondPool: Database;
  let closeDb: () => Promise<void>;
  const processes: ApiProcess[] = [];

  beforeAll(async () => {
    chain = await startTestChain();
    const opened = await openTestDatabaseWithUrl(kind);
    url = opened.url!;
    closeDb = () => opened.database.close();
    secondPool = await openDatabase({ databaseUrl: url, dataDir: '' });
    first = await startTestApp(kind, { database: opened.database });
    second = await startTestApp(kind, { database: secondPool });
  });
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.kill()));
    await first?.close();
    await second?.close();
    await secondPool?.close();
    await closeDb?.();
    await chain?.stop();
  });

  it('sells a listing once to 400 buyers spread over both, and never again through the other’s page cache', {
    timeout: 120_000,
  }, async () => {
    const db = first.database;
    const [seller] = await traders(db, 1, 'MDS', 0n);
    const asset = await makeAsset(db, seller!.userId);
    await post(first, `/api/card/sell/${asset.id}`, seller!.headers, { price: String(PRICE), coin: 'MDS' });
    // The second instance caches the page that shows the listing.
    const page = async () =>
      (await second.app.inject({ url: '/api/marketplace/list?sort=latest' })).json().data;
    expect((await page()).items.map((i: { id: number }) => i.id)).toContain(asset.id);

    const buyers = await traders(db, 400, 'MDS', PRICE);
    const late = await traders(db, 1, 'MDS', PRICE);
    const totalBefore = await totalOf(db, 'MDS');
    const buy = (t: TestContext, headers: Record<string, string>) =>
      post(t, '/api/card/buy', headers, {
        id: asset.id,
        pay_password: FUND_PASSWORD,
        expected_price: String(PRICE),
        coin: 'MDS',
      });
    const results = await Promise.all(buyers.map((b, i) => buy(i % 2 ? second : first, b.headers)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(new Set(results.filter((r) => r.statusCode !== 200).map((r) => r.statusCode))).toEqual(
      new Set([409]),
    );

    // Whatever the second instance's cache still shows, buying there again is refused.
    expect((await buy(second, late[0]!.headers)).statusCode).toBe(409);
    const sold = await db.db.select().from(listings).where(eq(listings.assetId, asset.id));
    expect(sold).toHaveLength(1);
    expect(sold[0]!.status).toBe(51);
    expect(await totalOf(db, 'MDS')).toBe(totalBefore);
    expect(await unreconciledBoth(db)).toEqual([]);
  });

  it('accepts one of 200 withdrawals of one user spread over both instances', {
    timeout: 120_000,
  }, async () => {
    const { testChainRuntime } = await import('../support/withdraw.ts');
    // Instances that know the chain (coin decimals) for withdrawals.
    const a = await startTestApp(kind, { database: first.database, chain: testChainRuntime(chain) });
    const b = await startTestApp(kind, { database: secondPool, chain: testChainRuntime(chain) });
    try {
      const user = await withdrawer(first.database, { balances: { MDS: 20n * ONE } });
      const results = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          post(i % 2 ? b : a, '/api/user/withdraw', user.headers, {
            coin: 'MDS',
            amount: (20n * ONE).toString(),
            pay_password: FUND_PASSWORD,
          }),
        ),
      );
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(
        await first.database.db.select().from(withdrawals).where(eq(withdrawals.userId, user.userId)),
      ).toHaveLength(1);
      expect(
        await queryRows(first.database.db, sql`select 1 from balances where available < 0 or frozen < 0`),
      ).toEqual([]);
      expect(await unreconciledBoth(first.database)).toEqual([]);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('hands the chain watcher and the payout worker to the other instance within 10 s of a SIGKILL, applying nothing twice', {
    timeout: 180_000,
  }, async () => {
    const db = first.database;
    // The deployment's shape: one migrations step, then instances that do not migrate.
    const migrated = spawnSync('npm', ['run', '--silent', 'db:migrate'], {
      cwd: path.resolve(import.meta.dirname, '../../../..'),
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: url },
    });
    expect(migrated.stdout).toContain('migrations applied (postgres)');
    expect(migrated.status).toBe(0);
    const env = {
      MIGRATE_ON_START: 'false',
      // Hundreds of buyers and withdrawals come from this one address within a minute, and the
      // per-IP write limit is shared by both instances (write-limits-shared.test.ts tests it).
      IP_LIMITS_MULTIPLIER: '20',
      ...chainEnv(chain),
      SIGNER_PRIVATE_KEY: devAccounts.signer.privateKey,
      PAYOUT_PRIVATE_KEY: devAccounts.payout.privateKey,
    };
    const leaderOf = async (p: ApiProcess) => {
      const res = await fetch(`${p.url}/api/ready`).catch(() => undefined);
      if (!res?.ok) return undefined;
      const body = (await res.json()) as { data: { chain: { leader: boolean } | null } };
      return body.data.chain?.leader;
    };
    const a = await spawnApi(url, env);
    processes.push(a);
    await a.ready;
    for (let i = 0; i < 200 && !(await leaderOf(a)); i += 1) await sleep(50);
    const b = await spawnApi(url, env);
    processes.push(b);
    await b.ready;
    expect(await leaderOf(a)).toBe(true);
    expect(await leaderOf(b)).toBe(false);
    const start = await reconcile(db.db, chain);

    // A deposit and a withdrawal handled by the leader.
    const player = devAccounts.player1.address;
    const vault = chain.contracts.contracts.gameVault;
    const mds = chain.contracts.coins.MDS;
    await receiptOf(chain, await approveCoin(chain, player, mds, vault));
    const wallets = [
      privateKeyToAccount(generatePrivateKey()).address,
      privateKeyToAccount(generatePrivateKey()).address,
    ];
    const users = [
      await withdrawer(db, { address: wallets[0] }),
      await withdrawer(db, { address: wallets[1], balances: { MDS: 100n * ONE } }),
    ];
    const deposit = async (userId: number) =>
      receiptOf(chain, await send(chain, player, vault, depositCoinData(mds, 100n * ONE, userId, 1)));
    const credited = async (userId: number) =>
      (
        await queryRows<{ n: number }>(
          db.db,
          sql`select count(*)::int as n from ledger_entries where user_id = ${userId} and reason = 'chain_deposit'`,
        )
      )[0]!.n;
    const state = async (id: number) =>
      (await db.db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0]!.state;
    const until = async (what: () => Promise<boolean>, ms: number) => {
      const from = Date.now();
      while (Date.now() - from < ms) {
        if (await what()) return Date.now() - from;
        await chain.test.mine({ blocks: 1 });
        await sleep(100);
      }
      return Number.POSITIVE_INFINITY;
    };
    const withdraw = async (p: ApiProcess, u: (typeof users)[number]) => {
      const res = await fetch(`${p.url}/api/user/withdraw`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...u.headers },
        body: JSON.stringify({ coin: 'MDS', amount: (40n * ONE).toString(), pay_password: FUND_PASSWORD }),
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { data: { id: number } }).data.id;
    };

    await deposit(users[0]!.userId);
    expect(await until(async () => (await credited(users[0]!.userId)) === 1, 30_000)).toBeLessThan(30_000);
    const firstWithdrawal = await withdraw(a, users[0]!);
    expect(await until(async () => (await state(firstWithdrawal)) === 'paid', 30_000)).toBeLessThan(30_000);

    // The leader dies; a deposit and a withdrawal (through the survivor) wait for the handover.
    await a.kill('SIGKILL');
    const killedAt = Date.now();
    await deposit(users[1]!.userId);
    const secondWithdrawal = await withdraw(b, users[1]!);
    const since = () => Date.now() - killedAt;
    await until(async () => (await leaderOf(b)) === true, 15_000);
    const watcherMs = since();
    await until(async () => (await state(secondWithdrawal)) !== 'queued', 15_000);
    const payoutMs = since();
    await until(
      async () => (await credited(users[1]!.userId)) === 1 && (await state(secondWithdrawal)) === 'paid',
      30_000,
    );
    console.log(
      `leader handover after SIGKILL: watcher leads again after ${watcherMs} ms, payout worker sends after ${payoutMs} ms; deposit credited and payout confirmed after ${since()} ms`,
    );
    expect(watcherMs).toBeLessThan(10_000);
    expect(payoutMs).toBeLessThan(10_000);
    expect(await credited(users[1]!.userId)).toBe(1);
    expect(await state(secondWithdrawal)).toBe('paid');

    // Nothing twice: one credit per deposit, one payout per withdrawal on chain, and the books balance.
    expect([await credited(users[0]!.userId), await credited(users[1]!.userId)]).toEqual([1, 1]);
    for (const wallet of wallets) {
      const paid = await chain.client.getContractEvents({
        address: vault,
        abi: gameVaultAbi,
        eventName: 'CoinPaidOut',
        args: { to: wallet },
        fromBlock: 0n,
      });
      expect(paid, wallet).toHaveLength(1);
    }
    const books = await reconcile(db.db, chain);
    expect(books.ok).toBe(true);
    expect(books.coins.map((c) => c.difference)).toEqual(start.coins.map((c) => c.difference));
  });
});
