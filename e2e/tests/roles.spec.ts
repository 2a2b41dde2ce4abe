import { expect, test } from '@playwright/test';
import { text } from '../support/locales.ts';
import { openAsNewPlayer } from '../support/session.ts';

test('a new player is asked to create a role, creates one on a server and cannot create a second there', async ({
  page,
  request,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { token, address } = await openAsNewPlayer(page, request, baseURL!, 'en', '/accountAccount');
  const name = `R${address.slice(-6)}`;

  const prompt = page.getByTestId('no-role-prompt');
  await expect(prompt).toHaveText(new RegExp(text('en', 'roles.noRole').replace('?', '\\?')));
  await page.getByTestId('no-role-create').click();

  const dialog = page.getByTestId('roles-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('roles-empty')).toBeVisible();
  await dialog.getByTestId('server-option-2').click();
  await dialog.getByTestId('role-name').fill(name);
  await dialog.getByTestId('role-create').click();

  const role = dialog.getByTestId('role-2');
  await expect(role).toContainText(name);
  await expect(role).toHaveAttribute('data-current', 'true');
  // The server with the role is marked and cannot be chosen again.
  await expect(dialog.getByTestId('server-option-2')).toHaveAttribute('data-has-role', 'true');
  await expect(dialog.getByTestId('server-option-2').getByRole('radio')).toBeDisabled();
  await expect(dialog.getByTestId('server-option-1').getByRole('radio')).toBeChecked();
  expect(await page.evaluate(() => sessionStorage.getItem('serverid'))).toBe('2');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(prompt).toBeHidden();
  await expect(page.getByTestId('role-button')).toHaveAttribute('data-server-id', '2');

  // The server refuses a second role on the same server, in the caller's language.
  const second = await request.post('/api/user/create_player/2', {
    headers: { authorization: `Bearer ${token}`, language: 'EN-US' },
    data: { name: `${name}b` },
  });
  expect(second.status()).toBe(409);
  expect((await second.json()).msg).toBe('You already have a role on this server; one role per server.');
  const roles = await request.get('/api/user/players', { headers: { authorization: `Bearer ${token}` } });
  expect((await roles.json()).data).toEqual([expect.objectContaining({ server_id: 2, name })]);
});

test('on a phone the roles dialog opens from the drawer; the prompt can be dismissed for the session', async ({
  page,
  request,
  baseURL,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openAsNewPlayer(page, request, baseURL!, 'tw', '/marketplace');

  await expect(page.getByTestId('no-role-prompt')).toContainText(text('tw', 'roles.noRole'));
  await page.getByTestId('no-role-dismiss').click();
  await expect(page.getByTestId('no-role-prompt')).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('topbar')).toBeVisible();
  await expect(page.getByTestId('no-role-prompt')).toBeHidden();

  await page.getByTestId('drawer-open').click();
  await page.getByTestId('drawer-roles').click();
  const dialog = page.getByTestId('roles-dialog');
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('drawer')).toBeHidden();
  // Keyboard only: the first free server is chosen; the name is left empty (the server names it).
  await expect(dialog.getByTestId('server-option-1').getByRole('radio')).toBeChecked();
  await dialog.getByTestId('role-create').focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByTestId('role-1')).toHaveAttribute('data-current', 'true');
  await expect(dialog.getByTestId('role-1')).toContainText(/^Hero\d+/);
});
