import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDefaults } from './db/seed.ts';

/** Starts the product's server: database (migrated, seeded), API and web app. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  await database.migrate();
  await seedDefaults(database.db);
  const app = await buildApp({ config, database });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  const address = await app.listen({ port: config.port, host: config.host });
  const port = new URL(address).port;
  app.log.info({ database: database.kind }, 'database ready');
  console.log(
    `\n  Yuanlong Market is running at http://localhost:${port}\n  API docs: http://localhost:${port}/api/docs\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
