#!/usr/bin/env node
// The purchase benchmark's floor: what one purchase asks of the database, run in-process through
// the product's own code and driver at the benchmark's concurrency, without HTTP. For each
// purchase it runs what the route runs: the per-IP write limit (an onRequest hook), the session
// lookup, the per-account write limit and the session's last-seen note (requireUser), then
// buyAsset itself (the trader's checks, the listing's checks, the fund-password try counted and
// cleared, the settlement transaction). Its buyers' fund passwords are hashed with argon2id's
// smallest parameters (m=8 KiB, t=1), so the hash costs microseconds and the SQL is the same.
// Usage: node --import tsx buy-floor.mjs PLAN_FILE (JSON: databaseUrl, buyers, listings,
// password, connections, seconds, warmup, raceShare, ipLimitsMultiplier). Prints the tally as
// JSON, with the statements a purchase sent (round trips) and the time spent waiting on them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { addressOf, buyBody, createPlan, runPurchases } from './buy-plan.mjs';
import { cpuMs, postgresPicker } from './cpu-time.mjs';

const server = join(import.meta.dirname, '../../apps/server/src');
const load = (path) => import(join(server, path));
const plan = JSON.parse(readFileSync(process.argv[2], 'utf8'));

// Every statement the driver sends, and how long each waited for its answer; the texts of the
// first purchase's (`tracing` is on only while it runs alone).
let statements = 0;
let waitedMs = 0;
let tracing = false;
const traced = [];
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function counted(...args) {
  statements += 1;
  if (tracing) traced.push(String(args[0]?.text ?? args[0]).replace(/\s+/g, ' '));
  const started = performance.now();
  const done = () => (waitedMs += performance.now() - started);
  // The pool's own query() passes a callback; a transaction's client awaits the promise.
  const last = args.length - 1;
  if (typeof args[last] === 'function') {
    const callback = args[last];
    args[last] = (...answer) => {
      done();
      return callback(...answer);
    };
  } else if (typeof args[0]?.callback === 'function') {
    const callback = args[0].callback;
    args[0].callback = (...answer) => {
      done();
      return callback(...answer);
    };
  }
  const result = query.apply(this, args);
  if (result && typeof result.then === 'function') result.then(done, done);
  return result;
};

const { loadConfig } = await load('config.ts');
const { openDatabase } = await load('db/client.ts');
const { createThrottle } = await load('lib/throttle.ts');
const { resolveLimits } = await load('lib/limits.ts');
const { systemClock } = await load('lib/clock.ts');
const { findSession, noteSessionSeen } = await load('modules/auth/session-service.ts');
const { buyAsset } = await load('modules/market/buy-service.ts');
const { createGameGateway } = await load('game/create.ts');
const { startSettingsStore } = await load('modules/settings/store.ts');
const { createPageCache } = await load('modules/market/page-cache.ts');

const config = loadConfig({ DATABASE_URL: plan.databaseUrl, NODE_ENV: 'production', DEMO_DATA: 'false' });
const database = await openDatabase(config);
const { db } = database;
const throttle = createThrottle(db, resolveLimits(plan.ipLimitsMultiplier), systemClock);
// The settings as app.ts starts them (the sale fee is read at each purchase).
const settings = await startSettingsStore(db, {
  sale_fee_bps: config.saleFeeBps,
  withdraw_minimums: config.withdrawMinimums,
  withdraw_hold_thresholds: config.withdrawHoldThresholds,
  maintenance: false,
  announcement: { tw: '', en: '', in: '' },
});
const ctx = {
  db,
  query: database.query,
  textRows: database.textRows,
  clock: systemClock,
  throttle,
  settings,
  marketPages: createPageCache(0),
  game: createGameGateway(db),
};
/** One purchase as the route runs it, answered as its HTTP status. */
async function buy({ buyer, listing, connection }) {
  const client = { ip: addressOf(connection), userAgent: '' };
  try {
    await throttle('writesPerIp', client.ip);
    const session = await findSession(db, buyer.token);
    if (!session) return 401;
    await throttle('writesPerAccount', String(session.userId));
    await noteSessionSeen(db, session, client);
    await buyAsset(ctx, session.userId, listing.serverId, buyBody(listing, plan.password));
    return 200;
  } catch (error) {
    if (typeof error?.status === 'number') return error.status;
    console.error(error);
    return 500;
  }
}

const plan0 = createPlan(plan);
const next = (c) => {
  const step = plan0(c);
  if (step) step.connection = c;
  return step;
};
// One purchase alone first: its statements, in order (the driver's own count is per answer below).
tracing = true;
const first = await buy(next(0));
tracing = false;
// PostgreSQL's CPU is read here, before the pool closes: an ended backend's CPU can't be read.
const postgres = await postgresPicker(plan.databaseUrl);
const before = { statements, waitedMs, cpu: process.cpuUsage(), postgresMs: cpuMs(postgres) };
const result = await runPurchases({
  next,
  connections: plan.connections,
  seconds: plan.seconds,
  warmup: plan.warmup,
  buy,
});
const answered = result.answered || 1;
result.statementsPerPurchase = +((statements - before.statements) / answered).toFixed(1);
result.databaseWaitMsPerPurchase = +((waitedMs - before.waitedMs) / answered).toFixed(2);
const cpu = process.cpuUsage(before.cpu);
result.ownCpuMs = (cpu.user + cpu.system) / 1000;
result.postgresCpuMs = cpuMs(postgres) - before.postgresMs;
result.statementsOfOne = { status: first, statements: traced };
await settings.close?.();
await database.close();
process.stdout.write(JSON.stringify(result));
process.exit(0);
