import { expect, type Page, test } from '@playwright/test';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { solveCaptcha } from '../support/captcha.ts';
import { text } from '../support/locales.ts';
import { uniqueEmail, waitForCode } from '../support/mailbox.ts';
import { signInByApi, useToken } from '../support/session.ts';
import { installTestWallet } from '../support/test-wallet.ts';

test.use({ viewport: { width: 1280, height: 900 } });

/** Binds `email` on /setting with the code from the development mailbox, setting the first login password. */
async function bindEmail(page: Page, email: string, password: string) {
  const card = page.getByTestId('setting-email-card');
  await card.getByTestId('setting-email').fill(email);
  await card.getByTestId('setting-email-code-send').click();
  await solveCaptcha(page);
  await expect(card.getByTestId('setting-email-code-send')).toBeDisabled();
  const code = await waitForCode(page.request, email);
  await card.getByTestId('setting-email-code').fill(code);
  await card.getByTestId('setting-email-password').fill(password);
  await card.getByTestId('setting-email-repeat').fill(password);
  await card.getByTestId('setting-email-submit').click();
  await expect(page.getByTestId('setting-email-value')).toHaveText(email);
  await expect(page.getByTestId('setting-summary-password')).toHaveAttribute('data-state', 'set');
}

async function logInByEmail(page: Page, email: string, password: string, how: 'mouse' | 'keyboard') {
  await page.getByTestId('login-tab-email').click();
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await solveCaptcha(page, how);
}

test('a new player: wallet sign-in, e-mail bound with the mailed code, login and fund passwords, log out, e-mail sign-in', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  const wallet = await installTestWallet(page, { keys: [generatePrivateKey()] });
  const email = uniqueEmail('player');
  const password = 'Jade-Dragon-2024';

  await page.goto('/login');
  await page.getByTestId('wallet-connect').click();
  await expect(page).toHaveURL(/\/accountAccount$/);
  await page.getByTestId('account-nav-setting').click();
  await expect(page.getByTestId('setting-address')).toHaveText(wallet.address.toLowerCase());
  await expect(page.getByTestId('setting-email-value')).toHaveText(text('en', 'setting.email.unbound'));
  await expect(page.getByTestId('setting-paypwd-bind-first')).toContainText('Please bind e-mail first');

  await bindEmail(page, email, password);

  const fund = page.getByTestId('setting-paypwd-card');
  await expect(fund.getByTestId('paypwd-method-password')).toBeVisible();
  await fund.getByTestId('paypwd-proof').fill(password);
  await fund.getByTestId('paypwd-new').fill('Fund-Pass-7788');
  await fund.getByTestId('paypwd-repeat').fill('Fund-Pass-7788');
  await fund.getByTestId('paypwd-submit').click();
  await expect(page.getByTestId('setting-paypwd-state')).toHaveAttribute('data-state', 'set');
  await expect(page.getByTestId('setting-summary-paypwd')).toHaveText(
    text('en', 'setting.profile.payPasswordSet'),
  );

  await logOut(page);
  await expect(page).toHaveURL(/\/login$/);

  // The keyboard path of the slider: arrows, then Enter.
  await logInByEmail(page, email, password, 'keyboard');
  await expect(page).toHaveURL(/\/accountAccount$/);
  await expect(page.getByTestId('wallet-address')).toHaveText(
    `${wallet.address.slice(0, 5)}…${wallet.address.slice(-4)}`.toLowerCase(),
  );
});

test('a wrong password is refused without telling whether the e-mail exists', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  await page.goto('/login');
  await page.getByTestId('login-tab-email').click();
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-email-error')).toHaveText('Email format error');
  await expect(page.getByTestId('captcha-dialog')).toBeHidden();

  await logInByEmail(page, uniqueEmail('nobody'), 'Some-Password-1', 'mouse');
  await expect(page.getByTestId('toast').first()).toContainText('Incorrect e-mail or password');
  await expect(page).toHaveURL(/\/login$/);
});

test('forgot password: code by e-mail, a new password twice, then e-mail sign-in with it', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // The second code to the same address may only go a minute after the first.
  test.slow();
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  const { token } = await signInByApi(request, privateKeyToAccount(generatePrivateKey()));
  await useToken(context, baseURL!, token);
  const email = uniqueEmail('forgetful');
  await page.goto('/setting');
  await bindEmail(page, email, 'First-Pass-1234');
  const boundAt = Date.now();
  await logOut(page);
  await expect(page).toHaveURL(/\/login$/);

  await page.getByTestId('login-forget').click();
  await expect(page).toHaveURL(/\/forget$/);
  await page.getByTestId('forget-email').fill(email);
  await page.waitForTimeout(Math.max(0, 61_000 - (Date.now() - boundAt)));
  const before = (await (await request.get(`/api/dev/mail?to=${email}&limit=1`)).json()).data[0].id as number;
  await page.getByTestId('forget-code-send').click();
  await solveCaptcha(page, 'keyboard');
  const code = await waitForCode(request, email, before);

  await page.getByTestId('forget-code').fill(code);
  await page.getByTestId('forget-password').fill('Second-Pass-5678');
  await page.getByTestId('forget-repeat').fill('Second-Pass-567');
  await page.getByTestId('forget-submit').click();
  await expect(page.getByTestId('forget-repeat-error')).toHaveText('repeat password error');
  await page.getByTestId('forget-repeat').fill('Second-Pass-5678');
  await page.getByTestId('forget-submit').click();
  await expect(page).toHaveURL(/\/login\?tab=email$/);
  await expect(page.getByTestId('toast').first()).toContainText(text('en', 'forget.done'));

  await logInByEmail(page, email, 'Second-Pass-5678', 'mouse');
  await expect(page).toHaveURL(/\/accountAccount$/);
});

/** Logs out as a user does: the top bar's "Log out", then "Log out" in the dialog that asks. */
async function logOut(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: text('en', 'nav.logout') })
    .click();
  await page
    .getByRole('dialog', { name: text('en', 'logout.title') })
    .getByRole('button', { name: text('en', 'logout.confirm') })
    .click();
}
