#!/usr/bin/env node
// GET /api/marketplace/list at scale: a throwaway PostgreSQL with 1,000,000 generated assets,
// the real server on it, 50 keep-alive connections over filter + sort combinations and deep
// cursors; in the same run a bare Fastify route answering a same-size JSON body. Prints req/s,
// ratio to the bare route, p50/p99, and the SQL plans; writes bench/results/market-list.json.
// Server pinned to CPU 0, load generator to CPU 1, PostgreSQL unpinned.
// Options: --count N (assets, 1000000), --seconds S (per measurement, 20), --url (a seeded DB).
// MARKET_CACHE_MS=0 in the environment: only the bare route and the market without its cache.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';
import { SERVER_NODE_FLAGS } from '../scripts/lib.mjs';
import { postgresPicker, processPicker } from './lib/cpu-time.mjs';
import { createBenchDatabase, drive, settle } from './lib/drive.mjs';
import { COMBINATIONS, explainAll, pagePaths } from './lib/market-mix.mjs';
import { report } from './lib/market-report.mjs';
import { run, start, stop, waitForHttp } from './lib/processes.mjs';

register();
const root = join(import.meta.dirname, '..');
const { findPostgresBin, startPostgres } = await import(
  join(root, 'apps/server/test/support/postgres-server.ts')
);
const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '1000000' },
    seconds: { type: 'string', default: '20' },
    url: { type: 'string' },
  },
});
const [CONNECTIONS, SERVER_CPU, LOAD_CPU, PORT, BARE_PORT] = [50, 0, 1, 18_480, 18_479];
const seconds = Number(values.seconds);
const cacheOffOnly = process.env.MARKET_CACHE_MS === '0';

const work = mkdtempSync(join(tmpdir(), 'yl-bench-'));
// Settings of a small production server: the catalogue's working set fits in shared buffers.
const postgres = values.url ? undefined : await startPostgres(findPostgresBin(), { shared_buffers: '1GB' });
const databaseUrl = values.url ?? postgres.url.replace(/\/postgres$/, '/bench');
const running = [];
try {
  const seedSeconds = postgres ? await seed() : 0;
  let server = await startServer(PORT, cacheOffOnly ? '0' : '1000');
  const base = `http://127.0.0.1:${PORT}`;
  const hot = [];
  for (const c of COMBINATIONS) hot.push((await pagePaths(base, c.query, c.depth, c.depth))[0]);
  // Users scrolling: the first 50 pages of every combination, 600 distinct pages in all.
  const scrolling = [];
  if (!cacheOffOnly) for (const c of COMBINATIONS) scrolling.push(...(await pagePaths(base, c.query, 0, 49)));
  const plans = await explainAll(root, databaseUrl, hot);
  const sample = await (await fetch(base + hot[0])).text();
  const database = await postgresPicker(databaseUrl);

  const bodyFile = join(work, 'body.json');
  writeFileSync(bodyFile, sample);
  const bare = start('node', [join(root, 'bench/lib/bare-server.mjs'), String(BARE_PORT), bodyFile], {
    cpu: SERVER_CPU,
    cwd: root,
  });
  running.push(bare);
  await waitForHttp(`http://127.0.0.1:${BARE_PORT}/bare`, bare);
  console.log(`Bare Fastify route (${sample.length} B JSON), ${CONNECTIONS} connections, ${seconds} s…`);
  const floor = await load(BARE_PORT, ['/bare'], { server: processPicker(bare.pid) });
  await stop(bare);

  const runs = [];
  if (!cacheOffOnly) {
    const pickers = { server: processPicker(server.pid), database };
    console.log(`Market list, page cache 1 s: the ${hot.length} pages above…`);
    runs.push({
      name: `market, page cache, ${hot.length} hot pages`,
      result: await load(PORT, hot, pickers),
      perPath: true,
    });
    console.log(`Market list, page cache 1 s: ${scrolling.length} distinct pages (scrolling)…`);
    runs.push({
      name: `market, page cache, ${scrolling.length} pages`,
      result: await load(PORT, scrolling, pickers),
    });
    await stop(server);
    server = await startServer(PORT + 1, '0');
  }
  const port = cacheOffOnly ? PORT : PORT + 1;
  console.log(`Market list, page cache off: the ${hot.length} pages, each request queries PostgreSQL…`);
  runs.push({
    name: `market, no cache, ${hot.length} pages`,
    result: await load(port, hot, { server: processPicker(server.pid), database }),
    perPath: true,
  });
  await stop(server);
  const meta = {
    assets: Number(values.count),
    connections: CONNECTIONS,
    bodyBytes: sample.length,
    seedSeconds,
  };
  report(root, { floor, runs, plans, meta: { ...meta, loadAverage: loadavg() } });
} finally {
  for (const child of running) await stop(child);
  postgres?.stop();
  rmSync(work, { recursive: true, force: true });
}

async function seed() {
  await createBenchDatabase(postgres.url);
  const started = Date.now();
  const args = ['tsx', 'apps/server/scripts/seed-bulk.ts', '--count', values.count];
  await run('npx', args, { cwd: root, env: { DATABASE_URL: databaseUrl }, echo: true });
  const seconds = (Date.now() - started) / 1000;
  await settle(databaseUrl);
  return seconds;
}

/** The real server (`npm start`'s entry) on the database, pinned, with the page cache set. */
async function startServer(port, cacheMs) {
  const env = { DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  Object.assign(env, { DEMO_DATA: 'false', NODE_ENV: 'production', MARKET_CACHE_MS: cacheMs });
  const server = start('node', [...SERVER_NODE_FLAGS, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cpu: SERVER_CPU,
    cwd: root,
    env,
  });
  running.push(server);
  await waitForHttp(`http://127.0.0.1:${port}/api/ready`, server);
  return server;
}

/** Drives a server (see lib/drive.mjs). */
function load(port, paths, pickers) {
  return drive(root, { port, paths, pickers, connections: CONNECTIONS, seconds, cpu: LOAD_CPU });
}
