import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { devAccounts } from '@yuanlong/chain/accounts';
import { findFreePort } from '@yuanlong/chain/anvil';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { refuseDevAccounts } from '../src/db/demo/dev-accounts-guard.ts';
import { queryRows } from '../src/db/rows.ts';
import { startSummary } from '../src/start-summary.ts';
import { apiBundle } from './support/api-process.ts';
import { databaseKinds, openTestDatabaseWithUrl } from './support/databases.ts';

const OWN_KEY = `0x${'3c'.repeat(32)}`;
const SMTP_PASSWORD = 'smtp-Pa55word';
/** A start on BSC testnet with nothing of the dev chain: real mail and game link (not reachable here). */
const LIVE = {
  CHAIN_ID: '97',
  SMTP_URL: `smtp://market:${SMTP_PASSWORD}@127.0.0.1:9`,
  GAME_API_URL: 'http://127.0.0.1:9/game',
  GAME_SECRET: 'game-secret-of-the-operator-0123456789',
  SIGNER_PRIVATE_KEY: OWN_KEY,
  PAYOUT_PRIVATE_KEY: OWN_KEY,
};

interface Started {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the product's server (src/main.ts) with exactly `env`; `whileUp` runs once it answers, then it is stopped. */
async function runServer(
  env: Record<string, string>,
  whileUp?: (url: string) => Promise<void>,
): Promise<Started> {
  const [bundle, port] = await Promise.all([apiBundle(), findFreePort()]);
  const child = spawn(process.execPath, [bundle], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'silent', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  if (whileUp) {
    const url = `http://127.0.0.1:${port}`;
    let up = false;
    while (!up && child.exitCode === null) {
      up = await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (!up) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (up) {
      try {
        await whileUp(url);
      } finally {
        child.kill('SIGTERM');
      }
    }
  }
  const code = await exited;
  return { code, stdout, stderr };
}

/** An empty (migrated) database of `kind` a child process can open: its env, a reader, a dispose. */
async function databaseForChild(kind: 'pglite' | 'postgres'): Promise<{
  env: Record<string, string>;
  count(table: string): Promise<number | undefined>;
  dispose(): Promise<void>;
}> {
  if (kind === 'postgres') {
    const { database, url } = await openTestDatabaseWithUrl('postgres');
    return {
      env: { DATABASE_URL: url as string },
      count: async (table: string) => countRows(database.db, table),
      dispose: () => database.close(),
    };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yl-safe-start-'));
  fs.cpSync(inject('pgliteTemplateDir'), dataDir, { recursive: true });
  return {
    env: { DATA_DIR: dataDir },
    // PGlite is one process's: opened only once the child has stopped.
    count: async (table: string) => {
      const database = await openDatabase({ dataDir });
      try {
        return await countRows(database.db, table);
      } finally {
        await database.close();
      }
    },
    dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function countRows(db: Parameters<typeof queryRows>[0], table: string) {
  const [row] = await queryRows<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${table}`));
  return row?.n;
}

describe('a start off the local dev chain', () => {
  it('with CHAIN_ID=56 and DEMO_DATA=true stops before touching anything, naming the variable', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yl-safe-start-'));
    try {
      const started = await runServer({ ...LIVE, CHAIN_ID: '56', DEMO_DATA: 'true', DATA_DIR: dataDir });
      expect(started.code).toBe(1);
      expect(started.stderr).toMatch(/DEMO_DATA: demo data .* is refused: CHAIN_ID is 56/);
      expect(fs.readdirSync(dataDir)).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('with an anvil key as the payout key stops, naming the variable', async () => {
    const started = await runServer({ ...LIVE, PAYOUT_PRIVATE_KEY: devAccounts.payout.privateKey });
    expect(started.code).toBe(1);
    expect(started.stderr).toMatch(/PAYOUT_PRIVATE_KEY: is a public anvil test key/);
  });

  it.each(databaseKinds)(
    'with DEMO_DATA unset seeds nothing, serves no development route and prints its settings without a secret (%s)',
    // Generous: a PGlite server's first start migrates in WebAssembly (2 min on a loaded machine).
    { timeout: 300_000 },
    async (kind) => {
      const database = await databaseForChild(kind);
      try {
        const statuses: number[] = [];
        const started = await runServer({ ...LIVE, ...database.env }, async (url) => {
          for (const route of ['/dev/mail', '/api/dev/mail', '/api/dev/game/roles', '/dev/game/login']) {
            statuses.push((await fetch(`${url}${route}`)).status);
          }
          const operator = { name: 'intruder', role: 'admin' };
          const init = { method: 'POST', headers: { 'content-type': 'application/json' } };
          statuses.push(
            (await fetch(`${url}/api/dev/operators`, { ...init, body: JSON.stringify(operator) })).status,
          );
        });
        expect(started.stderr).toBe('');
        expect(started.code).toBe(0);
        expect(statuses).toEqual([404, 404, 404, 404, 404]);
        expect(await database.count('assets')).toBe(0);
        // Only the platform's own account (ledger/platform.ts): no demo owner, no demo wallet.
        expect(await database.count("users where invite_code like 'DEMO%' or address is not null")).toBe(0);
        expect(started.stdout).toMatch(/Chain {6}BNB Smart Chain Testnet \(97\)/);
        expect(started.stdout).toMatch(/Demo data {2}off/);
        expect(started.stdout).toMatch(/Mail {7}SMTP smtp:\/\/127\.0\.0\.1:9/);
        for (const secret of [OWN_KEY, OWN_KEY.slice(2), SMTP_PASSWORD, LIVE.GAME_SECRET]) {
          expect(started.stdout).not.toContain(secret);
        }
      } finally {
        await database.dispose();
      }
    },
  );
});

describe.each(databaseKinds)('a database with the demo wallets (%s)', (kind) => {
  it('is refused off the local dev chain and accepted on it', async () => {
    const { database } = await openTestDatabaseWithUrl(kind);
    try {
      const live = loadConfig({
        CHAIN_ID: '56',
        SMTP_URL: 'smtps://h',
        GAME_API_URL: 'https://g.example',
        GAME_SECRET: LIVE.GAME_SECRET,
      });
      await refuseDevAccounts(database.db, live);
      await database.db.execute(
        sql`insert into users (address, nickname, invite_code) values (${devAccounts.player1.address.toLowerCase()}, 'Demo', 'DEMOWALLET-1')`,
      );
      await expect(refuseDevAccounts(database.db, live)).rejects.toThrow(
        /DATABASE_URL \/ DATA_DIR: the database holds accounts of public anvil test keys \(0x.*CHAIN_ID is 56/,
      );
      await refuseDevAccounts(database.db, loadConfig({}));
    } finally {
      await database.close();
    }
  });
});

describe('the start summary', () => {
  it('shows the hosts of keyed URLs, the keys’ addresses and no secret', () => {
    const rpcKey = 'a1b2c3d4e5f6';
    const config = loadConfig({
      ...LIVE,
      CHAIN_ID: '56',
      CHAIN_RPC_URL: `https://bsc.example/v1/${rpcKey}, https://user:${rpcKey}@fallback.example`,
      DATABASE_URL: `postgres://market:${rpcKey}@db.example:5432/yuanlong`,
    });
    const text = startSummary(config, { contracts: undefined }, { database: 'postgres', demoSeeded: false });
    expect(text).toContain('RPC https://bsc.example, https://fallback.example, 15 confirmations');
    expect(text).toContain('PostgreSQL postgres://db.example:5432');
    expect(text).toContain('Game link  http://127.0.0.1:9, timeout 3000 ms');
    expect(text).toMatch(/Signer {5}0x[0-9a-fA-F]{40} \(voucher signer/);
    expect(text).toMatch(/Payouts {4}0x[0-9a-fA-F]{40} \(payout wallet/);
    for (const secret of [rpcKey, OWN_KEY.slice(2), SMTP_PASSWORD, LIVE.GAME_SECRET]) {
      expect(text).not.toContain(secret);
    }
    const a = (n: number) => `0x${n.toString(16).padStart(40, '0')}` as const;
    const contracts = {
      chainId: 56,
      deployedAtBlock: 1,
      coins: { MDS: a(1), MDV: a(2), META: a(3), HFH: a(4), ENFT: a(5) },
      contracts: { dragonNft: a(6), cardNft: a(7), activation: a(8), gameVault: a(9), nft111: a(10) },
    };
    const full = startSummary(config, { contracts }, { database: 'postgres', demoSeeded: false });
    expect(full).toContain(`${a(9)} gameVault`);
    expect(full).toContain(`${a(1)} MDS`);
    // One screen: no line wider than a terminal's 120 columns, at most 24 lines.
    expect(full.split('\n').length).toBeLessThanOrEqual(24);
    expect(Math.max(...full.split('\n').map((line) => line.length))).toBeLessThanOrEqual(120);
  });
});
