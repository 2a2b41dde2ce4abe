import { sql } from 'drizzle-orm';
import { privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage, parseSiweMessage } from 'viem/siwe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/rows.ts';
import { databaseKinds } from '../support/databases.ts';
import { startTestApp, type TestContext } from '../support/test-app.ts';
import { postWalletLogin, signInMessage, TEST_KEYS, testAccount } from '../support/wallet.ts';

const REPLAYS = 100;
const PARALLEL = 10;

/** Wallet sign-in (EIP-4361) under replay and tampering: a signed message is good once, for us only. */
describe.each(databaseKinds)('wallet sign-in replayed and tampered on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    // Replays and tampering come from one test address: the sign-in throttles (tested in
    // email-login.test.ts) would answer 429 before the message check this file is about.
    const generous = { limit: 100_000, windowMs: 60_000 };
    t = await startTestApp(kind, { limits: { signInPerIp: generous, signInPerAccount: generous } });
  });
  afterAll(() => t.close());

  const sessions = async () =>
    (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from sessions`))[0]!.n;

  it(`gives one session for a signed message posted ${REPLAYS} times, ${PARALLEL} at once`, async () => {
    const message = await signInMessage(t.app);
    const signature = await testAccount.signMessage({ message });
    const before = await sessions();
    const statuses: number[] = [];
    for (let batch = 0; batch < REPLAYS / PARALLEL; batch += 1) {
      const answers = await Promise.all(
        Array.from({ length: PARALLEL }, () => postWalletLogin(t.app, message, signature)),
      );
      statuses.push(...answers.map((a) => a.statusCode));
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 401)).toHaveLength(REPLAYS - 1);
    expect(await sessions()).toBe(before + 1);
  });

  const other = privateKeyToAccount(TEST_KEYS[1]);
  it.each([
    ['wrong domain', { domain: 'evil.example', uri: 'http://evil.example' }],
    ['wrong URI', { uri: 'http://localhost:9999' }],
    ['wrong chain id', { chainId: 56 }],
    ['expired', { expirationTime: new Date(Date.now() - 1_000) }],
    ['not yet valid', { notBefore: new Date(Date.now() + 600_000) }],
    ['unknown nonce', { nonce: 'ffffffffffffffffffffffffffffffff' }],
    ['another address than the one the nonce was issued to', { address: other.address }],
  ])('rejects a message with %s, even when signed by the wallet', async (_name, change) => {
    const issued = parseSiweMessage(await signInMessage(t.app));
    const message = createSiweMessage({ ...(issued as Parameters<typeof createSiweMessage>[0]), ...change });
    const signer = 'address' in change ? other : testAccount;
    const before = await sessions();
    const res = await postWalletLogin(t.app, message, await signer.signMessage({ message }));
    expect(res.statusCode).toBe(401);
    expect(res.json().msg).toMatch(/^Sign-in failed/);
    expect(await sessions()).toBe(before);
  });

  it('rejects another wallet’s nonce, even signed by this wallet', async () => {
    const theirs = parseSiweMessage(await signInMessage(t.app, other.address));
    const ours = parseSiweMessage(await signInMessage(t.app));
    const message = createSiweMessage({
      ...(ours as Parameters<typeof createSiweMessage>[0]),
      nonce: theirs.nonce!,
    });
    const res = await postWalletLogin(t.app, message, await testAccount.signMessage({ message }));
    expect(res.statusCode).toBe(401);
  });
});
