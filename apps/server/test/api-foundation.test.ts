import { WEBSITE_SETTING_KEYS } from '@yuanlong/shared/website';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from './support/databases.ts';
import { signedInUser, startTestApp, type TestContext } from './support/test-app.ts';

describe.each(databaseKinds)('API foundation on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers health and readiness in the envelope', async () => {
    const health = await t.app.inject('/api/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ code: 200, msg: '成功', data: { status: 'ok' } });
    expect((await t.app.inject('/api/ready')).json()).toMatchObject({ code: 200, data: { database: true } });
  });

  it('lists the seeded website settings and open servers', async () => {
    const settings = (await t.app.inject('/api/website/setting')).json();
    expect(settings.code).toBe(200);
    expect(settings.data.map((s: { key: string }) => s.key).sort()).toEqual([...WEBSITE_SETTING_KEYS].sort());
    const servers = (await t.app.inject('/api/website/servers')).json();
    expect(servers.data.length).toBeGreaterThan(0);
    expect(servers.data[0]).toEqual({ server_id: 1, name: expect.any(String) });
  });

  it.each([
    ['EN-US', 'Please log in first'],
    ['ZH-TW', '請先登入'],
    ['ZH-CN', '請先登入'],
    ['IN-IN', 'Silakan masuk terlebih dahulu'],
    [undefined, '請先登入'],
  ])('answers 401 without a token, msg in language %s', async (language, msg) => {
    const res = await t.app.inject({ url: '/api/user/info', headers: language ? { language } : {} });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 401, msg, data: null });
  });

  it('answers 401 for an unknown or malformed token', async () => {
    for (const authorization of ['Bearer nope', 'Basic abc', 'Bearer']) {
      const res = await t.app.inject({ url: '/api/user/info', headers: { authorization } });
      expect(res.statusCode).toBe(401);
    }
  });

  it('returns user info with a live session, and logout ends it on the server', async () => {
    const { userId, token } = await signedInUser(t.database);
    const headers = { authorization: `Bearer ${token}` };
    const info = (await t.app.inject({ url: '/api/user/info', headers })).json();
    expect(info.code).toBe(200);
    expect(info.data).toMatchObject({
      userid: userId,
      token,
      coins: { MDS: '0', BNB: '0' },
      has_pay_password: false,
    });
    const logout = await t.app.inject({ method: 'POST', url: '/api/user/logout', headers });
    expect(logout.json()).toMatchObject({ code: 200, data: null });
    expect((await t.app.inject({ url: '/api/user/info', headers })).statusCode).toBe(401);
  });

  it('rejects an expired session', async () => {
    const { token } = await signedInUser(t.database, -1);
    const res = await t.app.inject({ url: '/api/user/info', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(401);
  });

  it('answers 404 and 400 in the envelope, with the status and code agreeing', async () => {
    const missing = await t.app.inject({ url: '/api/no/such/path', headers: { language: 'EN-US' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 404, msg: 'Not found', data: null });
    const { token } = await signedInUser(t.database);
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', language: 'EN-US' },
      payload: '{bad',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({ code: 400, msg: 'Invalid input: body', data: null });
  });

  it('serves an OpenAPI document generated from the schemas', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/website/setting',
        '/api/website/servers',
        '/api/user/info',
        '/api/user/refresh',
        '/api/user/nickname',
        '/api/user/password',
        '/api/user/paypwd',
        '/api/user/send_code',
        '/api/user/bind_email',
        '/api/user/forget/reset',
        '/api/auth/login/email',
        '/api/captcha/puzzle',
        '/api/captcha/verify',
        '/api/dev/mail',
      ]),
    );
    expect(
      doc.paths['/api/user/send_code'].post.requestBody.content['application/json'].schema,
    ).toMatchObject({
      properties: { purpose: { enum: ['bind', 'reset', 'password', 'paypwd'] } },
    });
    expect(doc.paths['/dev/mail']).toBeUndefined();
    // A spec path the web does not call says why it is kept.
    expect(doc.paths['/api/mint/card'].post.summary).toMatch(/Kept for outside callers .+: the web claims/);
  });
});
