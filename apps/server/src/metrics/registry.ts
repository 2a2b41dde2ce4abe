import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The server's metrics, in one registry per app (tests build several apps in one process).
 * Request metrics are recorded by hooks (http-metrics.ts); the rest is read when scraped
 * (gauges' `collect`), so nothing on a request's path queries anything for them.
 */
export interface Metrics {
  registry: Registry;
  requests: Counter<'method' | 'route' | 'status'>;
  duration: Histogram<'method' | 'route'>;
  errors: Counter<'status' | 'code'>;
  /**
   * Adds a gauge whose value is read at each scrape; with `labels`, a reading of undefined leaves
   * the gauge empty (an instance without a chain watcher reports no lag rather than a lag of 0).
   */
  gauge(
    name: string,
    help: string,
    read: () => number | undefined | Promise<number | undefined>,
    labels?: Record<string, string>,
  ): void;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    requests: new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
    }),
    duration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from the request to its answer, by method and route pattern',
      labelNames: ['method', 'route'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
      registers: [registry],
    }),
    errors: new Counter({
      name: 'http_errors_total',
      help: 'Error answers, by HTTP status and the envelope error code',
      labelNames: ['status', 'code'],
      registers: [registry],
    }),
    gauge(name, help, read, labels) {
      new Gauge({
        name,
        help,
        labelNames: Object.keys(labels ?? {}),
        registers: [registry],
        async collect() {
          const value = await read();
          this.reset();
          if (value === undefined) return;
          if (labels) this.set(labels, value);
          else this.set(value);
        },
      });
    },
  };
}
