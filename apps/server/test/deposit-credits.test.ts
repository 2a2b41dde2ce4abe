import { gameVaultAbi } from '@yuanlong/chain/abis';
import { devAccounts } from '@yuanlong/chain/accounts';
import { ACTIVITY_TYPES } from '@yuanlong/shared/activities';
import { eq, sql } from 'drizzle-orm';
import { encodeFunctionData, parseUnits } from 'viem';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { queryRows } from '../src/db/rows.ts';
import { assets, balances, ledgerEntries } from '../src/db/schema.ts';
import { depositCoinData, depositDragonData, receiptOf, send, sendRaw } from './support/chain.ts';
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
  ONE_MDV,
  PLAYER4_DRAGON,
  signed,
  watch,
} from './support/deposit-suite.ts';

fileHooks();

describe.each(databaseKinds)('GameVault deposits credited by the chain watcher on %s', (kind) => {
  depositSuite(kind);

  it('credits several deposits of one batch in order: each ledger entry holds the balance after it, each activity its amount', async () => {
    const watcher = watch();
    await catchUp(watcher);
    await db.database.db
      .insert(balances)
      .values({ userId: 607, serverId: 1, coin: 'MDV', available: 10n * ONE_MDV });
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

  it('credits a deposit below the deposit minimum in full: the dialog refuses it, the vault keeps it, the player gets it', async () => {
    const watcher = watch();
    await catchUp(watcher);
    const minimum = parseUnits(loadConfig({}).depositMinimums.MDV, 18);
    const dust = 1n;
    expect(dust).toBeLessThan(minimum);
    const tx = await send(
      chain,
      devAccounts.player1.address,
      chain.contracts.contracts.gameVault,
      depositCoinData(chain.contracts.coins.MDV, dust, 609, 1),
    );
    expect((await receiptOf(chain, tx)).status).toBe('success');
    await chain.test.mine({ blocks: CONFIRMATIONS });
    await catchUp(watcher);

    expect(await available(609, 'MDV')).toBe(dust);
    expect((await ledgerOf(609)).map((e) => e.delta)).toEqual([dust.toString()]);
    expect(await activityTypes(609)).toEqual([ACTIVITY_TYPES.coinDeposited.code]);
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
      depositDragonData(chain, player.address, PLAYER4_DRAGON, 606),
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
