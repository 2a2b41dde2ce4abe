import { expect, test } from '@playwright/test';

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
  await page.getByTestId('app-download').click();
  const dialog = page.getByTestId('download-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('download-qr')).toBeVisible();
  await expect(dialog.getByTestId('download-link')).toHaveAttribute('href', downUrl);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
