import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerErrorEnvelope, sendNotFound } from './http/envelope.ts';
import { registerOpenApi } from './http/openapi.ts';
import { registerRequestContext } from './http/request-context.ts';
import { registerWebApp, wantsWebApp } from './http/web-app.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { userRoutes } from './modules/user/routes.ts';
import { websiteRoutes } from './modules/website/routes.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the API (and, when built, the web app) from its parts. No side effects on import. */
export async function buildApp({ config, database, logger }: AppDeps) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    trustProxy: true,
    bodyLimit: 1_048_576,
    requestTimeout: 120_000,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerRequestContext(app);
  registerErrorEnvelope(app);
  await registerOpenApi(app);

  await app.register(healthRoutes(database));
  await app.register(websiteRoutes(database.db));
  await app.register(authRoutes(database.db, config));
  await app.register(userRoutes(database.db));

  if (config.webDist) {
    await registerWebApp(app, config.webDist);
    app.setNotFoundHandler((request, reply) =>
      wantsWebApp(request.method, request.url) ? reply.sendFile('index.html') : sendNotFound(request, reply),
    );
  }
  return app;
}
