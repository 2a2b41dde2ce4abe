import { describe, expect, it } from 'vitest';
import { startTestApp } from './support/test-app.ts';

describe('readiness', () => {
  it('answers 503 with /api/health still 200 when the database is gone', async () => {
    const t = await startTestApp('pglite');
    await t.database.close();
    const ready = await t.app.inject({ url: '/api/ready', headers: { language: 'EN-US' } });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ code: 503, msg: 'Service temporarily unavailable', data: null });
    expect((await t.app.inject('/api/health')).statusCode).toBe(200);
    await t.app.close();
    await t.mail.close();
  });
});
