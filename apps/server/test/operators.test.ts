import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/rows.ts';
import { totpCode } from '../src/lib/totp.ts';
import { addOperator, OPERATOR_IDLE_MS } from '../src/modules/operators/service.ts';
import { databaseKinds } from './support/databases.ts';
import { signedInUser, startTestApp, type TestContext } from './support/test-app.ts';

const STEP_MS = 30_000;
const secretOf = (uri: string) => new URL(uri).searchParams.get('secret')!;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe.each(databaseKinds)('the operators’ console API on %s', (kind) => {
  let t: TestContext;
  let admin: { name: string; password: string; secret: string };
  const COMMAND_LINE = { operatorId: null, ip: 'command line' };

  beforeAll(async () => {
    t = await startTestApp(kind);
    const created = await addOperator(t.database.db, { name: 'root', role: 'admin' }, COMMAND_LINE);
    admin = { name: 'root', password: created.password, secret: secretOf(created.otpauth_uri) };
  });
  afterAll(() => t.close());

  const login = (who: { name: string; password: string; secret: string }, code?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { language: 'EN-US' },
      payload: {
        name: who.name,
        password: who.password,
        code: code ?? totpCode(who.secret, t.clock.now().getTime()),
      },
    });
  /** Signs in with the next time step's code (each code is accepted once). */
  async function signIn(who: { name: string; password: string; secret: string }) {
    t.clock.advance(STEP_MS);
    const res = await login(who);
    expect(res.json().msg).toBe('Success');
    return res.json().data.token as string;
  }
  const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, headers: { language: 'EN-US', ...(token ? bearer(token) : {}) }, payload });

  it('signs an operator in with name, password and the authenticator’s code, once per code', async () => {
    t.clock.advance(STEP_MS);
    const code = totpCode(admin.secret, t.clock.now().getTime());
    const first = await login(admin, code);
    expect(first.statusCode).toBe(200);
    const { token, operator } = first.json().data;
    expect(operator).toMatchObject({ name: 'root', role: 'admin', disabled_at: null });
    expect((await call('GET', '/api/admin/me', token)).json().data).toMatchObject({ name: 'root' });
    // The same code again (overheard, or replayed): refused.
    const again = await login(admin, code);
    expect(again.statusCode).toBe(401);
    expect(again.json().msg).toBe('Wrong name, password or authenticator code.');
  });

  it('refuses a wrong password, a wrong code and an unknown name alike, and audits each try', async () => {
    t.clock.advance(STEP_MS);
    const wrongCode = String(
      (Number(totpCode(admin.secret, t.clock.now().getTime())) + 1) % 1_000_000,
    ).padStart(6, '0');
    for (const res of [
      await login({ ...admin, password: 'not it' }),
      await login(admin, wrongCode),
      await login({ ...admin, name: 'nobody' }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        code: 401,
        msg: 'Wrong name, password or authenticator code.',
        data: null,
      });
    }
    const token = await signIn(admin);
    const audit = (await call('GET', '/api/admin/audit?limit=5', token)).json().data.items;
    expect(audit.map((e: { action: string; target: string }) => `${e.action} ${e.target}`)).toEqual([
      'signin operator:root',
      'signin.failed operator:nobody',
      'signin.failed operator:root',
      'signin.failed operator:root',
      'signin.failed operator:root',
    ]);
  });

  it('answers a player’s token with 403 and no token with 401 on every operator route', async () => {
    const player = await signedInUser(t.database);
    const doc = (await t.app.inject('/api/docs/json')).json();
    const routes = Object.entries(doc.paths as Record<string, Record<string, unknown>>)
      .filter(([path]) => path.startsWith('/api/admin/') && path !== '/api/admin/login')
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((m) => [m.toUpperCase(), path.replace('{id}', '1')] as const),
      );
    expect(routes.length).toBeGreaterThanOrEqual(6);
    for (const [method, url] of routes) {
      const asPlayer = await call(method as 'GET', url, player.token, method === 'POST' ? {} : undefined);
      expect(asPlayer.json(), `${method} ${url}`).toEqual({
        code: 403,
        msg: 'This is for the market’s operators only.',
        data: null,
      });
      expect(
        (await call(method as 'GET', url, undefined, method === 'POST' ? {} : undefined)).statusCode,
      ).toBe(401);
    }
  });

  it('lets an admin add operators and change roles; a viewer reads the audit log but not the operators', async () => {
    const token = await signIn(admin);
    const added = await call('POST', '/api/admin/operators', token, { name: 'val', role: 'viewer' });
    expect(added.statusCode).toBe(200);
    const { operator, password, otpauth_uri, otpauth_qr_svg } = added.json().data;
    expect(otpauth_uri).toMatch(/^otpauth:\/\/totp\/Yuanlong%20Market:val\?/);
    expect(otpauth_qr_svg).toMatch(/^<svg/);
    const viewer = { name: 'val', password, secret: secretOf(otpauth_uri) };
    expect(
      (await call('POST', '/api/admin/operators', token, { name: 'val', role: 'admin' })).json().msg,
    ).toBe('An operator with this name exists already.');

    const viewerToken = await signIn(viewer);
    expect((await call('GET', '/api/admin/audit', viewerToken)).statusCode).toBe(200);
    const refused = await call('GET', '/api/admin/operators', viewerToken);
    expect(refused.json()).toEqual({ code: 403, msg: 'Your operator role does not allow this.', data: null });

    const promoted = await call('POST', `/api/admin/operators/${operator.id}`, token, { role: 'finance' });
    expect(promoted.json().data).toMatchObject({ name: 'val', role: 'finance' });
    // Nobody changes their own role.
    const me = (await call('GET', '/api/admin/me', token)).json().data;
    expect((await call('POST', `/api/admin/operators/${me.id}`, token, { role: 'viewer' })).statusCode).toBe(
      403,
    );
    // Disabled: the session ends at once, and signing in is refused.
    await call('POST', `/api/admin/operators/${operator.id}`, token, { disabled: true });
    expect((await call('GET', '/api/admin/me', viewerToken)).statusCode).toBe(401);
    t.clock.advance(STEP_MS);
    expect((await login(viewer)).statusCode).toBe(401);

    const audit = (await call('GET', '/api/admin/audit?limit=50', token)).json().data.items as {
      operator: string | null;
      action: string;
      target: string;
      before: unknown;
      after: unknown;
    }[];
    const changes = audit.filter(
      (e) => e.target === 'operator:val' && e.action !== 'signin' && e.action !== 'signin.failed',
    );
    expect(changes.map(({ operator: by, action, before, after }) => ({ by, action, before, after }))).toEqual(
      [
        {
          by: 'root',
          action: 'operator.change',
          before: { role: 'finance', disabled: false },
          after: { role: 'finance', disabled: true },
        },
        {
          by: 'root',
          action: 'operator.change',
          before: { role: 'viewer', disabled: false },
          after: { role: 'finance', disabled: false },
        },
        { by: 'root', action: 'operator.add', before: null, after: { role: 'viewer' } },
      ],
    );
    // The first operator was added by the command line.
    const all = (await call('GET', '/api/admin/audit?limit=200', token)).json().data.items;
    expect(all.at(-1)).toMatchObject({
      operator: null,
      action: 'operator.add',
      target: 'operator:root',
      ip: 'command line',
    });
  });

  it('keeps a session while it is used and ends it after 30 idle minutes or at logout', async () => {
    const token = await signIn(admin);
    for (let i = 0; i < 3; i += 1) {
      t.clock.advance(OPERATOR_IDLE_MS - 5 * 60_000);
      expect((await call('GET', '/api/admin/me', token)).statusCode).toBe(200);
    }
    t.clock.advance(OPERATOR_IDLE_MS + 1);
    expect((await call('GET', '/api/admin/me', token)).statusCode).toBe(401);
    const next = await signIn(admin);
    expect((await call('POST', '/api/admin/logout', next)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/me', next)).statusCode).toBe(401);
  });

  it('keeps the audit log append-only: the database refuses to change or remove an entry', async () => {
    await expect(t.database.db.execute(sql`update operator_audit set action = 'x'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from operator_audit`)).rejects.toThrow();
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from operator_audit`,
    );
    expect(row!.n).toBeGreaterThan(0);
  });
});
