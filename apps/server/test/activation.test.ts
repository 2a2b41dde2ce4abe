import { activationAbi } from '@yuanlong/chain/abis';
import { devAccounts } from '@yuanlong/chain/accounts';
import { findFreePort } from '@yuanlong/chain/anvil';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { custom, type EIP1193Parameters, encodeFunctionData } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createChainClient } from '../src/chain/client.ts';
import { createChainRuntime } from '../src/chain/runtime.ts';
import type { ChainWatcher } from '../src/chain/watcher.ts';
import { loadConfig } from '../src/config.ts';
import { users } from '../src/db/schema.ts';
import { createMailService, type MailService } from '../src/mail/mail-service.ts';
import {
  activateData,
  approveMdv,
  type ChainTestDatabase,
  openChainTestDatabase,
  receiptOf,
  send,
  startTestChain,
  type TestChain,
  testWatcher,
} from './support/chain.ts';
import { databaseKinds } from './support/databases.ts';
import { giveRole } from './support/market.ts';
import { signedInUser } from './support/test-app.ts';

let chain: TestChain;
let fresh: `0x${string}`;
/** Runs before each JSON-RPC request of the app's chain client (a test mines blocks between two reads). */
let beforeRequest: ((request: EIP1193Parameters) => Promise<void>) | undefined;

beforeAll(async () => {
  chain = await startTestChain();
  fresh = await chain.test.snapshot();
});

afterAll(async () => {
  await chain?.stop();
});

