#!/usr/bin/env node
// GET /api/auctions and GET /api/user/activities at scale, the market benchmark's shape: a
// throwaway PostgreSQL with 200,000 assets, 100,000 auctions and 1,000,000 activity entries,
// the real server on it with no page cache, 50 keep-alive connections over filter + sort mixes
// and deep cursors; in the same run a bare Fastify route answering a same-size JSON body.
// Prints req/s, ratio to the bare route, p50/p99 and CPU per request; writes
// bench/results/lists.json. Server pinned to CPU 0, load generator to CPU 1.
// Options: --assets N, --auctions N, --activities N, --seconds S, --url (a seeded database).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { register } from 'tsx/esm/api';
import { SERVER_NODE_FLAGS } from '../scripts/lib.mjs';
import { postgresPicker, processPicker } from './lib/cpu-time.mjs';
import { createBenchDatabase, drive, settle } from './lib/drive.mjs';
import { ACTIVITY_MIX, AUCTION_MIX, deepPath } from './lib/lists-mix.mjs';
import { benchSession, contractsFile, seedActivities, seedAuctions } from './lib/lists-seed.mjs';
import { run, start, stop, waitForHttp } from './lib/processes.mjs';

register();
const root = join(import.meta.dirname, '..');
const { findPostgresBin, startPostgres } = await import(
  join(root, 'apps/server/test/support/postgres-server.ts')
);
const { ACTIVITY_TYPES } = await import(join(root, 'packages/shared/src/activities.ts'));
const { facetTokensSql } = await import(join(root, 'apps/server/src/modules/market/facets.ts'));
const { values } = parseArgs({
  options: {
    assets: { type: 'string', default: '200000' },
    auctions: { type: 'string', default: '100000' },
    activities: { type: 'string', default: '1000000' },
    seconds: { type: 'string', default: '15' },
    url: { type: 'string' },
  },
});
const [CONNECTIONS, SERVER_CPU, LOAD_CPU, PORT, BARE_PORT] = [50, 0, 1, 18_580, 18_579];
const seconds = Number(values.seconds);

const work = mkdtempSync(join(tmpdir(), 'yl-bench-lists-'));
const postgres = values.url ? undefined : await startPostgres(findPostgresBin(), { shared_buffers: '1GB' });
const databaseUrl = values.url ?? postgres.url.replace(/\/postgres$/, '/bench');
const running = [];
try {
  const seeded = postgres ? await seed() : { seconds: 0 };
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const heavy = await client.query(
    'select user_id, count(*)::int as n from activities group by 1 order by 2 desc limit 1',
  );
  const token = await benchSession(client, heavy.rows[0].user_id);
  await client.end();
  const contracts = join(work, 'contracts.json');
  writeFileSync(contracts, JSON.stringify(contractsFile()));
  const server = await startServer(contracts);
  const base = `http://127.0.0.1:${PORT}`;
  const auth = { authorization: `Bearer ${token}` };
  const suites = [
    { name: 'auctions', route: '/api/auctions', mix: AUCTION_MIX, headers: {} },
    { name: 'activity', route: '/api/user/activities', mix: ACTIVITY_MIX, headers: auth },
  ];
  const database = await postgresPicker(databaseUrl);
  const results = [];
  for (const suite of suites) {
    const paths = [];
    for (const entry of suite.mix) paths.push(await deepPath(base, suite.route, entry, suite.headers));
    const sample = await (await fetch(base + paths[0], { headers: suite.headers })).text();
    const floor = await bareRoute(sample);
    console.log(
      `${suite.name}: ${paths.length} pages, page cache none, ${CONNECTIONS} connections, ${seconds} s…`,
    );
    const pickers = { server: processPicker(server.pid), database };
    const result = await load(PORT, paths, pickers, suite.headers);
    results.push({ suite, floor, result, sampleBytes: sample.length });
  }
  await stop(server);
  print(results, seeded);
} finally {
  for (const child of running) await stop(child);
  postgres?.stop();
  rmSync(work, { recursive: true, force: true });
}

