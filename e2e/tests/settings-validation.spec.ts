import { expect, test } from '@playwright/test';
import { type Locale, text } from '../support/locales.ts';
import { openAsNewPlayer } from '../support/session.ts';

// The spec's messages, word for word (English) and as the product says them in Traditional Chinese.
const MESSAGES = {
  en: {
    nickname: 'nickname length cannot exceed 10',
    email: 'Email format error',
    repeat: 'repeat password error',
    bindFirst: 'Please bind e-mail first',
    header: 'EN-US',
  },
  tw: {
    nickname: '暱稱長度不能超過10',
    email: '郵箱格式錯誤',
    repeat: '重複密碼錯誤',
    bindFirst: '請先綁定郵箱',
    header: 'ZH-TW',
  },
} as const;

for (const locale of ['en', 'tw'] as const satisfies Locale[]) {
  const m = MESSAGES[locale];

  test(`settings validation messages in ${locale}`, async ({ page, request, baseURL }) => {
    const { token, address } = await openAsNewPlayer(page, request, baseURL!, locale, '/setting');
    await expect(page.getByTestId('page-title')).toHaveText(text(locale, 'page.setting.title'));
    await expect(page.getByTestId('setting-address')).toHaveText(address.toLowerCase());

    // Nickname: 11 characters are refused before anything is sent.
    const nickname = page.getByTestId('setting-nickname');
    await nickname.fill('元龍市場的傳奇屠龍勇士');
    let posted = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/user/nickname')) posted = true;
    });
    await page.getByTestId('setting-nickname-save').click();
    await expect(page.getByTestId('setting-nickname-error')).toHaveText(m.nickname);
    await expect(nickname).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toBe(false);

    // Ten are fine.
    await nickname.fill('屠龍勇士Dragon');
    await page.getByTestId('setting-nickname-save').click();
    await expect(page.getByTestId('setting-nickname-value')).toHaveText('屠龍勇士Dragon');
    await expect(page.getByTestId('setting-nickname-error')).toBeHidden();

    // E-mail: a malformed address is refused before the captcha.
    const emailCard = page.getByTestId('setting-email-card');
    await emailCard.getByTestId('setting-email').fill('player@@example');
    await emailCard.getByTestId('setting-email-code-send').click();
    await expect(emailCard.getByTestId('setting-email-error')).toHaveText(m.email);
    await expect(page.getByTestId('captcha-dialog')).toBeHidden();

    // The first login password, typed twice differently.
    await emailCard.getByTestId('setting-email').fill('player@example.com');
    await emailCard.getByTestId('setting-email-code').fill('123456');
    await emailCard.getByTestId('setting-email-password').fill('Dragon-Fire-88');
    await emailCard.getByTestId('setting-email-repeat').fill('Dragon-Fire-89');
    await emailCard.getByTestId('setting-email-submit').click();
    await expect(emailCard.getByTestId('setting-email-repeat-error')).toHaveText(m.repeat);
    await expect(emailCard.getByTestId('setting-email-error')).toBeHidden();

    // Without an e-mail there is no login or fund password to set yet.
    await expect(page.getByTestId('setting-paypwd-bind-first')).toContainText(m.bindFirst);
    await expect(page.getByTestId('setting-password-bind-first')).toContainText(m.bindFirst);
    await expect(page.getByTestId('setting-paypwd-state')).toHaveAttribute('data-state', 'unset');

    // The server says the same, in the same language.
    const headers = { authorization: `Bearer ${token}`, language: m.header };
    const tooLong = await request.post('/api/user/nickname', { headers, data: { nickname: 'x'.repeat(11) } });
    expect((await tooLong.json()).msg).toBe(m.nickname);
    const paypwd = await request.post('/api/user/paypwd', {
      headers,
      data: { code: '123456', pay_password: 'Fund-Pass-7788', repeat_password: 'Fund-Pass-7788' },
    });
    expect((await paypwd.json()).msg).toBe(m.bindFirst);
  });
}

test('settings on a phone: every section is reachable and readable at 375 px', async ({
  page,
  request,
  baseURL,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openAsNewPlayer(page, request, baseURL!, 'en', '/setting');
  for (const id of [
    'setting-profile',
    'setting-nickname-card',
    'setting-email-card',
    'setting-password-card',
  ]) {
    const box = await page.getByTestId(id).boundingBox();
    expect(box, id).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
