import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMetricsServer } from '../src/metrics/routes.ts';
import { databaseKinds } from './support/databases.ts';
import { openEventStream } from './support/event-stream.ts';
import { parsePrometheus } from './support/prometheus-text.ts';
import { startTestApp, type TestContext } from './support/test-app.ts';

const TOKEN = 'metrics-token-0123456789';

describe.each(databaseKinds)('metrics (%s)', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(kind, { env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const answer = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return parsePrometheus(answer.body);
  };

  it('refuses a scrape without the token or with another one', async () => {
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.statusCode).toBe(401);
  });

  it('counts requests per route pattern and status, times them, and counts errors by their code', async () => {
    await t.app.inject('/api/health');
    await t.app.inject('/api/health');
    await t.app.inject('/api/card/999999999');
    await t.app.inject('/api/no-such-path');
    const families = await scrape();

    const requests = families.get('http_requests_total')!;
    expect(requests.type).toBe('COUNTER');
    const health = requests.metrics.find(
      (m) => m.labels?.route === '/api/health' && m.labels.status === '200',
    );
    expect(Number(health?.value)).toBe(2);
    // The route's pattern, not the URL: one series whatever the id.
    expect(requests.metrics.some((m) => m.labels?.route === '/api/card/:id')).toBe(true);
    expect(requests.metrics.some((m) => m.labels?.route?.includes('999999999'))).toBe(false);

    expect(families.get('http_request_duration_seconds')?.type).toBe('HISTOGRAM');
    // The parser merges a histogram's label sets, so its count is read from the text itself.
    const text = (await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } }))
      .body;
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/api\/health"\} 2$/m);

    const errors = families.get('http_errors_total')!;
    const notFound = errors.metrics.find((m) => m.labels?.code === 'notFound' && m.labels.status === '404');
    expect(Number(notFound?.value)).toBeGreaterThanOrEqual(2);
  });

  it('reports the queues, the live streams and the pool', async () => {
    const families = await scrape();

    const value = (name: string) => Number(families.get(name)?.metrics[0]?.value);
    expect(value('payout_queue_depth')).toBe(0);
    expect(value('mail_queue_depth')).toBeGreaterThanOrEqual(0);
    expect(value('sse_streams_open')).toBe(0);
    expect(families.has('process_resident_memory_bytes')).toBe(true);
    if (kind === 'postgres') expect(value('db_pool_connections')).toBeGreaterThanOrEqual(1);
    else expect(families.has('db_pool_connections')).toBe(false);
    // No chain watcher in this app: no lag is reported rather than a lag of 0.
    expect(families.get('chain_watcher_lag_blocks')?.metrics).toEqual([]);
  });

  it('counts the live-update streams open on this instance', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openEventStream(`${address}/api/events`);
    const open = async () => Number((await scrape()).get('sse_streams_open')?.metrics[0]?.value);
    try {
      await stream.waitFor((e) => e.topic === 'ready');
      expect(await open()).toBe(1);
    } finally {
      await stream.close();
    }
    await expect.poll(open).toBe(0);
  });

  it('serves the same metrics without a token on a port of its own, and nothing else there', async () => {
    const server = await startMetricsServer(t.app.metrics, '127.0.0.1', 0);
    try {
      const answer = await fetch(`http://127.0.0.1:${server.port}/metrics`);
      expect(answer.status).toBe(200);
      expect(parsePrometheus(await answer.text()).has('http_requests_total')).toBe(true);
      expect((await fetch(`http://127.0.0.1:${server.port}/api/health`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('names every answer with a request id, keeping the one a balancer sent', async () => {
    const given = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'lb-42' } });
    expect(given.headers['x-request-id']).toBe('lb-42');
    const fresh = await t.app.inject('/api/health');
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('metrics off', () => {
  it('has no /metrics without METRICS_TOKEN', async () => {
    const t = await startTestApp('pglite');
    try {
      expect((await t.app.inject('/metrics')).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
