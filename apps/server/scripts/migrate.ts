// `npm run db:migrate`: the deployment's one migrations step. Applies the committed migrations
// and the default rows to the configured database (DATABASE_URL, or PGlite under DATA_DIR) and
// exits. With several API instances, run it once per release and start them with
// MIGRATE_ON_START=false.
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { seedDefaults } from '../src/db/seed.ts';

const config = loadConfig();
const database = await openDatabase(config);
try {
  await database.migrate();
  await seedDefaults(database.db);
  console.log(`migrations applied (${database.kind})`);
} finally {
  await database.close();
}
