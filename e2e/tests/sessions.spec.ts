import { expect, test } from '@playwright/test';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { text } from '../support/locales.ts';
import { useLanguage, useToken } from '../support/session.ts';

const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';

test('the player sees their sessions in /setting and ends the one on another device', async ({
  page,
  request,
  baseURL,
}) => {
  const account = privateKeyToAccount(generatePrivateKey());
  const signIn = async (headers: Record<string, string>) => {
    const msg = await request.get(`/api/auth/msg?address=${account.address}`);
    const { message } = (await msg.json()).data;
    const login = await request.post('/api/auth/login/wallet', {
      headers,
      data: { message, signature: await account.signMessage({ message }) },
    });
    return (await login.json()).data.token as string;
  };
  // A session on a phone, then this browser's own.
  const phone = await signIn({ 'user-agent': SAFARI_IPHONE });
  const mine = await signIn({});
  await useLanguage(page.context(), baseURL!, 'en');
  await useToken(page.context(), baseURL!, mine);
  await page.goto('/setting');

  const card = page.getByRole('region', { name: text('en', 'setting.sessions.title'), exact: true });
  const rows = card.getByTestId('session-row');
  await expect(rows).toHaveCount(2);
  const phoneRow = rows.filter({ hasText: 'Safari 17 · iOS' });
  await expect(phoneRow).toContainText(text('en', 'setting.sessions.platform.mobile'));
  await expect(phoneRow).toContainText('127.0.0.*');
  await expect(rows.filter({ hasText: text('en', 'setting.sessions.thisDevice') })).toHaveCount(1);

  await phoneRow.getByRole('button', { name: new RegExp(text('en', 'setting.sessions.end')) }).click();
  await expect(page.getByText(text('en', 'setting.sessions.ended'))).toBeVisible();
  await expect(rows).toHaveCount(1);
  // The phone's token no longer works; this browser's does (read from its cookie: a renewal
  // would have replaced it).
  const asPhone = await request.get('/api/user/info', { headers: { authorization: `Bearer ${phone}` } });
  expect(asPhone.status()).toBe(401);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'token')!.value;
  const asMe = await request.get('/api/user/info', { headers: { authorization: `Bearer ${cookie}` } });
  expect(asMe.status()).toBe(200);
  expect(mine).not.toBe('');
});
