#!/usr/bin/env node
// Purchases per second: distinct signed-in players buying distinct listings through the real
// API (POST /api/card/buy with the fund password) on a throwaway PostgreSQL, against a floor of
// the same purchases run in-process through the product's own code and driver at the same
// concurrency, without HTTP and with a fund-password hash of argon2's smallest parameters
// (bench/lib/buy-floor.mjs). Then the same with every tenth purchase aimed at a listing another
// buyer is buying at that moment (409 for the loser), and a check of the books: no listing sold
// twice, every balance equal to its ledger, coin totals unchanged. Also the API with buyers whose
// hashes have OWASP's first parameters (m=19 MiB, t=2) and with floor-cost hashes (what argon2
// costs), and argon2's cost alone (bench/lib/argon2-cost.mjs). Each connection is a client
// address of its own (127.1.x.y), as players are.
// The product (scripts/start.mjs) and the floor are pinned to CPU 0, the load to CPU 1,
// PostgreSQL unpinned. Writes bench/results/buy.json.
// Options: --connections C (50), --buyers K (per run, 500), --seconds S (20), --listings N
// (open listings seeded, 40000), --sellers N (1000), --race share (0.1).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { register } from 'tsx/esm/api';
import { coinTotals, openListings, seedBuyers, soldOnce } from './lib/buy-seed.mjs';
import { cpuMs, postgresPicker } from './lib/cpu-time.mjs';
import { createBenchDatabase, settle } from './lib/drive.mjs';
import { run, start } from './lib/processes.mjs';
import { startProduct } from './lib/product.mjs';

register();
const root = join(import.meta.dirname, '..');
const server = (path) => import(join(root, 'apps/server/src', path));
const { findPostgresBin, startPostgres } = await import(
  join(root, 'apps/server/test/support/postgres-server.ts')
);
const { openDatabase } = await server('db/client.ts');
const { seedDefaults } = await server('db/seed.ts');
const { generateCatalogue } = await server('db/demo/generate.ts');
const { DEMO_COINS } = await server('db/demo/random.ts');
const { hashPassword } = await server('lib/passwords.ts');
const { hashToken } = await server('modules/auth/session-service.ts');
const { sql } = await import('drizzle-orm');

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    buyers: { type: 'string', default: '500' },
    seconds: { type: 'string', default: '20' },
    listings: { type: 'string', default: '40000' },
    sellers: { type: 'string', default: '1000' },
    race: { type: 'string', default: '0.1' },
  },
});
const [SERVER_CPU, LOAD_CPU, PORT, CHAIN_PORT, WARMUP] = [0, 1, 18_680, 18_681, 3];
const connections = Number(values.connections);
const buyersPerRun = Number(values.buyers);
const seconds = Number(values.seconds);
const raceShare = Number(values.race);
const PASSWORD = 'Fund-Password-7';
// The writes-per-IP limit (300 a minute) would refuse a connection past 5 purchases/s: raised as
// far as configuration allows (the per-account limit, 60 a minute, stays as it is).
const IP_LIMITS_MULTIPLIER = 1000;

