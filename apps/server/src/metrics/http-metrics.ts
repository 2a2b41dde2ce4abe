import type { FastifyInstance } from 'fastify';
import type { Metrics } from './registry.ts';

/** Records every answer's route, status and duration, and error answers by their envelope code. */
export function registerHttpMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    // The route's pattern, not the URL: one series per route whatever its ids.
    const route = request.routeOptions.url ?? 'unmatched';
    const status = String(reply.statusCode);
    metrics.requests.inc({ method: request.method, route, status });
    metrics.duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    if (reply.statusCode >= 400) {
      metrics.errors.inc({ status, code: reply.errorCode ?? 'none' });
    }
    done();
  });
}
