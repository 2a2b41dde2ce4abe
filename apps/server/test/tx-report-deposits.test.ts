import { gameCoinAbi, gameVaultAbi } from '@yuanlong/chain/abis';
import { devAccounts } from '@yuanlong/chain/accounts';
import { encodeFunctionData } from 'viem';
import { describe, expect, it } from 'vitest';
import { depositCoinData, receiptOf, send } from './support/chain.ts';
import { databaseKinds } from './support/databases.ts';
import {
  CONFIRMATIONS,
  chain,
  fail,
  fileHooks,
  mdvBalance,
  mined,
  ONE,
  report,
  reportCount,
  SEVEN_HFH,
  settle,
  t,
  txReportSuite,
  vault,
} from './support/tx-report-suite.ts';
import { withdrawer } from './support/withdraw.ts';

fileHooks();

describe.each(databaseKinds)('transactions handed over by the web on %s', (kind) => {
  txReportSuite(kind);

  it('charge, charge2 and bgg/charge: own deposits of their coins are shown confirming, then done once credited; everything else is refused with nothing kept', async () => {
    const player = devAccounts.player1.address;
    const user = await withdrawer(t.database, { address: player });
    const other = await withdrawer(t.database);
    const mdv = await mined(
      player,
      vault(),
      depositCoinData(chain.contracts.coins.MDV, 5n * ONE, user.userId, 1),
    );
    const hfh = await mined(
      player,
      vault(),
      depositCoinData(chain.contracts.coins.HFH, SEVEN_HFH, user.userId, 1),
    );
    const bnbData = encodeFunctionData({
      abi: gameVaultAbi,
      functionName: 'depositNative',
      args: [BigInt(user.userId), 1n],
    });
    const bnbHash = await chain.test.sendUnsignedTransaction({
      from: player,
      to: vault(),
      data: bnbData,
      value: ONE / 4n,
      gas: 400_000n,
    });
    await receiptOf(chain, bnbHash);

    const first = await report('/api/user/charge', user.headers, {
      tx_hash: mdv.toUpperCase().replace('0X', '0x'),
    });
    expect(first.json()).toMatchObject({
      code: 200,
      data: {
        tx_hash: mdv.toLowerCase(),
        kind: 'coin_deposit',
        state: 'confirming',
        required: CONFIRMATIONS,
        asset_id: null,
        coin: 'MDV',
        amount: (5n * ONE).toString(),
      },
    });
    expect(first.json().data.confirmations).toBeGreaterThanOrEqual(1);
    expect(first.json().data.confirmations).toBeLessThanOrEqual(CONFIRMATIONS);
    // Idempotent; credits nothing by itself.
    expect((await report('/api/user/charge', user.headers, { tx_hash: mdv })).json().data).toEqual(
      first.json().data,
    );
    expect(await reportCount()).toBe(1);
    expect(await mdvBalance(user.userId)).toBe(0n);

    expect((await report('/api/user/charge2', user.headers, { tx_hash: bnbHash })).json().data).toMatchObject(
      {
        coin: 'BNB',
        amount: (ONE / 4n).toString(),
      },
    );
    expect(
      (await report('/api/user/bgg/charge', user.headers, { tx_hash: hfh, coin: 'HFH' })).json().data,
    ).toMatchObject({
      coin: 'HFH',
      amount: SEVEN_HFH.toString(),
    });
    expect(await reportCount()).toBe(3);

    const reverted = await send(
      chain,
      player,
      vault(),
      depositCoinData(chain.contracts.coins.MDV, 0n, user.userId, 1),
    );
    expect((await receiptOf(chain, reverted)).status).toBe('reverted');
    const approve = encodeFunctionData({ abi: gameCoinAbi, functionName: 'approve', args: [vault(), 1n] });
    const notDeposit = await mined(player, chain.contracts.coins.META, approve);
    const unknown = `0x${'ab'.repeat(32)}`;
    expect([
      await fail('/api/user/charge2', user.headers, { tx_hash: mdv }),
      await fail('/api/user/bgg/charge', user.headers, { tx_hash: bnbHash }),
      await fail('/api/user/charge', user.headers, { tx_hash: bnbHash }),
      await fail('/api/user/charge', user.headers, { tx_hash: mdv, coin: 'HFH' }),
      await fail('/api/user/charge', user.headers, { tx_hash: mdv, coin: 'BNB' }),
      await fail('/api/user/charge', other.headers, { tx_hash: mdv }),
      await fail('/api/user/charge', user.headers, { tx_hash: notDeposit }),
      await fail('/api/user/charge', user.headers, { tx_hash: reverted }),
      await fail('/api/user/charge', user.headers, { tx_hash: 'abc' }),
      await fail('/api/user/charge', user.headers, {}),
      await fail('/api/user/charge', user.headers, { tx_hash: unknown }),
    ]).toEqual([
      [409, 'This transaction deposits MDV, which is not a coin of this deposit.'],
      [409, 'This transaction deposits BNB, which is not a coin of this deposit.'],
      [409, 'This transaction deposits BNB, which is not a coin of this deposit.'],
      [409, 'This transaction deposits MDV, which is not a coin of this deposit.'],
      [400, 'Only MDS, MDV, META, HFH, ENFT can be used here.'],
      [403, 'This transaction belongs to another account.'],
      [400, 'This transaction is not a coin deposit to the game.'],
      [409, 'Transaction failed.'],
      [400, 'The transaction hash is not valid (0x and 64 hex digits).'],
      [400, 'The transaction hash is not valid (0x and 64 hex digits).'],
      [404, 'The transaction was not found on the chain; please try again shortly.'],
    ]);
    expect((await report('/api/user/charge', {}, { tx_hash: mdv })).statusCode).toBe(401);
    expect(await reportCount()).toBe(3);

    await settle();
    expect(await mdvBalance(user.userId)).toBe(5n * ONE);
    expect((await report('/api/user/charge', user.headers, { tx_hash: mdv })).json().data).toMatchObject({
      state: 'done',
      confirmations: CONFIRMATIONS,
    });
    expect(await reportCount()).toBe(3);
  });
});
