import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { setFundPasswordByApi } from '../support/fund-password.ts';
import { activatedPlayerWithMds } from '../support/legion.ts';
import { marketApi } from '../support/market.ts';
import { useLanguage } from '../support/session.ts';
import { pageTitle } from '../support/ui.ts';

/** The authenticator app: the code of the key in an otpauth:// URI, for the time step after `after`. */
function codeOf(uri: string, at: number): string {
  const secret = new URL(uri).searchParams.get('secret')!;
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });
}

async function signIn(page: Page, name: string, password: string, uri: string) {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Operator name').fill(name);
  await form.getByLabel('Password').fill(password);
  await form.getByLabel('Authenticator code').fill(codeOf(uri, Date.now()));
  await form.getByRole('button', { name: 'Sign in' }).click();
}

test('an operator signs in at /admin with an authenticator code, adds an operator, changes and disables them; the audit log shows each step', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await useLanguage(context, baseURL!, 'en');
  const name = `ops-${Date.now().toString(36)}`;
  const created = await (await request.post('/api/dev/operators', { data: { name, role: 'admin' } })).json();
  expect(created.code).toBe(200);

  await page.goto('/admin');
  await expect(pageTitle(page)).toHaveText("Operators' console");
  // A wrong code first: refused with the one message for any mismatch.
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Operator name').fill(name);
  await form.getByLabel('Password').fill(created.data.password);
  await form.getByLabel('Authenticator code').fill('000000');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong name, password or authenticator code.');
  await signIn(page, name, created.data.password, created.data.otpauth_uri);
  await expect(page.getByText(`Signed in as ${name} (Admin)`)).toBeVisible();

  // Add a viewer: the password and the authenticator key are shown once.
  const added = `${name}-v`;
  const addForm = page.getByRole('form', { name: 'Add operator' });
  await addForm.getByLabel('Operator name').fill(added);
  await addForm.getByRole('button', { name: 'Add operator' }).click();
  const credentials = page.getByRole('status').filter({ hasText: `${added} is added` });
  await expect(credentials).toContainText('Password:');
  await expect(credentials.getByRole('img', { name: /Authenticator key/ })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('admin-desktop.png'), fullPage: true });
  await credentials.getByRole('button', { name: 'Done' }).click();

  // Promote, then disable: each change is in the audit log with who did it.
  await page.getByLabel(`Role: ${added}`).selectOption('finance');
  const row = page.getByRole('row', { name: new RegExp(`^${added}`) });
  await expect(row.getByLabel(`Role: ${added}`)).toHaveValue('finance');
  await row.getByRole('button', { name: 'Disable' }).click();
  await expect(row).toContainText('Disabled');
  const audit = page.getByRole('region', { name: 'Audit log' });
  await expect(audit.getByRole('row').nth(1)).toContainText(`${name}operator.changeoperator:${added}`);
  await expect(audit).toContainText(
    '{"role":"finance","disabled":false} → {"role":"finance","disabled":true}',
  );
  await expect(audit).toContainText(`operator.addoperator:${added}`);

  // Signed out: the console asks for the sign-in again.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
});

/** A fresh operator of `role` signed in at /admin in English; answers the page's console. */
async function consoleAs(page: Page, request: APIRequestContext, baseURL: string, role: string) {
  await useLanguage(page.context(), baseURL, 'en');
  const name = `${role}-${Date.now().toString(36)}`;
  const created = (await (await request.post('/api/dev/operators', { data: { name, role } })).json()).data;
  await page.goto('/admin');
  await signIn(page, name, created.password, created.otpauth_uri);
  await expect(page.getByText(`Signed in as ${name}`)).toBeVisible();
}

/** Saves one group of the console's settings: fills the field `label` of the form `group`. */
async function saveSetting(page: Page, group: string, label: string, value: string) {
  const version = page.getByText(/^Version \d+$/);
  const before = Number((await version.textContent())!.replace('Version ', ''));
  const form = page.getByRole('form', { name: group });
  await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByRole('button', { name: 'Save' }).click();
  // Saved: the settings read again at the next version, the forms start from them.
  await expect(version).toHaveText(`Version ${before + 1}`);
  await expect(page.getByRole('form', { name: group }).getByLabel(label, { exact: true })).toHaveValue(value);
}

const E18 = 10n ** 18n;

