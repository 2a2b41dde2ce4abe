import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { privateKeyToAccount } from 'viem/accounts';
import { devAccounts } from '../../packages/chain/src/accounts.ts';
import { formatUnits } from '../../packages/shared/src/coins.ts';
import { translate } from '../../packages/shared/src/messages.ts';
import { api } from '../support/api.ts';
import { chainSettings, walletOnChain } from '../support/chain.ts';
import { setFundPasswordByApi } from '../support/fund-password.ts';
import { text } from '../support/locales.ts';
import { signInByApi, useLanguage, useToken } from '../support/session.ts';
import { accountBalance, toast } from '../support/ui.ts';

// Demo player 5 (anvil key 5) starts activated with 10,000 MDS in the game. deposit.spec moves its
// MDV and BNB; this file only its MDS, so the balances compared here are this file's alone. The
// e2e product runs the payout worker (anvil key 2) and the chain watcher, so a queued withdrawal
// is sent, confirmed and paid within seconds. One withdrawal per 24 hours: the tests run in order.
const PLAYER = privateKeyToAccount(devAccounts.player1.privateKey);
const FUND_PASSWORD = 'Jade-Withdraw-1357';
const E18 = 10n ** 18n;
/** The states a paid withdrawal goes through, in order. */
const ORDER = ['queued', 'sent', 'paid'];

test.use({ viewport: { width: 1280, height: 900 } });
test.describe.configure({ mode: 'serial' });

interface Withdrawal {
  id: number;
  coin: string;
  amount: string;
  to_address: string;
  state: 'queued' | 'sent' | 'paid' | 'failed';
  tx_hash: string | null;
  confirmations: number;
  required: number;
}
interface Withdrawals {
  items: Withdrawal[];
  minimums: Record<string, string>;
  next_allowed_at: string | null;
}

const plain = (units: bigint) => formatUnits(units, 18).replace(/,/g, '');

/** The player's MDS in the game (available, frozen), as the server says. */
async function gameMds(request: APIRequestContext, token: string) {
  const user = await api<{ coins: Record<string, string>; frozen_coins: Record<string, string> }>(
    request,
    token,
    '/api/user/info',
  );
  return { available: BigInt(user.coins.MDS ?? '0'), frozen: BigInt(user.frozen_coins.MDS ?? '0') };
}

/** The player's MDS in the wallet, read on the chain in Node. */
async function walletMds(request: APIRequestContext): Promise<bigint> {
  return (await walletOnChain(await chainSettings(request), 'MDS', PLAYER.address)).balance;
}

/** Signs the player in (with a bound e-mail and a fund password) on the account page, in `lang`. */
async function openAccount(page: Page, request: APIRequestContext, baseURL: string, lang: 'tw' | 'en') {
  const { token } = await signInByApi(request, PLAYER);
  const user = await api<{ has_pay_password: boolean; email: string }>(request, token, '/api/user/info');
  if (!user.has_pay_password || !user.email) await setFundPasswordByApi(request, token, FUND_PASSWORD);
  await useLanguage(page.context(), baseURL, lang);
  await useToken(page.context(), baseURL, token);
  await page.goto('/accountAccount');
  return token;
}

/**
 * Follows the withdrawal in the dialog until it is paid, noting each state and confirmations count
 * it showed (the list polls every few seconds while queued, faster while sent).
 */
async function followUntilPaid(item: Locator) {
  const seen: { state: string; n: number | null; text: string | null }[] = [];
  await expect
    .poll(
      async () => {
        const now = await item.evaluate((element) => {
          // While sent: the progress bar, its value and name ("Confirmations n of N").
          const count = element.querySelector('[role="progressbar"]');
          return {
            state: element.getAttribute('data-state') ?? '',
            n: count ? Number(count.getAttribute('aria-valuenow')) : null,
            text: count?.getAttribute('aria-label') ?? null,
          };
        });
        const last = seen.at(-1);
        if (!last || last.state !== now.state || last.n !== now.n) seen.push(now);
        return now.state;
      },
      { timeout: 120_000, intervals: [250] },
    )
    .toBe('paid');
  return seen;
}

