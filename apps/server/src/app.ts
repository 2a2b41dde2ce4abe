import { randomUUID } from 'node:crypto';
import { EVENT_TOPICS } from '@yuanlong/shared/events';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { privateKeyToAccount } from 'viem/accounts';
import type { PayoutStatus } from './chain/payout-worker.ts';
import { type ChainRuntime, createChainRuntime } from './chain/runtime.ts';
import type { WatcherStatus } from './chain/watcher.ts';
import type { Config } from './config.ts';
import type { ServiceContext } from './context.ts';
import type { Database } from './db/client.ts';
import { createGameGateway } from './game/create.ts';
import { createGameDevClient } from './game/dev-client.ts';
import type { GameGateway } from './game/gateway.ts';
import { createGameProbe } from './game/probe.ts';
import { httpInventoryReader } from './game/reconcile-game.ts';
import { registerCompression } from './http/compression.ts';
import { registerErrorEnvelope, sendFrameworkError, sendNotFound } from './http/envelope.ts';
import { registerOpenApi } from './http/openapi.ts';
import { registerRequestContext } from './http/request-context.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerWebApp, wantsWebApp } from './http/web-app.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { type Limits, resolveLimits } from './lib/limits.ts';
import { createThrottle } from './lib/throttle.ts';
import { registerWriteLimits } from './lib/write-limits.ts';
import type { MailService } from './mail/mail-service.ts';
import { registerHttpMetrics } from './metrics/http-metrics.ts';
import { registerProductGauges } from './metrics/product-gauges.ts';
import { createMetrics, type Metrics } from './metrics/registry.ts';
import { metricsRoute } from './metrics/routes.ts';
import { useCommonPasswordList } from './modules/account/common-passwords.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { activationRoutes } from './modules/activation/routes.ts';
import { activityRoutes } from './modules/activity/routes.ts';
import { artifactRoutes } from './modules/artifacts/routes.ts';
import { assetHistoryRoutes } from './modules/asset-history/routes.ts';
import { auctionReportRoutes } from './modules/auction/report-routes.ts';
import { auctionRoutes } from './modules/auction/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { BooksRuns } from './modules/books/checks.ts';
import { booksRoutes } from './modules/books/routes.ts';
import type { OpsSources } from './modules/books/service.ts';
import { captchaRoutes } from './modules/captcha/routes.ts';
import { assetTitleFirstPaint } from './modules/catalogue/first-paint.ts';
import { catalogueRoutes } from './modules/catalogue/routes.ts';
import { chainRoutes } from './modules/chain/routes.ts';
import { claimRoutes } from './modules/claim/routes.ts';
import { controlRoutes } from './modules/controls/routes.ts';
import { devGameRoutes } from './modules/dev-game/routes.ts';
import { devMailRoutes } from './modules/dev-mail/routes.ts';
import { dragonCareRoutes } from './modules/dragon-care/routes.ts';
import { eggRoutes } from './modules/eggs/routes.ts';
import { startEventHub } from './modules/events/hub.ts';
import { eventRoutes, STREAMS_PER_IP } from './modules/events/routes.ts';
import { gameLinkRoutes } from './modules/game-link/routes.ts';
import { devGameLoginRoutes } from './modules/game-login/dev-routes.ts';
import { gameLoginRoutes } from './modules/game-login/routes.ts';
import { gameOutboxRoutes } from './modules/game-outbox/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { inboxRoutes } from './modules/inbox/routes.ts';
import { inviteRoutes } from './modules/invite/routes.ts';
import { legionRoutes } from './modules/legion/routes.ts';
import { marketBatchRoutes } from './modules/market/batch-routes.ts';
import { createPageCache } from './modules/market/page-cache.ts';
import { marketRoutes } from './modules/market/routes.ts';
import { marketStatsRoutes } from './modules/market/stats-routes.ts';
import { notificationRoutes } from './modules/notify/routes.ts';
import { offerRoutes } from './modules/offers/routes.ts';
import { devOperatorRoutes } from './modules/operators/dev-routes.ts';
import { operatorRoutes } from './modules/operators/routes.ts';
import { playerRoutes } from './modules/players/routes.ts';
import { sessionRoutes } from './modules/sessions/routes.ts';
import { registerMaintenance, settingsRoutes } from './modules/settings/routes.ts';
import { startSettingsStore } from './modules/settings/store.ts';
import { shareHead } from './modules/share/head.ts';
import { shareRoutes } from './modules/share/routes.ts';
import { createSharePictures } from './modules/share/service.ts';
import { summonRoutes } from './modules/summon/routes.ts';
import { txReportRoutes } from './modules/tx-report/routes.ts';
import { userRoutes } from './modules/user/routes.ts';
import { watchlistRoutes } from './modules/watchlist/routes.ts';
import { websiteRoutes } from './modules/website/routes.ts';
import { withdrawRoutes } from './modules/withdraw/routes.ts';
import { withdrawVariantRoutes } from './modules/withdraw/variant-routes.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Outgoing mail (created by `createMailService`; started by the caller). */
  mail: MailService;
  logger?: FastifyServerOptions['logger'];
  /** Time for codes, captchas, throttles and locks; tests move it. */
  clock?: Clock;
  /** Overrides of the throttling limits (tests). */
  limits?: Partial<Limits>;
  /** The chain (default: built from the configuration; main.ts shares it with the watcher). */
  chain?: ChainRuntime;
  /** The chain watcher's progress for /api/ready (main.ts; absent when none runs). */
  watcherStatus?: () => WatcherStatus | undefined;
  /** The payout worker's state for /api/ready (main.ts; absent when none runs). */
  payoutStatus?: () => PayoutStatus | undefined;
  /** The market's view of the game's roles (default: what the game notified, role_states). */
  game?: GameGateway;
  /** How often an idle live-update stream gets a heartbeat comment (tests shorten it). */
  eventsHeartbeatMs?: number;
}

