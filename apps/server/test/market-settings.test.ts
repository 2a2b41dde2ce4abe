import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.ts';
import { SETTINGS_POLL_MS } from '../src/modules/settings/store.ts';
import { databaseKinds, openTestDatabaseWithUrl } from './support/databases.ts';
import { signedInOperator } from './support/operators.ts';
import { signedInUser, startTestApp, type TestContext } from './support/test-app.ts';

type Headers = Record<string, string>;

describe.each(databaseKinds)('market settings in the console on %s', (kind) => {
  let t: TestContext;
  let second: TestContext | undefined;
  let secondPool: Database | undefined;
  let closeDb: () => Promise<void>;

  beforeAll(async () => {
    const opened = await openTestDatabaseWithUrl(kind);
    closeDb = () => opened.database.close();
    t = await startTestApp(kind, {
      database: opened.database,
      env: { SALE_FEE_BPS: '300', WITHDRAW_MINIMUMS: 'BNB=0.5', WITHDRAW_HOLD_THRESHOLDS: 'MDS=1000' },
    });
    // PostgreSQL: a second instance with its own connections, as behind a load balancer.
    if (opened.url) {
      secondPool = await openDatabase({ databaseUrl: opened.url, dataDir: '' });
      second = await startTestApp(kind, { database: secondPool });
    }
  });
  afterAll(async () => {
    await second?.close();
    await secondPool?.close();
    await t?.close();
    await closeDb?.();
  });

  const get = (url: string, headers: Headers = {}, app = t.app) =>
    app.inject({ method: 'GET', url, headers: { language: 'EN-US', ...headers } });
  const post = (url: string, headers: Headers, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { language: 'EN-US', ...headers }, payload });
  const current = async (headers: Headers) => (await get('/api/admin/settings', headers)).json().data;

  it('starts from the environment and answers every operator, no player', async () => {
    const viewer = await signedInOperator(t, 'viewer');
    const settings = await current(viewer.headers);
    expect(settings.version).toBe(1);
    expect(settings.value).toMatchObject({
      sale_fee_bps: 300,
      maintenance: false,
      withdraw_minimums: { BNB: '0.5', MDS: '10' },
      withdraw_hold_thresholds: { MDS: '1000', BNB: '' },
      website: { website_url: 'https://yuanlong.game' },
    });
    expect((await get('/api/level/fee')).json().data).toEqual({ fee_bps: 300 });
    const player = await signedInUser(t.database);
    expect((await get('/api/admin/settings', player.headers)).statusCode).toBe(403);
  });

  it('lets each role change its own settings only, validated, and audits each change before → after', async () => {
    const support = await signedInOperator(t, 'support');
    const finance = await signedInOperator(t, 'finance');
    const { version } = await current(finance.headers);

    // Support may not change the fee; finance may.
    const refused = await post('/api/admin/settings', support.headers, { version, sale_fee_bps: 250 });
    expect(refused.json()).toEqual({ code: 403, msg: 'Your operator role does not allow this.', data: null });
    const invalid = await post('/api/admin/settings', finance.headers, { version, sale_fee_bps: 9000 });
    expect(invalid.statusCode).toBe(400);
    const badAmount = await post('/api/admin/settings', finance.headers, {
      version,
      withdraw_minimums: { ...(await current(finance.headers)).value.withdraw_minimums, MDS: 'ten' },
    });
    expect(badAmount.statusCode).toBe(400);

    const changed = await post('/api/admin/settings', finance.headers, { version, sale_fee_bps: 250 });
    expect(changed.json().data).toMatchObject({ version: version + 1, value: { sale_fee_bps: 250 } });
    expect((await get('/api/level/fee')).json().data).toEqual({ fee_bps: 250 });
    // Read at an old version: refused, not overwritten.
    const stale = await post('/api/admin/settings', support.headers, {
      version,
      announcement: { tw: '', en: 'Hello', in: '' },
    });
    expect(stale.json()).toMatchObject({
      code: 409,
      msg: 'The settings were changed meanwhile. Reload them and try again.',
    });

    // Support changes the website settings: GET /api/website/setting answers them.
    const site = (await current(support.headers)).value.website;
    const links = await post('/api/admin/settings', support.headers, {
      version: version + 1,
      website: { ...site, telegram_url: 'https://t.me/yuanlong_news' },
    });
    expect(links.statusCode).toBe(200);
    const listed = (await get('/api/website/setting')).json().data;
    expect(listed).toContainEqual({ key: 'telegram_url', value: 'https://t.me/yuanlong_news' });

    const audit = (await get('/api/admin/audit?limit=10', finance.headers)).json().data.items;
    const changes = audit.filter((e: { action: string }) => e.action === 'settings.change');
    expect(changes.slice(0, 2)).toMatchObject([
      {
        operator: support.name,
        target: `settings:v${version + 2}`,
        before: { website: { telegram_url: 'https://t.me/yuanlonggame' } },
        after: { website: { telegram_url: 'https://t.me/yuanlong_news' } },
      },
      {
        operator: finance.name,
        target: `settings:v${version + 1}`,
        before: { sale_fee_bps: 300 },
        after: { sale_fee_bps: 250 },
      },
    ]);
  });

  it('puts the market in maintenance: players’ writes refused in their language, reads and the banner go on', async () => {
    const admin = await signedInOperator(t, 'admin');
    const finance = await signedInOperator(t, 'finance');
    const { version } = await current(admin.headers);
    expect(
      (await post('/api/admin/settings', finance.headers, { version, maintenance: true })).statusCode,
    ).toBe(403);
    const on = await post('/api/admin/settings', admin.headers, {
      version,
      maintenance: true,
      announcement: { tw: '今晚維護', en: 'Maintenance tonight', in: 'Pemeliharaan malam ini' },
    });
    expect(on.statusCode).toBe(200);
    const player = await signedInUser(t.database);
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/user/nickname',
      headers: { ...player.headers, language: 'IN-IN' },
      payload: { nickname: 'x' },
    });
    expect(write.json()).toEqual({
      code: 503,
      msg: 'Pasar sedang dalam pemeliharaan: Anda dapat melihat-lihat, tetapi belum ada yang dapat diubah. Silakan coba lagi nanti.',
      data: null,
    });
    expect((await get('/api/marketplace/list?sort=latest')).statusCode).toBe(200);
    expect((await get('/api/website/notice', { language: 'ZH-TW' })).json().data).toEqual({
      maintenance: true,
      maintenance_message: '市場維護中，暫時只能瀏覽，請稍後再試',
      announcement: '今晚維護',
    });
    const off = await post('/api/admin/settings', admin.headers, {
      version: version + 1,
      maintenance: false,
    });
    expect(off.json().data.value.maintenance).toBe(false);
    expect((await get('/api/website/notice')).json().data).toMatchObject({ maintenance: false });
  });

  // Only PostgreSQL has a second instance on one database.
  if (kind === 'postgres')
    it('reaches a second instance within seconds, without a restart', async () => {
      const finance = await signedInOperator(t, 'finance');
      const { version } = await current(finance.headers);
      const res = await post('/api/admin/settings', finance.headers, { version, sale_fee_bps: 125 });
      expect(res.statusCode).toBe(200);
      const started = Date.now();
      let seen: unknown;
      while (Date.now() - started < 3 * SETTINGS_POLL_MS) {
        seen = (await get('/api/level/fee', {}, second!.app)).json().data.fee_bps;
        if (seen === 125) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(seen).toBe(125);
      expect(Date.now() - started).toBeLessThan(SETTINGS_POLL_MS + 1_000);
    });
});
