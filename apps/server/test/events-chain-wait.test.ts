import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishWaitProgress } from '../src/chain/wait-progress.ts';
import type { Database } from '../src/db/client.ts';
import { chainEvents, txReports } from '../src/db/schema.ts';
import { databaseKinds, openTestDatabase } from './support/databases.ts';
import { signedInUser } from './support/test-app.ts';

const CHAIN = 31337;

describe.each(databaseKinds)('chain_wait live events on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  const eventsOf = async (userId: number) =>
    (
      await database.query<{ data: unknown }>(
        "select data from events where topic = 'chain_wait' and user_id = $1 order by id",
        [userId],
      )
    ).map((r) => r.data);

  it("tells the reporting user each new head's confirmations until the watcher applies the event", async () => {
    const user = await signedInUser(database);
    const other = await signedInUser(database);
    const report = { chainId: CHAIN, logIndex: 0, blockNumber: 100, kind: 'coin_deposit' };
    await database.db.insert(txReports).values([
      { ...report, txHash: '0xaa', userId: user.userId },
      { ...report, txHash: '0xbb', userId: other.userId, blockNumber: 90 },
    ]);
    await publishWaitProgress(database.db, CHAIN, 101, 3);
    await publishWaitProgress(database.db, CHAIN, 102, 3);
    // Past the required confirmations it is the watcher's to apply: no more progress.
    await publishWaitProgress(database.db, CHAIN, 103, 3);
    expect(await eventsOf(user.userId)).toEqual([
      { tx_hash: '0xaa', confirmations: 2, required: 3 },
      { tx_hash: '0xaa', confirmations: 3, required: 3 },
    ]);
    expect(await eventsOf(other.userId)).toEqual([]);
  });

  it('says nothing of a transaction whose event the watcher has applied', async () => {
    const user = await signedInUser(database);
    const report = { chainId: CHAIN, txHash: '0xcc', logIndex: 1, blockNumber: 200 };
    await database.db.insert(txReports).values({ ...report, kind: 'claim', userId: user.userId });
    await database.db.insert(chainEvents).values({
      ...report,
      blockHash: '0x01',
      blockTime: new Date(),
      contract: '0x02',
      event: 'NftClaimed',
      args: {},
    });
    expect(await publishWaitProgress(database.db, CHAIN, 201, 3)).toBe(0);
    expect(await eventsOf(user.userId)).toEqual([]);
  });
});
