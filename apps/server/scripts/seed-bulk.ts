// Generates a catalogue of any size straight into the database (DATABASE_URL, else the embedded
// one in DATA_DIR): `npm run seed:bulk -w @yuanlong/server -- --count 1000000 [--owners 10000]
// [--listed 0.15] [--checks]`. Appends to what is there; asset n is always the same asset
// (deterministic). On PostgreSQL it skips foreign-key triggers while loading (needs a superuser;
// --checks keeps them).
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { generateCatalogue } from '../src/db/demo/generate.ts';
import { seedDefaults } from '../src/db/seed.ts';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '1000000' },
    owners: { type: 'string' },
    listed: { type: 'string', default: '0.15' },
    checks: { type: 'boolean', default: false },
  },
});
const count = Number(values.count);
const owners = values.owners ? Number(values.owners) : Math.max(50, Math.round(count / 100));
const listedShare = Number(values.listed);
if (
  !Number.isInteger(count) ||
  count < 1 ||
  !Number.isInteger(owners) ||
  !(listedShare >= 0 && listedShare <= 1)
) {
  console.error('Usage: seed:bulk -- --count N [--owners N] [--listed 0..1]');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase(config);
const started = Date.now();
try {
  await database.migrate();
  await seedDefaults(database.db);
  console.log(
    `Seeding ${count.toLocaleString('en')} assets for ${owners.toLocaleString('en')} owners into ${database.kind}…`,
  );
  await generateCatalogue(database.db, {
    owners,
    assets: count,
    listedShare,
    skipChecks: !values.checks && database.kind === 'postgres',
    onProgress: (done, total) =>
      console.log(
        `  ${done.toLocaleString('en')} / ${total.toLocaleString('en')} (${Math.round((Date.now() - started) / 1000)} s)`,
      ),
  });
  // Sets the visibility map, so market pages are answered by index-only scans.
  await database.db.execute(
    sql`vacuum (analyze) assets, listings, asset_skills, asset_history, users, balances`,
  );
  console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
} finally {
  await database.close();
}