const commandOf = new Map();
/** A picker of `parent`'s children whose command line contains `text`. */
const childPicker = (parent, text) => (pid, ppid) => {
  if (ppid !== parent) return false;
  if (!commandOf.has(pid)) {
    try {
      commandOf.set(pid, readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
    } catch {
      return false;
    }
  }
  return commandOf.get(pid).includes(text);
};

const work = mkdtempSync(join(tmpdir(), 'yl-bench-buy-'));
// pg_stat_statements: each run's statements by time spent in PostgreSQL.
const postgres = await startPostgres(findPostgresBin(), {
  shared_buffers: '512MB',
  shared_preload_libraries: 'pg_stat_statements',
});
const databaseUrl = postgres.url.replace(/\/postgres$/, '/bench');
let product;
try {
  const seeded = await seed();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('create extension if not exists pg_stat_statements');
  const totalsBefore = await coinTotals(client);
  const database = await postgresPicker(databaseUrl);
  const argon2 = JSON.parse(
    await run('node', ['--import', 'tsx', join(root, 'bench/lib/argon2-cost.mjs'), '12'], {
      cpu: SERVER_CPU,
      cwd: root,
    }),
  );
  const runs = {};
  const floor = (name, buyers, race) => runPhase(client, name, 'floor', buyers, race, database);
  runs.floor = await floor('floor', seeded.buyers.floor, 0);
  runs.floorRace = await floor('floor, racing', seeded.buyers.floorRace, raceShare);
  // The floor's purchases queued game commands (the outbox) that no product delivered: marked
  // delivered, so the product does not spend the API runs delivering them.
  await client.query(`update game_outbox set state = 'delivered' where state = 'pending'`);
  console.log('Starting the product (scripts/start.mjs) on PostgreSQL…');
  product = await startProduct({
    port: PORT,
    chainPort: CHAIN_PORT,
    cpu: SERVER_CPU,
    env: {
      DATABASE_URL: databaseUrl,
      DEMO_DATA: 'false',
      IP_LIMITS_MULTIPLIER: String(IP_LIMITS_MULTIPLIER),
    },
  });
  const api = (name, buyers, race) => runPhase(client, name, 'api', buyers, race, database);
  runs.api = await api('API', seeded.buyers.api, 0);
  runs.apiM19 = await api('API, m=19 MiB t=2 hashes', seeded.buyers.apiM19, 0);
  runs.apiCheap = await api('API, floor-cost hashes', seeded.buyers.apiCheap, 0);
  runs.apiRace = await api('API, racing', seeded.buyers.apiRace, raceShare);
  await product.stop();
  product = undefined;
  const books = await soldOnce(client);
  const totalsAfter = await coinTotals(client);
  await client.end();
  print({ runs, argon2, books, totalsBefore, totalsAfter, seeded });
} finally {
  await product?.stop();
  postgres.stop();
  rmSync(work, { recursive: true, force: true });
}

/** Migrates, seeds sellers with listings (the demo generator) and the runs' buyers. */
async function seed() {
  await createBenchDatabase(postgres.url);
  const started = Date.now();
  const db = await openDatabase({ databaseUrl, dataDir: work });
  await db.migrate();
  await seedDefaults(db.db);
  // listedShare 1: about 68 % of generated assets are idle in the game, all of those listed.
  const assets = Math.ceil(Number(values.listings) / 0.68);
  console.log(`Seeding ${values.sellers} sellers with ${assets} assets (~${values.listings} listed)…`);
  await generateCatalogue(db.db, {
    owners: Number(values.sellers),
    assets,
    listedShare: 1,
    skipChecks: true,
  });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const real = await hashPassword(PASSWORD);
  const cheap = await hash(PASSWORD, { memoryCost: 8, timeCost: 1, parallelism: 1 });
  // OWASP's first configuration: hashes made with it verify with it (the PHC string says how).
  const owaspFirst = await hash(PASSWORD, { memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  const sets = {
    floor: cheap,
    floorRace: cheap,
    api: real,
    apiM19: owaspFirst,
    apiCheap: cheap,
    apiRace: real,
  };
  console.log(`Seeding ${Object.keys(sets).length} × ${buyersPerRun} buyers…`);
  const buyers = {};
  let tag = 0;
  for (const [name, fundHash] of Object.entries(sets)) {
    tag += 1;
    buyers[name] = await seedBuyers(client, {
      count: buyersPerRun,
      tag,
      fundHash,
      hashToken,
      demoCoins: DEMO_COINS,
    });
  }
  await db.db.execute(sql`vacuum (analyze) assets, listings, users, players, balances, sessions`);
  await client.end();
  await db.close();
  const seedSeconds = (Date.now() - started) / 1000;
  await settle(databaseUrl);
  return { buyers, seconds: seedSeconds };
}

/** CPU ms of the processes each picker picks, while `work` runs. */
async function withCpu(pickers, work) {
  const before = Object.fromEntries(Object.entries(pickers).map(([k, p]) => [k, cpuMs(p)]));
  const result = await work();
  result.cpuMs = Object.fromEntries(Object.entries(pickers).map(([k, p]) => [k, cpuMs(p) - before[k]]));
  return result;
}

/** The statements that took most of PostgreSQL's time since the last call (pg_stat_statements). */
async function topStatements(client) {
  const { rows } = await client.query(
    `select calls, round(total_exec_time::numeric, 1)::float8 as total_ms,
       round(mean_exec_time::numeric, 3)::float8 as mean_ms, regexp_replace(query, '\\s+', ' ', 'g') as query
     from pg_stat_statements where dbid = (select oid from pg_database where datname = 'bench')
     order by total_exec_time desc limit 10`,
  );
  await client.query('select pg_stat_statements_reset()');
  return rows;
}

/** One measured run of purchases through the floor or the API, on the listings still open. */
async function runPhase(client, name, kind, buyers, race, database) {
  const listings = await openListings(client);
  await client.query('select pg_stat_statements_reset()');
  const planFile = join(work, `plan-${kind}.json`);
  const plan = {
    buyers,
    listings,
    password: PASSWORD,
    connections,
    seconds,
    warmup: WARMUP,
    raceShare: race,
  };
  Object.assign(plan, { port: PORT, databaseUrl, ipLimitsMultiplier: IP_LIMITS_MULTIPLIER });
  writeFileSync(planFile, JSON.stringify(plan));
  console.log(
    `${name}: ${connections} connections, ${buyers.length} buyers, ${listings.length} open listings, ${seconds} s…`,
  );
  const result =
    kind === 'floor'
      ? await withCpu({ node: childPicker(process.pid, 'buy-floor.mjs'), database }, () =>
          runChild(['--import', 'tsx', join(root, 'bench/lib/buy-floor.mjs'), planFile], SERVER_CPU),
        )
      : await withCpu({ node: childPicker(product.pid, 'apps/server/src/main.ts'), database }, () =>
          runChild([join(root, 'bench/lib/buy-load.mjs'), planFile], LOAD_CPU),
        );
  // The floor child has exited when its CPU is read (its backends too): it measures them.
  if (kind === 'floor')
    Object.assign(result.cpuMs, { node: result.ownCpuMs, database: result.postgresCpuMs });
  result.topStatements = await topStatements(client);
  result.name = name;
  result.loadAverage = loadavg()[0];
  if (result.ranOut) console.log(`  ran out of listings: raise --listings`);
  return result;
}

/** A node child pinned to `cpu`; its stdout parsed as JSON. */
function runChild(args, cpu) {
  const child = start('node', args, { cpu, cwd: root });
  let stdout = '';
  child.stdout.on('data', (d) => (stdout += d));
  return new Promise((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(stdout))
        : reject(new Error(`${args.join(' ')} failed:\n${child.output}`)),
    ),
  );
}

function print({ runs, argon2, books, totalsBefore, totalsAfter, seeded }) {
  const cpu = (r) => {
    const n = r.answered || 1;
    return `CPU/answer: node ${(r.cpuMs.node / n).toFixed(2)} ms, PostgreSQL ${(r.cpuMs.database / n).toFixed(2)} ms`;
  };
  const row = (r) =>
    `${r.name.padEnd(26)} ${String(r.purchasesPerSecond).padStart(7)} purchases/s  p50 ${String(r.p50).padStart(6)} ms  p99 ${String(r.p99).padStart(6)} ms  answers ${JSON.stringify(r.statuses)}  ${cpu(r)}  load ${r.loadAverage.toFixed(1)}`;
  console.log('');
  for (const r of Object.values(runs)) console.log(row(r));
  const { floor, floorRace, api, apiM19, apiCheap, apiRace } = runs;
  console.log(
    `\nfloor: ${floor.statementsPerPurchase} statements a purchase, ${floor.databaseWaitMsPerPurchase} ms waiting on them`,
  );
  for (const r of [floor, api]) {
    console.log(`${r.name}: PostgreSQL's time by statement (${r.answered} answers):`);
    for (const t of r.topStatements) {
      console.log(
        `  ${String(t.total_ms).padStart(9)} ms ${String(t.calls).padStart(7)} calls ${String(t.mean_ms).padStart(8)} ms  ${t.query.slice(0, 90)}`,
      );
    }
  }
  const one = floor.statementsOfOne;
  console.log(`one purchase alone (answer ${one.status}), ${one.statements.length} statements:`);
  for (const [i, text] of one.statements.entries())
    console.log(`  ${String(i + 1).padStart(2)}. ${text.slice(0, 110)}`);
  const ratio = (a, b) => (a.purchasesPerSecond / b.purchasesPerSecond).toFixed(2);
  console.log(
    `ratio to the floor (goal ≥ 0.5): ${ratio(api, floor)}   p99 (goal ≤ 100 ms): ${api.p99} ms   with m=19 MiB t=2 hashes: ${ratio(apiM19, floor)}   without argon2's cost: ${ratio(apiCheap, floor)}`,
  );
  console.log(
    `  (${connections} connections each waiting for its answer: p50 ≈ ${connections} / purchases/s, so p99 ≤ 100 ms needs ≥ ${connections * 10} purchases/s)`,
  );
  console.log(`racing, ratio to the racing floor: ${ratio(apiRace, floorRace)}   p99 ${apiRace.p99} ms`);
  for (const r of [floorRace, apiRace]) {
    console.log(
      `  ${r.name}: ${r.bought} bought (${r.racedBought} by a racer), ${r.statuses[409] ?? 0} × 409 (${r.racedConflicts} racers lost)`,
    );
  }
  const totalsSame = JSON.stringify(totalsBefore) === JSON.stringify(totalsAfter);
  const clean = Object.entries(books).every(([k, v]) => k === 'bought' || v === 0);
  console.log(
    `books after all runs: ${books.bought} listings bought, sold twice ${books.paidTwice}, paid without a sale ${books.paymentsWithoutSale}, history ≠ 1 ${books.historyNotOne}, owner ≠ buyer ${books.ownerNotBuyer}, negative balances ${books.negative}, balances ≠ ledger ${books.unreconciled}, coin totals ${totalsSame ? 'unchanged' : 'CHANGED'} → ${clean && totalsSame ? 'OK' : 'BROKEN'}`,
  );
  console.log('\nargon2id verify, pinned like the server:');
  for (const a of argon2) {
    console.log(
      `  ${a.name.padEnd(20)} m=${a.m} t=${a.t} p=${a.p}: ${a.wallMs} ms alone, ${a.cpuMs} ms CPU, ${a.perSecond}/s at once, event loop delay max ${a.loopDelayMaxMs} ms`,
    );
  }
  console.log(
    `\nload average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} (other work on the machine); seed ${seeded.seconds.toFixed(0)} s`,
  );
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    join(root, 'bench/results/buy.json'),
    `${JSON.stringify({ date: new Date().toISOString(), loadAverage: loadavg(), connections, buyersPerRun, seconds, runs, argon2, books, totalsSame }, null, 2)}\n`,
  );
}
