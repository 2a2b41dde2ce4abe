import { expect, type Locator, type Page, test } from '@playwright/test';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { captchaDialog, solveCaptcha } from '../support/captcha.ts';
import { text } from '../support/locales.ts';
import { uniqueEmail, waitForCode } from '../support/mailbox.ts';
import { signInByApi, useToken } from '../support/session.ts';
import { installTestWallet } from '../support/test-wallet.ts';
import {
  connectWalletButton,
  shortAddress,
  toast,
  toastDuring,
  valueAfter,
  walletLink,
} from '../support/ui.ts';

test.use({ viewport: { width: 1280, height: 900 } });

const en = (key: string) => text('en', key);
/** A field by its label, exactly. */
const field = (scope: Locator | Page, label: string) => scope.getByLabel(label, { exact: true });
/** The e-mail code's button: "Send code", then "Sending…" and "Resend in n s" once sent. */
const codeButton = (scope: Locator | Page) =>
  scope.getByRole('button', {
    name: new RegExp(
      `^(${en('code.send')}|${en('code.sending')}|${en('code.resendIn').replace('{{seconds}}', '\\d+')})$`,
    ),
  });
/** A settings card (a region named by its title). */
const settingsCard = (page: Page, titleKey: string) =>
  page.getByRole('region', { name: en(titleKey), exact: true });
/** The profile summary at the top of /setting: address and e-mail as definitions, the password states. */
const profile = (page: Page) => page.getByRole('region', { name: en('setting.profile.title') });

/** Binds `email` on /setting with the code from the development mailbox, setting the first login password. */
async function bindEmail(page: Page, email: string, password: string) {
  const card = settingsCard(page, 'setting.email.title');
  await field(card, en('login.email')).fill(email);
  await codeButton(card).click();
  await solveCaptcha(page);
  await expect(codeButton(card)).toBeDisabled();
  const code = await waitForCode(page.request, email);
  await field(card, en('code.label')).fill(code);
  await field(card, en('password.new')).fill(password);
  await field(card, en('password.repeat')).fill(password);
  await card.getByRole('button', { name: en('setting.email.bind'), exact: true }).click();
  await expect(valueAfter(profile(page), en('setting.profile.email'))).toHaveText(email);
  await expect(profile(page).getByText(en('setting.profile.passwordSet'), { exact: true })).toBeVisible();
}

/** The sign-in form of the login page's e-mail tab. */
const emailTab = (page: Page) => page.getByRole('tabpanel', { name: en('login.tabEmail') });

async function logInByEmail(page: Page, email: string, password: string, how: 'mouse' | 'keyboard') {
  await page.getByRole('tab', { name: en('login.tabEmail') }).click();
  await field(emailTab(page), en('login.email')).fill(email);
  await field(emailTab(page), en('login.password')).fill(password);
  await emailTab(page)
    .getByRole('button', { name: en('login.submit'), exact: true })
    .click();
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
  await connectWalletButton(page, 'en').click();
  await expect(page).toHaveURL(/\/accountAccount$/);
  await page
    .getByRole('navigation', { name: en('account.nav.label') })
    .getByRole('link', { name: en('account.nav.setting') })
    .click();
  await expect(valueAfter(profile(page), en('setting.profile.address'))).toHaveText(
    wallet.address.toLowerCase(),
  );
  await expect(valueAfter(profile(page), en('setting.profile.email'))).toHaveText(
    en('setting.email.unbound'),
  );
  const fund = settingsCard(page, 'setting.paypwd.title');
  await expect(fund.getByText('Please bind e-mail first')).toBeVisible();

  await bindEmail(page, email, password);

  // Proven with the login password (the first of the two ways offered).
  await expect(fund.getByRole('radio', { name: en('setting.withPassword') })).toBeVisible();
  // The proof field shares its name with that choice: the password input of that name.
  await field(fund, en('password.login')).and(fund.locator('input[type="password"]')).fill(password);
  await field(fund, en('setting.paypwd.new')).fill('Fund-Pass-7788');
  await field(fund, en('password.repeat')).fill('Fund-Pass-7788');
  await fund.getByRole('button', { name: en('setting.paypwd.set'), exact: true }).click();
  // The card's state beside its title, and the profile summary.
  await expect(fund.getByText(en('setting.state.set'), { exact: true })).toBeVisible();
  await expect(profile(page).getByText(en('setting.profile.payPasswordSet'), { exact: true })).toBeVisible();

  await logOut(page);
  await expect(page).toHaveURL(/\/login$/);

  // The keyboard path of the slider: arrows, then Enter.
  await logInByEmail(page, email, password, 'keyboard');
  await expect(page).toHaveURL(/\/accountAccount$/);
  await expect(walletLink(page, 'en')).toHaveText(shortAddress(wallet.address));
});

test('a wrong password is refused without telling whether the e-mail exists', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  await page.goto('/login');
  await page.getByRole('tab', { name: en('login.tabEmail') }).click();
  await emailTab(page)
    .getByRole('button', { name: en('login.submit'), exact: true })
    .click();
  await expect(field(emailTab(page), en('login.email'))).toHaveAccessibleDescription('Email format error');
  await expect(captchaDialog(page)).toBeHidden();

  await logInByEmail(page, uniqueEmail('nobody'), 'Some-Password-1', 'mouse');
  await expect(toast(page, 'Incorrect e-mail or password')).toBeVisible();
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

  await page.getByRole('link', { name: en('login.forgot') }).click();
  await expect(page).toHaveURL(/\/forget$/);
  await field(page, en('login.email')).fill(email);
  await page.waitForTimeout(Math.max(0, 61_000 - (Date.now() - boundAt)));
  const before = (await (await request.get(`/api/dev/mail?to=${email}&limit=1`)).json()).data[0].id as number;
  await codeButton(page).click();
  await solveCaptcha(page, 'keyboard');
  const code = await waitForCode(request, email, before);

  await field(page, en('code.label')).fill(code);
  await field(page, en('password.new')).fill('Second-Pass-5678');
  const repeat = field(page, en('password.repeat'));
  await repeat.fill('Second-Pass-567');
  const submit = page.getByRole('button', { name: en('forget.submit'), exact: true });
  await submit.click();
  await expect(repeat).toHaveAccessibleDescription('repeat password error');
  await repeat.fill('Second-Pass-5678');
  await toastDuring(page, en('forget.done'), async () => {
    await submit.click();
    await expect(page).toHaveURL(/\/login\?tab=email$/);
  });

  await logInByEmail(page, email, 'Second-Pass-5678', 'mouse');
  await expect(page).toHaveURL(/\/accountAccount$/);
});

/** Logs out as a user does: the top bar's "Log out", then "Log out" in the dialog that asks. */
async function logOut(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: en('nav.logout') })
    .click();
  await page
    .getByRole('dialog', { name: en('logout.title') })
    .getByRole('button', { name: en('logout.confirm') })
    .click();
}
