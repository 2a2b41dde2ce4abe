#!/usr/bin/env node
// Live updates at scale (npm run bench:events): N concurrent GET /api/events streams on the real
// server while players buy listings through the API at a steady rate; every stream should get
// every sale. Prints streams opened and dropped, sales, per sale the time until the last stream
// had it (p50/p99), the server's memory per idle stream, and the same for the floor: a bare Node
// HTTP server (bench/lib/bare-events-server.mjs) holding as many idle streams and writing each
// sale to them. Method and current figures: bench/README.md.
//
// One instance runs as `npm start` does (embedded PGlite, the chain and the game); with
// --instances K (or more streams than one process may hold open files for), K servers share a
// throwaway PostgreSQL, the streams are split over them and the sales go to the first: the others
// hear them through LISTEN/NOTIFY.
// Options: --streams N (50000), --instances K (as few as the open-files limit allows), --rate R
// sales/s (50), --seconds S (60), --per-address A streams from each loopback address (20, the
// product's default cap), --workers W client processes, --skip-floor, --skip-product,
// --product-root DIR (run the product of another checkout, e.g. a worktree of an earlier commit
// with this one's node_modules, for a before/after in one run; the seed is this checkout's).
import { fork, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';
import { SERVER_NODE_FLAGS } from '../scripts/lib.mjs';
import { createBenchDatabase } from './lib/drive.mjs';
import { run, start, stop, waitForHttp } from './lib/processes.mjs';
import { startProduct } from './lib/product.mjs';

const root = join(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    streams: { type: 'string', default: '50000' },
    instances: { type: 'string' },
    rate: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '60' },
    'per-address': { type: 'string', default: '20' },
    workers: { type: 'string' },
    'skip-floor': { type: 'boolean', default: false },
    'skip-product': { type: 'boolean', default: false },
    'product-root': { type: 'string' },
  },
});

// Open files: every stream is a socket on both sides. Raise the limit as far as this machine lets
// (a shell's `ulimit -n` up to the hard limit, beyond it with CAP_SYS_RESOURCE) and run again.
const limits = () => {
  const out = spawnSync('sh', ['-c', 'ulimit -Sn; ulimit -Hn'], { encoding: 'utf8' }).stdout.split('\n');
  return { soft: Number(out[0]), hard: Number(out[1]) };
};
if (!process.env.BENCH_EVENTS_LIMIT_RAISED) {
  const wanted = 200_000;
  const raised = spawnSync(
    'sh',
    [
      '-c',
      `ulimit -n ${wanted} 2>/dev/null || ulimit -n "$(ulimit -Hn)"; exec "$@"`,
      'sh',
      process.execPath,
      ...process.argv.slice(1),
    ],
    {
      stdio: 'inherit',
      env: { ...process.env, BENCH_EVENTS_LIMIT_RAISED: '1' },
    },
  );
  process.exit(raised.status ?? 1);
}
const openFiles = limits().soft;
// Per process: the streams' sockets plus the server's own files and connections.
const PER_PROCESS = openFiles - 1_000;

