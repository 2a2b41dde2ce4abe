// The sales' commit times for the live-update benchmark: each `listing` `sold` event row's
// created_at (the sale transaction's now(): its start, a few ms before its commit), by asset id,
// as JSON [[asset, ms], …] on stdout. Usage: node --import tsx bench/lib/events-commits.mjs
// (the database: DATABASE_URL, else the embedded one in DATA_DIR; stop an embedded one's server first).
const { loadConfig } = await import('../../apps/server/src/config.ts');
const { openDatabase } = await import('../../apps/server/src/db/client.ts');

const database = await openDatabase(loadConfig());
try {
  const rows = await database.query(
    `select (data->>'id')::bigint as asset, (extract(epoch from created_at) * 1000)::float8 as at
     from events where topic = 'listing' and data->>'action' = 'sold'`,
    [],
  );
  process.stdout.write(JSON.stringify(rows.map((r) => [Number(r.asset), Number(r.at)])));
} finally {
  await database.close();
}