test('zh-TW: the rules are shown up front; below the minimum and more than available are refused with the spec’s messages', async ({
  page,
  request,
  baseURL,
}) => {
  const token = await openAccount(page, request, baseURL!, 'tw');
  const rules = await api<Withdrawals>(request, token, '/api/user/withdrawals');
  const minimum = BigInt(rules.minimums.MDS!);
  const { available } = await gameMds(request, token);
  expect(rules.next_allowed_at, 'no withdrawal yet').toBeNull();
  expect(available > minimum, 'the demo player holds more than the minimum').toBe(true);

  // The account page lists no withdrawal yet.
  const withdrawals = page.getByRole('region', { name: text('tw', 'withdraw.listTitle') });
  await expect(withdrawals.getByText(text('tw', 'withdraw.empty'), { exact: true })).toBeVisible();

  await page.getByRole('button', { name: text('tw', 'withdraw.open', { symbol: 'MDS' }) }).click();
  const dialog = page.getByRole('dialog', { name: text('tw', 'withdraw.title', { symbol: 'MDS' }) });
  // The terms: available, minimum, then the destination wallet.
  const terms = dialog.getByRole('definition');
  await expect(terms.nth(0)).toHaveText(`${formatUnits(available, 18)} MDS`);
  await expect(terms.nth(1)).toHaveText(`${formatUnits(minimum, 18)} MDS`);
  await expect(terms.nth(2)).toHaveText(new RegExp(`^${PLAYER.address}$`, 'i'));
  await expect(dialog.getByText(text('tw', 'withdraw.rules'))).toBeVisible();

  const field = dialog.getByLabel(text('tw', 'withdraw.amount', { symbol: 'MDS' }));
  await dialog.getByRole('button', { name: text('tw', 'withdraw.submitPlain'), exact: true }).click();
  await expect(field).toHaveAccessibleDescription(translate('amountPositive', 'tw'));
  await expect(dialog.getByLabel(text('tw', 'paypwd.label'))).toHaveAccessibleDescription(
    translate('fundPasswordRequired', 'tw'),
  );
  await field.fill(plain(minimum - 1n));
  await expect(field).toHaveAccessibleDescription(
    translate('withdrawBelowMinimum', 'tw', { minimum: formatUnits(minimum, 18), coin: 'MDS' }),
  );
  await field.fill(plain(available + 1n));
  await expect(field).toHaveAccessibleDescription(translate('insufficientBalance', 'tw'));
  await dialog.getByRole('button', { name: text('tw', 'amount.max') }).click();
  await expect(field).toHaveValue(plain(available));
  await expect(field).not.toHaveAttribute('aria-invalid');

  // Nothing was asked for.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect((await api<Withdrawals>(request, token, '/api/user/withdrawals')).items).toEqual([]);
});

