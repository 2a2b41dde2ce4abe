#!/usr/bin/env node
// The chain watcher as an indexer: a local anvil chain with N contract events (half account
// activations, half coin deposits, 200 transactions a block), a throwaway PostgreSQL, and:
// 1. the floor: reading and decoding the same logs with viem's getLogs over the same block
//    ranges, nothing written (what any indexer must do);
// 2. the watcher's backfill of the whole range: read, check block hashes, apply each event's
//    effects (activation, ledger credit, activity) and move the cursor, one transaction a batch;
// 3. head latency: with 1 confirmation and a 100 ms poll, the time from a deposit being mined to
//    its credit being readable in the database (p50/p99 over 40 deposits), against the BSC
//    block time (0.45 s since Fermi).
// Prints events/s and the ratio to the floor; writes bench/results/chain-watcher.json.
// Options: --events N (10000), --range B (blocks per batch, 500), --pglite (PGlite instead),
// --invited (each account was invited by one of the first 100, so activations grant tickets).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';

register();
const root = join(import.meta.dirname, '..');
const load = (path) => import(join(root, path));
const { values } = parseArgs({
  options: {
    events: { type: 'string', default: '10000' },
    range: { type: 'string', default: '500' },
    pglite: { type: 'boolean', default: false },
    invited: { type: 'boolean', default: false },
  },
});
const EVENTS = Number(values.events);
const RANGE = Number(values.range);
const PER_BLOCK = 200;
/** Game accounts of the events: users FIRST_USER… (lower ids belong to the seeded platform user). */
const FIRST_USER = 1000;

const viem = await import('viem');
const { startAnvil, findFreePort } = await load('packages/chain/src/anvil.ts');
const { deploy } = await load('packages/chain/src/deploy.ts');
const { demoPlayers } = await load('packages/chain/src/accounts.ts');
const { activationAbi, gameCoinAbi, gameVaultAbi } = await load('packages/chain/src/abis.ts');
const { parseContracts, watchedContracts } = await load('apps/server/src/chain/contracts.ts');
const { watchedEvents } = await load('apps/server/src/chain/events.ts');
const { ChainWatcher } = await load('apps/server/src/chain/watcher.ts');
const { leaderLockFor, lockKey } = await load('apps/server/src/chain/leader.ts');
const { openDatabase } = await load('apps/server/src/db/client.ts');
const { seedDefaults } = await load('apps/server/src/db/seed.ts');
const { findPostgresBin, startPostgres } = await load('apps/server/test/support/postgres-server.ts');

