import { type APIRequestContext, expect, type Locator, test } from '@playwright/test';
import { type Locale, text } from '../support/locales.ts';
import { openAsNewPlayer } from '../support/session.ts';

/** The game servers' names by id (GET /api/website/servers). */
async function serverNames(request: APIRequestContext) {
  const servers = (await (await request.get('/api/website/servers')).json()).data as {
    server_id: number;
    name: string;
  }[];
  return (id: number) => servers.find((s) => s.server_id === id)!.name;
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The roles dialog's parts: a server's radio (named by the server) and my roles' list items. */
function rolesParts(dialog: Locator, locale: Locale, server: (id: number) => string) {
  return {
    serverOption: (id: number) =>
      dialog
        .getByRole('group', { name: text(locale, 'roles.server') })
        // Named by the server, then "Role: …" where I have one.
        .getByRole('radio', { name: new RegExp(`^${escapeRegExp(server(id))}(\\s|$)`) }),
    myRoles: dialog.getByRole('region', { name: text(locale, 'roles.mine') }).getByRole('listitem'),
  };
}

test('a new player is asked to create a role, creates one on a server and cannot create a second there', async ({
  page,
  request,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { token, address } = await openAsNewPlayer(page, request, baseURL!, 'en', '/accountAccount');
  const name = `R${address.slice(-6)}`;

  const server = await serverNames(request);
  const prompt = page.getByRole('status').filter({ hasText: text('en', 'roles.noRole') });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: text('en', 'roles.promptCreate') }).click();

  const dialog = page.getByRole('dialog', { name: text('en', 'roles.title') });
  const { serverOption, myRoles } = rolesParts(dialog, 'en', server);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(text('en', 'roles.mineEmpty'))).toBeVisible();
  await serverOption(2).check();
  await dialog.getByLabel(text('en', 'roles.name')).fill(name);
  await dialog.getByRole('button', { name: text('en', 'roles.submitFirst') }).click();

  const role = myRoles.filter({ hasText: server(2) });
  await expect(role).toContainText(name);
  await expect(role).toContainText(text('en', 'roles.current'));
  // The server with the role is marked and cannot be chosen again.
  await expect(serverOption(2)).toBeDisabled();
  await expect(dialog.getByText(text('en', 'roles.hasRole', { name }))).toBeVisible();
  await expect(serverOption(1)).toBeChecked();
  expect(await page.evaluate(() => sessionStorage.getItem('serverid'))).toBe('2');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(prompt).toBeHidden();
  await expect(
    page.getByRole('button', { name: text('en', 'roles.openCurrent', { name, server: server(2) }) }),
  ).toBeVisible();

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
  const server = await serverNames(request);

  const prompt = page.getByRole('status').filter({ hasText: text('tw', 'roles.noRole') });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: text('tw', 'roles.promptDismiss') }).click();
  await expect(prompt).toBeHidden();
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(prompt).toBeHidden();

  await page.getByRole('button', { name: text('tw', 'nav.openMenu') }).click();
  const drawer = page.getByRole('dialog', { name: text('tw', 'drawer.title') });
  await drawer.getByRole('button', { name: text('tw', 'roles.promptCreate') }).click();
  const dialog = page.getByRole('dialog', { name: text('tw', 'roles.title') });
  const { serverOption, myRoles } = rolesParts(dialog, 'tw', server);
  await expect(dialog).toBeVisible();
  await expect(drawer).toBeHidden();
  // Keyboard only: the first free server is chosen; the name is left empty (the server names it).
  await expect(serverOption(1)).toBeChecked();
  await dialog.getByRole('button', { name: text('tw', 'roles.submitFirst') }).focus();
  await page.keyboard.press('Enter');
  const role = myRoles.filter({ hasText: server(1) });
  await expect(role).toContainText(text('tw', 'roles.current'));
  await expect(role).toContainText(/^Hero\d+/);
});
