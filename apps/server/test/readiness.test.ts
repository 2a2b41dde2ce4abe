import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from './support/test-app.ts';

describe('readiness', () => {
  let t: TestContext;
  // Starting the app (migrations) belongs to the hook's time limit, not the test's: at a load of
  // 20 on two cores it outlasted the test's 30 s.
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });

  it('answers 503 with /api/health still 200 when the database is gone', async () => {
    await t.database.close();
    const ready = await t.app.inject({ url: '/api/ready', headers: { language: 'EN-US' } });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ code: 503, msg: 'Service temporarily unavailable', data: null });
    expect((await t.app.inject('/api/health')).statusCode).toBe(200);
    await t.app.close();
    await t.mail.close();
  });
});
