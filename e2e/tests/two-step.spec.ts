import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { text } from '../support/locales.ts';
import { signInContext, useLanguage } from '../support/session.ts';
import { installTestWallet } from '../support/test-wallet.ts';
import { connectWalletButton } from '../support/ui.ts';

const en = (key: string) => text('en', key);
/** The section's own texts (loaded with it, outside the app's locale files). */
const sectionTexts: Record<string, string> = JSON.parse(
  fs.readFileSync(
    path.resolve(import.meta.dirname, '../../apps/web/src/features/settings/locales/en.json'),
    'utf8',
  ),
);
const st = (key: string) => sectionTexts[key] ?? key;

test('two-step verification: set up in /setting with the key shown, then wallet sign-in asks for a code', async ({
  page,
  request,
  baseURL,
}) => {
  const key = generatePrivateKey();
  await installTestWallet(page, { keys: [key] });
  await useLanguage(page.context(), baseURL!, 'en');
  await signInContext(page.context(), request, baseURL!, privateKeyToAccount(key));
  await page.goto('/setting');

  const card = page.getByRole('region', { name: st('twostep.title'), exact: true });
  await card.getByRole('button', { name: st('twostep.setUp') }).click();
  const secret = (await card.getByTestId('totp-key').textContent())!.trim();
  const totp = new TOTP({ secret: Secret.fromBase32(secret) });
  await card.getByLabel(en('totp.code')).fill(totp.generate());
  await card.getByRole('button', { name: st('twostep.confirm'), exact: true }).click();
  await expect(card.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  await card.getByRole('button', { name: st('twostep.saved') }).click();
  await expect(card.getByText(st('twostep.on'), { exact: true })).toBeVisible();

  // Signed out, the wallet sign-in asks for the code after the signature.
  await page.context().clearCookies({ name: 'token' });
  await page.goto('/login');
  await connectWalletButton(page, 'en').click();
  const codeField = page.getByLabel(en('totp.code'));
  await expect(codeField).toBeFocused();
  // A code works once: the next time step's code (valid now, one step of drift allowed) is newer.
  await codeField.fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/accountAccount$/);
});