test('an operator changes the sale fee and a purchase pays it; holds a large withdrawal and releases it; freezes a player whose next action is refused', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const player = await activatedPlayerWithMds(request, 3_000n);
  const fundPassword = 'Console-Fund-2468';
  await setFundPasswordByApi(request, player.token, fundPassword);
  const asPlayer = { authorization: `Bearer ${player.token}`, language: 'EN-US', serverid: '1' };
  await consoleAs(page, request, baseURL!, 'admin');

  // The sale fee: 2.5% from now on, on every instance; a purchase pays exactly that.
  await saveSetting(page, 'Sale fee', 'Sale fee in basis points', '250');
  await expect.poll(async () => (await (await request.get('/api/level/fee')).json()).data.fee_bps).toBe(250);
  const { items } = await marketApi(request, { kind: 'pet', coin: 'MDS', sort: 'price_asc', size: '60' });
  const affordable = items.filter((i) => BigInt(i.price) <= 1_000n * E18 && i.server_id === 1);
  expect(affordable.length, 'a pet the player can afford').toBeGreaterThan(0);
  const target = affordable[Math.floor(Math.random() * affordable.length)]!;
  const bought = await request.post('/api/card/buy', {
    headers: asPlayer,
    data: { id: target.id, pay_password: fundPassword, expected_price: target.price, coin: 'MDS' },
  });
  const sale = await bought.json();
  expect(sale.code, sale.msg).toBe(200);
  expect(sale.data.fee).toBe(((BigInt(target.price) * 250n) / 10_000n).toString());
  // Back to the 5% the other tests expect.
  await saveSetting(page, 'Sale fee', 'Sale fee in basis points', '500');

  // A withdrawal above the MDS threshold waits for review; finance (here: admin) releases it.
  const thresholds = 'Withdrawal hold thresholds (whole coins)';
  await saveSetting(page, thresholds, 'MDS', '1000');
  const asked = await request.post('/api/user/withdraw', {
    headers: asPlayer,
    data: { coin: 'MDS', amount: (1_500n * E18).toString(), pay_password: fundPassword },
  });
  const withdrawal = (await asked.json()).data;
  expect(withdrawal.state).toBe('held');
  await saveSetting(page, thresholds, 'MDS', '');
  await page.reload();
  const held = page.getByRole('listitem', { name: `Held withdrawal ${withdrawal.id}` });
  await expect(held).toContainText('1,500 MDS');
  await page.screenshot({ path: test.info().outputPath('console-desktop.png'), fullPage: true });
  await held.getByRole('button', { name: 'Release' }).click();
  await expect(held).toHaveCount(0);
  await expect
    .poll(async () => {
      const res = await request.get('/api/user/withdrawals', { headers: asPlayer });
      return (await res.json()).data.items.find((w: { id: number }) => w.id === withdrawal.id)?.state;
    })
    .not.toBe('held');

  // Freeze: found by wallet address; the player's next action is refused, in their language.
  const players = page.getByRole('region', { name: 'Players' });
  await players.getByRole('textbox', { name: 'Find a user' }).fill(player.address);
  await players.getByRole('button', { name: 'Search' }).click();
  const card = players.getByRole('article', { name: `User ${player.userid}` });
  await expect(card).toContainText('Active');
  await expect(card.getByRole('table').nth(1)).toContainText('MDS');
  // The player's activity: the purchase above, with the asset and the seller.
  const activity = card.getByRole('table').last();
  await expect(activity.getByRole('row').filter({ hasText: `#${target.id} ` })).toContainText('Bought');
  await card.getByRole('button', { name: 'Freeze' }).click();
  await expect(card).toContainText('Frozen');
  const next = await request.post('/api/user/nickname', {
    headers: { ...asPlayer, language: 'IN-IN' },
    data: { nickname: 'after' },
  });
  expect(await next.json()).toEqual({
    code: 401,
    msg: 'Akun ini dibekukan. Silakan hubungi dukungan.',
    data: null,
  });
  const audit = page.getByRole('region', { name: 'Audit log' });
  await expect(audit).toContainText(`user.freezeuser:${player.userid}`);
  await expect(audit).toContainText(`withdrawal.releasewithdrawal:${withdrawal.id}`);
  await expect(audit).toContainText('{"sale_fee_bps":500} → {"sale_fee_bps":250}');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('console-phone.png'), fullPage: true });
});

test('any operator sees the books and health and runs the reconciliation; the game-sync failures are listed', async ({
  page,
  request,
  baseURL,
}) => {
  await consoleAs(page, request, baseURL!, 'viewer');
  const health = page.getByRole('region', { name: 'Books and health' });
  await expect(health.getByText('Payout wallet')).toBeVisible();
  await expect(health.getByText('Chain watcher')).toBeVisible();
  await expect(health.getByText('Game commands failed')).toBeVisible();
  const runs = health.getByTestId('books-history').getByRole('listitem');
  const before = await runs.count();
  await health.getByRole('button', { name: 'Run reconciliation' }).click();
  // The run is recorded: the strip of recent runs gains it, and its report is shown. Other specs
  // trade beside this one: whichever the answer, it is shown with each coin's line.
  await expect(runs).toHaveCount(before + 1, { timeout: 60_000 });
  await expect(health.getByRole('status')).toHaveText(/The books balance|Differences found/);
  await expect(health.getByRole('cell', { name: 'MDS', exact: true })).toBeVisible();
  await expect(health.getByText(/^Game: \d+ roles compared/)).toBeVisible();
  await expect(health.getByText(/^Runs every 60 min; the next about /)).toBeVisible();
  await expect(health.getByTestId('books-history').getByRole('listitem').last()).toHaveText(
    /by an operator · (balanced|\d+ differences)$/,
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await health.screenshot({ path: test.info().outputPath('books-phone.png') });
  // A viewer looks at game-sync failures but has no Retry or Resolve.
  const sync = page.getByRole('region', { name: 'Game-sync failures' });
  await expect(sync).toBeVisible();
  await expect(sync.getByRole('button', { name: 'Retry' })).toHaveCount(0);
});
