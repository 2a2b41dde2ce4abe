import { expect, test } from '@playwright/test';
import { setFundPasswordByApi } from '../support/fund-password.ts';
import { createRole } from '../support/game.ts';
import { text } from '../support/locales.ts';
import { openAsNewPlayer } from '../support/session.ts';
import { pageTitle } from '../support/ui.ts';

// Game QR login: the simulated game's login screen makes a code; the signed-in player opens the
// QR's link, sees their role, confirms; the game's screen then says who logged in.
test('game QR login: e-mail needed first, then the player confirms the game’s code and the game lets the role in', async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  const { token } = await openAsNewPlayer(page, request, baseURL!, 'en', '/gameLogin');
  await createRole(request, token, 1);

  // The game's screen (another device): the QR and the code.
  const game = await browser.newPage();
  await game.goto(`${baseURL}/dev/game/login?server_id=1`);
  // (A plain English page of the server: its code is the value after the term "Login code".)
  const code = (await game.getByRole('definition').textContent())!.trim();
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  await expect(game.getByRole('term')).toHaveText('Login code');
  await expect(game.getByRole('img', { name: 'QR code of the login link' }).locator('svg')).toBeVisible();
  const gameState = game.getByRole('status');
  await expect(gameState).toContainText('Waiting for the player to confirm');

  // Without a bound e-mail: the spec's message, and a way to Settings.
  await page.goto(`/gameLogin?code=${code}`);
  const refusal = page.getByRole('alert').filter({ hasText: 'Please bind e-mail first' });
  await expect(refusal).toBeVisible();
  await expect(refusal.getByRole('link', { name: text('en', 'gamelogin.bindEmail') })).toHaveAttribute(
    'href',
    '/setting',
  );

  await setFundPasswordByApi(request, token, 'Fund-Pass-1357');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/gameLogin');
  await expect(pageTitle(page)).toHaveText(text('en', 'gamelogin.title'));
  await page.getByLabel(text('en', 'gamelogin.code')).fill(code.toLowerCase());
  await page.getByRole('button', { name: text('en', 'gamelogin.check') }).click();
  // The question's terms: the server, the role, the code's time.
  const [server, roleName] = [page.getByRole('definition').nth(0), page.getByRole('definition').nth(1)];
  await expect(server).not.toBeEmpty();
  await expect(roleName).not.toBeEmpty();
  const role = (await roleName.textContent())!;
  const serverName = (await server.textContent())!;
  await page.screenshot({ path: test.info().outputPath('game-login-375.png'), fullPage: true });
  await page.getByRole('button', { name: text('en', 'gamelogin.confirm') }).click();
  await expect(
    page.getByRole('status').filter({
      hasText: text('en', 'gamelogin.done', { role, server: serverName }),
    }),
  ).toBeVisible();

  // The game's screen follows: logged in as that role. The code is spent.
  await expect(gameState).toContainText('Logged in: role', { timeout: 10_000 });
  await expect(gameState).toContainText(role);
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'already been used' })).toBeVisible();
  await game.close();
});

test('the new-user guide: shown on a first visit, three steps, skippable, reopened from the footer', async ({
  page,
  context,
}) => {
  // Playwright marks the browser as automated; the guide opens by itself only for people.
  await context.addInitScript(() => Object.defineProperty(navigator, 'webdriver', { get: () => false }));
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/marketplace');
  // The guide is a dialog named by its step's title (Traditional Chinese, the default).
  const guide = page.getByRole('dialog');
  const button = (key: string) => guide.getByRole('button', { name: text('tw', key) });
  await expect(guide).toHaveAccessibleName(text('tw', 'guide.market.title'));
  await page.screenshot({ path: test.info().outputPath('guide-375.png') });
  await button('guide.next').click();
  await expect(guide).toHaveAccessibleName(text('tw', 'guide.account.title'));
  await button('guide.next').click();
  await expect(guide).toHaveAccessibleName(text('tw', 'guide.deposit.title'));
  await button('guide.skip').click();
  await expect(guide).toBeHidden();

  // Not again by itself; the footer reopens it, in Traditional Chinese after switching.
  await page.reload();
  await expect(pageTitle(page)).toBeVisible();
  await expect(guide).toBeHidden();
  await page.getByRole('button', { name: text('tw', 'guide.open') }).click();
  await expect(guide).toHaveAccessibleName(text('tw', 'guide.market.title'));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: test.info().outputPath('guide-1280.png') });
  await button('guide.market.go').click();
  await expect(guide).toBeHidden();
  await expect(page).toHaveURL(/\/marketplace$/);
});
