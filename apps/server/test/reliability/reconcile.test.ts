import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gameVaultAbi } from '@yuanlong/chain/abis';
import { devAccounts } from '@yuanlong/chain/accounts';
import { sql } from 'drizzle-orm';
import { encodeFunctionData, type Hex, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { credit, LEDGER_REASONS } from '../../src/modules/ledger/ledger.ts';
import { formatReconciliation, type Reconciliation, reconcile } from '../../src/modules/ledger/reconcile.ts';
import {
  approveCoin,
  type ChainTestDatabase,
  depositCoinData,
  openChainTestDatabase,
  receiptOf,
  send,
  startTestChain,
  type TestChain,
  testWatcher,
} from '../support/chain.ts';
import { databaseKinds } from '../support/databases.ts';
import { FUND_PASSWORD, makeAsset, post } from '../support/market.ts';
import { testPayoutWorker } from '../support/payout.ts';
import { startTestApp, type TestContext } from '../support/test-app.ts';
import { catchUp } from '../support/watcher-fixtures.ts';
import { testChainRuntime, withdrawer } from '../support/withdraw.ts';

const CONFIRMATIONS = 3;
const ONE = 10n ** 18n;
const ROOT = path.resolve(import.meta.dirname, '../../../..');

let chain: TestChain;
beforeAll(async () => {
  chain = await startTestChain();
});
afterAll(async () => {
  await chain?.stop();
});

const differences = (r: Reconciliation) => Object.fromEntries(r.coins.map((c) => [c.coin, c.difference]));

/**
 * The books balance: every balance is the sum of its ledger, and per coin the vault on chain holds
 * what the users are owed, through deposits, a market sale, off-chain grants and a paid withdrawal.
 */
describe.each(databaseKinds)('reconciliation of the ledger with the vault on %s', (kind) => {
  let db: ChainTestDatabase;
  let t: TestContext;
  let base: Hex;
  const live: { stop(): Promise<void> }[] = [];

  beforeAll(async () => {
    base = await chain.test.snapshot();
    db = await openChainTestDatabase(kind);
    t = await startTestApp(kind, { database: db.database, chain: testChainRuntime(chain, CONFIRMATIONS) });
  });
  afterEach(async () => {
    await Promise.all(live.splice(0).map((x) => x.stop()));
  });
  afterAll(async () => {
    await t?.close();
    await db?.close();
    await chain.test.revert({ id: base });
  });

  const onChain = {
    get client() {
      return chain.client;
    },
    get contracts() {
      return chain.contracts;
    },
  };
  const check = () => reconcile(db.database.db, onChain);

  it('balances every coin through deposits, a sale, grants and a paid withdrawal; names each difference', {
    timeout: 120_000,
  }, async () => {
    const watcher = testWatcher(chain, db, { confirmations: CONFIRMATIONS });
    live.push(watcher);
    await catchUp(watcher);
    // Before any user's coins: the vault holds only the deployment's float (a surplus).
    const start = await check();
    expect(start.ok).toBe(true);
    expect(start.ledgerMismatches).toEqual([]);
    expect(start.coins.find((c) => c.coin === 'MDS')!.difference).toBeGreaterThan(0n);

    // Deposits on chain: MDS to a buyer, BNB to the seller.
    const player = devAccounts.player1.address;
    const wallet = privateKeyToAccount(generatePrivateKey()).address;
    const buyer = await withdrawer(t.database, { address: wallet });
    const seller = await withdrawer(t.database, { balances: { MDS: 7n * ONE } }); // a grant: off chain
    const mds = chain.contracts.coins.MDS;
    const vault = chain.contracts.contracts.gameVault;
    await receiptOf(chain, await approveCoin(chain, player, mds, vault));
    await receiptOf(
      chain,
      await send(chain, player, vault, depositCoinData(mds, 300n * ONE, buyer.userId, 1)),
    );
    const bnb = encodeFunctionData({
      abi: gameVaultAbi,
      functionName: 'depositNative',
      args: [BigInt(seller.userId), 1n],
    });
    await chain.client.request({
      method: 'eth_sendTransaction' as never,
      params: [
        { from: player, to: vault, data: bnb, value: `0x${parseEther('2').toString(16)}`, gas: '0x493e0' },
      ] as never,
    });
    await chain.test.mine({ blocks: CONFIRMATIONS });
    await catchUp(watcher);

    // The buyer spends deposited coins in the market (seller and platform fee are paid in the game).
    const asset = await makeAsset(t.database, seller.userId);
    await post(t, `/api/card/sell/${asset.id}`, seller.headers, { price: String(100n * ONE), coin: 'MDS' });
    const bought = await post(t, '/api/card/buy', buyer.headers, {
      id: asset.id,
      pay_password: FUND_PASSWORD,
      expected_price: String(100n * ONE),
      coin: 'MDS',
    });
    expect(bought.statusCode).toBe(200);
    // An open offer freezes 10 MDS: accounted for as frozen by an offer, no difference.
    const offered = await post(t, '/api/offers', buyer.headers, {
      filter: { kind: 'pet' },
      coin: 'MDS',
      amount: String(10n * ONE),
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      pay_password: FUND_PASSWORD,
    });
    expect(offered.statusCode).toBe(200);

    // The buyer withdraws 150 MDS to the wallet: pending, then paid by the worker and confirmed.
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/user/withdraw',
      headers: { language: 'EN-US', ...buyer.headers },
      payload: { coin: 'MDS', amount: (150n * ONE).toString(), pay_password: FUND_PASSWORD },
    });
    expect(asked.statusCode).toBe(200);
    const pending = await check();
    expect(pending.coins.find((c) => c.coin === 'MDS')!.pendingPayouts).toBe(150n * ONE);
    expect(pending.coins.find((c) => c.coin === 'MDS')).toMatchObject({
      openOffers: 10n * ONE,
      frozenUnexplained: 0n,
    });
    expect(formatReconciliation(pending)).toContain(`${150n * ONE}  ${10n * ONE}`);
    expect(differences(pending)).toEqual(differences(start));

    const worker = testPayoutWorker(chain, db, CONFIRMATIONS);
    live.push(worker);
    await worker.syncOnce();
    // Mined, not yet confirmed: the vault paid, the game has not seen it. Read at the cursor, no difference.
    expect(differences(await check())).toEqual(differences(start));
    await chain.test.mine({ blocks: CONFIRMATIONS });
    await catchUp(watcher);
    const paid = await check();
    expect(paid.ok).toBe(true);
    expect(paid.coins.find((c) => c.coin === 'MDS')!.pendingPayouts).toBe(0n);
    expect(differences(paid)).toEqual(differences(start));
    expect(
      paid.coins.find((c) => c.coin === 'BNB')!.owed - start.coins.find((c) => c.coin === 'BNB')!.owed,
    ).toBe(parseEther('2'));

    // A balance changed without its ledger entry is named.
    await db.database.db.execute(
      sql`update balances set available = available + 1 where user_id = ${seller.userId} and coin = 'MDS'`,
    );
    const tampered = await check();
    expect(tampered.ok).toBe(false);
    expect(tampered.ledgerMismatches).toMatchObject([{ user_id: seller.userId, coin: 'MDS' }]);
    expect(formatReconciliation(tampered)).toContain(`MISMATCH user ${seller.userId} MDS`);
    await db.database.db.execute(
      sql`update balances set available = available - 1 where user_id = ${seller.userId} and coin = 'MDS'`,
    );

    // A chain credit the vault never received (more than the float): coins missing from the vault.
    const float = differences(paid).MDS!;
    await db.database.db.transaction((tx) =>
      credit(tx as never, {
        userId: seller.userId,
        serverId: 1,
        coin: 'MDS',
        amount: float + 1n,
        reason: LEDGER_REASONS.chainDeposit,
        reference: 'forged',
      }),
    );
    const forged = await check();
    expect(forged.ok).toBe(false);
    expect(differences(forged).MDS).toBe(-1n);
    expect(formatReconciliation(forged)).toContain('MISSING MDS: the vault holds 1 base units less');

    if (kind !== 'postgres') return;
    // The command prints the same and fails, against the running database and chain.
    const contractsFile = path.join(
      fs.mkdtempSync(path.join(os.tmpdir(), 'yl-reconcile-')),
      'addresses.json',
    );
    fs.writeFileSync(contractsFile, JSON.stringify(chain.contracts));
    const command = spawnSync('npm', ['run', '--silent', 'reconcile'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: {
        ...process.env,
        DATABASE_URL: db.url,
        CHAIN_RPC_URL: chain.rpcUrl,
        CHAIN_ID: String(chain.chainId),
        CONTRACTS_FILE: contractsFile,
      },
    });
    expect(command.stdout).toContain('MISSING MDS: the vault holds 1 base units less');
    expect(command.stdout).toContain('NOT OK');
    expect(command.status).toBe(1);
  });
});
