import { parseSiweMessage } from 'viem/siwe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from './support/databases.ts';
import { startTestApp, type TestContext } from './support/test-app.ts';
import { postWalletLogin, signInMessage, testAccount } from './support/wallet.ts';

describe.each(databaseKinds)('wallet sign-in (EIP-4361) on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('issues a message with domain, URI, chain id, a 128-bit nonce, issued-at and expiry', async () => {
    const fields = parseSiweMessage(await signInMessage(t.app));
    expect(fields).toMatchObject({ domain: 'localhost:8080', uri: 'http://localhost:8080', chainId: 31337 });
    expect(fields.address).toBe(testAccount.address);
    expect(fields.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(fields.expirationTime!.getTime()).toBeGreaterThan(fields.issuedAt!.getTime());
  });

  it('creates the account on first sign-in and returns a working token', async () => {
    const message = await signInMessage(t.app);
    const res = await postWalletLogin(t.app, message, await testAccount.signMessage({ message }));
    expect(res.statusCode).toBe(200);
    const { token, userid } = res.json().data;
    const info = await t.app.inject({ url: '/api/user/info', headers: { authorization: `Bearer ${token}` } });
    expect(info.json().data).toMatchObject({ userid, address: testAccount.address.toLowerCase() });
    const again = await signInMessage(t.app);
    const second = await postWalletLogin(t.app, again, await testAccount.signMessage({ message: again }));
    expect(second.json().data.userid).toBe(userid);
  });

  it('rejects a signature from another key', async () => {
    const { privateKeyToAccount } = await import('viem/accounts');
    const other = privateKeyToAccount(`0x${'11'.repeat(32)}`);
    const message = await signInMessage(t.app);
    const res = await postWalletLogin(t.app, message, await other.signMessage({ message }));
    expect(res.statusCode).toBe(401);
  });

  it('names the bad field of a malformed request', async () => {
    const res = await t.app.inject({ url: '/api/auth/msg?address=0x123', headers: { language: 'EN-US' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('Invalid input: address');
  });
});
