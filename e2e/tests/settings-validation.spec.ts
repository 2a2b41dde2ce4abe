import { expect, test } from '@playwright/test';
import { type Locale, text } from '../support/locales.ts';
import { openAsNewPlayer } from '../support/session.ts';
import { pageTitle } from '../support/ui.ts';

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
    const card = (key: string) => page.getByRole('region', { name: text(locale, key), exact: true });
    await expect(pageTitle(page)).toHaveText(text(locale, 'page.setting.title'));
    const profile = card('setting.profile.title');
    await expect(profile.getByRole('definition').first()).toHaveText(address.toLowerCase());

    // Nickname: 11 characters are refused before anything is sent.
    const nicknameCard = card('setting.nickname.title');
    const nickname = nicknameCard.getByLabel(text(locale, 'setting.nickname.label'));
    const save = nicknameCard.getByRole('button', { name: text(locale, 'common.save') });
    await nickname.fill('元龍市場的傳奇屠龍勇士');
    let posted = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/user/nickname')) posted = true;
    });
    await save.click();
    await expect(nickname).toHaveAccessibleDescription(m.nickname);
    await expect(nickname).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toBe(false);

    // Ten are fine.
    await nickname.fill('屠龍勇士Dragon');
    await save.click();
    await expect(profile).toContainText('屠龍勇士Dragon');
    await expect(nickname).not.toHaveAttribute('aria-invalid');

    // E-mail: a malformed address is refused before the captcha.
    const emailCard = card('setting.email.title');
    const email = emailCard.getByLabel(text(locale, 'login.email'), { exact: true });
    await email.fill('player@@example');
    await emailCard.getByRole('button', { name: text(locale, 'code.send') }).click();
    await expect(email).toHaveAccessibleDescription(m.email);
    await expect(page.getByRole('slider')).toHaveCount(0);

    // The first login password, typed twice differently.
    await email.fill('player@example.com');
    await emailCard.getByLabel(text(locale, 'code.label')).fill('123456');
    await emailCard.getByLabel(text(locale, 'password.new')).fill('Dragon-Fire-88');
    const repeat = emailCard.getByLabel(text(locale, 'password.repeat'));
    await repeat.fill('Dragon-Fire-89');
    await emailCard.getByRole('button', { name: text(locale, 'setting.email.bind') }).click();
    await expect(repeat).toHaveAccessibleDescription(m.repeat);
    await expect(email).not.toHaveAttribute('aria-invalid');

    // Without an e-mail there is no login or fund password to set yet.
    const fundCard = card('setting.paypwd.title');
    await expect(fundCard).toContainText(m.bindFirst);
    await expect(card('setting.password.title')).toContainText(m.bindFirst);
    await expect(fundCard.getByText(text(locale, 'setting.state.unset'), { exact: true })).toBeVisible();

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
  for (const key of [
    'setting.profile.title',
    'setting.nickname.title',
    'setting.email.title',
    'setting.password.title',
  ]) {
    const box = await page.getByRole('region', { name: text('en', key) }).boundingBox();
    expect(box, key).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
