import { expect, type Page, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
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