describe.each(databaseKinds)('activation on %s', (kind) => {
  let db: ChainTestDatabase;
  let app: FastifyInstance;
  let mail: MailService;
  let watcher: ChainWatcher;

  beforeAll(async () => {
    // Each database numbers its users from the start: give each one a chain where no account is activated.
    await chain.test.revert({ id: fresh });
    fresh = await chain.test.snapshot();
    db = await openChainTestDatabase(kind);
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      CHAIN_ID: String(chain.chainId),
      CHAIN_RPC_URL: chain.rpcUrl,
    });
    const transport = custom({
      async request(request: EIP1193Parameters) {
        await beforeRequest?.(request);
        return chain.client.request(request as Parameters<typeof chain.client.request>[0]);
      },
    });
    const runtime = createChainRuntime(config, { contracts: chain.contracts, transport });
    mail = createMailService(config, db.database.db, () => new Date());
    app = await buildApp({ config, database: db.database, mail, chain: runtime });
    watcher = testWatcher(chain, db);
  });

  afterAll(async () => {
    await watcher?.stop();
    await app?.close();
    await mail?.close();
    await db?.close();
  });

  const get = async (token: string) => {
    const res = await app.inject({
      url: '/api/user/activation',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const report = (token: string, txHash: string) =>
    app.inject({
      method: 'POST',
      url: '/api/user/activation',
      headers: { authorization: `Bearer ${token}`, language: 'EN-US' },
      payload: { tx_hash: txHash },
    });
  const sell = (token: string) =>
    app.inject({
      method: 'POST',
      url: '/api/card/sell/999999999',
      headers: { authorization: `Bearer ${token}`, language: 'EN-US', serverid: '1' },
      payload: { price: '100', coin: 'MDS' },
    });

  it('names the chain and its contracts for the web', async () => {
    const res = await app.inject('/api/website/chain');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      chain_id: chain.chainId,
      name: 'Yuanlong dev chain',
      rpc_url: chain.rpcUrl,
      explorer_url: '',
      confirmations: 3,
      block_ms: 1000,
      contracts: {
        coins: chain.contracts.coins,
        dragon: chain.contracts.contracts.dragonNft,
        card: chain.contracts.contracts.cardNft,
        activation: chain.contracts.contracts.activation,
        vault: chain.contracts.contracts.gameVault,
        nft111: chain.contracts.contracts.nft111,
      },
      // Read from the coin contracts: HFH is deployed with 8 decimals.
      coin_decimals: { MDS: 18, MDV: 18, META: 18, HFH: 8, ENFT: 18, BNB: 18 },
    });
  });

  it('reads the chain through the next RPC URL when the first one is down', async () => {
    const dead = `http://127.0.0.1:${await findFreePort()}`;
    const client = createChainClient({ chainId: chain.chainId, rpcUrls: [dead, chain.rpcUrl] });
    expect(await client.getChainId()).toBe(chain.chainId);
    expect(await client.getBlockNumber()).toBeGreaterThan(0n);
  });

  it('goes not activated → activating n of 3 → activated, and trading opens only then', async () => {
    const user = await signedInUser(db.database);
    // A role on server 1 and a bound e-mail: only the activation keeps it from trading.
    await giveRole(db.database, user.userId, 1);
    await db.database.db
      .update(users)
      .set({ email: `act-${user.userId}@test.example` })
      .where(eq(users.id, user.userId));
    const player = devAccounts.player4;
    expect(await get(user.token)).toEqual({
      state: 'not_activated',
      account: String(user.userId),
      tx_hash: null,
      confirmations: 0,
      required: 3,
      failed: false,
      contract: chain.contracts.contracts.activation,
      coin: { symbol: 'MDV', address: chain.contracts.coins.MDV, decimals: 18 },
      price: (10n ** 18n).toString(),
    });
    const refused = await sell(user.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('Please top up 1 MDV first to activate your account.');

    // approve + activate(account), as the web sends them; the activation waits in the mempool.
    await receiptOf(chain, await approveMdv(chain, player.address, chain.contracts.contracts.activation));
    await chain.test.setAutomine(false);
    let hash: `0x${string}`;
    try {
      hash = await send(
        chain,
        player.address,
        chain.contracts.contracts.activation,
        activateData(user.userId),
      );
      const reported = await report(user.token, hash);
      expect(reported.statusCode).toBe(200);
      expect(reported.json().data).toMatchObject({ state: 'activating', tx_hash: hash, confirmations: 0 });

      for (const n of [1, 2, 3]) {
        await chain.test.mine({ blocks: 1 });
        await watcher.syncOnce();
        const progress = await get(user.token);
        if (n < 3) {
          expect(progress).toMatchObject({
            state: 'activating',
            tx_hash: hash,
            confirmations: n,
            required: 3,
          });
        } else {
          expect(progress).toMatchObject({ state: 'activated', tx_hash: hash, confirmations: 3 });
        }
      }
    } finally {
      await chain.test.setAutomine(true);
    }
    // The market no longer asks for the activation (this asset does not exist).
    const res = await sell(user.token);
    expect(res.json().msg).not.toBe('Please top up 1 MDV first to activate your account.');
    // Reporting again after activation just answers the state.
    expect((await report(user.token, hash)).json().data.state).toBe('activated');
  });

  it('refuses a transaction that is not this account activation, and sees a payment it was not told of', async () => {
    const user = await signedInUser(db.database);
    const other = await signedInUser(db.database);
    const player = devAccounts.player4;
    const hash = await send(
      chain,
      player.address,
      chain.contracts.contracts.activation,
      activateData(other.userId),
    );
    await receiptOf(chain, hash);
    const res = await report(user.token, hash);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('This transaction is not the activation of this account.');
    expect((await get(user.token)).state).toBe('not_activated');
    // `other` paid without the page reporting it: the server finds the payment on chain.
    expect(await get(other.token)).toMatchObject({ state: 'activating', tx_hash: hash, confirmations: 1 });
    const bad = await report(user.token, '0x1234');
    expect(bad.statusCode).toBe(400);
  });

  it('answers from one block: a payment mined between its reads is not shown as fully confirmed', async () => {
    const user = await signedInUser(db.database);
    const player = devAccounts.player4;
    await receiptOf(chain, await approveMdv(chain, player.address, chain.contracts.contracts.activation));
    const payerOfCall = encodeFunctionData({
      abi: activationAbi,
      functionName: 'payerOf',
      args: [BigInt(user.userId)],
    });
    await chain.test.setAutomine(false);
    try {
      const hash = await send(
        chain,
        player.address,
        chain.contracts.contracts.activation,
        activateData(user.userId),
      );
      // The payment is mined after the server read the head, just before it asks payerOf.
      let mined = false;
      beforeRequest = async (request) => {
        const call = request.method === 'eth_call' ? (request.params as [{ data?: string }])[0] : undefined;
        if (!mined && call?.data === payerOfCall) {
          mined = true;
          await chain.test.mine({ blocks: 1 });
        }
      };
      expect(await get(user.token)).toMatchObject({
        state: 'not_activated',
        tx_hash: null,
        confirmations: 0,
      });
      expect(mined).toBe(true);
      beforeRequest = undefined;
      expect(await get(user.token)).toMatchObject({ state: 'activating', tx_hash: hash, confirmations: 1 });
    } finally {
      beforeRequest = undefined;
      await chain.test.setAutomine(true);
    }
  });

  it('shows a reverted activation as failed', async () => {
    const user = await signedInUser(db.database);
    // The fresh player holds no MDV: activate() reverts.
    const hash = await send(
      chain,
      devAccounts.freshPlayer.address,
      chain.contracts.contracts.activation,
      activateData(user.userId),
    );
    expect((await receiptOf(chain, hash)).status).toBe('reverted');
    expect((await report(user.token, hash)).statusCode).toBe(200);
    expect(await get(user.token)).toMatchObject({ state: 'not_activated', failed: true, tx_hash: hash });
  });

  it('answers 404 for a transaction no node knows', async () => {
    const user = await signedInUser(db.database);
    const res = await report(user.token, `0x${'ab'.repeat(32)}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('The transaction was not found on the chain; please try again shortly.');
  });
});
