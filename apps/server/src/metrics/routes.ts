import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';
import type { Metrics } from './registry.ts';

export const METRICS_PATH = '/metrics';

/**
 * `GET /metrics` on the API's port, for a scraper that presents `Authorization: Bearer <token>`.
 * Not in the OpenAPI document: it answers Prometheus text, not the envelope.
 */
export function metricsRoute(metrics: Metrics, token: string) {
  const expected = Buffer.from(`Bearer ${token}`);
  return async (app: FastifyInstance) => {
    app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
      const given = Buffer.from(request.headers.authorization ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new AppError('unauthorized');
      }
      return reply
        .header('content-type', metrics.registry.contentType)
        .header('cache-control', 'no-store')
        .send(await metrics.registry.metrics());
    });
  };
}

/** A server of its own for `GET /metrics` (METRICS_PORT), without a token: bind it where only the scraper reaches. */
export async function startMetricsServer(metrics: Metrics, host: string, port: number) {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== METRICS_PATH) {
      response.writeHead(404).end();
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
