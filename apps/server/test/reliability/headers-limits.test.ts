import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { DEFAULT_LIMITS } from '../../src/lib/limits.ts';
import { createMailService } from '../../src/mail/mail-service.ts';
import { freshIp } from '../support/account.ts';
import { openTestDatabase } from '../support/databases.ts';
import { operationsOf } from '../support/fuzz.ts';
import { signedInUser, startTestApp, startWebTestApp, type TestContext } from '../support/test-app.ts';

const EVIL = 'https://evil.example';

/** Security headers, CORS, body size and the write limits (PGlite: nothing here races). */
describe('security headers and limits', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp('pglite', {
      limits: {
        writesPerIp: { limit: 5, windowMs: 60_000 },
        writesPerAccount: { limit: 3, windowMs: 60_000 },
      },
    });
  });
  afterAll(() => t.close());

  it('sends the security headers on API answers: CSP with frame-ancestors none, nosniff, no caching', async () => {
    const res = await t.app.inject({ url: '/api/website/setting' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers).toMatchObject({
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'same-origin',
      'cache-control': 'no-store',
    });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS only when the request came over TLS through a trusted proxy', async () => {
    const proxied = await t.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(proxied.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const spoofed = await t.app.inject({
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: '203.0.113.9',
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it('never lets another origin read an answer: no CORS headers on preflights or requests', async () => {
    const user = await signedInUser(t.database);
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/user/info',
      headers: {
        origin: EVIL,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    const read = await t.app.inject({ url: '/api/user/info', headers: { origin: EVIL, ...user.headers } });
    expect(read.statusCode).toBe(200);
    for (const res of [preflight, read]) {
      expect(Object.keys(res.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('refuses a body over 1 MB with a clear error', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/captcha/verify',
      headers: { 'content-type': 'application/json', language: 'EN-US' },
      remoteAddress: freshIp(),
      payload: JSON.stringify({ id: 'x', x: 1, track: 'y'.repeat(1_100_000) }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg: 'Invalid input: body', data: null });
  });

  it('limits writes per IP on every write operation of the OpenAPI document; reads are not counted', async () => {
    const operations = operationsOf((await t.app.inject({ url: '/api/docs/json' })).json());
    const writes = operations.filter((o) => o.method !== 'GET');
    expect(writes.length).toBeGreaterThan(20);
    for (const op of writes) {
      const ip = freshIp();
      const url = op.path.replace(/\{\w+\}/g, '1');
      const send = () =>
        t.app.inject({
          method: op.method as 'POST',
          url,
          remoteAddress: ip,
          headers: { language: 'EN-US' },
          payload: {},
        });
      for (let i = 0; i < 5; i += 1)
        expect((await send()).statusCode, `${op.method} ${op.path}`).not.toBe(429);
      const over = await send();
      expect(over.statusCode, `${op.method} ${op.path}`).toBe(429);
      expect(over.json().msg).toMatch(/^Too many requests|try again in/i);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect((await t.app.inject({ url: '/api/health', remoteAddress: ip })).statusCode).toBe(200);
    }
    // The window passes: writes are allowed again.
    const ip = freshIp();
    const post = () => t.app.inject({ method: 'POST', url: '/api/user/logout', remoteAddress: ip });
    for (let i = 0; i < 6; i += 1) await post();
    expect((await post()).statusCode).toBe(429);
    t.clock.advance(60_001);
    expect((await post()).statusCode).toBe(401);
  });

  it('limits writes per account, from any number of addresses', async () => {
    const user = await signedInUser(t.database, 600_000);
    const other = await signedInUser(t.database, 600_000);
    const nickname = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/nickname',
        headers: { language: 'EN-US', ...headers },
        remoteAddress: freshIp(),
        payload: { nickname: 'abc' },
      });
    for (let i = 0; i < 3; i += 1) expect((await nickname(user.headers)).statusCode).toBe(200);
    const over = await nickname(user.headers);
    expect(over.statusCode).toBe(429);
    expect((await nickname(other.headers)).statusCode).toBe(200);
    // Reads of the limited account still work.
    expect(
      (await t.app.inject({ url: '/api/user/info', headers: user.headers, remoteAddress: freshIp() }))
        .statusCode,
    ).toBe(200);
  });

  it('has write limits by default: 300 a minute per IP, 60 per account', async () => {
    expect(DEFAULT_LIMITS.writesPerIp).toEqual({ limit: 300, windowMs: 60_000 });
    expect(DEFAULT_LIMITS.writesPerAccount).toEqual({ limit: 60, windowMs: 60_000 });
    const database = await openTestDatabase('pglite');
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    const app = await buildApp({
      config,
      database,
      mail: createMailService(config, database.db, () => new Date()),
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 301; i += 1)
        statuses.push(
          (await app.inject({ method: 'POST', url: '/api/user/logout', remoteAddress: '10.9.9.9' }))
            .statusCode,
        );
      expect(statuses.slice(0, 300).every((s) => s === 401)).toBe(true);
      expect(statuses[300]).toBe(429);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('the web app under its Content-Security-Policy', () => {
  it('serves the page and its assets with the CSP, no framing, and a chain RPC it may reach', async () => {
    const { app, close } = await startWebTestApp(
      {
        'index.html': '<!doctype html><script type="module" src="/assets/app.js"></script>',
        'assets/app.js': 'export {};',
      },
      { CHAIN_PUBLIC_RPC_URL: 'http://127.0.0.1:8545' },
    );
    try {
      for (const url of ['/', '/market', '/assets/app.js']) {
        const res = await app.inject({ url });
        expect(res.statusCode, url).toBe(200);
        const csp = res.headers['content-security-policy'] as string;
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:8545 ws:\/\/127\.0\.0\.1:8545/);
        expect(res.headers['x-frame-options']).toBe('DENY');
      }
    } finally {
      await close();
    }
  });
});
