import { expect, test } from '@playwright/test';
import { signInByApi, useToken } from '../support/session.ts';

test('logout asks for confirmation, then ends the session on the server', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { token } = await signInByApi(request);
  await useToken(context, baseURL!, token);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/accountAccount');

  await page.getByTestId('logout').click();
  await expect(page.getByTestId('logout-dialog')).toBeVisible();
  await page.getByTestId('logout-cancel').click();
  await expect(page.getByTestId('logout-dialog')).toBeHidden();
  await expect(page).toHaveURL(/\/accountAccount$/);

  await page.getByTestId('logout').click();
  await page.getByTestId('logout-confirm').click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined();
  const info = await request.get('/api/user/info', { headers: { authorization: `Bearer ${token}` } });
  expect(info.status()).toBe(401);
});
