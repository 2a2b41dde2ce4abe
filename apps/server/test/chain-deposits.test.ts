import { dragonNftAbi, gameVaultAbi } from '@yuanlong/chain/abis';
import { devAccounts } from '@yuanlong/chain/accounts';
import { ACTIVITY_TYPES } from '@yuanlong/shared/activities';
import { and, eq, sql } from 'drizzle-orm';
import { type Address, encodeAbiParameters, encodeFunctionData, type Hex, parseUnits } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ChainWatcher } from '../src/chain/watcher.ts';
import { queryRows } from '../src/db/rows.ts';
import { activities, assets, balances, ledgerEntries } from '../src/db/schema.ts';
import { chainEvents } from '../src/db/schema-chain.ts';
import {
  approveMdv,
  type ChainTestDatabase,
  depositCoinData,
  openChainTestDatabase,
  receiptOf,
  send,
  sendRaw,
  startTestChain,
  type TestChain,
  testWatcher,
} from './support/chain.ts';
import { databaseKinds } from './support/databases.ts';

const CONFIRMATIONS = 3;
const ONE_MDV = parseUnits('1', 18);
/** The first demo dragon deploy() mints to the fourth demo player (DEMO_ID_BASE + 4 × 100 + 1). */
const PLAYER4_DRAGON = 900_000_401n;

let chain: TestChain;

beforeAll(async () => {
  chain = await startTestChain();
});

afterAll(async () => {
  await chain?.stop();
});

/** A transaction signed with an explicit nonce: after a reorg drops it, it can be sent again (same hash). */
async function signed(privateKey: Hex, to: Address, data: Hex, value = 0n): Promise<Hex> {
  const signer = privateKeyToAccount(privateKey);
  const nonce = await chain.client.getTransactionCount({ address: signer.address, blockTag: 'pending' });
  return signer.signTransaction({
    chainId: chain.chainId,
    type: 'eip1559',
    to,
    data,
    value,
    gas: 300_000n,
    nonce,
    maxFeePerGas: 50_000_000_000n,
    maxPriorityFeePerGas: 1_000_000_000n,
  });
}