register();
const streams = Number(values.streams);
const rate = Number(values.rate);
const seconds = Number(values.seconds);
const perAddress = Number(values['per-address']);
const instances = Number(values.instances ?? Math.max(1, Math.ceil(streams / PER_PROCESS)));
const workers = Number(values.workers ?? Math.max(2, Math.ceil(streams / Math.min(12_500, PER_PROCESS))));
const sales = rate * seconds;
const productRoot = values['product-root'] ?? root;
/** Listings bought in one request (the cart): the fund password is checked once per cart. */
const CART = 5;
if (streams / instances > PER_PROCESS || streams / workers > PER_PROCESS) {
  console.error(
    `A process may hold ${openFiles} open files here: ${streams} streams need more instances/workers.`,
  );
  process.exit(2);
}
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
const work = mkdtempSync(join(tmpdir(), 'yl-bench-events-'));
const probe = `--expose-gc --import ${join(root, 'bench/lib/memory-probe.mjs')}`;
const probeEnv = { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} ${probe}`, BENCH_MEMORY_DIR: work };
const cleanups = [];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const wall = () => performance.timeOrigin + performance.now();

console.log(
  `Live updates: ${streams.toLocaleString('en')} streams on ${instances} instance(s), ${workers} client processes, ` +
    `${perAddress} streams per loopback address; sales ${rate}/s for ${seconds} s; open files per process ${openFiles}; load ${load()}`,
);

/** The memory of a process carrying bench/lib/memory-probe.mjs, after a full collection. */
async function memoryOf(pid) {
  const file = join(work, `${pid}.json`);
  const before = Date.now();
  process.kill(pid, 'SIGUSR2');
  for (let i = 0; i < 200; i++) {
    await sleep(100);
    try {
      const m = JSON.parse(readFileSync(file, 'utf8'));
      if (m.at >= before) return m;
    } catch {}
  }
  throw new Error(`no memory report from ${pid}`);
}

/** The pid of the descendant of `pid` whose command line contains `marker`. */
function descendant(pid, marker) {
  const children = spawnSync('sh', ['-c', `ps -e -o pid=,ppid=,args=`], { encoding: 'utf8' }).stdout;
  const rows = children
    .split('\n')
    .map((l) => l.trim().match(/^(\d+)\s+(\d+)\s+(.*)$/))
    .filter(Boolean)
    .map(([, p, pp, args]) => ({ pid: Number(p), ppid: Number(pp), args }));
  const ours = new Set([pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const r of rows)
      if (ours.has(r.ppid) && !ours.has(r.pid)) {
        ours.add(r.pid);
        grew = true;
      }
  }
  const found = rows.find((r) => ours.has(r.pid) && r.args.includes(marker));
  if (!found) throw new Error(`no process "${marker}" under ${pid}`);
  return found.pid;
}

/** Loopback address number `a` (127.1.0.1 …), one per `perAddress` streams. */
const loopback = (a) => `127.${1 + Math.floor(a / 62_500)}.${Math.floor(a / 250) % 250}.${1 + (a % 250)}`;

/** Forks the client processes and opens the streams, split evenly over the targets. */
async function openStreams(targets) {
  const plan = Array.from({ length: streams }, (_, i) => ({
    ...targets[i % targets.length],
    address: loopback(Math.floor(i / perAddress)),
  }));
  const clients = Array.from({ length: workers }, () =>
    fork(join(root, 'bench/lib/sse-clients.mjs'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }),
  );
  const ask = (client, message, type) =>
    new Promise((resolve) => {
      const on = (reply) => {
        if (reply.type !== type) return;
        client.off('message', on);
        resolve(reply);
      };
      client.on('message', on);
      client.send(message);
    });
  const started = Date.now();
  const opened = await Promise.all(
    clients.map((client, w) =>
      ask(
        client,
        { cmd: 'open', streams: plan.filter((_, i) => i % workers === w), concurrency: 64 },
        'opened',
      ),
    ),
  );
  const total = opened.reduce((s, o) => s + o.opened, 0);
  const failed = opened.reduce((s, o) => s + o.failed, 0);
  const statuses = {};
  for (const o of opened)
    for (const [k, v] of Object.entries(o.statuses)) statuses[k] = (statuses[k] ?? 0) + v;
  console.log(
    `  ${total.toLocaleString('en')} streams open in ${((Date.now() - started) / 1000).toFixed(1)} s` +
      (failed ? `, ${failed} failed ${JSON.stringify(statuses)}` : '') +
      ` (load ${load()})`,
  );
  const reports = async () => Promise.all(clients.map((c) => ask(c, { cmd: 'report' }, 'report')));
  const reset = () => Promise.all(clients.map((c) => ask(c, { cmd: 'reset' }, 'reset')));
  const close = async () => {
    for (const c of clients) if (c.connected) c.send({ cmd: 'close' });
    await Promise.all(
      clients.map((c) => new Promise((r) => (c.exitCode !== null ? r() : c.once('exit', r)))),
    );
  };
  return { opened: total, failed, reports, reset, close };
}

// The sales' requests: keep-alive, no client-side time limit (a queued request is answered late,
// not dropped), at most 32 connections a server.
const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
/** POSTs `body` (JSON text or '') and resolves with the answer's status and text. */
function post(url, body, headers = {}) {
  return new Promise((resolve) => {
    const request = http.request(
      url,
      { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (d) => (text += d));
        response.on('end', () => resolve({ status: response.statusCode, text }));
        response.on('error', (error) => resolve({ status: 0, text: String(error) }));
      },
    );
    request.on('error', (error) => resolve({ status: 0, text: String(error) }));
    request.end(body);
  });
}

/** Calls `fire(i)` for i < count, `perSecond` a second; resolves with all their results. */
async function drive(count, perSecond, fire) {
  const interval = 1000 / perSecond;
  const started = wall();
  const pending = [];
  for (let i = 0; i < count; i++) {
    const due = started + i * interval - wall();
    if (due > 1) await sleep(due);
    pending.push(fire(i));
  }
  return (await Promise.all(pending)).flat();
}

/** Waits until every stream has every sale (or 30 s pass) and puts the figures together. */
async function collect(clients, fired, memory, commitsOf) {
  const ok = fired.filter((f) => f.ok);
  const deadline = Date.now() + 30_000;
  let reports;
  for (;;) {
    reports = await clients.reports();
    const counts = new Map();
    for (const r of reports) for (const [id, count] of r.sales) counts.set(id, (counts.get(id) ?? 0) + count);
    if (ok.every((f) => counts.get(f.id) === clients.opened) || Date.now() > deadline) break;
    await sleep(1_000);
  }
  const last = new Map();
  const got = new Map();
  for (const r of reports)
    for (const [id, count, , at] of r.sales) {
      last.set(id, Math.max(last.get(id) ?? 0, at));
      got.set(id, (got.get(id) ?? 0) + count);
    }
  const commits = commitsOf ? new Map(await commitsOf()) : new Map();
  const fromAnswer = [];
  const fromSent = [];
  const fromCommit = [];
  for (const f of ok) {
    if (!last.has(f.id)) continue;
    fromAnswer.push(last.get(f.id) - f.answeredAt);
    fromSent.push(last.get(f.id) - f.sentAt);
    if (commits.has(f.id)) fromCommit.push(last.get(f.id) - commits.get(f.id));
  }
  // Every sale the streams saw (a sale whose answer was lost still reached them).
  const seen = got.size;
  let everySale = 0;
  for (const r of reports) everySale += r.perStream[seen] ?? 0;
  return {
    opened: clients.opened,
    failed: clients.failed,
    dropped: reports.reduce((s, r) => s + r.dropped, 0),
    sales: ok.length,
    seen,
    refused: fired.length - ok.length,
    delivered: ok.filter((f) => got.get(f.id) === clients.opened).length,
    everySale,
    fromAnswer: percentiles(fromAnswer),
    fromCommit: fromCommit.length > 0 ? percentiles(fromCommit) : undefined,
    fromSent: percentiles(fromSent),
    answer: percentiles(ok.map((f) => f.answeredAt - f.sentAt)),
    memory,
    load: load(),
  };
}

const percentiles = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
  return { p50: at(50), p99: at(99), max: sorted.at(-1) ?? Number.NaN };
};

/** Memory per stream from before/after reports of each server process. */
function perStream(before, after, count) {
  const sum = (list, key) => list.reduce((s, m) => s + m[key], 0);
  const per = (key) => (sum(after, key) - sum(before, key)) / count;
  return { rss: per('rss'), heap: per('heapUsed'), external: per('external') };
}

async function measureFloor() {
  console.log(`Floor: bare Node HTTP server(s), ${instances} process(es)…`);
  const servers = [];
  for (let i = 0; i < instances; i++) {
    const port = 18_600 + i;
    const child = start('node', [join(root, 'bench/lib/bare-events-server.mjs'), String(port)], {
      env: probeEnv,
    });
    cleanups.push(() => stop(child));
    await new Promise((resolve) => child.stdout.once('data', resolve));
    servers.push({ child, port });
  }
  await sleep(500);
  const before = await Promise.all(servers.map((s) => memoryOf(s.child.pid)));
  const clients = await openStreams(
    servers.map((s) => ({ host: '127.0.0.1', port: s.port, path: '/events' })),
  );
  cleanups.push(() => clients.close());
  await sleep(5_000);
  const after = await Promise.all(servers.map((s) => memoryOf(s.child.pid)));
  const memory = perStream(before, after, clients.opened);
  await clients.reset();
  console.log(`  firing ${sales} events at ${rate}/s to every server (load ${load()})…`);
  const fired = await drive(sales, rate, async (i) => {
    const id = 1_000_000 + i;
    const sentAt = wall();
    const answers = await Promise.all(
      servers.map((s) => post(`http://127.0.0.1:${s.port}/fire?id=${id}`, '').then((r) => r.status === 200)),
    );
    return { id, sentAt, answeredAt: wall(), ok: answers.every(Boolean) };
  });
  // The floor's event is written before /fire answers: its answer is its commit.
  const figures = await collect(clients, fired, memory, async () => fired.map((f) => [f.id, f.sentAt]));
  await clients.close();
  for (const s of servers) await stop(s.child);
  return figures;
}

