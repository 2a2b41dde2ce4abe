import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revertEventsAbove } from '../src/chain/effects.ts';
import type { Database } from '../src/db/client.ts';
import { chainEvents } from '../src/db/schema-chain.ts';
import { credit, LEDGER_REASONS } from '../src/modules/ledger/ledger.ts';
import { databaseKinds, openTestDatabase } from './support/databases.ts';
import { addUsers } from './support/watcher-fixtures.ts';
import { balanceOf } from './support/withdraw.ts';

const CHAIN = 31337;
const VAULT = '0x00000000000000000000000000000000000000a1';
const USER = 7001;

/** A reorg's undo dispatches each recorded effect by its kind (chain/effects.ts revertEventsAbove). */
describe.each(databaseKinds)('undoing chain effects on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await addUsers(database.db, USER, 1);
    const reference = 'test:grant';
    await credit(database.db, {
      userId: USER,
      serverId: 1,
      coin: 'MDS',
      amount: 50n,
      reason: LEDGER_REASONS.demoGrant,
      reference,
    });
  });
  afterAll(() => database.close());

  it('refuses an effect of a kind it does not know (written by a newer version) instead of undoing it as a coin credit', async () => {
    const [row] = await database.db
      .insert(chainEvents)
      .values({
        chainId: CHAIN,
        txHash: '0x01',
        logIndex: 0,
        blockNumber: 100,
        blockHash: '0x02',
        blockTime: new Date('2026-11-01T00:00:00Z'),
        contract: VAULT,
        event: 'CoinDeposited',
        args: {},
        // Shaped like a credit, so that undoing it as one would take 20 MDS from the user.
        effects: [{ kind: 'credited_v2', user_id: USER, coin: 'MDS', amount: '20' }],
      })
      .returning({ id: chainEvents.id });
    await expect(
      database.db.transaction((tx) => revertEventsAbove(tx as never, CHAIN, [VAULT], 99)),
    ).rejects.toThrow(/credited_v2/);
    expect((await balanceOf(database, USER, 'MDS')).available).toBe(50n);
    const kept = await database.db.select().from(chainEvents).where(eq(chainEvents.id, row!.id));
    expect(kept).toHaveLength(1);
  });
});