describe.each(databaseKinds)('GameVault deposits credited by the chain watcher on %s', (kind) => {
  let db: ChainTestDatabase;
  let base: Hex;
  const live: ChainWatcher[] = [];

  async function catchUp(watcher: ChainWatcher) {
    for (let i = 0; i < 1000; i += 1) {
      expect(await watcher.syncOnce()).toBe(true);
      const { cursor, head } = watcher.status();
      if (cursor !== undefined && head !== undefined && cursor >= head - CONFIRMATIONS + 1) return;
    }
    throw new Error('the watcher did not catch up');
  }

  const watch = () => {
    const watcher = testWatcher(chain, db, { confirmations: CONFIRMATIONS });
    live.push(watcher);
    return watcher;
  };

  const available = async (userId: number, coin: string) => {
    const [row] = await db.database.db
      .select({ available: balances.available })
      .from(balances)
      .where(and(eq(balances.userId, userId), eq(balances.coin, coin)));
    return row?.available ?? 0n;
  };

  const ledgerOf = (userId: number) =>
    queryRows<{ coin: string; delta: string; after: string; reason: string; reference: string }>(
      db.database.db,
      sql`select coin, available_delta::text as delta, available_after::text as after, reason, reference
          from ledger_entries where user_id = ${userId} order by id`,
    );

  const activityTypes = async (userId: number) =>
    (
      await db.database.db
        .select({ type: activities.type })
        .from(activities)
        .where(eq(activities.userId, userId))
    )
      .map((row) => row.type)
      .sort();

  beforeAll(async () => {
    await chain.test.setAutomine(true);
    base = await chain.test.snapshot();
    db = await openChainTestDatabase(kind);
    await db.database.db.execute(sql`
      insert into users (id, invite_code, nickname)
      select n, 'D' || n, 'deposit test' from generate_series(601::bigint, 610::bigint) n`);
    await approveMdv(chain, devAccounts.player1.address, chain.contracts.contracts.gameVault);
    await approveMdv(chain, devAccounts.player2.address, chain.contracts.contracts.gameVault);
  });

  afterEach(async () => {
    await Promise.all(live.splice(0).map((watcher) => watcher.stop()));
    await chain.test.setAutomine(true);
  });

  afterAll(async () => {
    await db?.close();
    await chain.test.revert({ id: base });
  });

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

  it('credits several deposits of one batch in order: each ledger entry holds the balance after it, each activity its amount', async () => {
    const watcher = watch();
    await catchUp(watcher);
    await db.database.db.insert(balances).values({ userId: 607, coin: 'MDV', available: 10n * ONE_MDV });
    const from = devAccounts.player1.address;
    const nonce = await chain.client.getTransactionCount({ address: from, blockTag: 'pending' });
    await chain.test.setAutomine(false);
    const deposits: [number, bigint][] = [
      [607, 1n],
      [608, 5n],
      [607, 2n],
      [607, 3n],
    ];
    for (const [i, [user, mdv]] of deposits.entries()) {
      const data = depositCoinData(chain.contracts.coins.MDV, mdv * ONE_MDV, user, 1);
      await send(chain, from, chain.contracts.contracts.gameVault, data, 300_000n, nonce + i);
    }
    await chain.test.mine({ blocks: CONFIRMATIONS });
    await chain.test.setAutomine(true);
    await catchUp(watcher);

    const mdv = (n: bigint) => (n * ONE_MDV).toString();
    expect((await ledgerOf(607)).map((e) => [e.delta, e.after])).toEqual([
      [mdv(1n), mdv(11n)],
      [mdv(2n), mdv(13n)],
      [mdv(3n), mdv(16n)],
    ]);
    expect((await ledgerOf(608)).map((e) => [e.delta, e.after])).toEqual([[mdv(5n), mdv(5n)]]);
    expect(await available(607, 'MDV')).toBe(16n * ONE_MDV);
    // Each event's effects name the activity entry written for it.
    const linked = await queryRows<{
      account: string;
      amount: string;
      activity_user: string;
      activity_amount: string;
    }>(
      db.database.db,
      sql`select e.account::text, e.args->>'amount' as amount, a.user_id::text as activity_user,
                 a.amount::text as activity_amount
          from chain_events e
          join activities a on a.id = (select (x->>'id')::bigint from jsonb_array_elements(e.effects) x
                                       where x->>'kind' = 'activity')
          where e.event = 'CoinDeposited' and e.account in (607, 608)
          order by e.block_number, e.log_index`,
    );
    expect(linked.map((row) => [row.account, row.activity_user, row.amount, row.activity_amount])).toEqual(
      deposits.map(([user, n]) => [String(user), String(user), mdv(n), mdv(n)]),
    );
  });

  it('credits BNB deposits, ignores deposits for accounts that are not users, moves a deposited NFT into the game; a reorg undoes each', async () => {
    const watcher = watch();
    await catchUp(watcher);
    // Game asset 1 stands for the player's wallet dragon (token PLAYER4_DRAGON), owned by user 605.
    const [asset] = await db.database.db
      .insert(assets)
      .values({
        kind: 4,
        tokenId: PLAYER4_DRAGON,
        name: 'Wallet dragon',
        ownerId: 605,
        location: 1,
        number: 1,
      })
      .returning({ id: assets.id });
    const player = devAccounts.player4;
    const fork = await chain.test.snapshot();
    const bnb = await sendRaw(
      chain,
      await signed(
        player.privateKey,
        chain.contracts.contracts.gameVault,
        encodeFunctionData({ abi: gameVaultAbi, functionName: 'depositNative', args: [604n, 1n] }),
        parseUnits('0.25', 18),
      ),
    );
    const stranger = await send(
      chain,
      devAccounts.player1.address,
      chain.contracts.contracts.gameVault,
      depositCoinData(chain.contracts.coins.MDV, ONE_MDV, 999_999, 1),
    );
    const nft = await send(
      chain,
      player.address,
      chain.contracts.contracts.dragonNft,
      encodeFunctionData({
        abi: dragonNftAbi,
        functionName: 'safeTransferFrom',
        args: [
          player.address,
          chain.contracts.contracts.gameVault,
          PLAYER4_DRAGON,
          encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [606n, 1n]),
        ],
      }),
    );
    expect((await receiptOf(chain, bnb)).status).toBe('success');
    expect((await receiptOf(chain, nft)).status).toBe('success');
    expect((await receiptOf(chain, stranger)).status).toBe('success');
    await chain.test.mine({ blocks: CONFIRMATIONS });
    await catchUp(watcher);

    expect(await available(604, 'BNB')).toBe(parseUnits('0.25', 18));
    const [moved] = await db.database.db.select().from(assets).where(eq(assets.id, asset!.id));
    expect(moved).toMatchObject({ ownerId: 606, location: 2 });
    expect(await activityTypes(606)).toEqual([ACTIVITY_TYPES.nftDeposited.code]);
    const unknown = await queryRows<{ effects: unknown[] }>(
      db.database.db,
      sql`select effects from chain_events where event = 'CoinDeposited' and account = 999999`,
    );
    expect(unknown).toEqual([{ effects: [] }]);
    expect(
      await db.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, 999_999)),
    ).toHaveLength(0);

    // A reorg drops all three: the BNB is taken back and the dragon returns to where it was.
    await chain.test.revert({ id: fork });
    await chain.test.mine({ blocks: 1 });
    await catchUp(watcher);
    expect(await available(604, 'BNB')).toBe(0n);
    const [back] = await db.database.db.select().from(assets).where(eq(assets.id, asset!.id));
    expect(back).toMatchObject({ ownerId: 605, location: 1 });
    expect(await activityTypes(606)).toEqual([]);
  });
});