async function measureProduct() {
  const seedFile = join(work, 'seed.json');
  const buyers = 200;
  let postgres;
  let databaseUrl;
  const env = {};
  if (instances > 1) {
    const { findPostgresBin, startPostgres } = await import(
      join(root, 'apps/server/test/support/postgres-server.ts')
    );
    postgres = await startPostgres(findPostgresBin(), { shared_buffers: '256MB', max_connections: '200' });
    cleanups.push(async () => postgres.stop());
    await createBenchDatabase(postgres.url);
    databaseUrl = postgres.url.replace(/\/postgres$/, '/bench');
    env.DATABASE_URL = databaseUrl;
  }
  const dataDir = join(work, 'product');
  console.log(
    `Product: seeding ${sales} listings and ${buyers} buyers (${instances > 1 ? 'PostgreSQL' : 'PGlite'})…`,
  );
  await run(
    process.execPath,
    ['--import', 'tsx', join(root, 'bench/lib/events-seed.mjs'), seedFile, String(sales), String(buyers)],
    {
      cwd: root,
      env: { ...env, DATA_DIR: dataDir },
    },
  );
  const seed = JSON.parse(readFileSync(seedFile, 'utf8'));

  const servers = [];
  let stopProduct;
  if (instances === 1) {
    const product = await startProduct({
      port: 18_700,
      chainPort: 18_745,
      dataDir,
      cwd: productRoot,
      env: { ...probeEnv, DEMO_DATA: 'false' },
    });
    stopProduct = () => product.stop();
    cleanups.push(stopProduct);
    servers.push({ url: product.url, port: 18_700, pid: descendant(product.pid, 'apps/server/src/main.ts') });
  } else {
    for (let i = 0; i < instances; i++) {
      const port = 18_700 + i;
      const child = start(
        process.execPath,
        [...SERVER_NODE_FLAGS, '--import', 'tsx', 'apps/server/src/main.ts'],
        {
          cwd: productRoot,
          env: {
            ...probeEnv,
            DATABASE_URL: databaseUrl,
            DATA_DIR: join(work, `instance-${i}`),
            PORT: String(port),
            HOST: '127.0.0.1',
            LOG_LEVEL: 'warn',
            NODE_ENV: 'production',
            DEMO_DATA: 'false',
            IP_LIMITS_MULTIPLIER: '100',
            MIGRATE_ON_START: i === 0 ? 'true' : 'false',
          },
        },
      );
      cleanups.push(() => stop(child));
      await waitForHttp(`http://127.0.0.1:${port}/api/ready`, child, 240_000);
      servers.push({ url: `http://127.0.0.1:${port}`, port, pid: child.pid });
    }
  }
  console.log(`  ${instances} server(s) ready (load ${load()})`);
  await sleep(2_000);
  const before = await Promise.all(servers.map((s) => memoryOf(s.pid)));
  const clients = await openStreams(
    servers.map((s) => ({ host: '127.0.0.1', port: s.port, path: '/api/events' })),
  );
  cleanups.push(() => clients.close());
  await sleep(5_000);
  const after = await Promise.all(servers.map((s) => memoryOf(s.pid)));
  const memory = perStream(before, after, clients.opened);
  await clients.reset();
  // Carts of up to CART listings of one game server: each item settles in its own transaction
  // (its own event), the fund password (argon2id, ~20 MB and tens of ms of CPU) checked once a cart.
  const carts = [];
  for (const listing of seed.listings) {
    const cart = carts.at(-1);
    if (cart && cart.length < CART && cart[0].server === listing.server) cart.push(listing);
    else carts.push([listing]);
  }
  console.log(
    `  buying ${sales} listings at ${rate}/s in ${carts.length} carts through ${servers[0].url} (load ${load()})…`,
  );
  const refusals = new Map();
  const fired = await drive(carts.length, rate / CART, async (i) => {
    const cart = carts[i];
    const token = seed.tokens[i % seed.tokens.length];
    const sentAt = wall();
    const answer = await post(
      `${servers[0].url}/api/marketplace/cart/buy`,
      JSON.stringify({
        pay_password: seed.fundPassword,
        items: cart.map((l) => ({ id: l.id, expected_price: l.price, coin: l.coin })),
      }),
      {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        serverid: String(cart[0].server),
        language: 'EN-US',
      },
    ).then(({ status, text }) => {
      try {
        return JSON.parse(text);
      } catch {
        return { code: status, msg: text.slice(0, 100) };
      }
    });
    const answeredAt = wall();
    const bought = new Set((answer.data?.items ?? []).filter((item) => item.ok).map((item) => item.id));
    for (const item of answer.data?.items ?? [])
      if (!item.ok) refusals.set(item.msg, (refusals.get(item.msg) ?? 0) + 1);
    if (answer.code !== 200) refusals.set(answer.msg, (refusals.get(answer.msg) ?? 0) + cart.length);
    return cart.map((l) => ({ id: l.id, sentAt, answeredAt, ok: bought.has(l.id) }));
  });
  if (refusals.size > 0) console.log(`  refused: ${JSON.stringify(Object.fromEntries(refusals))}`);
  // Commit times: the sale events' rows (an embedded database is read once its server stopped).
  const commitsOf = async () => {
    if (instances === 1) await cleanups.find((c) => c === stopProduct)?.();
    const out = await run(process.execPath, ['--import', 'tsx', join(root, 'bench/lib/events-commits.mjs')], {
      cwd: root,
      env: { ...env, DATA_DIR: dataDir },
    });
    return JSON.parse(out);
  };
  const figures = await collect(clients, fired, memory, commitsOf);
  figures.serverRss = after.map((m) => m.rss);
  await clients.close();
  return figures;
}

