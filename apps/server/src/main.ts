import { buildApp } from './app.ts';
import { leaderLockFor, lockKey } from './chain/leader.ts';
import type { PayoutWorker } from './chain/payout-worker.ts';
import { createChainRuntime } from './chain/runtime.ts';
import { vaultSignerMismatch } from './chain/signer-check.ts';
import { createChainWatcher, createClaimExpiryWorker, createPayoutWorker } from './chain/start.ts';
import type { ChainWatcher } from './chain/watcher.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { refuseDevAccounts } from './db/demo/dev-accounts-guard.ts';
import { seedDemoData } from './db/demo/seed-demo.ts';
import { pruneExpired } from './db/prune.ts';
import { seedDefaults } from './db/seed.ts';
import { createHttpCommandSender } from './game/command-sender.ts';
import { createGameOutboxWorker } from './game/start-outbox.ts';
import { systemClock } from './lib/clock.ts';
import { createMailService } from './mail/mail-service.ts';
import { startMetricsServer } from './metrics/routes.ts';
import { BooksSchedule } from './modules/books/schedule.ts';
import { startOfferExpiry } from './modules/offers/expiry.ts';
import { startSummary } from './start-summary.ts';

const PRUNE_INTERVAL_MS = 10 * 60_000;

/** Starts the product's server: database (migrated, seeded), mail, API and web app. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  if (config.migrateOnStart) {
    await database.migrate();
    await seedDefaults(database.db);
  }
  await refuseDevAccounts(database.db, config).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  const seeded = config.demoData ? await seedDemoData(database.db) : false;
  const mail = createMailService(config, database.db, systemClock);
  const chain = createChainRuntime(config);
  console.log(startSummary(config, chain, { database: database.kind, demoSeeded: seeded }));
  let watcher: ChainWatcher | undefined;
  let payouts: PayoutWorker | undefined;
  const app = await buildApp({
    config,
    database,
    mail,
    chain,
    watcherStatus: () => watcher?.status(),
    payoutStatus: () => payouts?.status(),
  });
  await mail.start(app.log);
  watcher = createChainWatcher({ config, database, chain, logger: app.log.child({ module: 'chain' }) });
  payouts = createPayoutWorker({
    config,
    database,
    chain,
    logger: app.log.child({ module: 'payout' }),
  });
  // The game outbox's delivery worker: commands reach the game after commit, one leader per database.
  const gameOutbox =
    config.gameApiUrl && config.gameSecrets[0]
      ? createGameOutboxWorker({
          config,
          database,
          sender: createHttpCommandSender({
            baseUrl: config.gameApiUrl,
            secret: config.gameSecrets[0],
            timeoutMs: config.gameApiTimeoutMs,
          }),
          logger: app.log.child({ module: 'game-outbox' }),
        })
      : undefined;
  const booksSchedule =
    config.booksCheckMinutes === null
      ? undefined
      : new BooksSchedule({
          runs: app.booksRuns,
          intervalMinutes: config.booksCheckMinutes,
          lock: leaderLockFor(database, config.databaseUrl, lockKey('books', 0)),
          clock: systemClock,
          logger: app.log.child({ module: 'books' }),
        });
  const claimExpiry = createClaimExpiryWorker({
    config,
    database,
    chain,
    logger: app.log.child({ module: 'claim-expiry' }),
  });

  const prune = () =>
    pruneExpired(database.db).catch((error: unknown) => app.log.warn({ err: error }, 'pruning failed'));
  const pruneTimer = setInterval(prune, PRUNE_INTERVAL_MS);
  void prune();
  const stopOfferExpiry = startOfferExpiry(database.db, systemClock, (error) =>
    app.log.warn({ err: error }, 'expiring offers failed'),
  );

  let metricsServer: Awaited<ReturnType<typeof startMetricsServer>> | undefined;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping');
    clearInterval(pruneTimer);
    stopOfferExpiry();
    await payouts?.stop();
    await claimExpiry?.stop();
    await gameOutbox?.stop();
    await booksSchedule?.stop();
    await watcher?.stop();
    await metricsServer?.close();
    await app.close();
    await mail.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  const address = await app.listen({ port: config.port, host: config.host });
  if (config.metricsPort !== undefined) {
    metricsServer = await startMetricsServer(app.metrics, config.metricsHost, config.metricsPort);
  }
  if (metricsServer) app.log.info({ port: metricsServer.port, host: config.metricsHost }, 'metrics served');
  const port = new URL(address).port;
  app.log.info({ database: database.kind, demoDataSeeded: seeded }, 'database ready');
  watcher?.start();
  app.log.info(
    { chainId: chain.chainId, rpc: config.chainRpcUrls.length, confirmations: chain.confirmations },
    watcher ? 'chain watcher started' : 'no chain watcher (CHAIN_RPC_URL or CONTRACTS_FILE not set)',
  );
  vaultSignerMismatch(chain).then(
    (mismatch) =>
      mismatch &&
      app.log.error(
        mismatch,
        'SIGNER_PRIVATE_KEY is not the GameVault signer: payouts and claims will be refused on chain',
      ),
    (error: unknown) => app.log.warn({ err: error }, 'could not read the GameVault signer'),
  );
  payouts?.start();
  app.log.info(
    {},
    payouts
      ? 'payout worker started'
      : 'no payout worker (the chain, SIGNER_PRIVATE_KEY or PAYOUT_PRIVATE_KEY not set)',
  );
  gameOutbox?.start();
  app.log.info(
    {},
    gameOutbox ? 'game outbox worker started' : 'no game outbox worker (GAME_API_URL or GAME_SECRET not set)',
  );
  booksSchedule?.start();
  claimExpiry?.start();
  app.log.info(
    {},
    claimExpiry
      ? 'claim expiry worker started'
      : 'no claim expiry worker (the chain or SIGNER_PRIVATE_KEY not set)',
  );
  const mailbox = mail.devMailbox ? `\n  Development mailbox: http://localhost:${port}/dev/mail\n` : '';
  console.log(
    `\n  Yuanlong Market is running at http://localhost:${port}\n  API docs: http://localhost:${port}/api/docs\n${mailbox}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
