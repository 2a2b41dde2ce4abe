import { expect, test } from '@playwright/test';
import { text } from '../support/locales.ts';
import { signInContext } from '../support/session.ts';

test('logout asks for confirmation, then ends the session on the server', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { token } = await signInContext(context, request, baseURL!);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/accountAccount');

  // What a user sees, in the default language: the top bar's "登出", the dialog and its buttons.
  const logout = page.getByRole('banner').getByRole('button', { name: text('tw', 'nav.logout') });
  const dialog = page.getByRole('dialog', { name: text('tw', 'logout.title') });
  await logout.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: text('tw', 'common.cancel') }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/accountAccount$/);

  await logout.click();
  await dialog.getByRole('button', { name: text('tw', 'logout.confirm') }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined();
  const info = await request.get('/api/user/info', { headers: { authorization: `Bearer ${token}` } });
  expect(info.status()).toBe(401);
});