function report({ floor, product }) {
  const ms = (v) => (Number.isFinite(v) ? `${Math.round(v)} ms` : '—');
  const kb = (v) => `${(v / 1024).toFixed(1)} KB`;
  const line = (name, r) => {
    console.log(`\n${name}`);
    console.log(
      `  streams opened ${r.opened.toLocaleString('en')}${r.failed ? ` (${r.failed} refused)` : ''}, dropped ${r.dropped}; ` +
        `sales ${r.sales}${r.refused ? ` (${r.refused} refused)` : ''}, delivered to every stream ${r.delivered}/${r.sales}; ` +
        `streams with every one of the ${r.seen} sales seen ${r.everySale.toLocaleString('en')}`,
    );
    if (r.fromCommit)
      console.log(
        `  to the last stream, from the commit: p50 ${ms(r.fromCommit.p50)}, p99 ${ms(r.fromCommit.p99)}, max ${ms(r.fromCommit.max)}`,
      );
    console.log(
      `  to the last stream, from the answer: p50 ${ms(r.fromAnswer.p50)}, p99 ${ms(r.fromAnswer.p99)}, max ${ms(r.fromAnswer.max)}; ` +
        `from the request: p50 ${ms(r.fromSent.p50)}, p99 ${ms(r.fromSent.p99)}; answer p50 ${ms(r.answer.p50)}, p99 ${ms(r.answer.p99)}`,
    );
    console.log(
      `  memory per idle stream (after a full GC): RSS ${kb(r.memory.rss)}, heap ${kb(r.memory.heap)}, external ${kb(r.memory.external)}; load ${r.load}`,
    );
  };
  if (floor) line(`Floor (bare Node HTTP, ${instances} process(es))`, floor);
  if (product)
    line(
      `Product (${instances === 1 ? 'npm start, PGlite' : `${instances} instances, PostgreSQL`}${productRoot === root ? '' : `, from ${productRoot}`})`,
      product,
    );
  if (floor && product) {
    console.log(
      `\nRatios product/floor: p99 from the commit ${(product.fromCommit?.p99 / floor.fromCommit?.p99).toFixed(2)}×, ` +
        `p99 from the request ${(product.fromSent.p99 / floor.fromSent.p99).toFixed(2)}×, ` +
        `RSS per stream ${(product.memory.rss / floor.memory.rss).toFixed(2)}×`,
    );
  }
}

try {
  const results = {};
  if (!values['skip-floor']) results.floor = await measureFloor();
  if (!values['skip-product']) results.product = await measureProduct();
  report(results);
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  rmSync(work, { recursive: true, force: true });
}
