import { expect, test } from '@playwright/test';
import { text } from '../support/locales.ts';

test('the app-download dialog shows a QR code of the link from website settings', async ({
  page,
  request,
}) => {
  const settings = (await (await request.get('/api/website/setting')).json()).data as {
    key: string;
    value: string;
  }[];
  const downUrl = settings.find((s) => s.key === 'down_url')!.value;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/marketplace');
  await page.getByRole('button', { name: text('tw', 'nav.appDownload') }).click();
  const dialog = page.getByRole('dialog', { name: text('tw', 'download.title') });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img', { name: text('tw', 'download.qrAlt') })).toBeVisible();
  await expect(dialog.getByRole('link', { name: text('tw', 'download.open') })).toHaveAttribute(
    'href',
    downUrl,
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
