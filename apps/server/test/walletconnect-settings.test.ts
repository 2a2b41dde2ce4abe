import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from './support/test-app.ts';

const PROJECT = 'a1b2c3d4e5f6a1b2c3d4e5f6a1b2c3d4';

describe('WalletConnect in the chain settings', () => {
  let t: TestContext | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });
  const chainSettings = async (env: Record<string, string>) => {
    t = await startTestApp('pglite', { env });
    const res = await t.app.inject({ method: 'GET', url: '/api/website/chain' });
    expect(res.statusCode).toBe(200);
    return { data: res.json().data, csp: String(res.headers['content-security-policy']) };
  };

  it('names the project id and lets its Verify frame in when one is configured', async () => {
    const { data, csp } = await chainSettings({ WALLETCONNECT_PROJECT_ID: PROJECT });
    expect(data.walletconnect_project_id).toBe(PROJECT);
    expect(csp).toContain('frame-src https://verify.walletconnect.org');
  });

  it('leaves WalletConnect out without one: no field, no frame allowed', async () => {
    const { data, csp } = await chainSettings({});
    expect(data).not.toHaveProperty('walletconnect_project_id');
    expect(csp).not.toContain('frame-src');
    expect(csp).toContain("default-src 'self'");
  });
});