/** Builds the API (and, when built, the web app) from its parts. No side effects on import. */
export async function buildApp({
  config,
  database,
  mail,
  logger,
  clock = systemClock,
  limits,
  chain,
  watcherStatus = () => undefined,
  payoutStatus = () => undefined,
  game,
  eventsHeartbeatMs,
}: AppDeps) {
  const app = Fastify({
    logger: logger ?? loggerOptions(config),
    // A balancer's request id is kept (and logged on every line of the request); else a new one.
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    requestTimeout: 120_000,
    frameworkErrors: sendFrameworkError,
  });
  useCommonPasswordList();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerRequestContext(app);
  registerErrorEnvelope(app);
  const metrics = createMetrics();
  app.decorate('metrics', metrics);
  registerHttpMetrics(app, metrics);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  const resolvedLimits = resolveLimits(config.ipLimitsMultiplier, limits);
  const throttle = createThrottle(database.db, resolvedLimits, clock);
  registerWriteLimits(app, throttle);
  registerSecurityHeaders(app, config.chainPublicRpcUrl, Boolean(config.walletconnectProjectId));
  registerCompression(app);
  await registerOpenApi(app);

  const db = database.db;
  const events = await startEventHub(database, (error) => app.log.warn({ err: error }, 'live events failed'));
  app.addHook('onClose', () => events.close());
  const settings = await startSettingsStore(
    db,
    {
      sale_fee_bps: config.saleFeeBps,
      withdraw_minimums: config.withdrawMinimums,
      withdraw_hold_thresholds: config.withdrawHoldThresholds,
      maintenance: false,
      announcement: { tw: '', en: '', in: '' },
    },
    { onError: (error) => app.log.warn({ err: error }, 'settings could not be read') },
  );
  app.addHook('onClose', () => settings.close());
  registerMaintenance(app, settings);
  const ctx: ServiceContext = {
    db,
    query: database.query,
    textRows: database.textRows,
    clock,
    throttle,
    outbox: mail.outbox,
    sessionTtlMs: config.sessionTtlMs,
    settings,
    marketPages: createPageCache(config.marketCacheMs),
    chain: chain ?? createChainRuntime(config),
    depositMinimums: config.depositMinimums,
    claimVoucherSeconds: config.claimVoucherHours * 3_600,
    game: game ?? createGameGateway(db),
    events,
  };
  // A listing changed on any instance: this one's cached market pages are stale.
  events.subscribe((event) => {
    if (event.topic === EVENT_TOPICS.listing) ctx.marketPages.invalidate();
  });
  await app.register(
    healthRoutes(
      database,
      watcherStatus,
      config.gameApiUrl ? createGameProbe(config.gameApiUrl, config.gameApiTimeoutMs) : undefined,
      payoutStatus,
    ),
  );
  await app.register(websiteRoutes(db));
  await app.register(chainRoutes(ctx.chain, config.walletconnectProjectId));
  await app.register(authRoutes(ctx, config));
  await app.register(captchaRoutes(ctx));
  await app.register(userRoutes(ctx));
  await app.register(sessionRoutes(ctx));
  await app.register(operatorRoutes(ctx));
  await app.register(settingsRoutes(ctx));
  await app.register(controlRoutes(ctx));
  const gameSecret = config.gameSecrets[0];
  const opsSources: OpsSources = {
    database,
    chain: ctx.chain,
    watcherStatus,
    payoutStatus,
    payoutWallet: config.payoutPrivateKey ? privateKeyToAccount(config.payoutPrivateKey).address : undefined,
    gameInventory:
      config.gameApiUrl && gameSecret
        ? httpInventoryReader(config.gameApiUrl, gameSecret, config.gameApiTimeoutMs)
        : undefined,
  };
  const booksRuns = new BooksRuns(opsSources, ctx.clock, config.booksCheckMinutes);
  app.decorate('booksRuns', booksRuns);
  await app.register(booksRoutes(ctx, opsSources, booksRuns));
  await app.register(playerRoutes(db));
  await app.register(activationRoutes(ctx));
  await app.register(accountRoutes(ctx));
  await app.register(marketRoutes(ctx));
  await app.register(marketStatsRoutes(ctx, config.marketStatsCacheMs));
  await app.register(marketBatchRoutes(ctx));
  await app.register(offerRoutes(ctx));
  await app.register(auctionRoutes(ctx));
  await app.register(auctionReportRoutes(ctx));
  await app.register(catalogueRoutes(ctx));
  await app.register(activityRoutes(ctx));
  await app.register(notificationRoutes(ctx));
  await app.register(watchlistRoutes(ctx));
  await app.register(withdrawRoutes(ctx));
  await app.register(withdrawVariantRoutes(ctx));
  await app.register(txReportRoutes(ctx));
  await app.register(assetHistoryRoutes(ctx));
  await app.register(inboxRoutes(ctx));
  await app.register(gameLoginRoutes(ctx));
  await app.register(gameLinkRoutes(ctx, config.gameSecrets));
  await app.register(claimRoutes(ctx));
  await app.register(summonRoutes(ctx));
  await app.register(inviteRoutes(ctx));
  await app.register(legionRoutes(ctx));
  await app.register(dragonCareRoutes(ctx));
  await app.register(eggRoutes(ctx));
  await app.register(artifactRoutes(ctx));
  await app.register(shareRoutes(createSharePictures(ctx)));
  const openStreams = new Set<() => void>();
  await app.register(
    eventRoutes(ctx, {
      streamsPerIp: STREAMS_PER_IP * config.ipLimitsMultiplier,
      heartbeatMs: eventsHeartbeatMs,
      openStreams,
    }),
  );
  registerProductGauges(metrics, {
    database,
    watcherStatus,
    chain: ctx.chain,
    payoutPrivateKey: config.payoutPrivateKey,
    openStreams: () => openStreams.size,
  });
  if (config.metricsToken) await app.register(metricsRoute(metrics, config.metricsToken));
  // Development routes exist on the local dev chain only, whatever else is configured.
  if (config.devFeatures && mail.devMailbox) await app.register(devMailRoutes(db));
  if (config.devFeatures) await app.register(devOperatorRoutes(db));
  if (config.devFeatures && config.gameDevControls) {
    const devGame = config.gameApiUrl
      ? createGameDevClient(config.gameApiUrl, config.gameApiTimeoutMs)
      : undefined;
    await app.register(devGameRoutes(ctx, devGame));
    await app.register(devGameLoginRoutes(ctx, devGame));
    await app.register(gameOutboxRoutes(ctx));
  }

  if (config.webDist) {
    const assetTitle = assetTitleFirstPaint(db);
    const assetPreview = shareHead(ctx, config.publicOrigins);
    await registerWebApp(
      app,
      config.webDist,
      { '/cardDetail': assetTitle, '/dragonDetail': assetTitle },
      { '/cardDetail': assetPreview, '/dragonDetail': assetPreview },
    );
  }
  // Paths no route answers: the web app for page navigations (when built), else the envelope's 404.
  app.setNotFoundHandler((request, reply) =>
    config.webDist && wantsWebApp(request.method, request.url)
      ? reply.sendFile('index.html')
      : sendNotFound(request, reply),
  );
  return app;
}

/**
 * The log's shape: JSON lines (a deployment's log collector), or readable lines (pino-pretty) when
 * a person watches the terminal (`LOG_FORMAT=auto`) or asks for them.
 */
function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  const pretty =
    config.logFormat === 'pretty' || (config.logFormat === 'auto' && process.stdout.isTTY === true);
  if (!pretty) return { level: config.logLevel };
  return {
    level: config.logLevel,
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname', singleLine: true },
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's metrics registry (main.ts serves it on METRICS_PORT). */
    metrics: Metrics;
    /** The books' runs (main.ts runs them on their schedule). */
    booksRuns: BooksRuns;
  }
}
