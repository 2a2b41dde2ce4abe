import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { translate } from '../../packages/shared/src/messages.ts';
import { api } from '../support/api.ts';
import { setFundPasswordByApi } from '../support/fund-password.ts';
import { activatedPlayerWithMds } from '../support/legion.ts';
import { type Locale, text } from '../support/locales.ts';
import { useLanguage, useToken } from '../support/session.ts';

const HOLD_MS = 24 * 60 * 60 * 1000;

/** The hold message as a pattern: about 24 hours left (counted up to whole minutes), any local time. */
function holdPattern(lang: Locale): RegExp {
  const message = translate('securityHold', lang, { hours: 'HRS', minutes: 'MIN', time: 'TIME' });
  const escaped = message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace('HRS', '2[34]').replace('MIN', '\\d{1,2}').replace('TIME', '.+')}$`);
}

test('after two-step verification is turned on, the withdrawal dialog says withdrawals wait 24 hours, with the time left, in three languages', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const player = await activatedPlayerWithMds(request, 10n);
  // A first e-mail and a first fund password replace nothing: no hold yet.
  await setFundPasswordByApi(request, player.token, 'Fund-Pass-1357');
  const before = await api<{ security_hold_until: string | null }>(
    request,
    player.token,
    '/api/user/withdrawals',
  );
  expect(before.security_hold_until).toBeNull();
  // Turning two-step verification on is a security change: the 24-hour hold starts now.
  const setup = await api<{ secret: string }>(request, player.token, '/api/user/totp/start', null);
  const totp = new TOTP({ secret: Secret.fromBase32(setup.secret) });
  const changedAt = Date.now();
  await api(request, player.token, '/api/user/totp/confirm', { code: totp.generate() });
  const rules = await api<{ security_hold_until: string | null }>(
    request,
    player.token,
    '/api/user/withdrawals',
  );
  const until = Date.parse(rules.security_hold_until ?? '');
  expect(Math.abs(until - (changedAt + HOLD_MS)), 'held 24 hours from the change').toBeLessThan(60_000);

  await useToken(page.context(), baseURL!, player.token);
  for (const lang of ['tw', 'en', 'in'] as const) {
    await useLanguage(page.context(), baseURL!, lang);
    await page.goto('/accountAccount');
    await page.getByRole('button', { name: text(lang, 'withdraw.open', { symbol: 'MDS' }) }).click();
    const dialog = page.getByRole('dialog', { name: text(lang, 'withdraw.title', { symbol: 'MDS' }) });
    const hold = dialog.locator('[data-security-hold-until]');
    await expect(hold).toHaveText(holdPattern(lang));
    expect(Date.parse((await hold.getAttribute('data-security-hold-until'))!)).toBe(until);
    // Nothing can be asked for while it holds.
    await expect(
      dialog.getByRole('button', { name: text(lang, 'withdraw.submitPlain'), exact: true }),
    ).toBeDisabled();
    await page.keyboard.press('Escape');
  }
});
