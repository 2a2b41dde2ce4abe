import { devAccounts } from '@yuanlong/chain/accounts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createChainRuntime } from '../src/chain/runtime.ts';
import { vaultSignerMismatch } from '../src/chain/signer-check.ts';
import type { ChainWatcher } from '../src/chain/watcher.ts';
import { loadConfig } from '../src/config.ts';
import { createMailService } from '../src/mail/mail-service.ts';
import {
  type ChainTestDatabase,
  openChainTestDatabase,
  startTestChain,
  type TestChain,
  testWatcher,
} from './support/chain.ts';

let chain: TestChain;
let db: ChainTestDatabase;
let watcher: ChainWatcher;

beforeAll(async () => {
  chain = await startTestChain();
  db = await openChainTestDatabase('pglite');
  watcher = testWatcher(chain, db, { confirmations: 3 });
});

afterAll(async () => {
  await watcher?.stop();
  await db?.close();
  await chain?.stop();
});

it('tells a signer key that is not the GameVault signer from the right one', async () => {
  const runtime = (key: `0x${string}`) =>
    createChainRuntime(
      loadConfig({ CHAIN_RPC_URL: chain.rpcUrl, CHAIN_ID: String(chain.chainId), SIGNER_PRIVATE_KEY: key }),
      { contracts: chain.contracts },
    );
  expect(await vaultSignerMismatch(runtime(devAccounts.signer.privateKey))).toBeUndefined();
  expect(await vaultSignerMismatch(runtime(devAccounts.payout.privateKey))).toEqual({
    configured: devAccounts.payout.address,
    vault: devAccounts.signer.address,
  });
});

it("/api/ready reports the chain watcher's cursor, head and lag, and stays ready while the chain is unreachable", async () => {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const mail = createMailService(config, db.database.db, () => new Date());
  const app = await buildApp({ config, database: db.database, mail, watcherStatus: () => watcher.status() });
  const ready = async () => {
    const response = await app.inject('/api/ready');
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };
  try {
    expect(await ready()).toEqual({
      database: true,
      chain: { leader: false, cursor: null, head: null, lag: null, head_stale: false, last_error: null },
      payouts: null,
      game: null,
    });
    expect(await watcher.syncOnce()).toBe(true);
    const head = Number(await chain.client.getBlockNumber());
    // The last 2 blocks wait for their 3rd confirmation.
    expect(await ready()).toEqual({
      database: true,
      chain: { leader: true, cursor: head - 2, head, lag: 2, head_stale: false, last_error: null },
      payouts: null,
      game: null,
    });
    await chain.test.mine({ blocks: 5 });
    expect((await ready()).chain.lag).toBe(2); // not read yet: the status is what the watcher last saw
    await chain.anvil.stop();
    await expect(watcher.syncOnce()).rejects.toThrow();
    const down = await ready();
    expect(down.database).toBe(true);
    expect(down.chain.last_error).toEqual(expect.any(String));
  } finally {
    await app.close();
  }
});
