import { devAccounts } from '@yuanlong/chain/accounts';
import { ACTIVITY_TYPES } from '@yuanlong/shared/activities';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chainEvents } from '../src/db/schema-chain.ts';
import { depositCoinData, receiptOf, send, sendRaw, testWatcher } from './support/chain.ts';
import { databaseKinds } from './support/databases.ts';
import {
  activityTypes,
  available,
  CONFIRMATIONS,
  catchUp,
  chain,
  db,
  depositSuite,
  fileHooks,
  ledgerOf,
  live,
  ONE_MDV,
  signed,
  watch,
} from './support/deposit-suite.ts';

fileHooks();

describe.each(databaseKinds)('GameVault deposits credited by the chain watcher on %s', (kind) => {
  depositSuite(kind);

  it('never credits a deposit reorged out before its confirmations, and credits it exactly once when mined again', async () => {
    const watcher = watch();
    await catchUp(watcher);
    const fork = await chain.test.snapshot();
    const raw = await signed(
      devAccounts.player1.privateKey,
      chain.contracts.contracts.gameVault,
      depositCoinData(chain.contracts.coins.MDV, 5n * ONE_MDV, 601, 1),
    );
    const hash = await sendRaw(chain, raw);
    await chain.test.mine({ blocks: CONFIRMATIONS - 2 }); // N - 1 confirmations
    await catchUp(watcher);
    expect(await available(601, 'MDV')).toBe(0n);

    // Dropped by a reorg; the chain grows past it without it.
    await chain.test.revert({ id: fork });
    await chain.test.mine({ blocks: CONFIRMATIONS + 2 });
    expect(await chain.client.getTransactionReceipt({ hash }).catch(() => null)).toBeNull();
    await catchUp(watcher);
    expect(await available(601, 'MDV')).toBe(0n);
    expect(await ledgerOf(601)).toEqual([]);

    // Mined again, the same signed transaction: N - 1 confirmations, still nothing; N: credited once.
    expect(await sendRaw(chain, raw)).toBe(hash);
    const receipt = await receiptOf(chain, hash);
    await chain.test.mine({ blocks: CONFIRMATIONS - 2 });
    await catchUp(watcher);
    expect(await available(601, 'MDV')).toBe(0n);
    await chain.test.mine({ blocks: 1 });
    for (let i = 0; i < 3; i += 1) await catchUp(watcher);
    expect(await available(601, 'MDV')).toBe(5n * ONE_MDV);
    const reference = `deposit:${chain.chainId}:${hash.toLowerCase()}:${receipt.logs.find((l) => l.address.toLowerCase() === chain.contracts.contracts.gameVault.toLowerCase())!.logIndex}`;
    expect(await ledgerOf(601)).toEqual([
      {
        coin: 'MDV',
        delta: (5n * ONE_MDV).toString(),
        after: (5n * ONE_MDV).toString(),
        reason: 'chain_deposit',
        reference,
      },
    ]);
    expect(await activityTypes(601)).toEqual([ACTIVITY_TYPES.coinDeposited.code]);
    expect(await db.database.db.select().from(chainEvents).where(eq(chainEvents.txHash, hash))).toHaveLength(
      1,
    );
  });

  it('takes back a credited deposit whose block a deeper reorg drops (a reversing ledger entry), and credits it once when mined again', async () => {
    const watcher = watch();
    await catchUp(watcher);
    const fork = await chain.test.snapshot();
    const raw = await signed(
      devAccounts.player2.privateKey,
      chain.contracts.contracts.gameVault,
      depositCoinData(chain.contracts.coins.MDV, 3n * ONE_MDV, 602, 1),
    );
    const hash = await sendRaw(chain, raw);
    await chain.test.mine({ blocks: CONFIRMATIONS + 1 });
    await catchUp(watcher);
    expect(await available(602, 'MDV')).toBe(3n * ONE_MDV);

    await chain.test.revert({ id: fork });
    await chain.test.mine({ blocks: 1 });
    await catchUp(watcher);
    expect(await available(602, 'MDV')).toBe(0n);
    const reasons = (await ledgerOf(602)).map((e) => [e.reason, e.delta, e.after]);
    expect(reasons).toEqual([
      ['chain_deposit', (3n * ONE_MDV).toString(), (3n * ONE_MDV).toString()],
      ['chain_deposit_reverted', (-3n * ONE_MDV).toString(), '0'],
    ]);
    expect(await activityTypes(602)).toEqual([]);

    await sendRaw(chain, raw);
    await receiptOf(chain, hash);
    await chain.test.mine({ blocks: CONFIRMATIONS });
    for (let i = 0; i < 3; i += 1) await catchUp(watcher);
    expect(await available(602, 'MDV')).toBe(3n * ONE_MDV);
    expect((await ledgerOf(602)).map((e) => e.reason)).toEqual([
      'chain_deposit',
      'chain_deposit_reverted',
      'chain_deposit',
    ]);
    // The journal adds up to the balance.
    const sum = (await ledgerOf(602)).reduce((total, e) => total + BigInt(e.delta), 0n);
    expect(sum).toBe(await available(602, 'MDV'));
  });

  it('takes back what is left when the deposited coins were spent before the reorg, and reports the shortfall', async () => {
    const errors: object[] = [];
    const watcher = testWatcher(chain, db, {
      confirmations: CONFIRMATIONS,
      logger: { debug() {}, info() {}, warn() {}, error: (obj) => errors.push(obj) },
    });
    live.push(watcher);
    await catchUp(watcher);
    const fork = await chain.test.snapshot();
    await send(
      chain,
      devAccounts.player1.address,
      chain.contracts.contracts.gameVault,
      depositCoinData(chain.contracts.coins.MDV, 4n * ONE_MDV, 603, 1),
    );
    await chain.test.mine({ blocks: CONFIRMATIONS + 1 });
    await catchUp(watcher);
    expect(await available(603, 'MDV')).toBe(4n * ONE_MDV);
    // The user spends 3 of the 4 MDV in the game meanwhile.
    await db.database.db.execute(
      sql`update balances set available = available - ${(3n * ONE_MDV).toString()}::numeric where user_id = 603 and coin = 'MDV'`,
    );

    await chain.test.revert({ id: fork });
    await chain.test.mine({ blocks: 1 });
    await catchUp(watcher);
    expect(await available(603, 'MDV')).toBe(0n);
    expect(errors).toEqual([
      expect.objectContaining({ user_id: 603, coin: 'MDV', amount: (3n * ONE_MDV).toString() }),
    ]);
  });
});