test('a player withdraws MDS: queued, sent with confirmations n of N, paid; the game balance drops by exactly the amount; a second withdrawal is refused with the time', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const token = await openAccount(page, request, baseURL!, 'en');
  const rules = await api<Withdrawals>(request, token, '/api/user/withdrawals');
  const before = await gameMds(request, token);
  const walletBefore = await walletMds(request);
  const amount = BigInt(rules.minimums.MDS!) + 25n * E18 + 5n * 10n ** 17n;
  const shown = formatUnits(amount, 18);

  const open = page.getByRole('button', { name: 'Withdraw MDS to the wallet' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw MDS to your wallet' });
  await dialog.getByLabel('Amount (MDS)').fill(plain(amount));
  // A wrong fund password: the server's message, nothing frozen, and the field is emptied.
  const password = dialog.getByLabel('Fund password');
  const submit = dialog.getByRole('button', { name: `Withdraw ${shown} MDS` });
  await password.fill('not-my-fund-password');
  await submit.click();
  await expect(toast(page, 'Fund password is wrong')).toBeVisible();
  await expect(password).toHaveValue('');
  expect(await gameMds(request, token)).toEqual(before);

  await password.fill(FUND_PASSWORD);
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/user/withdraw'));
  await submit.click();
  const created = (await (await answer).json()).data as Withdrawal;
  expect(created).toMatchObject({ coin: 'MDS', amount: amount.toString(), state: 'queued' });
  expect(created.to_address.toLowerCase()).toBe(PLAYER.address.toLowerCase());
  // Asked for: the amount left the available balance at once (frozen until paid).
  expect((await gameMds(request, token)).available).toBe(before.available - amount);

  await expect(dialog).toContainText(`Withdrawal of ${shown} MDS requested`);
  // The withdrawal: an article named by its amount.
  const item = dialog.getByRole('article', { name: `${shown} MDS` });
  await expect(item).toHaveAttribute('data-withdrawal-id', String(created.id));
  const seen = await followUntilPaid(item);

  // It was shown queued (or already sent: on a busy machine the payout worker can send it before
  // the first look), then sent with n of N if a look caught it on the chain, then paid, never back.
  const states = seen.map((s) => s.state);
  expect(['queued', 'sent']).toContain(states[0]);
  expect(states).toEqual([...states].sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b)));
  for (const { state, n, text: count } of seen.filter((s) => s.state === 'sent' && s.n !== null)) {
    expect(state).toBe('sent');
    expect(n).toBeLessThanOrEqual(created.required);
    expect(count).toBe(`Confirmations ${n} of ${created.required}`);
  }
  const paid = (await api<Withdrawals>(request, token, '/api/user/withdrawals')).items.find(
    (w) => w.id === created.id,
  )!;
  expect(paid.state).toBe('paid');
  await expect(
    item.getByText(`Confirmations ${paid.required} of ${paid.required}`, { exact: true }),
  ).toBeVisible();
  await expect(item.getByTitle(paid.tx_hash!, { exact: true })).toBeVisible();
  await expect(item.getByText('Paid to your wallet.', { exact: true })).toBeVisible();

  // Paid: exactly the amount left the game and reached the wallet; nothing stays frozen.
  expect(await gameMds(request, token)).toEqual({
    available: before.available - amount,
    frozen: before.frozen,
  });
  expect((await walletMds(request)) - walletBefore).toBe(amount);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  const balance = accountBalance(page, 'en', 'MDS');
  await expect(balance.available).toHaveText(formatUnits(before.available - amount, 18));
  await expect(balance.frozen).toHaveText(formatUnits(before.frozen, 18));
  const listed = page.getByRole('region', { name: 'Withdrawals' }).getByRole('article');
  await expect(listed).toHaveCount(1);
  await expect(listed).toHaveAttribute('data-state', 'paid');

  // Once per 24 hours: the dialog says from when, with the form off; the server refuses too.
  const { next_allowed_at: next } = await api<Withdrawals>(request, token, '/api/user/withdrawals');
  expect(next).not.toBeNull();
  await open.click();
  const time = await page.evaluate(
    (at) => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at)),
    next!,
  );
  await expect(dialog.getByRole('status')).toHaveText(translate('withdrawOncePerDay', 'en', { time }));
  await expect(dialog.getByRole('button', { name: /^Withdraw/ })).toBeDisabled();
  await expect(dialog.getByLabel('Amount (MDS)')).toBeDisabled();
  const refused = await (
    await request.post('/api/user/withdraw', {
      headers: { authorization: `Bearer ${token}`, language: 'IN-IN', serverid: '1' },
      data: { coin: 'MDS', amount: amount.toString(), pay_password: FUND_PASSWORD },
    })
  ).json();
  expect(refused.code).not.toBe(200);
  const [prefix] = translate('withdrawOncePerDay', 'in').split('{{time}}');
  expect(refused.msg.startsWith(prefix!)).toBe(true);
  expect(refused.msg.length).toBeGreaterThan(prefix!.length);
  expect(await gameMds(request, token)).toEqual({
    available: before.available - amount,
    frozen: before.frozen,
  });
});
