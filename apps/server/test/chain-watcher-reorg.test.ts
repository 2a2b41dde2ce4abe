import { devAccounts } from '@yuanlong/chain/accounts';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { lockKey } from '../src/chain/leader.ts';
import { activities, users } from '../src/db/schema.ts';
import { chainEvents } from '../src/db/schema-chain.ts';
import { ticketsOf } from '../src/modules/invite/tickets.ts';
import { approveMdv, receiptOf, sendRaw, signedActivation } from './support/chain.ts';
import { databaseKinds } from './support/databases.ts';
import { CONFIRMATIONS, catchUp } from './support/watcher-fixtures.ts';
import { activatedAt, chain, db, fileHooks, watch, watcherSuite } from './support/watcher-suite.ts';

fileHooks();

describe.each(databaseKinds)('chain watcher on %s', (kind) => {
  watcherSuite(kind);

  it('never applies an activation reorged out before its confirmations, and applies it once when mined again', async () => {
    const player = devAccounts.player2;
    await approveMdv(chain, player.address, chain.contracts.contracts.activation);
    const watcher = watch();
    await catchUp(watcher);

    const fork = await chain.test.snapshot();
    const raw = await signedActivation(chain, player.privateKey, 501);
    const hash = await sendRaw(chain, raw);
    await chain.test.mine({ blocks: CONFIRMATIONS - 2 }); // confirmations: N - 1
    await catchUp(watcher);
    expect(await activatedAt(db.database.db, 501)).toBeNull();

    // The block with the activation is dropped; the chain grows past it without it.
    await chain.test.revert({ id: fork });
    await chain.test.mine({ blocks: CONFIRMATIONS + 2 });
    expect(await chain.client.getTransactionReceipt({ hash }).catch(() => null)).toBeNull();
    await catchUp(watcher);
    expect(await activatedAt(db.database.db, 501)).toBeNull();
    expect(await db.database.db.select().from(chainEvents).where(eq(chainEvents.txHash, hash))).toHaveLength(
      0,
    );

    // Mined again (the same signed transaction, so the same hash) and confirmed: applied, once.
    expect(await sendRaw(chain, raw)).toBe(hash);
    const receipt = await receiptOf(chain, hash);
    await chain.test.mine({ blocks: CONFIRMATIONS - 2 });
    await catchUp(watcher);
    expect(await activatedAt(db.database.db, 501)).toBeNull(); // N - 1 confirmations
    await chain.test.mine({ blocks: 1 });
    for (let i = 0; i < 3; i += 1) await catchUp(watcher);
    const block = await chain.client.getBlock({ blockNumber: receipt.blockNumber });
    expect(await activatedAt(db.database.db, 501)).toEqual(new Date(Number(block.timestamp) * 1000));
    const events = await db.database.db.select().from(chainEvents).where(eq(chainEvents.txHash, hash));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      event: 'AccountActivated',
      account: 501n,
      blockNumber: Number(receipt.blockNumber),
    });
    expect(await db.database.db.select().from(activities).where(eq(activities.userId, 501))).toHaveLength(1);
    await watcher.stop();
  });

  it("undoes an applied activation whose block a reorg drops (and its inviter's ticket), and applies it once when it is mined again", async () => {
    const player = devAccounts.player3;
    // 502 was invited by 509: its activation earns 509 one summon ticket.
    await db.database.db.update(users).set({ inviterCode: 'W509' }).where(eq(users.id, 502));
    await approveMdv(chain, player.address, chain.contracts.contracts.activation);
    const watcher = watch();
    await catchUp(watcher);

    const fork = await chain.test.snapshot();
    const raw = await signedActivation(chain, player.privateKey, 502);
    const hash = await sendRaw(chain, raw);
    await chain.test.mine({ blocks: CONFIRMATIONS + 1 });
    await catchUp(watcher);
    expect(await activatedAt(db.database.db, 502)).not.toBeNull();
    expect(await db.database.db.select().from(activities).where(eq(activities.userId, 502))).toHaveLength(1);
    expect(await ticketsOf(db.database.db, 509)).toBe(1);

    // A reorg deeper than the confirmations (within the reorg window) drops it.
    await chain.test.revert({ id: fork });
    await chain.test.mine({ blocks: 1 });
    await chain.test.setAutomine(true);
    await catchUp(watcher);
    expect(await activatedAt(db.database.db, 502)).toBeNull();
    expect(await db.database.db.select().from(activities).where(eq(activities.userId, 502))).toHaveLength(0);
    expect(await ticketsOf(db.database.db, 509)).toBe(0);
    expect(await db.database.db.select().from(chainEvents).where(eq(chainEvents.txHash, hash))).toHaveLength(
      0,
    );

    await sendRaw(chain, raw);
    const receipt = await receiptOf(chain, hash);
    await chain.test.mine({ blocks: CONFIRMATIONS });
    for (let i = 0; i < 3; i += 1) await catchUp(watcher);
    const events = await db.database.db.select().from(chainEvents).where(eq(chainEvents.txHash, hash));
    expect(events).toHaveLength(1);
    expect(events[0]!.blockNumber).toBe(Number(receipt.blockNumber));
    expect(await activatedAt(db.database.db, 502)).not.toBeNull();
    expect(await db.database.db.select().from(activities).where(eq(activities.userId, 502))).toHaveLength(1);
    expect(await ticketsOf(db.database.db, 509)).toBe(1);
    await watcher.stop();
  });

  it('lets only one instance process: a second one waits while the first holds the lock, then takes over', async () => {
    const first = watch();
    const second = watch({ leaderPollMs: 50 });
    expect(await first.syncOnce()).toBe(true);
    expect(await second.syncOnce()).toBe(false);
    expect(second.status().leader).toBe(false);
    if (kind === 'postgres') {
      // The lock is PostgreSQL's own: another session cannot take it either.
      const other = new pg.Client({ connectionString: db.url });
      await other.connect();
      const [a, b] = lockKey('chain-watcher', chain.chainId);
      const { rows: lock } = await other.query('select pg_try_advisory_lock($1, $2) as locked', [a, b]);
      expect(lock[0].locked).toBe(false);
      await other.end();
    }
    // Started as a loop, the second keeps waiting while the first leads; new blocks are the first's.
    second.start();
    await chain.test.mine({ blocks: 2 });
    expect(await first.syncOnce()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(second.status().leader).toBe(false);
    expect(second.status().cursor).toBeUndefined();
    await first.stop();
    for (let i = 0; i < 100 && !second.status().leader; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(second.status().leader).toBe(true);
    for (let i = 0; i < 100 && second.status().cursor === undefined; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(second.status().cursor).toBe(first.status().cursor);
    await second.stop();
  });
});
