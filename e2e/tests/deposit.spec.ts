import { type APIRequestContext, expect, type Locator, test } from '@playwright/test';
import { devAccounts } from '../../packages/chain/src/accounts.ts';
import { formatUnits, parseUnits } from '../../packages/shared/src/coins.ts';
import {
  expectCountsUpTo,
  expectTxRef,
  noteConfirmations,
  waitNotingConfirmations,
  walletOnChain,
} from '../support/chain.ts';
import { useLanguage } from '../support/session.ts';
import { accountBalance } from '../support/ui.ts';
import { signInWithWallet } from '../support/wallet-session.ts';

// Demo player 5 of the dev chain (anvil key 5, the wallet `npm start` prints) starts activated, with
// game balances and 100,000 of every coin in the wallet; key 9 is a fresh, not activated player.
// Player 5 deposits in both tests below, one after the other (one wallet, one nonce sequence).
test.use({ viewport: { width: 1280, height: 900 } });

const TOP_UP = 'Please top up 1 MDV first to activate your account.';

/** The coin's available game balance, as the server says. */
async function gameBalance(request: APIRequestContext, token: string, coin: string): Promise<bigint> {
  const body = await (
    await request.get('/api/user/info', { headers: { authorization: `Bearer ${token}` } })
  ).json();
  expect(body.code).toBe(200);
  return BigInt(body.data.coins[coin] ?? '0');
}

/** The dialog's steps while a transaction waits for its confirmations. */
const doneView = {
  stateSelector: '[data-step]',
  stateAttribute: 'data-step',
  waiting: ['confirming', 'crediting'],
  done: 'done',
};

/**
 * Waits for the dialog to say "done", noting every confirmations count it showed on the way (a
 * block comes every second; the dialog reads the head every second).
 */
function waitForDone(dialog: Locator) {
  return waitNotingConfirmations(dialog, doneView);
}

test.beforeEach(async ({ context, baseURL }) => {
  await useLanguage(context, baseURL!, 'en');
});

test.describe.configure({ mode: 'serial' });

test('a player deposits MDV from the wallet: approve, deposit, confirmations n of N, then the game balance grows by exactly that', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const player = devAccounts.player1;
  const { settings, wallet, token } = await signInWithWallet(page, request, player);
  const before = await walletOnChain(settings, 'MDV', player.address);
  const gameBefore = await gameBalance(request, token, 'MDV');
  const amount = parseUnits('12.5', before.decimals)!;

  // The dialog: the wallet's MDV read on chain with the coin's decimals, and the game balance.
  const open = page.getByRole('button', { name: 'Deposit MDV to the game' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Deposit MDV to the game' });
  await expect(dialog).toBeVisible();
  // The balances: the wallet's, then the game's.
  await expect(dialog.getByRole('definition').nth(0)).toHaveText(
    `${formatUnits(before.balance, before.decimals)} MDV`,
  );
  await expect(dialog.getByRole('definition').nth(1)).toHaveText(
    `${formatUnits(gameBefore, before.decimals)} MDV`,
  );

  // The amount is checked with the spec's messages before anything is sent.
  const field = dialog.getByLabel('Amount (MDV)');
  await expect(field).toBeFocused();
  await dialog.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(field).toHaveAccessibleDescription('amount must be greater than zero');
  await field.fill(formatUnits(before.balance + 1n, before.decimals).replace(/,/g, ''));
  await expect(field).toHaveAccessibleDescription('insufficient available balance');
  await field.fill('1.0000000000000000001');
  await expect(field).toHaveAccessibleDescription('Enter a number with at most 18 decimal places.');
  // Below the coin's minimum deposit: refused before the wallet is asked.
  await field.fill('0.09');
  await expect(field).toHaveAccessibleDescription('The minimum deposit is 0.1 MDV.');
  await field.press('Enter');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: 'Max' }).click();
  await expect(field).toHaveValue(formatUnits(before.balance, before.decimals).replace(/,/g, ''));
  await field.fill('12.5');
  await expect(field).not.toHaveAttribute('aria-invalid');
  await expect(field).toHaveAccessibleDescription('Minimum deposit: 0.1 MDV');
  await expect(dialog.getByText('an approval of MDV, then the deposit')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Deposit 12.5 MDV' })).toBeVisible();
  expect(wallet.sent).toEqual([]);

  // The user rejects the approval in the wallet: said so, nothing sent, and a retry is offered.
  wallet.rejectNextTransaction = true;
  await field.press('Enter');
  const error = dialog.getByRole('alert');
  await expect(error).toHaveAttribute('data-reason', 'rejected');
  await expect(error).toHaveText('You cancelled the transaction in your wallet; nothing was deposited.');
  expect(wallet.sent).toEqual([]);

  // Approve (the allowance is 0), then deposit; confirmations n of N; done once credited.
  const noting = await noteConfirmations(dialog, doneView);
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expect(dialog.getByRole('progressbar')).toBeVisible({ timeout: 20_000 });
  const counts = await noting.untilDone();
  expect(wallet.sent).toHaveLength(2);
  const deposit = wallet.sent[1]!;
  expectCountsUpTo(counts, settings.confirmations, settings.block_ms);

  // Done: exactly the amount left the wallet and reached the game balance, on the page too.
  const gameAfter = await gameBalance(request, token, 'MDV');
  expect(gameAfter - gameBefore).toBe(amount);
  const after = await walletOnChain(settings, 'MDV', player.address);
  expect(before.balance - after.balance).toBe(amount);
  await expect(dialog.getByText('Deposited 12.5 MDV')).toBeVisible();
  await expect(
    dialog.getByText(`Your game balance is now ${formatUnits(gameAfter, before.decimals)} MDV.`),
  ).toBeVisible();
  await expectTxRef(dialog, deposit, settings.explorer_url);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(accountBalance(page, 'en', 'MDV').available).toHaveText(
    formatUnits(gameAfter, before.decimals),
  );
  await expect(open).toBeFocused();
});

test('BNB needs no approval: one transaction, and the game balance grows by exactly that', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const player = devAccounts.player1;
  const { wallet, token } = await signInWithWallet(page, request, player);
  const gameBefore = await gameBalance(request, token, 'BNB');
  const amount = parseUnits('0.25', 18)!;

  await page.getByRole('button', { name: 'Deposit BNB to the game' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deposit BNB to the game' });
  await expect(dialog.getByText('A little BNB stays in your wallet for the network fee.')).toBeVisible();
  await dialog.getByLabel('Amount (BNB)').fill('0.25');
  await dialog.getByRole('button', { name: 'Deposit 0.25 BNB' }).click();
  await waitForDone(dialog);
  expect(wallet.sent).toHaveLength(1);
  expect((await gameBalance(request, token, 'BNB')) - gameBefore).toBe(amount);
  await expect(dialog.getByText('Deposited 0.25 BNB')).toBeVisible();
});

test('an account that is not activated is told to top up 1 MDV first, and cannot deposit', async ({
  page,
  request,
}) => {
  const { wallet } = await signInWithWallet(page, request, devAccounts.freshPlayer);
  await page.getByRole('button', { name: 'Deposit BNB to the game' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deposit BNB to the game' });
  const blocked = dialog.getByRole('alert').filter({ hasText: TOP_UP });
  await expect(blocked).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Deposit/ })).toHaveCount(0);
  await blocked.getByRole('link', { name: 'Activate now' }).click();
  await expect(page).toHaveURL(/\/accountAccount#activation$/);
  await expect(dialog).toHaveCount(0);
  expect(wallet.sent).toEqual([]);
});