const work = mkdtempSync(join(tmpdir(), 'yl-bench-watcher-'));
const cleanups = [];
let contracts;
try {
  const anvil = await startAnvil({ port: await findFreePort(), stateFile: join(work, 'state.json') });
  cleanups.push(() => anvil.stop());
  const { addresses } = await deploy({ rpcUrl: anvil.rpcUrl, addressesFile: join(work, 'addresses.json') });
  contracts = parseContracts(addresses, 'deploy()', anvil.chainId);
  const transport = viem.http(anvil.rpcUrl, { batch: { batchSize: 500, wait: 0 } });
  const client = viem.createPublicClient({ transport });
  const test = viem.createTestClient({ mode: 'anvil', transport });

  console.log(`Sending ${EVENTS.toLocaleString('en')} events, ${PER_BLOCK} transactions a block…`);
  const made = Date.now();
  const [payer, depositor] = [demoPlayers[0].address, demoPlayers[1].address];
  // Explicit nonces: anvil may take a batch's transactions of one sender in any order.
  const nonces = new Map();
  const send = async (from, to, data) => {
    if (!nonces.has(from))
      nonces.set(from, await client.getTransactionCount({ address: from, blockTag: 'pending' }));
    const nonce = nonces.get(from);
    nonces.set(from, nonce + 1);
    const params = [{ from, to, data, gas: '0x493e0', nonce: viem.toHex(nonce) }];
    return client.request({ method: 'eth_sendTransaction', params });
  };
  const approve = (spender) =>
    viem.encodeFunctionData({ abi: gameCoinAbi, functionName: 'approve', args: [spender, viem.maxUint256] });
  await send(payer, contracts.coins.MDV, approve(contracts.contracts.activation));
  await send(depositor, contracts.coins.MDV, approve(contracts.contracts.gameVault));
  await test.mine({ blocks: 1 });
  await test.setAutomine(false);
  const txs = Array.from({ length: EVENTS }, (_, i) => {
    const account = BigInt(FIRST_USER + Math.floor(i / 2));
    return i % 2 === 0
      ? [payer, contracts.contracts.activation, activationData(account)]
      : [depositor, contracts.contracts.gameVault, depositData(account)];
  });
  for (let i = 0; i < txs.length; i += PER_BLOCK) {
    await Promise.all(txs.slice(i, i + PER_BLOCK).map(([from, to, data]) => send(from, to, data)));
    await test.mine({ blocks: 1 });
  }
  await test.mine({ blocks: 3 });
  await test.setAutomine(true);
  const head = Number(await client.getBlockNumber());
  console.log(`  ${((Date.now() - made) / 1000).toFixed(1)} s; blocks ${contracts.deployedAtBlock}…${head}`);

  // 1. The floor: getLogs + decode over the same ranges, nothing written.
  const from = contracts.deployedAtBlock;
  const floorStarted = performance.now();
  let floorEvents = 0;
  for (let b = from; b <= head; b += RANGE) {
    const logs = await client.getLogs({
      address: watchedContracts(contracts),
      events: watchedEvents,
      fromBlock: BigInt(b),
      toBlock: BigInt(Math.min(head, b + RANGE - 1)),
      strict: true,
    });
    floorEvents += logs.length;
  }
  const floorS = (performance.now() - floorStarted) / 1000;

  // 2. The watcher's backfill into a fresh database.
  const database = await openBenchDatabase();
  await database.query(
    `insert into users (id, invite_code, inviter_code, nickname)
     select n, 'B' || n, case when $3 then 'B' || ($1 + (n - $1) % 100) else '' end, 'bench'
     from generate_series($1::bigint, $2::bigint) n`,
    [FIRST_USER, FIRST_USER + EVENTS / 2 - 1, values.invited],
  );
  const watcher = new ChainWatcher({
    chainId: anvil.chainId,
    client,
    contracts,
    lock: leaderLockFor(database, database.url, lockKey('chain-watcher', anvil.chainId)),
    confirmations: 1,
    pollMs: 100,
    blockRange: RANGE,
    reorgWindow: 64,
  });
  const backfillStarted = performance.now();
  await watcher.syncOnce();
  const backfillS = (performance.now() - backfillStarted) / 1000;
  const [counts] = await database.query(
    `select (select count(*)::int from chain_events) as events,
            (select count(*)::int from ledger_entries where reason = 'chain_deposit') as credits,
            (select count(*)::int from users where activated_at is not null and invite_code like 'B%') as activated,
            (select count(*)::int from invite_rewards) as tickets`,
    [],
  );

  // 3. Head latency: a deposit mined → its credit readable.
  watcher.start();
  const latencies = [];
  for (let i = 0; i < 40; i += 1) {
    const account = BigInt(FIRST_USER + i);
    const before = await creditCount(database, account);
    await send(depositor, contracts.contracts.gameVault, depositData(account));
    const mined = performance.now(); // automine: mined when eth_sendTransaction answers
    while ((await creditCount(database, account)) === before) await sleep(2);
    latencies.push(performance.now() - mined);
    await sleep(Math.random() * 100);
  }
  await watcher.stop();
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];

  const result = {
    date: new Date().toISOString(),
    loadavg: loadavg()[0],
    database: values.pglite ? 'pglite' : 'postgresql',
    invited: values.invited,
    events: EVENTS,
    blockRange: RANGE,
    floor: { events: floorEvents, seconds: floorS, eventsPerSecond: floorEvents / floorS },
    watcher: {
      events: counts.events,
      credits: counts.credits,
      activated: counts.activated,
      tickets: counts.tickets,
      seconds: backfillS,
      eventsPerSecond: counts.events / backfillS,
    },
    ratio: floorS / backfillS,
    headLatencyMs: { p50: pct(50), p99: pct(99), pollMs: 100 },
  };
  console.log(`
| run                                         | events | seconds | events/s | ratio to floor |
| ------------------------------------------- | ------ | ------- | -------- | -------------- |
| floor: getLogs + decode, nothing written    | ${floorEvents} | ${floorS.toFixed(2)} | ${Math.round(result.floor.eventsPerSecond)} | 1.00 |
| watcher backfill (${result.database}), effects + cursor | ${counts.events} | ${backfillS.toFixed(2)} | ${Math.round(result.watcher.eventsPerSecond)} | ${result.ratio.toFixed(2)} |

Applied: ${counts.activated} activations, ${counts.credits} deposit credits (expected ${EVENTS / 2} each; the events include the vault float deposit by deploy()), ${counts.tickets} invite tickets.
Head latency, deposit mined → credit readable (1 confirmation, 100 ms poll, 40 deposits):
p50 ${pct(50).toFixed(0)} ms, p99 ${pct(99).toFixed(0)} ms (BSC block time 450 ms). Load average ${result.loadavg.toFixed(1)}.`);
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/chain-watcher.json'), `${JSON.stringify(result, null, 2)}\n`);
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  rmSync(work, { recursive: true, force: true });
}

function activationData(account) {
  return viem.encodeFunctionData({ abi: activationAbi, functionName: 'activate', args: [account] });
}

function depositData(account) {
  return viem.encodeFunctionData({
    abi: gameVaultAbi,
    functionName: 'depositCoin',
    args: [contracts.coins.MDV, 1n, account, 1n],
  });
}

/** A fresh migrated database: a throwaway PostgreSQL 15 (fsync off), or PGlite with --pglite. */
async function openBenchDatabase() {
  let url;
  if (!values.pglite) {
    const bin = findPostgresBin();
    if (!bin) throw new Error('PostgreSQL binaries not found (apt install postgresql), or pass --pglite');
    const postgres = await startPostgres(bin);
    cleanups.push(async () => postgres.stop());
    url = postgres.url;
  }
  const database = await openDatabase({ databaseUrl: url, dataDir: work });
  cleanups.push(() => database.close());
  await database.migrate();
  await seedDefaults(database.db);
  return Object.assign(database, { url });
}

async function creditCount(database, account) {
  const [row] = await database.query(
    `select count(*)::int as n from ledger_entries where user_id = $1 and reason = 'chain_deposit'`,
    [account.toString()],
  );
  return row.n;
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
