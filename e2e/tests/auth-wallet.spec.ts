import { expect, type Page, test } from '@playwright/test';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { type Locale, text } from '../support/locales.ts';
import { signInByApi, TEST_KEYS } from '../support/session.ts';
import { installTestWallet } from '../support/test-wallet.ts';
import { shortAddress, walletLink } from '../support/ui.ts';

// The server keeps addresses lower-case; the top bar shows them shortened.

/** The login page's wallet button, named by its text in `locale`. */
const connectButton = (page: Page, locale: Locale = 'tw') =>
  page.getByRole('button', { name: text(locale, 'login.connectWallet'), exact: true });

async function userInfo(page: Page) {
  const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value;
  expect(token, 'a session token cookie').toBeTruthy();
  const res = await page.request.get('/api/user/info', { headers: { authorization: `Bearer ${token}` } });
  return (await res.json()).data as { address: string; inviter_code: string };
}

test('wallet sign-in with the injected test wallet opens the account', async ({ page }) => {
  const wallet = await installTestWallet(page);
  await page.goto('/login');
  await connectButton(page).click();

  await expect(page).toHaveURL(/\/accountAccount$/);
  await expect(walletLink(page, 'tw')).toHaveText(shortAddress(wallet.address));
  expect((await userInfo(page)).address.toLowerCase()).toBe(wallet.address.toLowerCase());
  // The wallet signed the server's EIP-4361 message for its address and the dev chain.
  const message = wallet.lastSignedMessage() ?? '';
  expect(message).toContain(wallet.address);
  expect(message).toContain('Chain ID: 31337');
  expect(wallet.calls.map((c) => c.method)).not.toContain('wallet_switchEthereumChain');
});

test('without an injected wallet: "Install MetaMask first"', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  await page.goto('/login');
  await connectButton(page, 'en').click();
  const error = page.getByRole('alert').filter({ hasText: text('en', 'wallet.error.noWallet') });
  await expect(error).toContainText('Install MetaMask first');
  // Where to get it: the download page, or this page inside a wallet app's browser.
  await expect(error.getByRole('link', { name: text('en', 'wallet.getMetaMask') })).toBeVisible();
  const apps = error.getByRole('navigation', { name: text('en', 'wallet.openInApp') });
  await expect(apps.getByRole('link')).toHaveText(['MetaMask', 'Trust Wallet', 'TokenPocket', 'OKX Wallet']);
  await expect(apps.getByRole('link', { name: 'Trust Wallet' })).toHaveAttribute(
    'href',
    `https://link.trustwallet.com/open_url?coin_id=20000714&url=${encodeURIComponent(page.url())}`,
  );
  await expect(page).toHaveURL(/\/login$/);
});