async function seed() {
  await createBenchDatabase(postgres.url);
  const started = Date.now();
  const args = ['tsx', 'apps/server/scripts/seed-bulk.ts', '--count', values.assets];
  await run('npx', args, { cwd: root, env: { DATABASE_URL: databaseUrl }, echo: true });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  console.log(`Seeding ${values.auctions} auctions and ${values.activities} activity entries…`);
  await seedAuctions(client, Number(values.auctions), facetTokensSql('a'));
  const codes = Object.values(ACTIVITY_TYPES).map((t) => t.code);
  await seedActivities(client, Number(values.activities), codes);
  await client.query('vacuum (analyze) auctions, activities, sessions');
  await client.end();
  const seconds = (Date.now() - started) / 1000;
  await settle(databaseUrl);
  return { seconds };
}

/** The real server (`npm start`'s entry) on the database, pinned, naming the bench deployment. */
async function startServer(contracts) {
  const env = { DATABASE_URL: databaseUrl, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  Object.assign(env, { DEMO_DATA: 'false', NODE_ENV: 'production', CONTRACTS_FILE: contracts });
  Object.assign(env, { CHAIN_ID: '31337' });
  const server = start('node', [...SERVER_NODE_FLAGS, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cpu: SERVER_CPU,
    cwd: root,
    env,
  });
  running.push(server);
  await waitForHttp(`http://127.0.0.1:${PORT}/api/ready`, server);
  return server;
}

/** A bare Fastify route answering `body` on the server's CPU: the same run's baseline. */
async function bareRoute(body) {
  const bodyFile = join(work, 'body.json');
  writeFileSync(bodyFile, body);
  const bare = start('node', [join(root, 'bench/lib/bare-server.mjs'), String(BARE_PORT), bodyFile], {
    cpu: SERVER_CPU,
    cwd: root,
  });
  running.push(bare);
  await waitForHttp(`http://127.0.0.1:${BARE_PORT}/bare`, bare);
  const floor = await load(BARE_PORT, ['/bare'], { server: processPicker(bare.pid) });
  await stop(bare);
  return floor;
}

/** Drives a server (see lib/drive.mjs). */
function load(port, paths, pickers, headers = {}) {
  return drive(root, { port, paths, pickers, headers, connections: CONNECTIONS, seconds, cpu: LOAD_CPU });
}

function print(results, seeded) {
  const cpu = (r) =>
    Object.entries(r.cpuUs)
      .map(([k, us]) => `${k} ${us} µs`)
      .join(', ');
  const row = (name, r) =>
    `${name.padEnd(40)} ${String(r.rps).padStart(7)} req/s  p50 ${String(r.p50).padStart(6)} ms  p99 ${String(r.p99).padStart(6)} ms  errors ${r.errors ?? 0}`;
  for (const { suite, floor, result, sampleBytes } of results) {
    console.log(`\n${suite.name} (${sampleBytes} B first page)`);
    console.log(`${row('bare Fastify, same-size JSON', floor)}  CPU/req: ${cpu(floor)}`);
    console.log(
      `${row(`${suite.name}, no cache, ${suite.mix.length} pages`, result)}  CPU/req: ${cpu(result)}`,
    );
    for (const [i, p] of result.paths.entries()) console.log(`  ${row(suite.mix[i].label, p)}`);
    console.log(
      `  ratio to bare (goal ≥ 0.5): ${(result.rps / floor.rps).toFixed(2)}   p99 (goal ≤ 25 ms): ${result.p99} ms`,
    );
  }
  console.log(
    `\nload average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} (other work on the machine)`,
  );
  if (seeded.seconds) console.log(`seed: ${seeded.seconds.toFixed(0)} s`);
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  const out = results.map(({ suite, floor, result }) => ({
    suite: suite.name,
    ratio: result.rps / floor.rps,
    floor,
    ...result,
    paths: result.paths.map((p, i) => ({ label: suite.mix[i].label, ...p })),
  }));
  const file = join(root, 'bench/results/lists.json');
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), loadAverage: loadavg(), results: out }, null, 2)}\n`,
  );
}