test('a refused signature says so and keeps the user on /login', async ({ page }) => {
  const wallet = await installTestWallet(page);
  wallet.rejectNextSignature = true;
  await page.goto('/login');
  await connectButton(page).click();
  await expect(
    page.getByRole('alert').filter({ hasText: text('tw', 'wallet.error.signRejected') }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  // Trying again signs in.
  await connectButton(page).click();
  await expect(page).toHaveURL(/\/accountAccount$/);
});

test('wrong network: the prompt switches the wallet (adding the dev chain) in one click, then signs in', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  const wallet = await installTestWallet(page, { chainId: 1 });
  await page.goto('/login');
  await connectButton(page, 'en').click();

  const prompt = page.getByRole('alert').filter({ hasText: 'Switch to the BSC network' });
  await expect(prompt).toBeVisible();
  expect(wallet.calls.map((c) => c.method)).not.toContain('personal_sign');
  await prompt
    .getByRole('button', { name: text('en', 'wallet.switchButton', { network: '' }).trim() })
    .click();

  await expect(page).toHaveURL(/\/accountAccount$/);
  expect(wallet.chainId).toBe(31337);
  const added = wallet.calls.find((c) => c.method === 'wallet_addEthereumChain');
  // The chain is added with the RPC URL the server names for browsers.
  const { rpc_url } = (await (await request.get('/api/website/chain')).json()).data;
  expect(added?.params[0]).toMatchObject({ chainId: '0x7a69', rpcUrls: [rpc_url] });
});

test('an invite code from the share link goes with the first sign-in', async ({ page, request }) => {
  const inviter = await signInByApi(request, privateKeyToAccount(generatePrivateKey()));
  const info = await request.get('/api/user/info', { headers: { authorization: `Bearer ${inviter.token}` } });
  const code = (await info.json()).data.invite_code as string;

  await installTestWallet(page, { keys: [generatePrivateKey()] });
  await page.goto(`/login?invite=${code}`);
  await expect(page.getByText(text('tw', 'login.invitedWith', { code }))).toBeVisible();
  await connectButton(page).click();
  await expect(page).toHaveURL(/\/accountAccount$/);
  expect((await userInfo(page)).inviter_code).toBe(code);
  expect(await page.evaluate(() => sessionStorage.getItem('invite_code'))).toBeNull();
});

test.describe('account abnormal', () => {
  const abnormalDialog = (page: Page) => page.getByRole('dialog', { name: text('tw', 'abnormal.title') });

  async function signedInWithWallet(page: Page) {
    const wallet = await installTestWallet(page, { keys: TEST_KEYS });
    await page.goto('/login');
    await connectButton(page).click();
    await expect(page).toHaveURL(/\/accountAccount$/);
    await expect(walletLink(page, 'tw')).toHaveText(shortAddress(wallet.accounts[0]!.address));
    return wallet;
  }

  test('a different wallet account opens the dialog; "log in with the new account" signs it in', async ({
    page,
  }) => {
    const wallet = await signedInWithWallet(page);
    const [first, second] = wallet.accounts.map((a) => a.address);
    const oldToken = (await page.context().cookies()).find((c) => c.name === 'token')?.value;
    await wallet.switchAccount(1);

    const dialog = abnormalDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(text('tw', 'abnormal.description'));
    // The signed-in account, then the wallet's.
    await expect(dialog.getByRole('definition').nth(0)).toHaveText(shortAddress(first!));
    await expect(dialog.getByRole('definition').nth(1)).toHaveText(shortAddress(second!));
    // It needs an answer: Escape does not close it.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: text('tw', 'abnormal.signInNew') }).click();
    await expect(dialog).toBeHidden();
    await expect(walletLink(page, 'tw')).toHaveText(shortAddress(second!));
    expect((await userInfo(page)).address.toLowerCase()).toBe(second!.toLowerCase());
    // The first account's session was ended on the server, not just forgotten by the page.
    const old = await page.request.get('/api/user/info', {
      headers: { authorization: `Bearer ${oldToken}` },
    });
    expect(old.status()).toBe(401);
  });

  test('"switch the wallet back" lets the wallet pick the signed-in account again', async ({ page }) => {
    const wallet = await signedInWithWallet(page);
    const first = wallet.accounts[0]!.address;
    await wallet.switchAccount(1);
    const dialog = abnormalDialog(page);
    await expect(dialog).toBeVisible();

    wallet.pickOnPermissions = 0;
    await dialog.getByRole('button', { name: text('tw', 'abnormal.switchBack') }).click();
    await expect(dialog).toBeHidden();
    expect(wallet.calls.map((c) => c.method)).toContain('wallet_requestPermissions');
    await expect(walletLink(page, 'tw')).toHaveText(shortAddress(first));
  });
});

test('two wallets announced through EIP-6963 are both offered by name; the one picked signs in and is used first the next time', async ({
  page,
  baseURL,
}) => {
  await page.context().addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  const first = await installTestWallet(page, { keys: [generatePrivateKey()] });
  const second = await installTestWallet(page, {
    keys: [generatePrivateKey()],
    identity: { name: 'Second Wallet', rdns: 'dev.yuanlong.secondwallet' },
  });
  await page.goto('/login');
  const offered = page.getByText(text('en', 'wallet.otherWallets')).locator('..');
  await expect(offered.getByRole('button', { name: 'Test Wallet' })).toBeVisible();
  await offered.getByRole('button', { name: 'Second Wallet' }).click();
  await expect(page).toHaveURL(/\/accountAccount$/);
  expect((await userInfo(page)).address.toLowerCase()).toBe(second.address.toLowerCase());
  expect(first.calls.map((c) => c.method)).not.toContain('personal_sign');

  // Signed out, the main button connects the wallet used last.
  await page.context().clearCookies({ name: 'token' });
  await page.goto('/login');
  const signed = second.calls.length;
  await connectButton(page, 'en').click();
  await expect(page).toHaveURL(/\/accountAccount$/);
  expect((await userInfo(page)).address.toLowerCase()).toBe(second.address.toLowerCase());
  expect(second.calls.length).toBeGreaterThan(signed);
  expect(first.calls.map((c) => c.method)).not.toContain('personal_sign');
});
